// save_torture FOLDER SEED [PRESET] [MAX_STEPS] [READY_FD] [SEATS]
// Plays seeded random rounds into the save in FOLDER until killed (or MAX_STEPS steps between
// rounds; 0 = forever). The crash test SIGKILLs it at random moments and checks the save after
// each kill. With READY_FD (not "-") it writes one byte there once the save is open and recovered, so the
// test can time a kill from the start of play rather than from the start of the process. SEATS (1 when
// left out) seats that many: two people and computer players (storage/tools/torture_player.h).
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include <unistd.h>

#include "storage/save_database.h"
#include "storage/system_clock.h"
#include "storage/tools/torture_player.h"

int main(int argc, char** argv) {
    using namespace bjt::storage;
    if (argc < 3) {
        std::fprintf(stderr, "usage: save_torture FOLDER SEED [PRESET] [MAX_STEPS] [READY_FD] [SEATS]\n");
        return 2;
    }
    try {
        const std::string preset = argc > 3 ? argv[3] : "trivia";
        const unsigned long long max_steps = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 0;
        const bjt::Rules rules = torture_rules(preset);
        SystemClock clock;
        SaveDatabase db = SaveDatabase::open(argv[1], clock);
        for (const SaveNotice& n : db.notices()) std::fprintf(stderr, "notice: %s\n", n.message.c_str());
        if (!db.saving()) return 3;
        const int seats = argc > 6 ? std::atoi(argv[6]) : 1;
        TorturePlayer player(db, rules, "Torture " + preset, std::strtoull(argv[2], nullptr, 10), seats);
        if (argc > 5 && std::string(argv[5]) != "-") {
            const int ready_fd = std::atoi(argv[5]);
            if (write(ready_fd, "r", 1) != 1) std::perror("save_torture: ready");
            close(ready_fd);
        }
        for (unsigned long long n = 0; max_steps == 0 || n < max_steps; ++n) {
            if (!player.step()) {
                std::fprintf(stderr, "%s\n", player.error().c_str());
                return 1;
            }
        }
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "save_torture: %s\n", e.what());
        return 1;
    }
}

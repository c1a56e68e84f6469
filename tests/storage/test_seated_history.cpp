// Tables of several seats in the save: two people and computer players at one table under every preset. Each
// person's journal holds only its own seat's money, each person's hand history holds the whole table and replays
// it to the same banks, another seat's line changed is caught, and a round a crash leaves open is refunded to
// every person who bet in it.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/replay/replay_player.h"
#include "engine/replay/replay_reader.h"
#include "engine/replay/replay_writer.h"
#include "storage/hand_history.h"
#include "storage/manual_clock.h"
#include "storage/profile_store.h"
#include "storage/round_recovery.h"
#include "tests/engine/stacked_round.h"
#include "tests/storage/seated_session.h"

using namespace bjt;
using namespace bjt::storage;

namespace {

const char* const kPresets[] = {"trivia", "classic", "single-deck", "three-bets", "chartwell"};

// The people sit at first base and at the last seat; computer players in between.
std::vector<test::SeatedPerson> two_people(int seats) { return {{"Ana", 0}, {"Ben", seats - 1}}; }

}  // namespace

TEST_CASE("a table of several: each person's history replays the whole table to its own bank",
          "[storage][seats][replay]") {
    for (const std::string preset : kPresets) {
        INFO("preset " << preset);
        ManualClock clock{1'700'000'000};
        SaveDatabase db = SaveDatabase::open_in_memory(clock);
        const Rules rules = test::preset_rules(preset);
        const int seats = rules.max_seats;
        const auto played = test::play_seated_session(db, rules, seats, two_people(seats), 30, 29);
        REQUIRE(played.rounds > 5);
        for (const test::SeatedPersonResult& person : played.people) {
            REQUIRE(person.session_id != 0);
            // The journal kept this seat's money alone.
            CHECK(ProfileStore(db).load(person.profile_id)->bank == person.bank);
            const replay::Replay exported = HandHistory(db).export_session(person.session_id);
            // The file round-trips, names its seats, and holds the other seats' lines too.
            const replay::ReplayRead read = replay::read_replay(replay::write_replay(exported));
            INFO(read.error);
            REQUIRE(read.replay);
            CHECK(read.replay->rounds.front().seat_count() == seats);
            const auto& events = read.replay->rounds.front().events;
            const int own = read.replay->rounds.front().seat;
            CHECK(std::any_of(events.begin(), events.end(), [own](const auto& e) { return e.seat != own; }));
            const replay::ReplaySummary summary = replay::play_replay(*read.replay);
            INFO((summary.difference ? summary.difference->what : ""));
            CHECK(summary.matches());
            CHECK(summary.bank == person.bank);
            CHECK(summary.credits == person.credits);
            CHECK(summary.shoes_verified >= 1);
        }
    }
}

TEST_CASE("a table of several: another seat's input changed in a person's history is caught",
          "[storage][seats][replay]") {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const Rules rules = test::preset_rules("classic");
    const auto played = test::play_seated_session(db, rules, 7, two_people(7), 20, 5);
    replay::Replay exported = HandHistory(db).export_session(played.people.front().session_id);
    // A computer player's stand made a hit (or the other way round): the cards it draws are no longer its own.
    bool changed = false;
    for (auto& round : exported.rounds)
        for (auto& e : round.events)
            if (!changed && e.kind == "action" && e.seat > 0 && e.seat < 6 &&
                (e.detail == "stand" || e.detail == "hit")) {
                e.detail = e.detail == "stand" ? "hit" : "stand";
                changed = true;
            }
    REQUIRE(changed);
    CHECK_FALSE(replay::play_replay(exported).matches());
}

TEST_CASE("a table of several: a round a crash leaves open is refunded to every person at it",
          "[storage][seats][recovery]") {
    for (const std::string preset : kPresets) {
        INFO("preset " << preset);
        ManualClock clock{1'700'000'000};
        SaveDatabase db = SaveDatabase::open_in_memory(clock);
        const Rules rules = test::preset_rules(preset);
        const int seats = std::min(rules.max_seats, 5);
        const auto played = test::play_seated_session(db, rules, seats, two_people(seats), 8, 11, true);
        const std::vector<RecoveredRound> recovered = RoundRecovery(db).run();
        // Three-bets stakes nothing before its predictions, which settle as they are made.
        if (preset != "three-bets") CHECK_FALSE(recovered.empty());
        for (const RecoveredRound& r : recovered) CHECK(r.refunded > 0);
        for (const test::SeatedPersonResult& person : played.people)
            CHECK(ProfileStore(db).load(person.profile_id)->bank == person.bank_before_open_round);
    }
}

TEST_CASE("replay files of a table of several: strict reading with the line at fault", "[replay][seats]") {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const auto played = test::play_seated_session(db, test::preset_rules("classic"), 4, two_people(4), 3, 8);
    const replay::Replay exported = HandHistory(db).export_session(played.people.back().session_id);
    const std::string text = replay::write_replay(exported);
    REQUIRE(text.find(" seat=4 seats=") != std::string::npos);
    const auto error = [](std::string file) { return replay::read_replay(file).error; };
    const auto changed = [&text](const std::string& from, const std::string& to) {
        std::string t = text;
        const auto at = t.find(from);
        REQUIRE(at != std::string::npos);
        return t.replace(at, from.size(), to);
    };
    CHECK(error(changed("bjt-replay 3", "bjt-replay 2")).find("needs format version 3") != std::string::npos);
    CHECK(error(changed(" seat=4 ", " seat=5 ")).find("seat= must name one of the 4 seats") != std::string::npos);
    CHECK(error(changed(" seat=4 ", " seat=1 ")).find("not the money seats= gives seat 1") != std::string::npos);
    CHECK(error(changed(" seats=", " seats=1:0|1:0|1:0|1:0|")).find("2 to 7 seats, not 8") != std::string::npos);
    CHECK(error(changed(" seats=", " seats=x")).find("expected BANK:CREDITS") != std::string::npos);
    CHECK(error(changed("  card_dealt ", "  card_dealt seat=9 ")).find("bad field 'seat=9'") != std::string::npos);
    CHECK(error(changed("  card_dealt ", "  card_dealt seat=6 ")).find("seat=6 at a round of 4 seat(s)") !=
          std::string::npos);
    const std::string end = text.substr(text.find("end-round "));
    CHECK(error(changed(end.substr(0, end.find(" seats=")) + " seats=", "end-round bank=1 credits=0 seats="))
              .find("not the money seats= gives seat 4") != std::string::npos);
}

TEST_CASE("replay of a table of several: bet lines out of seat order are refused, naming why", "[replay][seats]") {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const auto played = test::play_seated_session(db, test::preset_rules("classic"), 3, two_people(3), 4, 2);
    replay::Replay exported = HandHistory(db).export_session(played.people.front().session_id);
    auto& events = exported.rounds.front().events;
    REQUIRE(replay::bet_lines_at(exported.rounds.front(), 0) >= 2);
    std::swap(events[0], events[1]);
    const auto summary = replay::play_replay(exported);
    REQUIRE_FALSE(summary.matches());
    CHECK(summary.difference->what.find("each once, in seat order") != std::string::npos);
}

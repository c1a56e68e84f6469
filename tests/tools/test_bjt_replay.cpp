// `bjt history export` and `bjt replay` end to end: sessions recorded into a save on disk (through the storage
// recorder, as the game records), exported, replayed and matched under every preset; tampered files refused.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <sstream>

#include "engine/replay/replay_player.h"
#include "engine/replay/replay_reader.h"
#include "engine/replay/rules_text.h"
#include "engine/strategy/coach.h"
#include "engine/table.h"
#include "storage/manual_clock.h"
#include "storage/profile_store.h"
#include "storage/session_recorder.h"
#include "tests/engine/stacked_round.h"
#include "tests/storage/fair_session.h"
#include "tests/storage/seated_session.h"
#include "tests/temp_folder.h"
#include "tests/tools/run_command.h"

using namespace bjt;
using bjt::test::json_int;
using bjt::test::run_bjt;

namespace {

std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void write(const std::filesystem::path& p, const std::string& text) { std::ofstream(p) << text; }

// `text` with the first `from` after `anchor` replaced by `to`.
std::string tamper(std::string text, const std::string& anchor, const std::string& from, const std::string& to) {
    const auto at = text.find(from, text.find(anchor));
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

const char* const kPresets[] = {"trivia", "classic", "single-deck", "three-bets", "chartwell"};

struct SaveWithSessions {
    test::TempFolder folder;
    std::map<std::string, test::FairSessionResult> sessions;
    SaveWithSessions() {
        storage::ManualClock clock{1'700'000'000};
        storage::SaveDatabase db = storage::SaveDatabase::open(folder.path(), clock);
        REQUIRE(db.saving());
        for (const std::string preset : kPresets)
            sessions[preset] = test::play_fair_session(db, test::preset_rules(preset), "P " + preset, 25, 4);
    }
    std::string file(const std::string& name) const { return (folder / name).string(); }
};

}  // namespace

TEST_CASE("bjt history export + bjt replay: every preset's session matches", "[bjt][replay]") {
    SaveWithSessions save;
    for (const std::string preset : kPresets) {
        INFO("preset " << preset);
        const auto& s = save.sessions.at(preset);
        auto exported = run_bjt({"history", "export", "--data-dir", save.folder.path().string(), "--profile",
                                 "P " + preset, "-o", save.file(preset + ".replay")});
        INFO(exported.err);
        REQUIRE(exported.exit_code == 0);
        auto replayed = run_bjt({"replay", save.file(preset + ".replay"), "--json"});
        INFO(replayed.out << replayed.err);
        CHECK(replayed.exit_code == 0);
        CHECK(json_int(replayed.out, "rounds") == s.rounds);
        CHECK(json_int(replayed.out, "bank_cents") == s.bank);
        CHECK(json_int(replayed.out, "credits") == s.credits);
        CHECK(json_int(replayed.out, "shoes_verified") == s.shoes);
        auto text = run_bjt({"replay", save.file(preset + ".replay")});
        CHECK(text.exit_code == 0);
        CHECK(text.out.find("everything matches") != std::string::npos);
    }
    // One round, and a session by number.
    const auto& trivia = save.sessions.at("trivia");
    CHECK(run_bjt({"history", "export", "--data-dir", save.folder.path().string(), "--session",
                   std::to_string(trivia.session_id), "-o", save.file("s.replay")})
              .exit_code == 0);
    CHECK(run_bjt({"replay", save.file("s.replay")}).exit_code == 0);
}

TEST_CASE("bjt replay: a tampered file is caught, an unreadable one is exit 2", "[bjt][replay]") {
    SaveWithSessions save;
    REQUIRE(run_bjt({"history", "export", "--data-dir", save.folder.path().string(), "--profile", "P trivia", "-o",
                     save.file("t.replay")})
                .exit_code == 0);
    const std::string good = slurp(save.file("t.replay"));
    auto check_caught = [&](const std::string& text, const std::string& words) {
        write(save.file("bad.replay"), text);
        auto r = run_bjt({"replay", save.file("bad.replay")});
        INFO(r.out << r.err);
        CHECK(r.exit_code == 1);
        CHECK(r.out.find("DIFFERS at round") != std::string::npos);
        CHECK(r.out.find(words) != std::string::npos);
    };
    check_caught(tamper(good, "\nround ", "  bet amount=", "  bet amount=1"), "bet_placed");
    // A win paid one cent more, a closing bank changed.
    const auto win = good.find(" detail=win", good.find("hand_settled hand=0 amount="));
    REQUIRE(win != std::string::npos);
    check_caught(std::string(good).replace(win, 0, "1"), "hand_settled");
    check_caught(tamper(good, "\nround ", "end-round bank=", "end-round bank=1"), "the round ends with bank");
    // A server seed digit, and a card (a valid one, another rank).
    const auto seed = good.find("server-seed=") + 12;
    check_caught(std::string(good).replace(seed, 1, good[seed] == '0' ? "1" : "0"), "commitment mismatch");
    const auto card = good.find("card_dealt hand=0 card=") + 23;
    check_caught(std::string(good).replace(card, 1, good[card] == 'A' ? "K" : "A"), "of shoe 1 is");

    write(save.file("garbage.replay"), "bjt-replay 1\nround x\n");
    auto garbage = run_bjt({"replay", save.file("garbage.replay")});
    CHECK(garbage.exit_code == 2);
    CHECK(garbage.err.find("garbage.replay:2:") != std::string::npos);
    CHECK(run_bjt({"replay", save.file("missing.replay")}).exit_code == 2);
    CHECK(run_bjt({"replay"}).exit_code == 2);
    CHECK(run_bjt({"history", "export", "--data-dir", save.file("nowhere"), "-o", save.file("x")}).exit_code == 2);
    CHECK(run_bjt({"history", "export", "--data-dir", save.folder.path().string(), "-o", save.file("x")}).exit_code ==
          2);  // five profiles: --profile needed
    CHECK(run_bjt({"history", "export", "--data-dir", save.folder.path().string(), "--session", "999", "-o",
                   save.file("x")})
              .exit_code == 1);
}

TEST_CASE("bjt replay --score: standing on 12 against a 2 gives away the analysis's difference", "[bjt][skill]") {
    test::TempFolder folder;
    const Rules rules = test::preset_rules("classic");
    const int credits = rules.trivia ? rules.trivia_start_credits : 0;
    {
        storage::ManualClock clock{1'700'000'000};
        storage::SaveDatabase db = storage::SaveDatabase::open(folder.path(), clock);
        const auto profile = storage::ProfileStore(db).create("Scored", "classic", rules.starting_bank, credits).id;
        Table table(rules, Shoe::stacked(test::cards("TS 2D 2H 9C 5S 5D")));
        REQUIRE(table.reset_session(rules.starting_bank, credits));
        storage::SessionRecorder recorder(db, profile, table);
        table.set_event_sink(recorder.sink());
        REQUIRE(recorder.begin_round(table, 10'00));
        REQUIRE(recorder.act(table, Action::Stand));
        REQUIRE(table.state() == RoundState::RoundOver);
        REQUIRE_FALSE(recorder.failed());
        table.set_event_sink({});
    }
    const std::string file = (folder / "scored.replay").string();
    REQUIRE(run_bjt({"history", "export", "--data-dir", folder.path().string(), "-o", file}).exit_code == 0);
    auto r = run_bjt({"replay", file, "--score", "--json"});
    INFO(r.out << r.err);
    REQUIRE(r.exit_code == 0);
    const std::vector<int> twelve{10, 2};
    const strategy::OptionValues v = strategy::Coach(rules).options(twelve, 2);
    CHECK(json_int(r.out, "decisions") == 1);
    CHECK(json_int(r.out, "best_plays") == 0);
    CHECK(json_int(r.out, "ev_given_away_cents") == std::llround((v.hit - v.stand) * 10'00));
    CHECK(json_int(r.out, "ev_given_away_cents") > 0);
    auto text = run_bjt({"replay", file, "--score"});
    CHECK(text.out.find("skill: 1 decision(s), 0.0% best plays") != std::string::npos);
}

TEST_CASE("bjt replay: a file recorded before split_charlie_waits replays under the rule it was played with",
          "[bjt][replay][charlie]") {
    // Its rule set lacks the key, so it means split_charlie_waits=false: the split hand's Charlie was paid at once
    // and kept its win against the dealer's Charlie (today's trivia preset would push it).
    const std::string old_file = std::string(BJT_SOURCE_DIR) + "/tests/tools/data/split_charlie_before_ruling.replay";
    const auto r = run_bjt({"replay", old_file, "--json"});
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("\"matches\": true") != std::string::npos);

    // The same round under today's rule does not match the file: the rule, not luck, decides it.
    test::TempFolder folder;
    std::string text = slurp(old_file);
    const std::string fingerprint = "1d29cb650e083966";
    const auto rules_start = text.find("rules " + fingerprint) + std::string("rules " + fingerprint + "\n").size();
    const auto rules_end = text.find("end-rules", rules_start);
    std::string rules;
    for (std::size_t at = rules_start; at < rules_end;) {
        const auto eol = text.find('\n', at);
        rules += text.substr(at + 2, eol - at - 1);  // unindented, with its newline
        at = eol + 1;
    }
    rules += "split_charlie_waits=true\n";
    std::string waits = text;
    waits.insert(rules_end, "  split_charlie_waits=true\n");
    const std::string new_fingerprint = replay::text_fingerprint(rules);
    for (std::size_t at = 0; (at = waits.find(fingerprint, at)) != std::string::npos;)
        waits.replace(at, fingerprint.size(), new_fingerprint);
    write(folder / "waits.replay", waits);
    const auto w = run_bjt({"replay", (folder / "waits.replay").string()});
    INFO(w.out << w.err);
    CHECK(w.exit_code == 1);
    CHECK(w.out.find("hand_settled") != std::string::npos);
}

TEST_CASE("bjt history export + bjt replay + bjt verify: a table of seven, two people and five computer players",
          "[bjt][replay][seats]") {
    test::TempFolder folder;
    test::SeatedSessionResult played;
    {
        storage::ManualClock clock{1'700'000'000};
        storage::SaveDatabase db = storage::SaveDatabase::open(folder.path(), clock);
        REQUIRE(db.saving());
        played = test::play_seated_session(db, test::preset_rules("classic"), 7, {{"Ana", 0}, {"Ben", 6}}, 12, 3);
    }
    const std::string file = (folder / "ben.replay").string();
    auto exported =
        run_bjt({"history", "export", "--data-dir", folder.path().string(), "--profile", "Ben", "-o", file});
    INFO(exported.err);
    REQUIRE(exported.exit_code == 0);
    auto replayed = run_bjt({"replay", file, "--json"});
    INFO(replayed.out << replayed.err);
    CHECK(replayed.exit_code == 0);
    CHECK(json_int(replayed.out, "bank_cents") == played.people[1].bank);
    CHECK(json_int(replayed.out, "shoes_verified") >= 1);
    // The first shoe's first cards, every seat's among them, check with bjt verify.
    const replay::ReplayRead read = replay::read_replay(slurp(file));
    REQUIRE(read.replay);
    const replay::RoundRecord& first = read.replay->rounds.front();
    REQUIRE(first.shoe_position == 0);
    const replay::ShoeRecord& shoe = *read.replay->shoe(first.shoe_number);
    std::string cards;
    for (const Card& c : replay::round_cards(first)) cards += (cards.empty() ? "" : " ") + to_string(c);
    auto verified = run_bjt({"verify", "--commitment", shoe.commitment, "--server-seed", shoe.server_seed,
                             "--client-seed", shoe.client_seed, "--shoe-number", std::to_string(shoe.shoe_number),
                             "--preset", "classic", "--cards", cards});
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK(verified.out.find("verified") != std::string::npos);
}

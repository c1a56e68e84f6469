// The hand history: a fair session recorded in full under every preset, exported, replayed and matched; each
// kind of tampering caught; queries a History screen needs.
#include <catch2/catch.hpp>

#include "engine/replay/replay_player.h"
#include "engine/replay/replay_reader.h"
#include "engine/replay/replay_writer.h"
#include "engine/replay/rules_text.h"
#include "storage/hand_history.h"
#include "storage/manual_clock.h"
#include "tests/engine/stacked_round.h"
#include "tests/storage/fair_session.h"

using namespace bjt;
using namespace bjt::storage;

namespace {

struct Recorded {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    test::FairSessionResult session;
    replay::Replay exported;

    Recorded(const std::string& preset, int rounds, std::uint64_t seed) {
        session = test::play_fair_session(db, test::preset_rules(preset), "Player " + preset, rounds, seed);
        exported = HandHistory(db).export_session(session.session_id);
    }
};

// The first event of `kind` in the replay whose `pick` holds, as (round index, event index).
template <typename Pick>
replay::HistoryEvent* find_event(replay::Replay& r, const std::string& kind, Pick pick) {
    for (auto& round : r.rounds)
        for (auto& e : round.events)
            if (e.kind == kind && pick(e)) return &e;
    return nullptr;
}

}  // namespace

TEST_CASE("hand history: a fair session under every preset replays and matches", "[history][replay]") {
    for (const std::string preset : {"trivia", "classic", "single-deck", "three-bets", "chartwell"}) {
        INFO("preset " << preset);
        Recorded r(preset, 40, 7);
        const auto summary = replay::play_replay(r.exported);
        INFO((summary.difference ? summary.difference->what : ""));
        REQUIRE(summary.matches());
        CHECK(summary.rounds == r.session.rounds);
        CHECK(summary.rounds > 5);
        CHECK(summary.bank == r.session.bank);
        CHECK(summary.credits == r.session.credits);
        CHECK(summary.shoes_verified == r.session.shoes);
        CHECK(summary.unverified.empty());
        CHECK(summary.money_bet > 0);
        // Through the text form: the same file again.
        const std::string text = replay::write_replay(r.exported);
        const auto read = replay::read_replay(text);
        INFO(read.error);
        REQUIRE(read.replay.has_value());
        CHECK(replay::write_replay(*read.replay) == text);
        CHECK(replay::play_replay(*read.replay).matches());
    }
}

TEST_CASE("hand history: what a History screen reads", "[history]") {
    Recorded r("trivia", 12, 3);
    HandHistory history(r.db);
    const auto sessions = history.recent_sessions(r.session.profile_id);
    REQUIRE(sessions.size() == 1);
    CHECK(sessions[0].id == r.session.session_id);
    CHECK(sessions[0].rounds == r.session.rounds);
    REQUIRE(r.session.rounds > 8);
    CHECK(sessions[0].bank_start + sessions[0].net == r.session.bank);
    const auto rounds = history.session_rounds(r.session.session_id);
    REQUIRE(rounds.size() == static_cast<std::size_t>(r.session.rounds));
    for (const auto& round : rounds) {
        CHECK(round.status == RoundStatus::Settled);
        REQUIRE(round.rules.has_value());
        CHECK(history.rules_text(*round.rules) == replay::rules_text(test::preset_rules("trivia")));
        const auto events = history.round_events(round.id);
        REQUIRE(events.size() > 4);
        CHECK(events.front().kind == "bet");
        CHECK(events.back().kind == "round_over");
        const auto shoe = history.shoe(*round.shoe_id);
        REQUIRE(shoe.has_value());
        CHECK(shoe->fair());
        CHECK(shoe->server_seed.size() == 64);  // revealed at the end of the session
    }
    // Answers carry the difficulty, right or wrong, and the question's id.
    const auto answer = find_event(r.exported, "answer", [](const auto&) { return true; });
    REQUIRE(answer != nullptr);
    CHECK(answer->detail.find(" q-") != std::string::npos);
    // One round on its own exports and replays too (it starts mid-shoe and mid-session).
    const auto one = history.export_round(rounds[7].id);
    REQUIRE(one.rounds.size() == 1);
    CHECK(one.rounds[0].shoe_position == *rounds[7].shoe_position);
    CHECK(replay::play_replay(one).matches());
}

TEST_CASE("hand history: a fair shoe's seed stays out of the save until it is revealed", "[history]") {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const auto s = test::play_fair_session(db, test::preset_rules("trivia"), "Secret", 3, 11);
    HandHistory history(db);
    // Reveal checks the commitment.
    CHECK_THROWS(history.reveal_server_seed(s.session_id, 1, std::string(64, 'a')));
    // A shoe announced but never revealed keeps no server seed and no engine seed.
    replay::ShoeRecord unrevealed;
    unrevealed.shoe_number = 99;
    unrevealed.commitment = std::string(64, 'b');
    unrevealed.client_seed = "c";
    unrevealed.engine_seed = 12345;
    const auto id = history.add_shoe(s.session_id, unrevealed);
    CHECK(history.shoe(id)->engine_seed == 0);
    CHECK(history.shoe(id)->server_seed.empty());
}

TEST_CASE("replay: every kind of tampering is caught, naming the round and the event", "[replay]") {
    Recorded r("trivia", 40, 5);
    REQUIRE(replay::play_replay(r.exported).matches());
    REQUIRE(r.exported.rounds.size() > 5);
    auto expect_caught = [&](replay::Replay tampered, std::int64_t round, const std::string& words) {
        const auto summary = replay::play_replay(tampered);
        REQUIRE_FALSE(summary.matches());
        INFO(summary.difference->what);
        CHECK(summary.difference->round == round);
        CHECK(summary.difference->what.find(words) != std::string::npos);
        return *summary.difference;
    };
    SECTION("a card") {
        auto t = r.exported;
        auto* card = find_event(t, "card_dealt", [](const auto&) { return true; });
        card->card = card->card == "AS" ? "AH" : "AS";
        const auto d = expect_caught(t, t.rounds[0].number, "card 1 of shoe 1");
        CHECK(d.event == 3);  // the bet is line 1, bet_placed line 2, the first card line 3
    }
    SECTION("a bet") {
        auto t = r.exported;
        auto& round = t.rounds[3];
        round.events[0].amount += 100;
        expect_caught(t, round.number, "bet_placed");
    }
    SECTION("an answer") {
        auto t = r.exported;
        auto* answer = find_event(t, "answer", [](const auto&) { return true; });
        REQUIRE(answer != nullptr);
        answer->value = 1 - answer->value;
        std::int64_t round = 0;
        for (const auto& rr : t.rounds)
            for (const auto& e : rr.events)
                if (&e == answer) round = rr.number;
        expect_caught(t, round, "answer");  // the engine answers otherwise, or refuses the input that follows
    }
    SECTION("a result") {
        auto t = r.exported;
        auto* settled = find_event(t, "hand_settled", [](const auto&) { return true; });
        settled->amount += 1;
        expect_caught(t, t.rounds[0].number, "hand_settled");
    }
    SECTION("the closing bank") {
        auto t = r.exported;
        t.rounds[2].bank_after += 100;
        expect_caught(t, t.rounds[2].number, "the round ends with bank");
    }
    SECTION("a server seed") {
        auto t = r.exported;
        t.shoes[0].server_seed[10] = t.shoes[0].server_seed[10] == '0' ? '1' : '0';
        expect_caught(t, t.rounds[0].number, "commitment mismatch");
    }
    SECTION("a client seed") {
        auto t = r.exported;
        t.shoes[0].client_seed += "x";
        expect_caught(t, t.rounds[0].number, "the seeds give engine seed");
    }
}

TEST_CASE("replay files: strict reading with the line at fault", "[replay]") {
    Recorded r("classic", 3, 9);
    const std::string text = replay::write_replay(r.exported);
    CHECK(replay::read_replay("").error == "line 0: the file is empty");
    CHECK(replay::read_replay("bjt-replay 4\n").error.find("expected the header 'bjt-replay N' with N from 1 to 3") !=
          std::string::npos);
    CHECK(replay::read_replay(text + "surprise\n").error.find("unknown line 'surprise'") != std::string::npos);
    std::string bad_event = text;
    bad_event.replace(bad_event.find("  bet amount="), 13, "  bet amonut=");
    CHECK(replay::read_replay(bad_event).error.find("bad field 'amonut=") != std::string::npos);
    std::string bad_rule = text;
    bad_rule.replace(bad_rule.find("  decks="), 8, "  dekcs=");
    CHECK(replay::read_replay(bad_rule).error.find("unknown rule key 'dekcs'") != std::string::npos);
    CHECK(replay::read_replay(text.substr(0, text.rfind("end-round"))).error.find("ends inside round") !=
          std::string::npos);
}

TEST_CASE("replay: a hit taken back before its question is recorded, replayed, and its tampering caught",
          "[history][replay]") {
    Recorded r("trivia", 40, 5);
    int withdrawals = 0;
    for (const auto& round : r.exported.rounds)
        for (std::size_t i = 0; i < round.events.size(); ++i)
            if (round.events[i].kind == "withdraw") {
                ++withdrawals;
                // The input is followed by the engine's event, and the hand waits for the player again.
                REQUIRE(i + 1 < round.events.size());
                CHECK(round.events[i + 1].kind == "question_withdrawn");
                CHECK(round.events[i - 1].kind == "question_asked");
            }
    REQUIRE(withdrawals > 0);
    // Through the text form: written as a version-2 file, read back, replayed.
    const std::string text = replay::write_replay(r.exported);
    CHECK(text.starts_with("bjt-replay 3\n"));
    CHECK(text.find("\n  withdraw\n") != std::string::npos);
    const auto read = replay::read_replay(text);
    INFO(read.error);
    REQUIRE(read.replay.has_value());
    CHECK(replay::play_replay(*read.replay).matches());

    // The first round with a withdrawal, and the line of its withdraw input.
    auto first_withdraw = [](replay::Replay& t) -> std::pair<replay::RoundRecord*, std::size_t> {
        for (auto& round : t.rounds)
            for (std::size_t i = 0; i < round.events.size(); ++i)
                if (round.events[i].kind == "withdraw") return {&round, i};
        return {nullptr, 0};
    };
    SECTION("the withdraw input removed: the engine refuses what follows") {
        auto t = r.exported;
        auto [round, i] = first_withdraw(t);
        round->events.erase(round->events.begin() + static_cast<std::ptrdiff_t>(i));
        const auto summary = replay::play_replay(t);
        REQUIRE_FALSE(summary.matches());
        CHECK(summary.difference->round == round->number);
        CHECK(summary.difference->event == static_cast<int>(i + 1));  // the withdrawn event the engine never gives
        CHECK(summary.difference->what.find("question_withdrawn") != std::string::npos);
    }
    SECTION("an answer turned into a withdraw: the engine gives a withdrawal the file lacks") {
        auto t = r.exported;
        auto* answer = find_event(t, "answer", [](const auto&) { return true; });
        REQUIRE(answer != nullptr);
        *answer = replay::withdraw_input();
        const auto summary = replay::play_replay(t);
        REQUIRE_FALSE(summary.matches());
        CHECK(summary.difference->what.find("question_withdrawn") != std::string::npos);
    }
    SECTION("a version-1 file may not hold one, nor side bets on a bet line") {
        // The file without its side bets, so the withdraw line is the first thing version 1 lacks.
        auto no_side_bets = r.exported;
        for (auto& round : no_side_bets.rounds)
            for (auto& e : round.events)
                if (e.kind == "bet") e.detail.clear();
        std::string old = replay::write_replay(no_side_bets);
        old.replace(0, 12, "bjt-replay 1");
        CHECK(replay::read_replay(old).error.find("a withdraw line needs format version 2") != std::string::npos);
        // The file without its withdrawals, so a side bet is the first thing version 1 lacks.
        auto no_withdrawals = r.exported;
        for (auto& round : no_withdrawals.rounds)
            std::erase_if(round.events, [](const auto& e) { return e.kind == "withdraw"; });
        REQUIRE(find_event(no_withdrawals, "bet", [](const auto& e) { return !e.detail.empty(); }) != nullptr);
        std::string old_side_bets = replay::write_replay(no_withdrawals);
        old_side_bets.replace(0, 12, "bjt-replay 1");
        CHECK(replay::read_replay(old_side_bets).error.find("side bets on a bet line need format version 2") !=
              std::string::npos);
        // A version-1 file (no withdrawals, no side bets) still reads as before.
        for (auto& round : no_side_bets.rounds)
            std::erase_if(round.events, [](const auto& e) { return e.kind == "withdraw"; });
        std::string v1 = replay::write_replay(no_side_bets);
        v1.replace(0, 12, "bjt-replay 1");
        const auto read_v1 = replay::read_replay(v1);
        INFO(read_v1.error);
        CHECK(read_v1.replay.has_value());
    }
}

TEST_CASE("replay: side bets ride on the bet line, replay, and a changed one is caught", "[history][replay]") {
    Recorded r("trivia", 40, 5);
    auto* bet = find_event(r.exported, "bet", [](const auto& e) { return !e.detail.empty(); });
    REQUIRE(bet != nullptr);
    const auto stakes = replay::parse_side_bet_stakes(bet->detail);
    REQUIRE(stakes.has_value());
    CHECK(stakes->total() > 0);
    CHECK(replay::bet_input(bet->amount, *stakes) == *bet);  // written and parsed back the same
    REQUIRE(replay::play_replay(r.exported).matches());
    CHECK_FALSE(replay::parse_side_bet_stakes("perfect-pairs=x").has_value());
    CHECK_FALSE(replay::parse_side_bet_stakes("lucky-ladies=100").has_value());

    auto tampered = r.exported;
    auto* changed = find_event(tampered, "bet", [](const auto& e) { return !e.detail.empty(); });
    const std::string was = changed->detail;
    changed->detail = changed->detail.find("perfect-pairs=") == 0 ? "21+3=100" : "perfect-pairs=100";
    INFO(was << " -> " << changed->detail);
    const auto summary = replay::play_replay(tampered);
    REQUIRE_FALSE(summary.matches());
    CHECK(summary.difference->what.find("side_bet") != std::string::npos);
}

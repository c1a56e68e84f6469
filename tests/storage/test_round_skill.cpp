// The skill score stored per round (storage/round_skill.h): rounds played through the SessionRecorder on stacked
// shoes store exactly what the coach's analysis says each decision gave away; a whole session's stored rows add
// up to what `bjt replay --score` computes for its export; the per-session, per-preset and board queries.
#include <catch2/catch.hpp>

#include <cmath>

#include "engine/strategy/coach.h"
#include "engine/strategy/replay_score.h"
#include "storage/hand_history.h"
#include "storage/manual_clock.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_skill.h"
#include "storage/session_recorder.h"
#include "tests/engine/stacked_round.h"
#include "tests/storage/fair_session.h"

using namespace bjt;
using namespace bjt::storage;

namespace {

constexpr Cents kBet = 10'00;

// One round on a stacked shoe, played through the recorder with `actions`; the stored skill of that round.
struct ScoredRound {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    std::int64_t profile_id = 0;
    SkillTotals stored;
    SkillTotals reported;  // what the recorder says of its last round (the table's skill line)

    ScoredRound(const Rules& rules, const std::string& shoe, std::initializer_list<Action> actions) {
        profile_id = ProfileStore(db).create("Skilled", rules.name, rules.starting_bank, 0).id;
        Table table(rules, Shoe::stacked(test::cards(shoe)));
        REQUIRE(table.reset_session(rules.starting_bank, 0));
        SessionRecorder recorder(db, profile_id, table);
        table.set_event_sink(recorder.sink());
        REQUIRE(recorder.begin_round(table, kBet));
        for (Action a : actions) REQUIRE(recorder.act(table, a));
        REQUIRE(table.state() == RoundState::RoundOver);
        REQUIRE_FALSE(recorder.failed());
        stored = RoundSkill(db).round(MoneyJournal(db).rounds(profile_id).back().id);
        reported = recorder.last_round_skill();
    }
};

// The analysis's difference between the best option and `chosen`, per unit bet, in thousandths of a cent of kBet.
std::int64_t analysis_millicents(const Rules& rules, std::vector<int> cards, int upcard, Action chosen) {
    strategy::Coach coach(rules);
    const strategy::OptionValues v = coach.options(cards, upcard);
    return std::llround((v.best_value() - v.value(chosen)) * static_cast<double>(kBet) * 1000.0);
}

}  // namespace

TEST_CASE("round skill: a stored round gives away what the analysis says its decision gives away", "[skill][saves]") {
    const Rules rules = test::preset_rules("classic");
    SECTION("standing on hard 12 against a 2") {
        ScoredRound r(rules, "TS 2D 2H 9C 5S 5D", {Action::Stand});
        const std::int64_t expected = analysis_millicents(rules, {10, 2}, 2, Action::Stand);
        CHECK(expected > 0);
        CHECK(r.stored.rounds == 1);
        CHECK(r.stored.decisions == 1);
        CHECK(r.stored.best_plays == 0);
        CHECK(std::abs(r.stored.given_away_millicents - expected) <= 1);
        CHECK(r.stored.money_bet == kBet);
        CHECK(r.stored.given_away_percent() == Approx(100.0 * r.stored.given_away_cents() / kBet));
        CHECK(r.reported.given_away_millicents == r.stored.given_away_millicents);
    }
    SECTION("hitting hard 17 against a 9") {
        ScoredRound r(rules, "TS 9D 7H 8C 5S", {Action::Hit});
        const std::int64_t expected = analysis_millicents(rules, {10, 7}, 9, Action::Hit);
        CHECK(expected > 0);
        CHECK(r.stored.decisions == 1);
        CHECK(r.stored.best_plays == 0);
        CHECK(std::abs(r.stored.given_away_millicents - expected) <= 1);
    }
    SECTION("not splitting 8s against a 10 (standing)") {
        ScoredRound r(rules, "8S TD 8H 7C 5S 5D", {Action::Stand});
        const std::int64_t expected = analysis_millicents(rules, {8, 8}, 10, Action::Stand);
        CHECK(expected > 0);
        CHECK(r.stored.decisions == 1);
        CHECK(r.stored.best_plays == 0);
        CHECK(std::abs(r.stored.given_away_millicents - expected) <= 1);
    }
    SECTION("the best play (standing on 19 against a 6) gives nothing away") {
        ScoredRound r(rules, "TS 6D 9H 9C 5S", {Action::Stand});
        CHECK(r.stored.decisions == 1);
        CHECK(r.stored.best_plays == 1);
        CHECK(r.stored.given_away_millicents == 0);
    }
}

TEST_CASE("round skill: a session's stored rounds add up to bjt replay --score of its export", "[skill][saves]") {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const auto s = test::play_fair_session(db, test::preset_rules("classic"), "Random player", 30, 11);
    REQUIRE(s.rounds > 10);
    strategy::SkillScorer scorer;
    const strategy::ReplayScore whole = strategy::score_replay(HandHistory(db).export_session(s.session_id), scorer);
    REQUIRE(whole.summary.matches());
    RoundSkill skill(db);
    const auto sessions = skill.by_session(s.profile_id);
    REQUIRE(sessions.size() == 1);
    const SkillTotals& t = sessions[0].totals;
    CHECK(t.rounds == s.rounds);
    CHECK(t.decisions == whole.total.decisions);
    CHECK(t.decisions > 10);
    CHECK(t.best_plays == whole.total.best_plays);
    CHECK(t.best_plays < t.decisions);  // random play misses some
    CHECK(t.money_bet == whole.summary.money_bet);
    CHECK(std::abs(t.given_away_cents() - whole.total.given_away_cents) < 0.01 * s.rounds);
    // Per preset: all of it at the preset played.
    const auto presets = skill.by_preset(s.profile_id);
    REQUIRE(presets.size() == 1);
    CHECK(presets[0].preset == test::preset_rules("classic").name);
    CHECK(presets[0].totals.decisions == t.decisions);
    // Three-bets rounds are not scored (no playing decisions of the standard game).
    const auto three = test::play_fair_session(db, test::preset_rules("three-bets"), "Predictor", 5, 3);
    CHECK(skill.by_session(three.profile_id).empty());
}

TEST_CASE("round skill: the Skill board ranks by EV given away and needs enough decisions", "[skill][saves]") {
    ManualClock clock{1'700'000'000};
    SaveDatabase db = SaveDatabase::open_in_memory(clock);
    const Rules rules = test::preset_rules("classic");
    const auto a = test::play_fair_session(db, rules, "Alice", 40, 1);
    const auto b = test::play_fair_session(db, rules, "Bob", 40, 2);
    const auto c = test::play_fair_session(db, rules, "Carol", 2, 3);  // too few decisions to be listed
    RoundSkill skill(db);
    const auto board = skill.board(rules.name);
    REQUIRE(skill.by_preset(c.profile_id).at(0).totals.decisions < RoundSkill::kBoardMinDecisions);
    REQUIRE(board.size() == 2);
    CHECK(board[0].rank == 1);
    CHECK(board[1].rank == 2);
    CHECK(board[0].totals.given_away_percent() <= board[1].totals.given_away_percent());
    for (const auto& e : board) {
        CHECK(e.totals.decisions >= RoundSkill::kBoardMinDecisions);
        CHECK(e.name != "Carol");
    }
    CHECK(skill.board("No such preset").empty());
    (void)a;
    (void)b;
}

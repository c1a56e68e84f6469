#include "engine/strategy/replay_score.h"

#include "engine/strategy/decision_tally.h"

namespace bjt::strategy {

ReplayScore score_replay(const replay::Replay& replay, SkillScorer& scorer) {
    ReplayScore out;
    std::map<std::int64_t, DecisionTally> rounds;
    out.summary =
        replay::play_replay(replay, [&](const Table& table, const replay::HistoryEvent& input, std::int64_t round) {
            DecisionTally& tally = rounds[round];
            if (input.kind == "answer") return tally.question_answered();
            if (input.kind == "withdraw") return tally.question_withdrawn();
            const auto action = parse_action(input.detail);
            if (input.kind != "action" || !action) return;
            if (const auto d = scorer.score(table, *action)) tally.decided(table, *action, *d);
        });
    for (const auto& [round, tally] : rounds) {
        const SkillTally& t = tally.tally();
        if (t.decisions == 0) continue;
        out.by_round[round] = t;
        out.total.decisions += t.decisions;
        out.total.best_plays += t.best_plays;
        out.total.given_away_cents += t.given_away_cents;
    }
    return out;
}

}  // namespace bjt::strategy

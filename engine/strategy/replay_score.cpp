#include "engine/strategy/replay_score.h"

namespace bjt::strategy {

ReplayScore score_replay(const replay::Replay& replay, SkillScorer& scorer) {
    ReplayScore out;
    out.summary = replay::play_replay(replay, [&](const Table& table, Action action, std::int64_t round) {
        if (const auto d = scorer.score(table, action)) {
            out.total.add(*d);
            out.by_round[round].add(*d);
        }
    });
    return out;
}

}  // namespace bjt::strategy

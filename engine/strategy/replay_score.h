#pragma once
// The skill score of a replay: plays it (engine/replay/replay_player.h) and scores every decision with a
// SkillScorer as the player faced it. The one place a replay is scored: `bjt replay --score` prints it and the
// save stores it for each round as the round ends (storage/round_skill.h).
#include <cstdint>
#include <map>

#include "engine/replay/replay_player.h"
#include "engine/strategy/skill_score.h"

namespace bjt::strategy {

struct ReplayScore {
    replay::ReplaySummary summary;  // money_bet: what the % given away is taken of
    SkillTally total;
    std::map<std::int64_t, SkillTally> by_round;  // by the round's number in the file; rounds with a decision
};

// `scorer` keeps its coach between calls (rules rarely change), so scoring round after round stays cheap.
ReplayScore score_replay(const replay::Replay& replay, SkillScorer& scorer);

}  // namespace bjt::strategy

#pragma once
// A round's decisions as the player makes them, for the skill score. Under trivia a hit or a double first waits for
// its question: it becomes a decision when the question is answered, and none at all when the player takes it back
// before choosing how hard (Table::withdraw_question), so a hit taken back and a stand read "0 of 1 best plays",
// not "0 of 2". The save (storage/session_recorder.h) and `bjt replay --score` (replay_score.h) both tally this way.
#include <optional>

#include "engine/action.h"
#include "engine/strategy/skill_score.h"

namespace bjt {
class Table;
}

namespace bjt::strategy {

class DecisionTally {
public:
    // `d`: the score of `action`, asked on `table` just before the action is made.
    void decided(const Table& table, Action action, const DecisionScore& d);
    void question_answered();  // the waiting hit or double counts now
    void question_withdrawn() { waiting_.reset(); }
    const SkillTally& tally() const { return tally_; }
    void clear() {
        tally_ = {};
        waiting_.reset();
    }

private:
    SkillTally tally_;
    std::optional<DecisionScore> waiting_;  // a hit or double waiting for its question
};

}  // namespace bjt::strategy

#pragma once
// The coach at the table, apart from drawing it: the hint panel (open or not), the advice for the hand in play,
// and the misplay warning. A player-turn action goes through choose(): played at once, held until the coach's
// values arrive (the worker is still computing), or held for the player's yes or no when it costs more than the
// best play. The scene asks, draws what it is told, and plays what comes back.
#include <functional>
#include <optional>
#include <string>

#include "engine/action.h"
#include "engine/strategy/option_values.h"
#include "engine/table.h"
#include "game/coach/hand_question.h"

namespace bjt::game {

class CoachFlow {
public:
    // The coach's values for a hand, or nullopt while they are being computed (RulesAnalyzer::advice()).
    using Advise = std::function<std::optional<strategy::OptionValues>(const HandQuestion&)>;

    // `rules_fingerprint`: of the round's rules (worked out once, not on every frame).
    CoachFlow(std::string rules_fingerprint, Advise advise);

    // Whether the coach has a strategy for this game (not for three bets, which has no base bet).
    static bool advises(const Table& table);

    void toggle_hint() { hint_open_ = !hint_open_; }
    void close_hint() { hint_open_ = false; }
    bool hint_open() const { return hint_open_; }

    // Keeps the advice for the hand in play when it is wanted: the panel is open, an action is held, or the
    // misplay warning is on and the view has caught up (so the values are ready when the player chooses).
    void refresh(const Table& table, bool warn_misplay, bool view_idle);

    // A player-turn action: the action to play now, or nullopt when it is held (computing, or asking).
    std::optional<Action> choose(Action a, const Table& table, bool warn_misplay);
    // Each update: refresh(), then the held action, once the values have come, goes through choose() again.
    std::optional<Action> poll(const Table& table, bool warn_misplay, bool view_idle);
    // The player's answer to the misplay warning: yes plays the action, no takes it back.
    std::optional<Action> confirm();
    void cancel() { confirming_.reset(); }
    // An action was played: the panel closes and nothing is held any more.
    void acted();

    const std::optional<Action>& confirming() const { return confirming_; }
    bool checking() const { return checking_.has_value(); }
    const std::optional<strategy::OptionValues>& advice() const { return advice_; }
    // The best legal play by the advice (Stand without advice).
    Action best_legal(const Table& table) const;
    // The best legal value minus this action's, per unit bet; nullopt without advice or for an action it has no
    // value for.
    std::optional<double> cost_of(Action a, const Table& table) const;

private:
    std::optional<HandQuestion> hand_question(const Table& table) const;

    std::string rules_fingerprint_;
    Advise advise_;
    bool hint_open_ = false;
    std::optional<HandQuestion> advice_for_;  // the hand the advice below is for
    std::optional<strategy::OptionValues> advice_;  // the coach's values, once the worker has them
    std::optional<Action> checking_;  // chosen while the values were still computing (warning on)
    std::optional<Action> confirming_;  // a misplay waiting for yes or no
};

}  // namespace bjt::game

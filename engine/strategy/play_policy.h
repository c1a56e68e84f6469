#pragma once
// The computed strategy as flat lookup tables indexed by hand state, for playing rounds through
// bjt::Table at simulation speed (no allocation, no search per decision):
// - a hand's first decision by upcard, split context and its two card values: the options ranked
//   by exact value, so a refused option (no bank for a double, hand limit reached, no trivia
//   credits) falls through to the next best;
// - later decisions (three or more cards) by upcard, split context, hard total and soft flag;
// - early surrender, insurance and even money by upcard and starting cards.
#include <array>
#include <cstdint>

#include "engine/action.h"
#include "engine/strategy/game_analysis.h"
#include "engine/table.h"

namespace bjt::strategy {

class PlayPolicy {
public:
    explicit PlayPolicy(const GameAnalysis& analysis);

    // The action for the table's current decision (offers and player turns). Always one the
    // table accepts in that state.
    Action decide(const Table& table) const;

    // The ranked first-decision options; Action::NoSurrender marks the end of the list.
    const std::array<Action, 5>& first(int upcard, int split_from, int c1, int c2) const {
        return first_[idx(upcard)][static_cast<std::size_t>(split_from)][idx(c1)][idx(c2)];
    }
    bool hit_more(int upcard, int split_from, int cards, int hard, bool soft) const {
        return hit_more_[idx(upcard)][static_cast<std::size_t>(split_from)][static_cast<std::size_t>(
            cards < 8 ? cards : 8)][static_cast<std::size_t>(hard < 32 ? hard : 31)][soft ? 1 : 0];
    }

private:
    static std::size_t idx(int value) { return static_cast<std::size_t>(value - 1); }

    std::array<std::array<std::array<std::array<std::array<Action, 5>, 10>, 10>, 11>, 10> first_{};
    std::array<UpcardAnalysis::HitTable, 10> hit_more_{};
    std::array<std::array<std::array<bool, 10>, 10>, 10> early_surrender_{};
    std::array<std::array<bool, 10>, 10> insurance_{};  // against an ace, by the player's two cards
    bool even_money_ = false;
};

}  // namespace bjt::strategy

#pragma once
// The computed strategy as flat lookup tables indexed by hand state, for playing rounds through
// bjt::Table at simulation speed (no allocation, no search per decision):
// - a hand's first decision by upcard, split context and its two card values: the options ranked
//   by exact value, so a refused option (no bank for a double, hand limit reached, no trivia
//   credits) falls through to the next best;
// - later decisions (three or more cards) by upcard, split context, hard total and soft flag
//   (both packed per upcard and split context: a decision reads one small block);
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
    // A player turn's choices, best first, for Table::act_first_allowed() (which checks each once, where decide()
    // and then act() check the chosen action twice): the same action as decide() is taken. Ends with Stand.
    PlayerOptions player_options(const Table& table) const;

    // The choices for `hand` against `upcard` (ace 1, ten-cards 10), best first: player_options() for the table's
    // active hand, and for a round played without a Table (fast_round_player.h).
    PlayerOptions hand_options(int upcard, const PlayerHand& hand) const {
        const int split_from = hand.from_split ? hand.cards[0].value() : 0;
        if (!hand.acted && hand.cards.count() == 2)
            return first_options(upcard, split_from, hand.cards[0].value(), hand.cards[1].value());
        return later_options(upcard, split_from, hand.cards);
    }
    // The offers, as decide() answers them when the table allows the bet.
    bool early_surrenders(int upcard, int c1, int c2) const { return early_surrender_[idx(upcard)][idx(c1)][idx(c2)]; }
    bool takes_insurance(int c1, int c2) const { return insurance_[idx(c1)][idx(c2)]; }
    bool takes_even_money() const { return even_money_; }

private:
    static std::size_t idx(int value) { return static_cast<std::size_t>(value - 1); }
    // `split_from`: 0 for a hand not split, else the value of the pair it came from.
    // A hand's first decision: its options, best first, ending with Stand.
    PlayerOptions first_options(int upcard, int split_from, int c1, int c2) const {
        return PlayerOptions::from_packed(tables(upcard, split_from).first[idx(c1) * 10 + idx(c2)]);
    }
    // A later decision (three or more cards, or after a first action): Hit then Stand, or Stand.
    PlayerOptions later_options(int upcard, int split_from, const Hand& cards) const {
        const auto n = static_cast<std::size_t>(cards.count() < 8 ? cards.count() : 8);
        const unsigned hard = static_cast<unsigned>(cards.hard_total() < 32 ? cards.hard_total() : 31);
        return ((tables(upcard, split_from).hit_more[n][cards.soft() ? 1 : 0] >> hard) & 1u) ? kHitThenStand : kStand;
    }
    static constexpr PlayerOptions kHitThenStand = PlayerOptions::from_packed(static_cast<std::uint16_t>(
        (static_cast<unsigned>(Action::Hit) + 1u) | (static_cast<unsigned>(Action::Stand) + 1u) << 3));
    static constexpr PlayerOptions kStand =
        PlayerOptions::from_packed(static_cast<std::uint16_t>(static_cast<unsigned>(Action::Stand) + 1u));
    Action decide_offer(const Table& table) const;

    // Everything a player-turn decision reads for one upcard and split context (0 = not split, else the pair value),
    // so a decision is one lookup of this block and one read within it.
    struct DecisionTables {
        // A hand's first decision by its two card values ([c1 - 1][c2 - 1] as c1 * 10 + c2): the available options
        // ranked by exact value (PlayerOptions, packed), Stand last if not ranked before.
        std::array<std::uint16_t, 100> first{};
        // Hands of three or more cards, by card count (3..8, 8 standing for more) and soft flag: bit `hard total`
        // (4..31) set when hitting is right.
        std::array<std::array<std::uint32_t, 2>, 9> hit_more{};
    };
    const DecisionTables& tables(int upcard, int split_from) const {
        return tables_[idx(upcard) * 11 + static_cast<std::size_t>(split_from)];
    }

    std::array<DecisionTables, 10 * 11> tables_{};  // [upcard - 1][split context]
    std::array<std::array<std::array<bool, 10>, 10>, 10> early_surrender_{};
    std::array<std::array<bool, 10>, 10> insurance_{};  // against an ace, by the player's two cards
    bool even_money_ = false;
};

}  // namespace bjt::strategy

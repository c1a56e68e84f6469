#pragma once
// The simulator's shortcut: whole rounds of a standard game played with a PlayPolicy in one call, without a Table's
// state machine, refusals and events. It deals from its own Shoe exactly as a Table would and settles every round
// to the same cents: tests/strategy/test_fast_round_player.cpp plays millions of seeded rounds both ways, on every
// preset and on rule variants, and requires the same result for every round and the same shoe at the end.
//
// It follows Table (engine/table.cpp) step for step; a change to how a Table plays a round must be made here too
// (the differential test fails until it is). Rules it does not play (supports() says which) go through a Table.
//
// It is compiled once for each combination of the round's two optional groups of rules (RoundFeatures): a player
// built without a group reads none of its rules and plays as if they were off, so its checks fold away (the issue-16
// rule set, which uses neither group, takes 539 instructions a round against 587 with the player built with both).
// Rules that use a group need a player built with it (plays(); the constructor refuses others).
#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "engine/dealer_policy.h"
#include "engine/money.h"
#include "engine/player_hand.h"
#include "engine/rules.h"
#include "engine/shoe.h"
#include "engine/strategy/play_policy.h"
#include "engine/strategy/simulated_answers.h"
#include "engine/table.h"

namespace bjt::strategy {

// The optional groups of rules a round may use, as bits.
enum RoundFeatures : unsigned {
    // Trivia questions; a player's or dealer's card limit or Charlie.
    kTriviaAndCardLimits = 1u << 0,
    // Surrender, insurance, even money; drawing to or resplitting split aces; the double's card face down.
    kExtraChoices = 1u << 1,
    kAllRoundFeatures = kTriviaAndCardLimits | kExtraChoices,
};
// The groups `rules` use.
unsigned round_features(const Rules& rules);

// How a round changed the bank and the trivia credits.
struct RoundChange {
    Cents bank = 0;
    int credits = 0;
};

// `Features`: the RoundFeatures this player plays.
template <unsigned Features>
class BasicFastRoundPlayer {
public:
    // Standard games without a player who draws past 21: everything else a Table plays, trivia included.
    // Side bets are not placed by this player (the simulator sends rounds with side bets through a Table).
    static bool supports(const Rules& rules) { return rules.mode == GameMode::Standard && !rules.player_draws_past_21; }
    // Whether this player plays `rules` (supported, and using no group it was built without).
    static bool plays(const Rules& rules) { return supports(rules) && (round_features(rules) & ~Features) == 0; }

    // `rules` and `policy` must outlive the player; `answers` answers the trivia questions when rules.trivia.
    // Throws std::invalid_argument for rules this player does not play (plays()).
    BasicFastRoundPlayer(const Rules& rules, const PlayPolicy& policy, Shoe shoe, SimulatedAnswers answers);

    // One round from `bank` and `credits` with a base bet of `bet`, which the caller has checked a Table accepts
    // (Table::check_bet) with that bank and credits. False where a Table would refuse to go on: a stacked shoe ran
    // out mid-round (a shuffled shoe never does), or none of the policy's options was allowed (its lists end with
    // Stand, which always is).
    bool play(Cents bank, int credits, Cents bet, RoundChange& change);

    const Shoe& shoe() const { return shoe_; }

private:
    static constexpr bool kTriviaAndLimits = (Features & kTriviaAndCardLimits) != 0;
    static constexpr bool kChoices = (Features & kExtraChoices) != 0;
    // The optional rules: read where the player plays their group, else off (plays() checked that they are).
    bool trivia() const { return kTriviaAndLimits && rules_.trivia; }
    int player_max_cards() const { return kTriviaAndLimits ? rules_.player_max_cards : 0; }
    int charlie_cards() const { return kTriviaAndLimits ? rules_.charlie_cards : 0; }
    bool dealer_has_charlie(int cards, bool bust) const {
        return kTriviaAndLimits && dealer_is_charlie(rules_, cards, bust);
    }
    // Without card limits and Charlies the dealer draws by total alone.
    bool dealer_draws() const {
        return kTriviaAndLimits ? dealer_draws_(rules_, dealer_) : dealer_draws_.by_total(dealer_);
    }
    Surrender surrender() const { return kChoices ? rules_.surrender : Surrender::None; }
    bool insurance() const { return kChoices && rules_.insurance; }
    EvenMoney even_money() const { return kChoices ? rules_.even_money : EvenMoney::None; }
    bool hit_split_aces() const { return kChoices && rules_.hit_split_aces; }
    bool resplit_aces() const { return kChoices && rules_.resplit_aces; }
    bool double_face_down() const { return kChoices && rules_.double_face_down; }
    // A split hand's Charlie waits for the dealer (Table::after_card()).
    bool charlie_waits(const PlayerHand& h) const {
        return kTriviaAndLimits && h.from_split && rules_.split_charlie_waits;
    }
    bool charlie(const PlayerHand& h) const {
        return charlie_cards() > 0 && h.cards.count() >= charlie_cards() && !h.cards.bust();
    }

    // Every card before the cut card is dealt before the next shuffle: their order is drawn in one go, once a shoe
    // (at each shuffle, and for the shoe the player is given).
    void draw_to_cut_card() {
        if (rules_.shuffle == ShuffleMode::CutCard) shoe_.draw_ahead(shoe_.cut_position());
    }
    bool deal(Hand& to) {
        const Card c = shoe_.draw();
        to.add(c);
        return c.valid();
    }
    void settle(PlayerHand& h, Cents net) {
        h.outcome = Outcome::Win;  // any settled outcome: only `settled()` and the money are read
        h.done = true;
        bank_ += h.bet + net;
        delta_ += net;
    }
    bool after_deal();
    bool offers_and_peek();
    bool peek(bool natural);
    bool player_turn();
    bool hand_waits(const PlayerHand& h) const;
    bool allowed(const PlayerHand& h, Action a) const;
    bool take(Action a);
    bool hit_or_double(Action a);
    bool split();
    bool dealer_turn();
    void settle_against_dealer();

    const Rules& rules_;
    const PlayPolicy& policy_;
    Shoe shoe_;
    SimulatedAnswers answers_;
    DealerDraws dealer_draws_;
    int up_index_;  // which dealer card is face up

    // The round in progress.
    Cents bank_ = 0, delta_ = 0;
    int credits_ = 0;
    Hand dealer_;
    std::array<PlayerHand, kMaxHands> hands_{};
    int hand_count_ = 0;
    int active_ = 0;
    int up_ = 1;  // the dealer's up card's value
    Cents insurance_bet_ = 0, even_money_bet_ = 0;
    bool early_declined_ = false;  // declining early surrender rules out surrender later
};

// The player for every rule set supports() accepts.
using FastRoundPlayer = BasicFastRoundPlayer<kAllRoundFeatures>;

// Calls `f(std::integral_constant<unsigned, F>{})`, F being `features` (round_features() of a rule set) as a
// constant, so that the caller can name the player built for exactly those groups:
// BasicFastRoundPlayer<decltype(arg)::value>. The one place that turns a combination of groups into a build.
template <class Function>
decltype(auto) with_round_features(unsigned features, Function&& f) {
    switch (features) {
        case 0: return f(std::integral_constant<unsigned, 0>{});
        case kTriviaAndCardLimits: return f(std::integral_constant<unsigned, kTriviaAndCardLimits>{});
        case kExtraChoices: return f(std::integral_constant<unsigned, kExtraChoices>{});
        default: return f(std::integral_constant<unsigned, kAllRoundFeatures>{});
    }
}

// The constructor and the round are defined here, inline, so that a caller's loop over rounds (the simulator's)
// compiles with the round as one piece of code: no call, and no saving and restoring of registers, per round; and
// with the constructor in sight the compiler sees that the player's rules and policy are the caller's, and reads
// them from there. Measured when the round moved here: 21 instructions a round fewer than with it out of line.

template <unsigned Features>
inline BasicFastRoundPlayer<Features>::BasicFastRoundPlayer(const Rules& rules, const PlayPolicy& policy, Shoe shoe,
                                                            SimulatedAnswers answers)
    : rules_(rules),
      policy_(policy),
      shoe_(std::move(shoe)),
      answers_(answers),
      dealer_draws_(rules),
      up_index_(rules.hole_card == HoleCard::Second ? 0 : 1) {
    if (!plays(rules))
        throw std::invalid_argument(
            "FastRoundPlayer: these rules are not a standard game, or use a group of rules (RoundFeatures " +
            std::to_string(round_features(rules)) + ") this player was built without (" + std::to_string(Features) +
            ")");
    draw_to_cut_card();
}

// Table::begin_round() with the checks left to the caller: shuffle, stake, deal player, dealer, player, dealer.
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::play(Cents bank, int credits, Cents bet,
                                                                        RoundChange& change) {
    if (!shoe_.stacked() && (rules_.shuffle == ShuffleMode::EveryRound || shoe_.cut_card_reached())) {
        shoe_.shuffle();
        draw_to_cut_card();
    }
    bank_ = bank - bet;
    delta_ = 0;
    credits_ = credits;
    insurance_bet_ = even_money_bet_ = 0;
    early_declined_ = false;
    hand_count_ = 1;
    PlayerHand& h = hands_[0];
    h.bet = bet;
    h.outcome = Outcome::Pending;
    h.from_split = h.split_aces = h.doubled = h.acted = h.done = false;
    if (const Card* const dealt = shoe_.take_chosen(4)) {  // player, dealer, player, dealer: one check, not four
        h.cards.set_two(dealt[0], dealt[2]);
        dealer_.set_two(dealt[1], dealt[3]);
    } else {
        h.cards.clear();
        dealer_.clear();
        deal(h.cards);
        deal(dealer_);
        deal(h.cards);
        deal(dealer_);
    }
    if (shoe_.exhausted() || !after_deal()) return false;  // a stacked shoe that ran dry dealt invalid cards
    shoe_.end_round();
    change = {delta_, trivia() ? credits_ - credits : 0};
    return true;
}

// Table::after_deal(): the early-surrender offer, taken or declined as PlayPolicy::decide() would.
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::after_deal() {
    PlayerHand& h = hands_[0];
    const Card up = dealer_[up_index_];
    up_ = up.value();
    if (surrender() == Surrender::Early && !h.natural() && rules_.peek && (up.is_ace() || up.is_ten_card())) {
        if (policy_.early_surrenders(up_, h.cards[0].value(), h.cards[1].value())) {
            settle(h, -(h.bet - half_of(h.bet)));  // half the bet back, even against a dealer natural
            return dealer_turn();
        }
        early_declined_ = true;
    }
    return offers_and_peek();
}

// Table::offer_side_bets(): even money or insurance under an ace, taken when the policy says so and the bank
// covers it (Table::check), then the peek.
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::offers_and_peek() {
    PlayerHand& h = hands_[0];
    const bool natural = h.natural();
    if (up_ == 1) {
        const Cents side = half_of(h.bet);
        const bool standard = even_money() == EvenMoney::Standard;
        if (natural && even_money() != EvenMoney::None && (standard || (side > 0 && bank_ >= side))) {
            if (policy_.takes_even_money() && standard) {
                settle(h, h.bet);  // paid 1:1 at once, whatever the hole card
                return true;
            }
            if (policy_.takes_even_money() && bank_ >= side) even_money_bet_ = side, bank_ -= side;
        } else if (!natural && insurance() && side > 0 && bank_ >= side) {
            if (policy_.takes_insurance(h.cards[0].value(), h.cards[1].value())) insurance_bet_ = side, bank_ -= side;
        }
    }
    return peek(natural);
}

// Table::peek_and_continue(): the side bets settled at the peek, a dealer natural ends the round, a player natural
// is paid, else the player's turn.
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::peek(bool natural) {
    PlayerHand& h = hands_[0];
    const bool dealer_natural = dealer_.two_card_21();
    if (rules_.peek && (up_ == 1 || up_ == 10)) {
        for (const Cents side : {insurance_bet_, even_money_bet_}) {
            if (side <= 0) continue;
            const Cents net = dealer_natural ? apply_ratio(side, rules_.insurance_pays) : -side;
            bank_ += side + net;
            delta_ += net;
        }
        if (dealer_natural) {
            settle(h, natural ? 0 : -h.bet);
            return true;
        }
    }
    if (natural) {
        settle(h, dealer_natural ? 0 : apply_ratio(h.bet, rules_.blackjack_pays));
        return true;
    }
    return player_turn();
}

// Table::start_player_turn() and enter_hand(), with each decision taken as Table::act_first_allowed() takes
// PlayPolicy::player_options().
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::player_turn() {
    active_ = 0;
    while (active_ < hand_count_) {
        PlayerHand& h = hands_[static_cast<std::size_t>(active_)];
        if (h.done || !hand_waits(h)) {
            h.done = true;
            ++active_;
            continue;
        }
        PlayerOptions options = policy_.hand_options(up_, h);
        while (!options.empty() && !allowed(h, options.first())) options = options.rest();
        if (options.empty() || !take(options.first())) return false;
    }
    return dealer_turn();
}

// Table::enter_hand(): a hand of 21, split aces that may not draw, or a full hand stands by itself.
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::hand_waits(const PlayerHand& h) const {
    if (h.cards.total() == 21) return false;
    if (h.split_aces && !hit_split_aces()) {
        const bool can_resplit = resplit_aces() && h.cards.count() == 2 && h.cards[0].is_ace() && h.cards[1].is_ace() &&
                                 hand_count_ < rules_.max_hands && bank_ >= h.bet;
        if (!can_resplit) return false;
    }
    return !(player_max_cards() > 0 && h.cards.count() >= player_max_cards());
}

// Table::check_player_turn(a).ok(). Tested in the order decisions most often ask, with ifs rather than a switch: the
// jump table of a switch is an indirect branch that mispredicts on most decisions.
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::allowed(const PlayerHand& h, Action a) const {
    if (a == Action::Stand) return true;
    const bool aces_locked = h.split_aces && !hit_split_aces();
    const bool no_credits = trivia() && credits_ <= 0;
    if (a == Action::Hit)
        return !aces_locked && !(player_max_cards() > 0 && h.cards.count() >= player_max_cards()) && !no_credits;
    const bool first = !h.acted && h.cards.count() == 2;
    if (a == Action::Double) {
        if (rules_.double_on == DoubleOn::None || !first || (h.from_split && !rules_.double_after_split) || aces_locked)
            return false;
        const int total = h.cards.total();
        if (rules_.double_on == DoubleOn::NineToEleven && (total < 9 || total > 11)) return false;
        if (rules_.double_on == DoubleOn::TenToEleven && (total < 10 || total > 11)) return false;
        return bank_ >= h.bet && !no_credits;
    }
    if (a == Action::Split) {
        if (rules_.split == SplitRule::None || !first) return false;
        const Card c1 = h.cards[0], c2 = h.cards[1];
        const bool pair = rules_.split == SplitRule::SameRank ? c1.rank() == c2.rank() : c1.value() == c2.value();
        if (!pair) return false;
        if (c1.is_ace() && (!rules_.split_aces || (h.split_aces && !resplit_aces()))) return false;
        return hand_count_ < rules_.max_hands && hand_count_ < kMaxHands && bank_ >= h.bet;
    }
    if (a == Action::Surrender)
        return surrender() != Surrender::None && first && !(h.from_split && !rules_.surrender_split_hands) &&
               !(!h.from_split && early_declined_);
    return false;
}

// Table::play_action() for an allowed action; a hit or double under trivia waits for its answer first
// (Table::answer()).
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::take(Action a) {
    PlayerHand& h = hands_[static_cast<std::size_t>(active_)];
    if (a == Action::Hit || a == Action::Double) return hit_or_double(a);
    if (a == Action::Split) return split();
    h.acted = true;
    if (a == Action::Surrender)
        settle(h, -(h.bet - half_of(h.bet)));
    else
        h.done = true;  // Stand
    return true;
}

// Table::do_hit(), do_double() and after_card().
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::hit_or_double(Action a) {
    PlayerHand& h = hands_[static_cast<std::size_t>(active_)];
    h.acted = true;
    if (trivia()) {
        const bool right = answers_.next_right();
        if (right)
            credits_ += rules_.trivia_reward[static_cast<std::size_t>(answers_.difficulty())];
        else
            credits_ = std::max(0, credits_ - rules_.trivia_wrong_penalty);
        if (!right) {
            h.done = true;  // the hand stands as it is; a double is not made
            return true;
        }
    }
    const bool doubled = a == Action::Double;
    if (doubled) {
        bank_ -= h.bet;
        h.bet += h.bet;
        h.doubled = true;
    }
    if (!deal(h.cards)) return false;
    const int n = h.cards.count();
    if (doubled && double_face_down())
        h.done = true;  // the card lies face down until after the dealer's turn: the hand is settled then
    else if (h.cards.bust())
        settle(h, -h.bet);
    else if (charlie(h) && charlie_waits(h))
        h.done = true;  // a split hand's Charlie waits for the dealer
    else if (charlie(h))
        settle(h, h.bet);  // a player Charlie wins 1:1 at once
    else if (doubled || h.cards.total() == 21 || (player_max_cards() > 0 && n >= player_max_cards()))
        h.done = true;
    return true;
}

// Table::do_split(): both hands get their second card at once.
template <unsigned Features>
inline bool BasicFastRoundPlayer<Features>::split() {
    const auto i = static_cast<std::size_t>(active_);
    bank_ -= hands_[i].bet;
    split_hand(hands_, hand_count_, i);
    return deal(hands_[i].cards) && deal(hands_[i + 1].cards);
}

// Table::dealer_turn() for a standard game: no draw when every hand is decided, a dealer natural found late takes
// every open bet, else the dealer draws and the open hands are settled against the total.
template <unsigned Features>
[[gnu::always_inline]] inline bool BasicFastRoundPlayer<Features>::dealer_turn() {
    bool all_decided = true;
    for (int i = 0; i < hand_count_; ++i) all_decided = all_decided && hands_[static_cast<std::size_t>(i)].settled();
    if (all_decided) return true;
    if (!rules_.peek && dealer_.two_card_21()) {
        for (int i = 0; i < hand_count_; ++i)
            if (PlayerHand& h = hands_[static_cast<std::size_t>(i)]; !h.settled())
                settle(h, charlie(h) ? h.bet : -h.bet);  // only a dealer Charlie stops a Charlie's win
        return true;
    }
    while (dealer_draws())
        if (!deal(dealer_)) return false;
    settle_against_dealer();
    return true;
}

// Table::settle_against_dealer().
template <unsigned Features>
[[gnu::always_inline]] inline void BasicFastRoundPlayer<Features>::settle_against_dealer() {
    const int d = dealer_.total();
    const bool dealer_bust = dealer_.bust();
    const bool dealer_charlie = dealer_has_charlie(dealer_.count(), dealer_bust);
    for (int i = 0; i < hand_count_; ++i) {
        PlayerHand& h = hands_[static_cast<std::size_t>(i)];
        if (h.settled()) continue;
        const int p = h.cards.total();
        if (charlie(h))  // a split hand's Charlie waited for the dealer: a dealer Charlie pushes it
            settle(h, dealer_charlie ? 0 : h.bet);
        else if (double_face_down() && p > 21)  // a face-down double card that busted
            settle(h, -h.bet);
        else if (dealer_charlie || (!dealer_bust && p < d))
            settle(h, -h.bet);
        else if (dealer_bust || p > d)
            settle(h, h.bet);
        else
            settle(h, 0);
    }
}

}  // namespace bjt::strategy

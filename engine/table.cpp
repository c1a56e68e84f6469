#include "engine/table.h"

#include <algorithm>
#include <span>
#include <utility>

#include "engine/dealer_policy.h"

namespace bjt {

std::string_view round_state_name(RoundState s) {
    switch (s) {
        case RoundState::Betting: return "betting";
        case RoundState::EarlySurrenderOffer: return "early-surrender-offer";
        case RoundState::InsuranceOffer: return "insurance-offer";
        case RoundState::EvenMoneyOffer: return "even-money-offer";
        case RoundState::PlayerTurn: return "player-turn";
        case RoundState::QuestionPending: return "question-pending";
        case RoundState::Predictions: return "predictions";
        case RoundState::RoundOver: return "round-over";
    }
    return "unknown";
}

Table::Table(const Rules& rules, Shoe shoe) : rules_(rules), shoe_(std::move(shoe)) {
    derive_rule_facts();
    (void)reset_session();  // no round can be in progress in a new table
}

Status Table::set_rules(const Rules& rules) {
    if (round_in_progress()) return {Refusal::RoundInProgress};
    rules_ = rules;
    limits_bank_ = -1;
    accepted_bank_ = accepted_bet_ = -1;
    prediction_ = PredictionResult{};  // begin_round() clears it in three-bets only
    derive_rule_facts();
    return {};
}

Status Table::reset_session() {
    return reset_session(rules_.starting_bank, rules_.trivia ? rules_.trivia_start_credits : 0);
}

bool Table::game_over() const {
    if (rules_.mode == GameMode::ThreeBets) return bank_ < 3 * rules_.three_bets_stake;
    if (rules_.trivia && credits_ <= 0) return true;
    const BetLimits limits = bet_limits();
    return !limits.any() || bank_ < limits.min;
}

void Table::emit_card_dealt(std::int8_t index, Card c, bool face_up) {
    emit({.type = EventType::CardDealt, .hand = index, .card = c, .face_up = face_up});
}

void Table::reveal_hole_card() {
    if (hole_revealed_ || dealer_.count() < 2) return;
    hole_revealed_ = true;
    if (sink_) [[unlikely]]  // tested before the event is built: emit(Event) would build it on the stack first
        emit({.type = EventType::HoleCardRevealed, .card = dealer_[hole_index()]});
}

void Table::emit_hand_settled(int index) {
    const PlayerHand& h = hands_[static_cast<std::size_t>(index)];
    const auto hand = static_cast<std::int8_t>(index);
    emit({.type = EventType::HandSettled, .hand = hand, .outcome = h.outcome, .amount = h.net});
    if (h.bet + h.net > 0)
        emit({.type = EventType::Payout, .hand = hand, .outcome = h.outcome, .amount = h.bet + h.net});
}

bool Table::up_card_may_hide_natural() const {
    const Card up = dealer_up_card();
    return up.is_ace() || up.is_ten_card();
}

Status Table::check_bet(Cents bet) const {
    if (game_over()) return {Refusal::GameOver};
    if (rules_.mode == GameMode::ThreeBets) return {};
    const BetLimits limits = bet_limits();
    if (bet <= 0 || bet % std::max<Cents>(rules_.bet_step, 1) != 0) return {Refusal::BetNotWholeStep};
    if (bet > bank_) return {Refusal::BankTooLow};
    if (bet < limits.min) return {Refusal::BetBelowMinimum};
    if (bet > limits.max) return {Refusal::BetAboveMaximum};
    return {};
}

namespace {
// Copied from a constant, as kFreshPlayerHand is: building it on the stack and copying it stalls on store forwarding.
constexpr PredictionResult kNoPrediction{};
}  // namespace

Status Table::begin_round(Cents bet, const SideBetStakes& side_bets) {
    if (round_in_progress()) return {Refusal::RoundInProgress};
    const bool three_bets = rules_.mode == GameMode::ThreeBets;
    if (bet != accepted_bet_ || bank_ != accepted_bank_) {
        if (const Status s = check_bet(bet); !s) return s;
        accepted_bet_ = bet, accepted_bank_ = bank_;
    } else if (!three_bets && rules_.trivia && credits_ <= 0) {
        return {Refusal::GameOver};  // the one part of game_over() the bank and bet do not settle
    }
    if (side_bets.any()) [[unlikely]]
        if (const Status s = check_side_bets(bet, side_bets); !s) return s;

    if (!shoe_.stacked() && (rules_.shuffle == ShuffleMode::EveryRound || shoe_.cut_card_reached())) {
        shoe_.shuffle();
        emit(EventType::Shuffle, kDealer, 0, static_cast<int>(shoe_.cut_position()));
    }

    dealer_.clear();
    hands_[0] = kFreshPlayerHand;
    hand_count_ = 1;
    active_ = 0;
    hole_revealed_ = false;
    insurance_bet_ = insurance_net_ = 0;
    even_money_bet_ = even_money_net_ = 0;
    if (three_bets) prediction_ = kNoPrediction;  // only three-bets rounds write it
    early_declined_ = false;
    exhausted_ = false;
    round_start_bank_ = bank_;
    round_start_credits_ = credits_;

    base_bet_ = three_bets ? 0 : bet;
    if (!three_bets) {
        stake(bet);
        hands_[0].bet = bet;
        emit(EventType::BetPlaced, 0, bet);
    }
    if (side_bets_placed_ || side_bets.any()) [[unlikely]]
        place_side_bets(side_bets);

    // Player, dealer, player, dealer; the dealer's hole card is the second (or, at Chartwell, the first).
    draw_to(hands_[0], 0);
    draw_to_dealer(up_index() == 0);
    draw_to(hands_[0], 0);
    draw_to_dealer(up_index() == 1);
    if (exhausted_) return {Refusal::ShoeExhausted};
    if (side_bets_placed_) [[unlikely]]
        settle_side_bets();

    after_deal();
    return exhausted_ ? Status{Refusal::ShoeExhausted} : Status{};
}

[[gnu::always_inline]] inline void Table::after_deal() {
    const bool natural = hands_[0].natural();
    if (rules_.mode == GameMode::ThreeBets) {
        // A natural against a dealer without one earns the reward and sits out the bets;
        // when both have naturals the round goes on to the bets as normal.
        if (natural && !dealer_natural()) {
            announce(Announcement::PlayerBlackjack);
            settle_hand(0, Outcome::Natural, rules_.natural_reward);
            finish_round();
            return;
        }
        start_player_turn();
        return;
    }
    if (rules_.surrender == Surrender::Early && !natural && rules_.peek && up_card_may_hide_natural()) {
        state_ = RoundState::EarlySurrenderOffer;
        announce(Announcement::EarlySurrenderOffered);
        return;
    }
    offer_side_bets();
}

[[gnu::always_inline]] inline void Table::offer_side_bets() {
    if (dealer_up_card().is_ace()) {
        const bool natural = hands_[0].natural();
        const Cents side = half_of(base_bet_);
        if (natural && rules_.even_money != EvenMoney::None &&
            (rules_.even_money == EvenMoney::Standard || (side > 0 && bank_ >= side))) {
            state_ = RoundState::EvenMoneyOffer;
            announce(Announcement::EvenMoneyOffered);
            return;
        }
        if (!natural && rules_.insurance && side > 0 && bank_ >= side) {
            state_ = RoundState::InsuranceOffer;
            announce(Announcement::InsuranceOffered);
            return;
        }
    }
    peek_and_continue();
}

[[gnu::always_inline]] inline void Table::peek_and_continue() {
    const bool natural = hands_[0].natural();
    if (rules_.peek && up_card_may_hide_natural()) {
        announce(Announcement::CheckingForBlackjack);
        const bool dealer_has = dealer_natural();
        settle_side_bet(insurance_bet_, insurance_net_, dealer_has, EventType::InsuranceSettled);
        settle_side_bet(even_money_bet_, even_money_net_, dealer_has, EventType::EvenMoneySettled);
        if (dealer_has) {
            reveal_hole_card();
            announce(Announcement::DealerHasBlackjack);
            if (!hands_[0].settled()) {
                if (natural)
                    settle_hand(0, Outcome::Push, 0);
                else
                    settle_hand(0, Outcome::Lose, -hands_[0].bet);
            }
            finish_round();
            return;
        }
        announce(Announcement::DealerHasNoBlackjack);
    }
    if (hands_[0].settled()) {  // surrendered early
        dealer_turn();
        return;
    }
    if (natural) {
        // Without a peek the natural is still decided now: the hole card shows whether it pushes.
        reveal_hole_card();
        if (dealer_natural()) {
            announce(Announcement::DealerHasBlackjack);
            settle_hand(0, Outcome::Push, 0);
        } else {
            announce(Announcement::PlayerBlackjack);
            settle_hand(0, Outcome::Blackjack, apply_ratio(hands_[0].bet, rules_.blackjack_pays));
        }
        finish_round();
        return;
    }
    start_player_turn();
}

// Insurance and the even-money side bet both pay insurance_pays on a dealer natural and are lost otherwise.
void Table::settle_side_bet(Cents bet, Cents& net, bool dealer_has_natural, EventType settled) {
    if (bet <= 0) return;
    net = dealer_has_natural ? apply_ratio(bet, rules_.insurance_pays) : -bet;
    settle_stake(bet, net);
    emit(settled, kDealer, net);
}

[[gnu::always_inline]] inline void Table::start_player_turn() {
    state_ = RoundState::PlayerTurn;
    active_ = 0;
    enter_hand();
}

[[gnu::always_inline]] inline void Table::enter_hand() {
    while (active_ < hand_count_) {
        PlayerHand& h = cur();
        if (!h.done) {
            // Asked only of split aces (a lambda, not a value worked out for every hand entered).
            const auto can_resplit_aces = [&] {
                return rules_.resplit_aces && h.cards.count() == 2 && h.cards[0].is_ace() && h.cards[1].is_ace() &&
                       hand_count_ < rules_.max_hands && bank_ >= h.bet;
            };
            if (h.cards.total() == 21 && !h.cards.bust())
                h.done = true;  // a hand that reaches 21 stands by itself
            else if (h.split_aces && !rules_.hit_split_aces && !can_resplit_aces())
                h.done = true;  // split aces take one card each
            else if (rules_.player_max_cards > 0 && h.cards.count() >= rules_.player_max_cards)
                h.done = true;
            else
                return;  // waits for the player
        }
        ++active_;
    }
    dealer_turn();
}

[[gnu::always_inline]] inline void Table::finish_hand() {
    cur().done = true;
    ++active_;
    enter_hand();
}

Status Table::check(Action action) const {
    switch (state_) {
        case RoundState::Betting:
        case RoundState::RoundOver: return {Refusal::NoRoundInProgress};
        case RoundState::QuestionPending: return {Refusal::QuestionPending};
        case RoundState::Predictions: return {Refusal::NotOfferedNow};
        case RoundState::EarlySurrenderOffer:
            return (action == Action::Surrender || action == Action::NoSurrender) ? Status{}
                                                                                  : Status{Refusal::NotOfferedNow};
        case RoundState::InsuranceOffer:
            if (action == Action::NoInsurance) return {};
            if (action != Action::Insurance) return {Refusal::NotOfferedNow};
            return bank_ >= half_of(base_bet_) ? Status{} : Status{Refusal::CannotAfford};
        case RoundState::EvenMoneyOffer:
            if (action == Action::NoEvenMoney) return {};
            if (action != Action::EvenMoney) return {Refusal::NotOfferedNow};
            if (rules_.even_money == EvenMoney::SideBet && bank_ < half_of(base_bet_)) return {Refusal::CannotAfford};
            return {};
        case RoundState::PlayerTurn: return check_player_turn(action);
    }
    return {Refusal::NotOfferedNow};
}

Status Table::check_player_turn(Action action) const {
    const PlayerHand& h = cur();
    // Each fact is cheap, but this runs for every action of every decision of a simulation: derive them as used.
    const auto first = [&] { return !h.acted && h.cards.count() == 2; };
    const auto aces_locked = [&] { return h.split_aces && !rules_.hit_split_aces; };
    const auto no_credits = [&] { return rules_.trivia && credits_ <= 0; };
    switch (action) {
        case Action::Stand: return {};
        case Action::Hit:
            if (aces_locked()) return {Refusal::SplitAcesTakeOneCard};
            if (rules_.player_max_cards > 0 && h.cards.count() >= rules_.player_max_cards) return {Refusal::HandFull};
            if (no_credits()) return {Refusal::NoTriviaCredits};
            return {};
        case Action::Double: {
            if (rules_.double_on == DoubleOn::None) return {Refusal::DoubleNotAllowed};
            if (!first()) return {Refusal::NotFirstAction};
            if (h.from_split && !rules_.double_after_split) return {Refusal::DoubleAfterSplitNotAllowed};
            if (aces_locked()) return {Refusal::SplitAcesTakeOneCard};
            const int total = h.cards.total();  // an ace counts 11 where it can: A-8 is soft 19
            if (rules_.double_on == DoubleOn::NineToEleven && (total < 9 || total > 11))
                return {Refusal::DoubleTotalNotAllowed};
            if (rules_.double_on == DoubleOn::TenToEleven && (total < 10 || total > 11))
                return {Refusal::DoubleTotalNotAllowed};
            if (bank_ < h.bet) return {Refusal::CannotAfford};
            if (no_credits()) return {Refusal::NoTriviaCredits};
            return {};
        }
        case Action::Split: {
            if (rules_.split == SplitRule::None) return {Refusal::SplitNotAllowed};
            if (!first()) return {Refusal::NotFirstAction};
            const Card a = h.cards[0], b = h.cards[1];
            const bool pair = rules_.split == SplitRule::SameRank ? a.rank() == b.rank() : a.value() == b.value();
            if (!pair) return {Refusal::SplitNeedsPair};
            if (a.is_ace() && (!rules_.split_aces || (h.split_aces && !rules_.resplit_aces)))
                return {Refusal::SplitAcesNotAllowed};
            if (hand_count_ >= rules_.max_hands || hand_count_ >= kMaxHands) return {Refusal::SplitLimitReached};
            if (bank_ < h.bet) return {Refusal::CannotAfford};
            return {};
        }
        case Action::Surrender:
            if (rules_.surrender == Surrender::None) return {Refusal::SurrenderNotAllowed};
            if (!first()) return {Refusal::NotFirstAction};
            if (h.from_split && !rules_.surrender_split_hands) return {Refusal::SurrenderNotAllowed};
            if (!h.from_split && early_declined_) return {Refusal::SurrenderNotAllowed};
            return {};
        default: return {Refusal::NotOfferedNow};
    }
}

ActionSet Table::legal_actions() const {
    // Only the actions a state can ever offer are checked (check() refuses all others with NotOfferedNow).
    static constexpr Action kPlayer[] = {Action::Hit, Action::Stand, Action::Double, Action::Split, Action::Surrender};
    static constexpr Action kEarly[] = {Action::Surrender, Action::NoSurrender};
    static constexpr Action kInsurance[] = {Action::Insurance, Action::NoInsurance};
    static constexpr Action kEvenMoney[] = {Action::EvenMoney, Action::NoEvenMoney};
    std::span<const Action> candidates;
    switch (state_) {
        case RoundState::PlayerTurn: candidates = kPlayer; break;
        case RoundState::EarlySurrenderOffer: candidates = kEarly; break;
        case RoundState::InsuranceOffer: candidates = kInsurance; break;
        case RoundState::EvenMoneyOffer: candidates = kEvenMoney; break;
        default: return {};
    }
    ActionSet set;
    for (Action a : candidates)
        if (check(a).ok()) set.add(a);
    return set;
}

Status Table::act(Action action) {
    if (exhausted_) return {Refusal::ShoeExhausted};
    // A player turn (most calls) goes straight to its checks, without check()'s dispatch on the state.
    if (state_ == RoundState::PlayerTurn) {
        if (const Status s = check_player_turn(action); !s) return s;
        play_action(action);
        return exhausted_ ? Status{Refusal::ShoeExhausted} : Status{};
    }
    if (const Status s = check(action); !s) return s;
    switch (state_) {
        case RoundState::EarlySurrenderOffer:
            if (action == Action::Surrender) {
                // Early surrender costs half the bet even against a dealer natural.
                settle_hand(0, Outcome::Surrender, -(hands_[0].bet - half_of(hands_[0].bet)));
                dealer_turn();
            } else {
                early_declined_ = true;
                offer_side_bets();
            }
            break;
        case RoundState::InsuranceOffer:
            if (action == Action::Insurance) {
                insurance_bet_ = half_of(base_bet_);
                stake(insurance_bet_);
                emit(EventType::InsuranceTaken, kDealer, insurance_bet_);
            }
            peek_and_continue();
            break;
        case RoundState::EvenMoneyOffer:
            if (action == Action::EvenMoney && rules_.even_money == EvenMoney::Standard) {
                // Standard even money: the natural is paid 1:1 at once, whatever the hole card.
                emit(EventType::EvenMoneyTaken);
                settle_hand(0, Outcome::EvenMoney, hands_[0].bet);
                reveal_hole_card();
                finish_round();
                break;
            }
            if (action == Action::EvenMoney) {
                even_money_bet_ = half_of(base_bet_);
                stake(even_money_bet_);
                emit(EventType::EvenMoneyTaken, kDealer, even_money_bet_);
            }
            peek_and_continue();
            break;
        default: break;
    }
    return exhausted_ ? Status{Refusal::ShoeExhausted} : Status{};
}

Status Table::act_first_allowed(PlayerOptions options) {
    if (exhausted_) return {Refusal::ShoeExhausted};
    if (state_ != RoundState::PlayerTurn) {
        // Outside a player turn: act()'s refusal, and never an action taken (an early-surrender offer would accept
        // Surrender through act(), but these are player-turn options).
        const Status s = check(options.empty() ? Action::Stand : options.first());
        return s ? Status{Refusal::NotOfferedNow} : s;
    }
    Status last{Refusal::NotOfferedNow};
    for (; !options.empty(); options = options.rest()) {
        last = check_player_turn(options.first());
        if (last) {
            play_action(options.first());
            return exhausted_ ? Status{Refusal::ShoeExhausted} : Status{};
        }
    }
    return last;
}

// Inlined into act() and act_first_allowed(): a simulated round takes one or two decisions, and the call's saving
// and restoring of registers cost as much as the work of a stand or a hit.
[[gnu::always_inline]] inline void Table::play_action(Action action) {
    PlayerHand& h = cur();
    switch (action) {
        case Action::Stand:
            h.acted = true;
            finish_hand();
            break;
        case Action::Hit:
        case Action::Double:
            acted_before_question_ = h.acted;
            h.acted = true;
            if (rules_.trivia) {
                pending_ = action;
                state_ = RoundState::QuestionPending;
                emit(EventType::QuestionAsked, static_cast<std::int8_t>(active_), 0, static_cast<int>(action));
            } else if (action == Action::Hit) {
                do_hit();
            } else {
                do_double();
            }
            break;
        case Action::Split: do_split(); break;
        case Action::Surrender:
            h.acted = true;
            settle_hand(active_, Outcome::Surrender, -(h.bet - half_of(h.bet)));
            finish_hand();
            break;
        default: break;
    }
}

Status Table::answer(Difficulty difficulty, bool right) {
    if (state_ != RoundState::QuestionPending) return {Refusal::NoQuestionPending};
    const int before = credits_;
    if (right)
        credits_ += rules_.trivia_reward[static_cast<std::size_t>(difficulty)];
    else
        credits_ = std::max(0, credits_ - rules_.trivia_wrong_penalty);
    emit({.type = EventType::QuestionAnswered,
          .hand = static_cast<std::int8_t>(active_),
          .difficulty = difficulty,
          .amount = credits_ - before,
          .value = right ? 1 : 0});
    emit(EventType::CreditsChanged, kDealer, 0, credits_);
    state_ = RoundState::PlayerTurn;
    if (!right)
        finish_hand();  // a wrong answer: the hand stands as it is (a double is not made)
    else if (pending_ == Action::Hit)
        do_hit();
    else
        do_double();
    return exhausted_ ? Status{Refusal::ShoeExhausted} : Status{};
}

Status Table::withdraw_question() {
    if (state_ != RoundState::QuestionPending) return {Refusal::NoQuestionPending};
    // As if the hit or double had never been asked for: a first action stays a first action (double, surrender).
    cur().acted = acted_before_question_;
    state_ = RoundState::PlayerTurn;
    emit(EventType::QuestionWithdrawn, static_cast<std::int8_t>(active_), 0, static_cast<int>(pending_));
    return {};
}

[[gnu::always_inline]] inline void Table::do_hit() {
    if (!draw_to(cur(), active_)) return;
    after_card(false);
}

void Table::do_double() {
    PlayerHand& h = cur();
    const Cents extra = h.bet;
    stake(extra);
    h.bet += extra;
    h.doubled = true;
    h.double_card_down = rules_.double_face_down;
    emit(EventType::DoubledDown, static_cast<std::int8_t>(active_), extra);
    if (!draw_to(h, active_, !h.double_card_down)) return;
    if (h.double_card_down) {
        finish_hand();  // nobody knows the hand until its card is turned up after the dealer's turn
        return;
    }
    after_card(true);
}

[[gnu::always_inline]] inline void Table::after_card(bool doubled) {
    PlayerHand& h = cur();
    const int n = h.cards.count();
    if (h.cards.bust() && !rules_.player_draws_past_21) {
        if (rules_.announce_bust) announce(Announcement::PlayerBust);
        settle_hand(active_, Outcome::Bust, -h.bet);
        finish_hand();
        return;
    }
    if (charlie(h)) {
        // A player Charlie wins 1:1 at once; a split hand's waits for the dealer, whose Charlie pushes it (RULINGS.md).
        announce(Announcement::PlayerCharlie);
        if (!(h.from_split && rules_.split_charlie_waits)) settle_hand(active_, Outcome::Charlie, h.bet);
        finish_hand();
        return;
    }
    if (doubled || h.cards.total() == 21 || (rules_.player_max_cards > 0 && n >= rules_.player_max_cards))
        finish_hand();
}

void Table::do_split() {
    const int i = active_;
    const Cents bet = hands_[static_cast<std::size_t>(i)].bet;
    stake(bet);
    split_hand(hands_, hand_count_, static_cast<std::size_t>(i));
    emit(EventType::Split, static_cast<std::int8_t>(i), bet, i + 1);
    // Both new hands get their second card at once, first hand first (RULINGS.md).
    if (!draw_to(hands_[static_cast<std::size_t>(i)], i) || !draw_to(hands_[static_cast<std::size_t>(i + 1)], i + 1))
        return;
    enter_hand();
}

void Table::dealer_turn() {
    if (rules_.mode == GameMode::ThreeBets) {
        reveal_hole_card();
        while (!exhausted_ && dealer_draws()) draw_to_dealer(true);
        state_ = RoundState::Predictions;
        return;
    }
    bool all_decided = true, all_bust = true;
    for (int i = 0; i < hand_count_; ++i) {
        all_decided = all_decided && hands_[static_cast<std::size_t>(i)].settled();
        all_bust = all_bust && hands_[static_cast<std::size_t>(i)].outcome == Outcome::Bust;
    }
    if (all_decided) {
        // Nothing left to play for: the dealer does not draw. The hole card is still shown,
        // unless the preset keeps it hidden after a player bust.
        if (!(all_bust && !rules_.hole_card_shown_after_bust)) reveal_hole_card();
        finish_round();
        return;
    }
    reveal_hole_card();
    if (!rules_.peek && dealer_natural()) {
        // No peek: the dealer's natural is found only now and takes every bet still open.
        announce(Announcement::DealerHasBlackjack);
        reveal_double_cards();
        for (int i = 0; i < hand_count_; ++i) {
            const PlayerHand& h = hands_[static_cast<std::size_t>(i)];
            if (h.settled()) continue;
            if (charlie(h))
                settle_hand(i, Outcome::Charlie, h.bet);  // only a dealer Charlie stops a Charlie's win
            else
                settle_hand(i, h.cards.bust() ? Outcome::Bust : Outcome::Lose, -h.bet);
        }
        finish_round();
        return;
    }
    while (!exhausted_ && dealer_draws()) draw_to_dealer(true);
    if (exhausted_) return;
    settle_against_dealer();
    finish_round();
}

// Inlined into dealer_turn(), its only caller (once a round).
[[gnu::always_inline]] inline void Table::settle_against_dealer() {
    const int d = dealer_.total();
    const bool dealer_bust = dealer_.bust();
    const bool dealer_charlie = dealer_is_charlie(rules_, dealer_.count(), dealer_bust);
    if (dealer_bust) announce(Announcement::DealerBust);
    if (dealer_charlie) announce(Announcement::DealerCharlie);
    reveal_double_cards();
    for (int i = 0; i < hand_count_; ++i) {
        const PlayerHand& h = hands_[static_cast<std::size_t>(i)];
        if (h.settled()) continue;
        const int p = h.cards.total();
        if (charlie(h) && dealer_charlie)  // a split hand's Charlie waited for the dealer: both Charlies push
            settle_hand(i, Outcome::Push, 0);
        else if (charlie(h))
            settle_hand(i, Outcome::Charlie, h.bet);
        else if (h.cards.bust())  // a face-down double card that busted
            settle_hand(i, Outcome::Bust, -h.bet);
        else if (dealer_charlie)
            settle_hand(i, Outcome::Lose, -h.bet);  // beats every hand that is not a Charlie
        else if (dealer_bust || p > d)
            settle_hand(i, Outcome::Win, h.bet);
        else if (p < d)
            settle_hand(i, Outcome::Lose, -h.bet);
        else
            settle_hand(i, Outcome::Push, 0);
    }
}

// The doubles' face-down cards, turned up after the dealer's turn and before the hands are settled.
void Table::reveal_double_cards() {
    for (int i = 0; i < hand_count_; ++i) {
        PlayerHand& h = hands_[static_cast<std::size_t>(i)];
        if (!h.double_card_down) continue;
        h.double_card_down = false;
        const auto hand = static_cast<std::int8_t>(i);
        emit({.type = EventType::DoubleCardRevealed, .hand = hand, .card = h.cards[h.cards.count() - 1]});
        if (h.cards.bust() && rules_.announce_bust) announce(Announcement::PlayerBust);
    }
}

Status Table::predict(const Prediction& p) {
    if (state_ != RoundState::Predictions) return {Refusal::NotPredictionTime};
    if (p.winner == Winner::Push || p.player_value < 2 || p.player_value > 60 || p.dealer_value < 2 ||
        p.dealer_value > 60)
        return {Refusal::BadPrediction};
    const Cents stake_each = rules_.three_bets_stake;
    if (bank_ < 3 * stake_each) return {Refusal::CannotAfford};

    const int pt = hands_[0].cards.total();
    const int dt = dealer_.total();
    prediction_.prediction = p;
    prediction_.actual_winner = three_bets_winner(pt, dt);
    const bool right[3] = {p.winner == prediction_.actual_winner, p.player_value == pt, p.dealer_value == dt};
    bool all_right = true;
    for (int k = 0; k < 3; ++k) {
        stake(stake_each);
        Outcome o;
        Cents net;
        if (k == 0 && prediction_.actual_winner == Winner::Push) {
            o = Outcome::Push, net = 0;  // a push on who-won pays nothing and costs nothing
        } else if (right[k]) {
            o = Outcome::Right, net = rules_.three_bets_win;
        } else {
            o = Outcome::Wrong, net = -stake_each;
        }
        all_right = all_right && o == Outcome::Right;
        prediction_.outcomes[static_cast<std::size_t>(k)] = o;
        settle_stake(stake_each, net);
        emit({.type = EventType::PredictionSettled, .hand = static_cast<std::int8_t>(k), .outcome = o, .amount = net});
    }
    if (all_right) {
        prediction_.bonus = true;
        bank_ += rules_.three_bets_bonus;
        house_ -= rules_.three_bets_bonus;
        emit(EventType::BonusPaid, kDealer, rules_.three_bets_bonus);
    }
    // The dealer's report: only busts and naturals, never the totals.
    if (pt > 21) announce(Announcement::PlayerBust);
    if (dt > 21) announce(Announcement::DealerBust);
    if (pt <= 21 && dt <= 21) announce(Announcement::NobodyBusted);
    if (dealer_natural()) announce(Announcement::DealerNatural);
    if (hands_[0].natural()) announce(Announcement::PlayerBlackjack);

    PlayerHand& h = hands_[0];
    h.outcome = pt > 21                                       ? Outcome::Bust
                : prediction_.actual_winner == Winner::Player ? Outcome::Win
                : prediction_.actual_winner == Winner::Dealer ? Outcome::Lose
                                                              : Outcome::Push;
    h.done = true;
    finish_round();
    return {};
}

void Table::finish_round() {
    state_ = RoundState::RoundOver;
    shoe_.end_round();
    emit(EventType::RoundOver, kDealer, round_bank_delta());
}

}  // namespace bjt

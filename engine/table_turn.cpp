// Table: the requests of a round (the offers' answers, the player turn's actions, trivia answers) and the player
// turn itself, seat by seat and hand by hand.
#include <span>

#include "engine/table.h"
#include "engine/table_player_turn.h"

namespace bjt {

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
            return bank() >= half_of(base_bet()) ? Status{} : Status{Refusal::CannotAfford};
        case RoundState::EvenMoneyOffer:
            if (action == Action::NoEvenMoney) return {};
            if (action != Action::EvenMoney) return {Refusal::NotOfferedNow};
            if (rules_.even_money == EvenMoney::SideBet && bank() < half_of(base_bet())) return {Refusal::CannotAfford};
            return {};
        case RoundState::PlayerTurn: return check_player_turn(action);
    }
    return {Refusal::NotOfferedNow};
}

Status Table::check_player_turn(Action action) const {
    const Seat& s = seat();
    const PlayerHand& h = cur();
    // Each fact is cheap, but this runs for every action of every decision of a simulation: derive them as used.
    const auto first = [&] { return !h.acted && h.cards.count() == 2; };
    const auto aces_locked = [&] { return h.split_aces && !rules_.hit_split_aces; };
    const auto no_credits = [&] { return rules_.trivia && s.credits <= 0; };
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
            if (s.bank < h.bet) return {Refusal::CannotAfford};
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
            if (s.hand_count >= rules_.max_hands || s.hand_count >= kMaxHands) return {Refusal::SplitLimitReached};
            if (s.bank < h.bet) return {Refusal::CannotAfford};
            return {};
        }
        case Action::Surrender:
            if (rules_.surrender == Surrender::None) return {Refusal::SurrenderNotAllowed};
            if (!first()) return {Refusal::NotFirstAction};
            if (h.from_split && !rules_.surrender_split_hands) return {Refusal::SurrenderNotAllowed};
            if (!h.from_split && s.early_declined) return {Refusal::SurrenderNotAllowed};
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
        case RoundState::EarlySurrenderOffer: answer_early_surrender(action == Action::Surrender); break;
        case RoundState::InsuranceOffer: answer_insurance(action == Action::Insurance); break;
        case RoundState::EvenMoneyOffer: answer_even_money(action == Action::EvenMoney); break;
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
    Seat& s = seat();
    const int before = s.credits;
    if (right)
        s.credits += rules_.trivia_reward[static_cast<std::size_t>(difficulty)];
    else
        s.credits = std::max(0, s.credits - rules_.trivia_wrong_penalty);
    emit({.type = EventType::QuestionAnswered,
          .hand = static_cast<std::int8_t>(active_),
          .difficulty = difficulty,
          .amount = s.credits - before,
          .value = right ? 1 : 0});
    emit(EventType::CreditsChanged, kDealer, 0, s.credits);
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
    Seat& s = seat();
    const int i = active_;
    const Cents bet = s.hands[static_cast<std::size_t>(i)].bet;
    stake(bet);
    split_hand(s.hands, s.hand_count, static_cast<std::size_t>(i));
    emit(EventType::Split, static_cast<std::int8_t>(i), bet, i + 1);
    // Both new hands get their second card at once, first hand first (RULINGS.md).
    if (!draw_to(s.hands[static_cast<std::size_t>(i)], i) || !draw_to(s.hands[static_cast<std::size_t>(i + 1)], i + 1))
        return;
    enter_hand();
}

}  // namespace bjt

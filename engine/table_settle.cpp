// Table: the dealer's turn and the settlement of every seat's hands; three-bets' predictions, seat by seat.
#include "engine/dealer_policy.h"
#include "engine/table.h"

namespace bjt {

void Table::dealer_turn() {
    if (rules_.mode == GameMode::ThreeBets) {
        if (!any_open_hand()) {  // every seat's natural was rewarded: nobody bets
            finish_round();
            return;
        }
        reveal_hole_card();
        while (!exhausted_ && dealer_draws()) draw_to_dealer(true);
        next_prediction(0);
        return;
    }
    // A natural waiting for the hole card counts as decided (RULINGS.md: the dealer does not draw for naturals).
    bool all_decided = true, all_bust = true;
    for (int s = 0; s < seat_count_; ++s) {
        const Seat& seat_s = seat(s);
        if (!seat_s.in_round) continue;
        for (int i = 0; i < seat_s.hand_count; ++i) {
            all_decided = all_decided && (seat_s.hand(i).settled() || (naturals_waiting_ && waiting_natural(seat_s)));
            all_bust = all_bust && seat_s.hand(i).outcome == Outcome::Bust;
        }
    }
    if (all_decided) {
        // Nothing left to play for: the dealer does not draw. The hole card is still shown,
        // unless the preset keeps it hidden after a player bust.
        if (!(all_bust && !rules_.hole_card_shown_after_bust)) reveal_hole_card();
        if (hole_revealed_ && naturals_waiting_) settle_waiting_naturals(true);
        finish_round();
        return;
    }
    reveal_hole_card();
    if (!rules_.peek && dealer_natural()) {
        // No peek: the dealer's natural is found only now and takes every bet still open but a natural's.
        announce(Announcement::DealerHasBlackjack);
        reveal_double_cards();
        if (naturals_waiting_) settle_waiting_naturals(false);
        for (turn_ = 0; turn_ < seat_count_; ++turn_) {
            const Seat& s = seat();
            for (int i = 0; i < s.hand_count; ++i) {
                const PlayerHand& h = s.hand(i);
                if (h.settled()) continue;
                if (charlie(h))
                    settle_hand(i, Outcome::Charlie, h.bet);  // only a dealer Charlie stops a Charlie's win
                else
                    settle_hand(i, h.cards.bust() ? Outcome::Bust : Outcome::Lose, -h.bet);
            }
        }
        finish_round();
        return;
    }
    while (!exhausted_ && dealer_draws()) draw_to_dealer(true);
    if (exhausted_) return;
    if (naturals_waiting_) [[unlikely]]
        settle_waiting_naturals(false);
    settle_against_dealer();
    finish_round();
}

// The naturals not yet paid, against the dealer's hand as it is known now (a natural pushes against one, which is
// announced first when `announce_dealer_natural`).
void Table::settle_waiting_naturals(bool announce_dealer_natural) {
    for (turn_ = 0; turn_ < seat_count_; ++turn_) {
        if (!waiting_natural(seat())) continue;
        if (dealer_natural() && announce_dealer_natural) {
            announce(Announcement::DealerHasBlackjack);
            announce_dealer_natural = false;
        }
        if (dealer_natural()) {
            settle_hand(0, Outcome::Push, 0);
        } else {
            announce(Announcement::PlayerBlackjack);
            settle_hand(0, Outcome::Blackjack, apply_ratio(seat().hands[0].bet, rules_.blackjack_pays));
        }
    }
    turn_ = 0;
}

[[gnu::always_inline]] inline void Table::settle_against_dealer() {
    const bool dealer_bust = dealer_.bust();
    const bool dealer_charlie = dealer_is_charlie(rules_, dealer_.count(), dealer_bust);
    if (dealer_bust) announce(Announcement::DealerBust);
    if (dealer_charlie) announce(Announcement::DealerCharlie);
    reveal_double_cards();
    for (turn_ = 0; turn_ < seat_count_; ++turn_) settle_seat_against_dealer(dealer_bust, dealer_charlie);
    turn_ = 0;
}

// The seat in turn's hands still open, against the dealer's finished hand.
[[gnu::always_inline]] inline void Table::settle_seat_against_dealer(bool dealer_bust, bool dealer_charlie) {
    const Seat& s = seat();
    const int d = dealer_.total();
    for (int i = 0; i < s.hand_count; ++i) {
        const PlayerHand& h = s.hand(i);
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

// The doubles' face-down cards, turned up after the dealer's turn and before the hands are settled, seat by seat.
void Table::reveal_double_cards() {
    if (!rules_.double_face_down) return;
    for (turn_ = 0; turn_ < seat_count_; ++turn_) {
        Seat& s = seat();
        for (int i = 0; i < s.hand_count; ++i) {
            PlayerHand& h = s.hands[static_cast<std::size_t>(i)];
            if (!h.double_card_down) continue;
            h.double_card_down = false;
            const auto hand = static_cast<std::int8_t>(i);
            emit({.type = EventType::DoubleCardRevealed, .hand = hand, .card = h.cards[h.cards.count() - 1]});
            if (h.cards.bust() && rules_.announce_bust) announce(Announcement::PlayerBust);
        }
    }
    turn_ = 0;
}

// The next seat, from `from_seat` on, still in the bets (not sitting out a natural's reward); none: the round ends.
void Table::next_prediction(int from_seat) {
    for (turn_ = from_seat; turn_ < seat_count_; ++turn_)
        if (seat().has_open_hand()) {
            state_ = RoundState::Predictions;
            return;
        }
    finish_round();
}

Status Table::predict(const Prediction& p) {
    if (state_ != RoundState::Predictions) return {Refusal::NotPredictionTime};
    if (p.winner == Winner::Push || p.player_value < 2 || p.player_value > 60 || p.dealer_value < 2 ||
        p.dealer_value > 60)
        return {Refusal::BadPrediction};
    const Cents stake_each = rules_.three_bets_stake;
    Seat& s = seat();
    if (s.bank < 3 * stake_each) return {Refusal::CannotAfford};

    PlayerHand& h = s.hands[0];
    const int pt = h.cards.total();
    const int dt = dealer_.total();
    PredictionResult& result = s.prediction;
    result.prediction = p;
    result.actual_winner = three_bets_winner(pt, dt);
    const bool right[3] = {p.winner == result.actual_winner, p.player_value == pt, p.dealer_value == dt};
    bool all_right = true;
    for (int k = 0; k < 3; ++k) {
        stake(stake_each);
        Outcome o;
        Cents net;
        if (k == 0 && result.actual_winner == Winner::Push) {
            o = Outcome::Push, net = 0;  // a push on who-won pays nothing and costs nothing
        } else if (right[k]) {
            o = Outcome::Right, net = rules_.three_bets_win;
        } else {
            o = Outcome::Wrong, net = -stake_each;
        }
        all_right = all_right && o == Outcome::Right;
        result.outcomes[static_cast<std::size_t>(k)] = o;
        settle_stake(stake_each, net);
        emit({.type = EventType::PredictionSettled, .hand = static_cast<std::int8_t>(k), .outcome = o, .amount = net});
    }
    if (all_right) {
        result.bonus = true;
        s.bank += rules_.three_bets_bonus;
        s.house -= rules_.three_bets_bonus;
        emit(EventType::BonusPaid, kDealer, rules_.three_bets_bonus);
    }
    // The dealer's report: only busts and naturals, never the totals.
    if (pt > 21) announce(Announcement::PlayerBust);
    if (dt > 21) announce(Announcement::DealerBust);
    if (pt <= 21 && dt <= 21) announce(Announcement::NobodyBusted);
    if (dealer_natural()) announce(Announcement::DealerNatural);
    if (h.natural()) announce(Announcement::PlayerBlackjack);

    h.outcome = pt > 21                                  ? Outcome::Bust
                : result.actual_winner == Winner::Player ? Outcome::Win
                : result.actual_winner == Winner::Dealer ? Outcome::Lose
                                                         : Outcome::Push;
    h.done = true;
    next_prediction(turn_ + 1);
    return {};
}

void Table::finish_round() {
    state_ = RoundState::RoundOver;
    turn_ = 0;
    shoe_.end_round();
    if (!sink_) return;
    Cents delta = 0;
    for (int i = 0; i < seat_count_; ++i) delta += seat(i).round_bank_delta();
    emit(EventType::RoundOver, kDealer, delta);
}

}  // namespace bjt

#include "engine/strategy/computer_player.h"

#include <algorithm>

namespace bjt::strategy {

namespace {
constexpr int kProgressionTop = 4;
}

ComputerPlayer::ComputerPlayer(const ComputerPlayerSetup& setup, const PlayPolicy* policy)
    : setup_(setup), policy_(policy), rng_(setup.seed) {
    setup_.skill_percent = std::clamp(setup_.skill_percent, 0, 100);
}

std::optional<SeatBet> ComputerPlayer::bet(const Table& table, int seat) const {
    if (table.game_over(seat)) return std::nullopt;
    const Rules& rules = table.rules();
    if (rules.mode == GameMode::ThreeBets) return SeatBet{};  // no base bet: the three stakes come later
    const Cents bank = table.seat(seat).bank;
    const BetLimits& limits = table.bet_limits_at(bank);
    const Cents step = std::max<Cents>(rules.bet_step, 1);
    const Cents unit = setup_.unit > 0 ? setup_.unit : bjt::bet_limits(rules, rules.starting_bank).min;
    Cents stake = limits.min;
    if (setup_.style == BettingStyle::Flat) stake = unit;
    if (setup_.style == BettingStyle::Progression) stake = unit * step_;
    stake = std::clamp(stake / step * step, limits.min, std::min(limits.max, bank));
    return SeatBet{.bet = stake};
}

void ComputerPlayer::round_over(const Seat& seat) {
    if (!seat.in_round) return;
    step_ = seat.round_bank_delta() > 0 ? std::min(step_ + 1, kProgressionTop) : 1;
}

Status ComputerPlayer::play(Table& table) {
    const ComputerMove move = next_move(table);
    switch (move.kind) {
        case ComputerMove::Kind::Answer: return table.answer(move.difficulty, move.right);
        case ComputerMove::Kind::Predict: return table.predict(move.prediction);
        case ComputerMove::Kind::Act: break;
    }
    return table.act(move.action);
}

ComputerMove ComputerPlayer::next_move(const Table& table) {
    ComputerMove move;
    switch (table.state()) {
        case RoundState::QuestionPending:
            // Medium questions: +1 credit right, -1 wrong, so a player right half the time keeps its credits on
            // average and a better one gains (easy ones, +0 right, would run every computer player out of credits).
            move.kind = ComputerMove::Kind::Answer;
            move.right = rng_.below(100) < static_cast<std::uint32_t>(setup_.skill_percent);
            return move;
        case RoundState::Predictions:
            move.kind = ComputerMove::Kind::Predict;
            move.prediction = predict(table);
            return move;
        default: move.action = choose_action(table); return move;
    }
}

Action ComputerPlayer::choose_action(const Table& table) const {
    if (policy_ != nullptr) return policy_->decide(table);
    // No computed strategy (three-bets): decline every offer, draw below 17 as the dealer does.
    switch (table.state()) {
        case RoundState::EarlySurrenderOffer: return Action::NoSurrender;
        case RoundState::InsuranceOffer: return Action::NoInsurance;
        case RoundState::EvenMoneyOffer: return Action::NoEvenMoney;
        default: break;
    }
    const Hand& cards = table.hand(table.active_hand()).cards;
    return cards.total() < 17 && table.check(Action::Hit).ok() ? Action::Hit : Action::Stand;
}

int ComputerPlayer::counted(int value) {
    if (rng_.below(100) < static_cast<std::uint32_t>(setup_.skill_percent)) return value;
    const int off = 1 + static_cast<int>(rng_.below(3));  // a miscount by one to three
    return value + (value + off <= 30 ? off : -off);
}

Prediction ComputerPlayer::predict(const Table& table) {
    const int player = counted(table.hand(0).cards.total());
    const int dealer = counted(table.dealer().total());
    const Winner winner = three_bets_winner(player, dealer);
    // Who won cannot be bet as a push: with its counts equal it names the dealer (a true tie pushes that bet anyway).
    return Prediction{winner == Winner::Push ? Winner::Dealer : winner, std::max(player, 2), std::max(dealer, 2)};
}

}  // namespace bjt::strategy

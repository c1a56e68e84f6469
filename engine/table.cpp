// Table: its seats and money, and a round from the bets to the first player's turn: the deal in rotation, the
// offers seat by seat, the peek and the naturals. The player turns are in table_turn.cpp, the dealer and the
// settlement in table_settle.cpp.
#include "engine/table.h"

#include <algorithm>
#include <utility>

#include "engine/table_player_turn.h"

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
    if (seat_count_ > rules.max_seats) return {Refusal::SeatCountOutOfRange};
    rules_ = rules;
    limits_bank_ = -1;
    accepted_bank_ = accepted_bet_ = -1;
    for (Seat& s : seats_) s.prediction = PredictionResult{};  // begin_round() clears it in three-bets only
    derive_rule_facts();
    return {};
}

Status Table::set_seat_count(int count) {
    if (round_in_progress()) return {Refusal::RoundInProgress};
    if (count < 1 || count > kMaxSeats || count > rules_.max_seats) return {Refusal::SeatCountOutOfRange};
    for (int i = seat_count_; i < count; ++i) {
        Seat& s = seats_[static_cast<std::size_t>(i)];
        s = Seat{};
        start_seat(s, rules_.starting_bank, rules_.trivia ? rules_.trivia_start_credits : 0);
    }
    seat_count_ = count;
    turn_ = 0;
    return {};
}

Status Table::reset_seat(int i, Cents bank, int credits) {
    if (round_in_progress()) return {Refusal::RoundInProgress};
    if (i < 0 || i >= seat_count_) return {Refusal::NoSuchSeat};
    start_seat(seats_[static_cast<std::size_t>(i)], bank, credits);
    // As reset_session(): a new session waits for its first bet (the last round's results are no longer the
    // table's news).
    turn_ = 0;
    state_ = RoundState::Betting;
    return {};
}

Status Table::reset_session() {
    return reset_session(rules_.starting_bank, rules_.trivia ? rules_.trivia_start_credits : 0);
}

Cents Table::on_table() const {
    Cents sum = 0;
    for (int i = 0; i < seat_count_; ++i) sum += seat(i).on_table;
    return sum;
}

Cents Table::house_result() const {
    Cents sum = 0;
    for (int i = 0; i < seat_count_; ++i) sum += seat(i).house;
    return sum;
}

bool Table::game_over(int i) const {
    const Seat& s = seat(i);
    if (rules_.mode == GameMode::ThreeBets) return s.bank < 3 * rules_.three_bets_stake;
    if (rules_.trivia && s.credits <= 0) return true;
    const BetLimits& limits = bet_limits_at(s.bank);
    return !limits.any() || s.bank < limits.min;
}

Status Table::check_bet(int i, Cents bet) const {
    if (i < 0 || i >= seat_count_) return {Refusal::NoSuchSeat};
    if (game_over(i)) return {Refusal::GameOver};
    if (rules_.mode == GameMode::ThreeBets) return {};
    const Cents bank = seat(i).bank;
    const BetLimits& limits = bet_limits_at(bank);
    if (bet <= 0 || bet % std::max<Cents>(rules_.bet_step, 1) != 0) return {Refusal::BetNotWholeStep};
    if (bet > bank) return {Refusal::BankTooLow};
    if (bet < limits.min) return {Refusal::BetBelowMinimum};
    if (bet > limits.max) return {Refusal::BetAboveMaximum};
    return {};
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
    const PlayerHand& h = seat().hand(index);
    const auto hand = static_cast<std::int8_t>(index);
    emit({.type = EventType::HandSettled, .hand = hand, .outcome = h.outcome, .amount = h.net});
    if (h.bet + h.net > 0)
        emit({.type = EventType::Payout, .hand = hand, .outcome = h.outcome, .amount = h.bet + h.net});
}

bool Table::up_card_may_hide_natural() const {
    const Card up = dealer_up_card();
    return up.is_ace() || up.is_ten_card();
}

namespace {
// Copied from a constant, as kFreshPlayerHand is: building it on the stack and copying it stalls on store forwarding.
constexpr PredictionResult kNoPrediction{};
}  // namespace

Status Table::begin_round(Cents bet, const SideBetStakes& side_bets) {
    if (round_in_progress()) return {Refusal::RoundInProgress};
    if (seat_count_ != 1) return {Refusal::BetsForEachSeat};
    const Seat& s = seats_[0];
    if (bet != accepted_bet_ || s.bank != accepted_bank_) {
        if (const Status st = check_bet(0, bet); !st) return st;
        accepted_bet_ = bet, accepted_bank_ = s.bank;
    } else if (rules_.mode != GameMode::ThreeBets && rules_.trivia && s.credits <= 0) {
        return {Refusal::GameOver};  // the one part of game_over() the bank and bet do not settle
    }
    if (side_bets.any()) [[unlikely]]
        if (const Status st = check_side_bets(s, bet, side_bets); !st) return st;
    start_round();
    open_seat(SeatBet{.bet = bet, .side_bets = side_bets});
    return deal_and_offer();
}

Status Table::begin_round(std::span<const SeatBet> bets) {
    if (round_in_progress()) return {Refusal::RoundInProgress};
    if (bets.size() != static_cast<std::size_t>(seat_count_)) return {Refusal::BetsForEachSeat};
    if (const Status st = check_seat_bets(bets); !st) return st;
    start_round();
    for (turn_ = 0; turn_ < seat_count_; ++turn_) open_seat(bets[static_cast<std::size_t>(turn_)]);
    turn_ = 0;
    return deal_and_offer();
}

// Every seat's bet before any is taken, so a refusal takes nothing.
Status Table::check_seat_bets(std::span<const SeatBet> bets) const {
    bool anyone = false;
    for (int i = 0; i < seat_count_; ++i) {
        const SeatBet& b = bets[static_cast<std::size_t>(i)];
        anyone = anyone || b.plays;
        if (const Status st = check_seat_bet(i, b); !st) return st;
    }
    return anyone ? Status{} : Status{Refusal::NoSeatPlays};
}

Status Table::check_seat_bet(int seat, const SeatBet& b) const {
    if (!b.plays) return {};
    if (const Status st = check_bet(seat, b.bet); !st) return st;
    if (b.side_bets.any())
        if (const Status st = check_side_bets(this->seat(seat), b.bet, b.side_bets); !st) return st;
    return {};
}

[[gnu::always_inline]] inline void Table::start_round() {
    if (!shoe_.stacked() && (rules_.shuffle == ShuffleMode::EveryRound || shoe_.cut_card_reached())) {
        shoe_.shuffle();
        emit(EventType::Shuffle, kDealer, 0, static_cast<int>(shoe_.cut_position()));
    }
    dealer_.clear();
    active_ = 0;
    hole_revealed_ = false;
    exhausted_ = false;
    naturals_waiting_ = false;
    side_bets_in_round_ = false;
    offer_bets_in_round_ = false;
}

// The seat in turn's bets: last round's cleared, this round's staked (a seat that sits out stakes nothing).
[[gnu::always_inline]] inline void Table::open_seat(const SeatBet& b) {
    Seat& s = seat();
    const bool three_bets = rules_.mode == GameMode::ThreeBets;
    s.hands[0] = kFreshPlayerHand;
    s.hand_count = b.plays ? 1 : 0;
    s.in_round = b.plays;
    s.insurance_bet = s.insurance_net = 0;
    s.even_money_bet = s.even_money_net = 0;
    if (three_bets) s.prediction = kNoPrediction;  // only three-bets rounds write it
    s.early_declined = false;
    s.round_start_bank = s.bank;
    s.round_start_credits = s.credits;
    s.base_bet = three_bets || !b.plays ? 0 : b.bet;
    if (s.base_bet > 0) {
        stake(s.base_bet);
        s.hands[0].bet = s.base_bet;
        emit(EventType::BetPlaced, 0, s.base_bet);
    }
    if (s.side_bets_placed || b.side_bets.any()) [[unlikely]] {
        place_side_bets(b.plays ? b.side_bets : SideBetStakes{});
        side_bets_in_round_ = side_bets_in_round_ || s.side_bets_placed;
    }
}

[[gnu::always_inline]] inline Status Table::deal_and_offer() {
    deal_in_rotation();
    if (exhausted_) return {Refusal::ShoeExhausted};
    if (side_bets_in_round_) [[unlikely]] {
        for (turn_ = 0; turn_ < seat_count_; ++turn_)
            if (seat().side_bets_placed) settle_side_bets();
        turn_ = 0;
    }
    after_deal();
    return exhausted_ ? Status{Refusal::ShoeExhausted} : Status{};
}

// One card to each seat in order, then the dealer; again. The dealer's hole card is the second (Chartwell: the first).
[[gnu::always_inline]] inline void Table::deal_in_rotation() {
    if (seat_count_ == 1) [[likely]] {  // a simulation's table: the four cards without the loops (a third of a round)
        PlayerHand& h = seats_[0].hands[0];
        draw_to(h, 0);
        draw_to_dealer(up_index() == 0);
        draw_to(h, 0);
        draw_to_dealer(up_index() == 1);
        return;
    }
    for (int round = 0; round < 2; ++round) {
        for (turn_ = 0; turn_ < seat_count_; ++turn_) {
            Seat& s = seats_[static_cast<std::size_t>(turn_)];
            if (s.in_round) draw_to(s.hands[0], 0);
        }
        turn_ = 0;
        draw_to_dealer(up_index() == round);
    }
}

[[gnu::always_inline]] inline void Table::after_deal() {
    if (rules_.mode == GameMode::ThreeBets) {
        // A natural against a dealer without one earns the reward and sits out the bets;
        // when both have naturals the round goes on to the bets as normal.
        if (!dealer_natural())
            for (turn_ = 0; turn_ < seat_count_; ++turn_)
                if (seat().in_round && seat().hands[0].natural()) {
                    announce(Announcement::PlayerBlackjack);
                    settle_hand(0, Outcome::Natural, rules_.natural_reward);
                }
        start_player_turn();
        return;
    }
    if (rules_.surrender == Surrender::Early && rules_.peek && up_card_may_hide_natural()) {
        offer_early_surrender(0);
        return;
    }
    offer_side_bets(0);
}

// Early surrender is offered to each seat without a natural in turn, then the insurance and even-money offers.
void Table::offer_early_surrender(int from_seat) {
    for (turn_ = from_seat; turn_ < seat_count_; ++turn_) {
        if (seat().in_round && !seat().hands[0].natural()) {
            state_ = RoundState::EarlySurrenderOffer;
            announce(Announcement::EarlySurrenderOffered);
            return;
        }
    }
    offer_side_bets(0);
}

// Insurance or even money, under a dealer's ace, to each seat in turn that can take it; then the peek.
[[gnu::always_inline]] inline void Table::offer_side_bets(int from_seat) {
    if (dealer_up_card().is_ace())
        for (turn_ = from_seat; turn_ < seat_count_; ++turn_)
            if (offer_side_bet_to_seat()) return;
    turn_ = 0;
    peek_and_continue();
}

bool Table::offer_side_bet_to_seat() {
    const Seat& s = seat();
    if (!s.in_round || s.hands[0].settled()) return false;  // sitting out, or surrendered early
    const bool natural = s.hands[0].natural();
    const Cents side = half_of(s.base_bet);
    if (natural && rules_.even_money != EvenMoney::None &&
        (rules_.even_money == EvenMoney::Standard || (side > 0 && s.bank >= side))) {
        state_ = RoundState::EvenMoneyOffer;
        announce(Announcement::EvenMoneyOffered);
        return true;
    }
    if (!natural && rules_.insurance && side > 0 && s.bank >= side) {
        state_ = RoundState::InsuranceOffer;
        announce(Announcement::InsuranceOffered);
        return true;
    }
    return false;
}

[[gnu::always_inline]] inline void Table::peek_and_continue() {
    if (!any_open_hand()) {  // every seat surrendered early or took standard even money
        dealer_turn();
        return;
    }
    if (rules_.peek && up_card_may_hide_natural()) {
        announce(Announcement::CheckingForBlackjack);
        const bool dealer_has = dealer_natural();
        if (offer_bets_in_round_) {
            for (turn_ = 0; turn_ < seat_count_; ++turn_) {
                Seat& s = seat();
                settle_side_bet(s.insurance_bet, s.insurance_net, dealer_has, EventType::InsuranceSettled);
                settle_side_bet(s.even_money_bet, s.even_money_net, dealer_has, EventType::EvenMoneySettled);
            }
            turn_ = 0;
        }
        if (dealer_has) {
            reveal_hole_card();
            announce(Announcement::DealerHasBlackjack);
            // A dealer natural collects every bet that is not a natural; a natural pushes.
            for (turn_ = 0; turn_ < seat_count_; ++turn_) {
                const Seat& s = seat();
                if (!s.in_round || s.hands[0].settled()) continue;
                if (s.hands[0].natural())
                    settle_hand(0, Outcome::Push, 0);
                else
                    settle_hand(0, Outcome::Lose, -s.hands[0].bet);
            }
            finish_round();
            return;
        }
        announce(Announcement::DealerHasNoBlackjack);
    }
    pay_naturals();
}

// Insurance and the even-money side bet both pay insurance_pays on a dealer natural and are lost otherwise.
void Table::settle_side_bet(Cents bet, Cents& net, bool dealer_has_natural, EventType settled) {
    if (bet <= 0) return;
    net = dealer_has_natural ? apply_ratio(bet, rules_.insurance_pays) : -bet;
    settle_stake(bet, net);
    emit(settled, kDealer, net);
}

// Naturals are paid at once. Without a peek a dealer natural may still lie under an ace or ten-card: when nobody else
// has a hand to play, the hole card is turned now and settles them (as at a table of one); otherwise the naturals
// wait for the dealer's turn, so the hole card is not shown to the seats still playing.
[[gnu::always_inline]] inline void Table::pay_naturals() {
    for (int i = 0; i < seat_count_; ++i) naturals_waiting_ = naturals_waiting_ || waiting_natural(seat(i));
    if (naturals_waiting_) [[unlikely]] {
        bool others_open = false;
        for (int i = 0; i < seat_count_; ++i)
            others_open = others_open || (!waiting_natural(seat(i)) && seat(i).has_open_hand());
        if (!others_open) {
            reveal_hole_card();
            settle_waiting_naturals(true);
            finish_round();
            return;
        }
        if (rules_.peek || !up_card_may_hide_natural()) settle_waiting_naturals(false);
    }
    start_player_turn();
}

void Table::answer_early_surrender(bool surrender) {
    const PlayerHand& h = seat().hands[0];
    if (surrender)  // early surrender costs half the bet even against a dealer natural
        settle_hand(0, Outcome::Surrender, -(h.bet - half_of(h.bet)));
    else
        seat().early_declined = true;
    offer_early_surrender(turn_ + 1);
}

void Table::answer_insurance(bool take) {
    if (take) {
        Seat& s = seat();
        s.insurance_bet = half_of(s.base_bet);
        offer_bets_in_round_ = true;
        stake(s.insurance_bet);
        emit(EventType::InsuranceTaken, kDealer, s.insurance_bet);
    }
    offer_side_bets(turn_ + 1);
}

void Table::answer_even_money(bool take) {
    Seat& s = seat();
    if (take && rules_.even_money == EvenMoney::Standard) {
        // Standard even money: the natural is paid 1:1 at once, whatever the hole card.
        emit(EventType::EvenMoneyTaken);
        settle_hand(0, Outcome::EvenMoney, s.hands[0].bet);
    } else if (take) {
        s.even_money_bet = half_of(s.base_bet);
        offer_bets_in_round_ = true;
        stake(s.even_money_bet);
        emit(EventType::EvenMoneyTaken, kDealer, s.even_money_bet);
    }
    offer_side_bets(turn_ + 1);
}

}  // namespace bjt

#pragma once
// The round state machine: one to kMaxSeats players against the dealer, under a Rules value.
//
//   begin_round(bets) -> deal in rotation (each seat, the dealer, each seat, the dealer)
//     -> [early surrender offer, seat by seat] -> [insurance / even-money offer, seat by seat] -> peek
//     -> naturals paid -> each seat in order, each of its hands in order (late surrender as a first action;
//        trivia questions on hit and double) -> dealer -> settlement                       (standard games)
//     -> each seat draws in order -> dealer -> predict(), seat by seat -> settlement        (three-bets)
//
// A request always concerns the seat in turn (seat_in_turn()), and the accessors without a seat (bank(), hand(),
// active_hand(), ...) read that seat, so a one-seat caller never names a seat at all.
// Every request returns a Status; an illegal one is refused with a reason and changes nothing.
// Each seat's bank, its bets on the table and the house's result against it always add up to the same amount.
#include <array>
#include <cstdint>
#include <span>

#include "engine/action.h"
#include "engine/bet_limits.h"
#include "engine/dealer_policy.h"
#include "engine/event.h"
#include "engine/hand.h"
#include "engine/player_hand.h"
#include "engine/refusal.h"
#include "engine/rules.h"
#include "engine/seat.h"
#include "engine/shoe.h"
#include "engine/side_bets.h"
#include "engine/three_bets.h"

namespace bjt {

enum class RoundState : std::uint8_t {
    Betting,  // no round yet: begin_round()
    EarlySurrenderOffer,  // act(Surrender | NoSurrender) for the seat in turn
    InsuranceOffer,  // act(Insurance | NoInsurance) for the seat in turn
    EvenMoneyOffer,  // act(EvenMoney | NoEvenMoney) for the seat in turn
    PlayerTurn,  // act(Hit | Stand | Double | Split | Surrender) on active_hand() of the seat in turn
    QuestionPending,  // answer(difficulty, right)
    Predictions,  // predict() for the seat in turn (three-bets)
    RoundOver,  // results readable; begin_round() for the next
};
std::string_view round_state_name(RoundState s);

class Table {
public:
    // A table of one seat; set_seat_count() seats more.
    Table(const Rules& rules, Shoe shoe);

    // Events: an empty sink switches them off (the default; simulation speed).
    void set_event_sink(EventSink sink) { sink_ = std::move(sink); }

    const Rules& rules() const { return rules_; }
    // New rules take effect from the next round (refused mid-round, and when they seat fewer than sit now).
    [[nodiscard]] Status set_rules(const Rules& rules);
    void set_shoe(Shoe shoe) { shoe_ = std::move(shoe); }
    const Shoe& shoe() const { return shoe_; }

    // Seats. Between rounds: up to the rules' max_seats; a seat added starts with the rules' bank and credits.
    int seat_count() const { return seat_count_; }
    [[nodiscard]] Status set_seat_count(int count);
    const Seat& seat(int i) const { return seats_[static_cast<std::size_t>(i)]; }
    // The seat whose offer, hand, question or prediction is asked for; seat 0 between rounds.
    int seat_in_turn() const { return turn_; }
    // One seat's new session: its bank and credits (each person brings their own bank), its house result zero; the
    // table waits for bets again (Betting), as after reset_session().
    [[nodiscard]] Status reset_seat(int i, Cents bank, int credits);

    // Money and credits of the seat in turn; on_table() and house_result() are the whole table's.
    Cents bank() const { return seat().bank; }
    Cents on_table() const;
    Cents house_result() const;  // what the house has won overall
    int credits() const { return seat().credits; }
    // Starts a new session at every seat: bank and credits from the rules (or given), house result zero.
    [[nodiscard]] Status reset_session();
    // Inline: a simulation starts a session every round.
    [[nodiscard]] Status reset_session(Cents bank, int credits) {
        if (round_in_progress()) return {Refusal::RoundInProgress};
        for (int i = 0; i < seat_count_; ++i) start_seat(seats_[static_cast<std::size_t>(i)], bank, credits);
        turn_ = 0;
        state_ = RoundState::Betting;
        return {};
    }
    // The limits at the bank of the seat in turn. Memoized per bank: asked at least twice a round (game_over and
    // begin_round), by simulations too.
    const BetLimits& bet_limits() const { return bet_limits_at(seat().bank); }
    const BetLimits& bet_limits_at(Cents bank) const {
        if (bank != limits_bank_) limits_ = bjt::bet_limits(rules_, bank), limits_bank_ = bank;
        return limits_;
    }
    bool game_over() const { return game_over(turn_); }
    bool game_over(int seat) const;

    // The round.
    // At a table of one seat: its bet (three-bets: ignored, there is no base bet), with its side bets or none.
    // Refused at a table of more seats, which needs a bet for each.
    [[nodiscard]] Status begin_round(Cents bet) { return begin_round(bet, SideBetStakes{}); }
    // Each side bet is checked (offered, limits, the bank covers base bet and side bets together) and settled as
    // soon as the deal is out, before any offer or the peek (table_side_bets.cpp).
    [[nodiscard]] Status begin_round(Cents bet, const SideBetStakes& side_bets);
    // One SeatBet per seat, seat 0 first; a seat may sit the round out, but not all of them. Every seat's bet is
    // checked before anything is taken: one refusal refuses the round (seat_in_turn() names the seat at fault).
    [[nodiscard]] Status begin_round(std::span<const SeatBet> bets);
    // Why begin_round(bet) would refuse this bet at the bank and credits of the seat in turn (game over, bet step,
    // the limits), or ok: a simulation that starts every round from the same bank checks once.
    [[nodiscard]] Status check_bet(Cents bet) const { return check_bet(turn_, bet); }
    [[nodiscard]] Status check_bet(int seat, Cents bet) const;
    // Why begin_round() would refuse this seat's bet and side bets (a seat sitting out: never).
    [[nodiscard]] Status check_seat_bet(int seat, const SeatBet& bet) const;
    [[nodiscard]] Status act(Action action);
    // In a player turn, act() with the first of `options` that check() accepts (a policy's choices, best first):
    // each option is checked once, where choosing with check() and then calling act() checks the chosen one twice.
    // Refused with the last refusal when none is accepted; outside a player turn, refused and nothing is taken.
    [[nodiscard]] Status act_first_allowed(PlayerOptions options);
    [[nodiscard]] Status answer(Difficulty difficulty, bool right);
    // Takes back the hit or double waiting for an answer, before any question is put (the player changed their
    // mind while choosing how hard): the hand waits for the player as it did, the credits untouched. Refused with
    // NoQuestionPending when no question waits.
    [[nodiscard]] Status withdraw_question();
    [[nodiscard]] Status predict(const Prediction& prediction);

    RoundState state() const { return state_; }
    ActionSet legal_actions() const;
    [[nodiscard]] Status check(Action action) const;  // why act(action) would be refused, or ok
    // check() for a player-turn action when the state is known to be PlayerTurn (a policy's hot path: skips the
    // dispatch on the state).
    [[nodiscard]] Status check_player_turn(Action action) const;

    // What is on the table; the hands, bets and results are the seat in turn's (seat(i) for any other).
    const Hand& dealer() const { return dealer_; }
    Card dealer_up_card() const { return dealer_[up_index()]; }
    bool hole_card_revealed() const { return hole_revealed_; }
    int hand_count() const { return seat().hand_count; }
    const PlayerHand& hand(int i) const { return seat().hand(i); }
    int active_hand() const { return active_; }
    Action pending_question_action() const { return pending_; }
    Cents base_bet() const { return seat().base_bet; }
    Cents insurance_bet() const { return seat().insurance_bet; }
    Cents insurance_net() const { return seat().insurance_net; }
    Cents even_money_net() const { return seat().even_money_net; }
    const PredictionResult& prediction_result() const { return seat().prediction; }
    // The side bet as placed and settled this round (bet 0: not placed).
    const SideBetResult& side_bet(SideBet b) const { return seat().side_bet(b); }
    // Over the current or last round.
    Cents round_bank_delta() const { return seat().round_bank_delta(); }
    int round_credits_delta() const { return seat().round_credits_delta(); }

private:
    bool round_in_progress() const { return state_ != RoundState::Betting && state_ != RoundState::RoundOver; }
    int up_index() const { return rules_.hole_card == HoleCard::Second ? 0 : 1; }
    int hole_index() const { return 1 - up_index(); }
    Seat& seat() { return seats_[static_cast<std::size_t>(turn_)]; }
    const Seat& seat() const { return seats_[static_cast<std::size_t>(turn_)]; }
    PlayerHand& cur() { return seat().hands[static_cast<std::size_t>(active_)]; }
    const PlayerHand& cur() const { return seat().hands[static_cast<std::size_t>(active_)]; }
    static void start_seat(Seat& s, Cents bank, int credits) {
        s.bank = bank;
        s.credits = credits;
        s.on_table = 0;
        s.house = 0;
        s.round_start_bank = bank;
        s.round_start_credits = credits;
    }

    // Sends an event, naming the seat in turn, when a sink listens; with none it builds nothing.
    // Every event leaves through emit(): the whole event, built with designated initializers where it is made,
    // or the common shape (type, hand, amount, value). With no sink, nothing is built.
    void emit(Event e) {
        if (!sink_) return;
        e.seat = concerns_a_seat(e) ? static_cast<std::int8_t>(turn_) : kNoSeat;
        sink_(e);
    }
    void emit(EventType type, std::int8_t hand = kDealer, Cents amount = 0, int value = 0) {
        if (sink_) emit(Event{.type = type, .hand = hand, .amount = amount, .value = value});
    }
    void settle_side_bet(Cents bet, Cents& net, bool dealer_natural, EventType settled);
    // Inline, with the sink tested before the event is built: emit(const Event&) takes a built event, and its
    // stores were made (two or three a round) even with events off.
    void announce(Announcement a) {
        if (sink_) [[unlikely]]
            emit(Event{.type = EventType::Announcement, .announcement = a});
    }
    // Every card of a round comes through deal(): inline and short, with the event (when a sink listens) built in a
    // separate function, since a simulation deals five or six cards a round with events off.
    bool deal(Hand& to, std::int8_t index, bool face_up) {
        const Card c = shoe_.draw();
        if (!c.valid()) [[unlikely]]
            return exhausted_ = true, false;
        to.add(c);
        if (sink_) [[unlikely]]
            emit_card_dealt(index, c, face_up);
        return true;
    }
    void emit_card_dealt(std::int8_t index, Card c, bool face_up);
    bool draw_to(PlayerHand& h, int index, bool face_up = true) {
        return deal(h.cards, static_cast<std::int8_t>(index), face_up);
    }
    bool draw_to_dealer(bool face_up) { return deal(dealer_, kDealer, face_up); }
    void reveal_hole_card();

    // Money moves, at the seat in turn. Stakes go bank -> table; settlement returns them and the house pays or takes.
    void stake(Cents amount) {
        Seat& s = seat();
        s.bank -= amount, s.on_table += amount;
    }
    void settle_stake(Cents stake_amount, Cents net) {  // net: + paid by the house, - taken by it
        Seat& s = seat();
        s.on_table -= stake_amount;
        s.bank += stake_amount + net;
        s.house -= net;
    }
    // Inline and short for the events-off path (every round settles at least one hand); the events are built out of
    // line, as for deal().
    void settle_hand(int index, Outcome outcome, Cents net) {
        PlayerHand& h = seat().hands[static_cast<std::size_t>(index)];
        h.outcome = outcome;
        h.net = net;
        h.done = true;
        settle_stake(h.bet, net);
        if (sink_) [[unlikely]]
            emit_hand_settled(index);
    }
    void emit_hand_settled(int index);

    // Side bets (table_side_bets.cpp): kept out of the rounds that place none.
    Status check_side_bets(const Seat& s, Cents bet, const SideBetStakes& stakes) const;
    void place_side_bets(const SideBetStakes& stakes);
    void settle_side_bets();

    // The round's steps, one seat at a time in seat order: to the first player turn in table.cpp, the turns in
    // table_turn.cpp, the dealer and the settlement in table_settle.cpp.
    Status check_seat_bets(std::span<const SeatBet> bets) const;
    void start_round();
    void open_seat(const SeatBet& bet);
    Status deal_and_offer();
    void deal_in_rotation();
    bool any_open_hand() const {
        for (int i = 0; i < seat_count_; ++i)
            if (seat(i).has_open_hand()) return true;
        return false;
    }
    void after_deal();
    void offer_early_surrender(int from_seat);
    void offer_side_bets(int from_seat);
    bool offer_side_bet_to_seat();
    void answer_early_surrender(bool surrender);
    void answer_insurance(bool take);
    void answer_even_money(bool take);
    void peek_and_continue();
    void pay_naturals();
    void start_player_turn();
    void enter_hand();  // auto-completes hands that cannot act; moves on to the next seat, then the dealer
    void finish_hand();
    void play_action(Action action);  // an action of a player turn that check_player_turn() accepted
    void after_card(bool doubled);
    void do_hit();
    void do_double();
    void do_split();
    void dealer_turn();
    void settle_waiting_naturals(bool announce_dealer_natural);
    // Whether the dealer draws to the hand as it stands (dealer_must_hit(), by mask where the rules allow).
    bool dealer_draws() const { return dealer_draws_(rules_, dealer_); }
    void derive_rule_facts() { dealer_draws_ = DealerDraws(rules_); }  // once per rules (constructor, set_rules)
    void settle_against_dealer();
    void settle_seat_against_dealer(bool dealer_bust, bool dealer_charlie);
    void reveal_double_cards();
    void next_prediction(int from_seat);
    // A hand of the Charlie card count without a bust (one still open waits for the dealer: split_charlie_waits).
    bool charlie(const PlayerHand& h) const {
        return rules_.charlie_cards > 0 && h.cards.count() >= rules_.charlie_cards && !h.cards.bust();
    }
    void finish_round();
    bool dealer_natural() const { return dealer_.two_card_21(); }
    bool up_card_may_hide_natural() const;
    // A natural not yet paid: without a peek, one that waits for the hole card while other seats play.
    static bool waiting_natural(const Seat& s) {
        return s.in_round && s.hand_count == 1 && s.hands[0].natural() && !s.hands[0].settled();
    }

    Rules rules_;
    Shoe shoe_;
    EventSink sink_;

    std::array<Seat, kMaxSeats> seats_{};
    int seat_count_ = 1;
    int turn_ = 0;

    RoundState state_ = RoundState::Betting;
    Hand dealer_;
    bool hole_revealed_ = false;
    int active_ = 0;
    Action pending_ = Action::Hit;
    bool acted_before_question_ = false;  // the hand's `acted` before the pending hit or double, for a withdrawal
    mutable Cents limits_bank_ = -1;  // the bank bet_limits() was computed for (-1: none)
    mutable BetLimits limits_{};
    bool exhausted_ = false;
    // This round has (so the steps that settle them look at the seats only then): a natural waiting for the hole
    // card, a side bet placed, an insurance or even-money bet taken.
    bool naturals_waiting_ = false, side_bets_in_round_ = false, offer_bets_in_round_ = false;
    // The bank and bet the last one-seat begin_round() found legal: the checks depend only on the rules, the bank
    // and the bet (and the trivia credits, checked every round), so a simulation starting every round from the same
    // bank with the same bet passes them once per session. -1: none yet (set_rules forgets it).
    Cents accepted_bank_ = -1, accepted_bet_ = -1;
    DealerDraws dealer_draws_;
};

}  // namespace bjt

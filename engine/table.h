#pragma once
// The round state machine: one player against the dealer, under a Rules value.
//
//   begin_round(bet) -> deal -> [early surrender offer] -> [insurance / even-money offer] -> peek
//     -> each player hand in order (late surrender as a first action; trivia questions on hit
//        and double) -> dealer -> settlement            (standard games)
//     -> player draws -> dealer -> predict() -> settlement   (three-bets)
//
// Every request returns a Status; an illegal one is refused with a reason and changes nothing.
// The bank, the bets on the table and the house's result always add up to the same amount.
#include <array>
#include <cstdint>

#include "engine/action.h"
#include "engine/bet_limits.h"
#include "engine/dealer_policy.h"
#include "engine/event.h"
#include "engine/hand.h"
#include "engine/player_hand.h"
#include "engine/refusal.h"
#include "engine/rules.h"
#include "engine/shoe.h"
#include "engine/side_bets.h"
#include "engine/three_bets.h"

namespace bjt {

enum class RoundState : std::uint8_t {
    Betting,  // no round yet: begin_round()
    EarlySurrenderOffer,  // act(Surrender | NoSurrender)
    InsuranceOffer,  // act(Insurance | NoInsurance)
    EvenMoneyOffer,  // act(EvenMoney | NoEvenMoney)
    PlayerTurn,  // act(Hit | Stand | Double | Split | Surrender) on active_hand()
    QuestionPending,  // answer(difficulty, right)
    Predictions,  // predict() (three-bets)
    RoundOver,  // results readable; begin_round() for the next
};
std::string_view round_state_name(RoundState s);

inline constexpr int kMaxHands = 8;

// How a three-bets round's bets went, for the dealer's report.
struct PredictionResult {
    Prediction prediction;
    Winner actual_winner = Winner::Push;
    std::array<Outcome, 3> outcomes{Outcome::Pending, Outcome::Pending, Outcome::Pending};
    bool bonus = false;
};

class Table {
public:
    Table(const Rules& rules, Shoe shoe);

    // Events: an empty sink switches them off (the default; simulation speed).
    void set_event_sink(EventSink sink) { sink_ = std::move(sink); }

    const Rules& rules() const { return rules_; }
    // New rules take effect from the next round (refused mid-round).
    [[nodiscard]] Status set_rules(const Rules& rules);
    void set_shoe(Shoe shoe) { shoe_ = std::move(shoe); }
    const Shoe& shoe() const { return shoe_; }

    // Money and credits.
    Cents bank() const { return bank_; }
    Cents on_table() const { return on_table_; }
    Cents house_result() const { return house_; }  // what the house has won overall
    int credits() const { return credits_; }
    // Starts a new session: bank and credits from the rules (or given), house result zero.
    [[nodiscard]] Status reset_session();
    // Inline: a simulation starts a session every round.
    [[nodiscard]] Status reset_session(Cents bank, int credits) {
        if (round_in_progress()) return {Refusal::RoundInProgress};
        bank_ = bank;
        credits_ = credits;
        on_table_ = 0;
        house_ = 0;
        round_start_bank_ = bank;
        round_start_credits_ = credits;
        state_ = RoundState::Betting;
        return {};
    }
    // Memoized per bank: asked at least twice a round (game_over and begin_round), by simulations too.
    const BetLimits& bet_limits() const {
        if (bank_ != limits_bank_) limits_ = bjt::bet_limits(rules_, bank_), limits_bank_ = bank_;
        return limits_;
    }
    bool game_over() const;

    // The round.
    [[nodiscard]] Status begin_round(Cents bet) {  // three-bets: the bet is ignored (no base bet)
        return begin_round(bet, SideBetStakes{});
    }
    // With side bets: each is checked (offered, limits, the bank covers base bet and side bets together) and
    // settled as soon as the deal is out, before any offer or the peek (table_side_bets.cpp).
    [[nodiscard]] Status begin_round(Cents bet, const SideBetStakes& side_bets);
    // Why begin_round(bet) would refuse this bet at this bank and these credits (game over, bet step, the limits),
    // or ok: a simulation that starts every round from the same bank checks once.
    [[nodiscard]] Status check_bet(Cents bet) const;
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

    // What is on the table.
    const Hand& dealer() const { return dealer_; }
    Card dealer_up_card() const { return dealer_[up_index()]; }
    bool hole_card_revealed() const { return hole_revealed_; }
    int hand_count() const { return hand_count_; }
    const PlayerHand& hand(int i) const { return hands_[static_cast<std::size_t>(i)]; }
    int active_hand() const { return active_; }
    Action pending_question_action() const { return pending_; }
    Cents base_bet() const { return base_bet_; }
    Cents insurance_bet() const { return insurance_bet_; }
    Cents insurance_net() const { return insurance_net_; }
    Cents even_money_net() const { return even_money_net_; }
    const PredictionResult& prediction_result() const { return prediction_; }
    // The side bet as placed and settled this round (bet 0: not placed).
    const SideBetResult& side_bet(SideBet b) const { return side_bets_[static_cast<std::size_t>(b)]; }
    // Over the current or last round.
    Cents round_bank_delta() const { return bank_ - round_start_bank_; }
    int round_credits_delta() const { return credits_ - round_start_credits_; }

private:
    bool round_in_progress() const { return state_ != RoundState::Betting && state_ != RoundState::RoundOver; }
    int up_index() const { return rules_.hole_card == HoleCard::Second ? 0 : 1; }
    int hole_index() const { return 1 - up_index(); }
    PlayerHand& cur() { return hands_[static_cast<std::size_t>(active_)]; }
    const PlayerHand& cur() const { return hands_[static_cast<std::size_t>(active_)]; }

    // Sends an event of `type` with the given fields when a sink listens; with none it builds nothing.
    // Every event leaves through emit(): the whole event, built with designated initializers where it is made,
    // or the common shape (type, hand, amount, value). With no sink, nothing is built.
    void emit(const Event& e) {
        if (sink_) sink_(e);
    }
    void emit(EventType type, std::int8_t hand = kDealer, Cents amount = 0, int value = 0) {
        if (sink_) sink_(Event{.type = type, .hand = hand, .amount = amount, .value = value});
    }
    void settle_side_bet(Cents bet, Cents& net, bool dealer_natural, EventType settled);
    // Inline, with the sink tested before the event is built: emit(const Event&) takes a built event, and its
    // stores were made (two or three a round) even with events off.
    void announce(Announcement a) {
        if (sink_) [[unlikely]]
            sink_(Event{.type = EventType::Announcement, .announcement = a});
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

    // Money moves. Stakes go bank -> table; settlement returns them and the house pays or takes.
    void stake(Cents amount) { bank_ -= amount, on_table_ += amount; }
    void settle_stake(Cents stake_amount, Cents net) {  // net: + paid by the house, - taken by it
        on_table_ -= stake_amount;
        bank_ += stake_amount + net;
        house_ -= net;
    }
    // Inline and short for the events-off path (every round settles at least one hand); the events are built out of
    // line, as for deal().
    void settle_hand(int index, Outcome outcome, Cents net) {
        PlayerHand& h = hands_[static_cast<std::size_t>(index)];
        h.outcome = outcome;
        h.net = net;
        h.done = true;
        settle_stake(h.bet, net);
        if (sink_) [[unlikely]]
            emit_hand_settled(index);
    }
    void emit_hand_settled(int index);

    // Side bets (table_side_bets.cpp): kept out of the rounds that place none.
    Status check_side_bets(Cents bet, const SideBetStakes& stakes) const;
    void place_side_bets(const SideBetStakes& stakes);
    void settle_side_bets();

    void after_deal();
    void offer_side_bets();
    void peek_and_continue();
    void start_player_turn();
    void enter_hand();  // auto-completes hands that cannot act; moves on when none is left
    void finish_hand();
    void play_action(Action action);  // an action of a player turn that check_player_turn() accepted
    void after_card(bool doubled);
    void do_hit();
    void do_double();
    void do_split();
    void dealer_turn();
    // Whether the dealer draws to the hand as it stands (dealer_must_hit(), by mask where the rules allow).
    bool dealer_draws() const { return dealer_draws_(rules_, dealer_); }
    void derive_rule_facts() { dealer_draws_ = DealerDraws(rules_); }  // once per rules (constructor, set_rules)
    void settle_against_dealer();
    void reveal_double_cards();
    // A hand of the Charlie card count without a bust (one still open waits for the dealer: split_charlie_waits).
    bool charlie(const PlayerHand& h) const {
        return rules_.charlie_cards > 0 && h.cards.count() >= rules_.charlie_cards && !h.cards.bust();
    }
    void finish_round();
    bool dealer_natural() const { return dealer_.two_card_21(); }
    bool up_card_may_hide_natural() const;

    Rules rules_;
    Shoe shoe_;
    EventSink sink_;

    Cents bank_ = 0, on_table_ = 0, house_ = 0;
    int credits_ = 0;
    Cents round_start_bank_ = 0;
    int round_start_credits_ = 0;

    RoundState state_ = RoundState::Betting;
    Hand dealer_;
    bool hole_revealed_ = false;
    std::array<PlayerHand, kMaxHands> hands_{};
    int hand_count_ = 0;
    int active_ = 0;
    Action pending_ = Action::Hit;
    bool acted_before_question_ = false;  // the hand's `acted` before the pending hit or double, for a withdrawal
    Cents base_bet_ = 0;
    Cents insurance_bet_ = 0, insurance_net_ = 0;
    Cents even_money_bet_ = 0, even_money_net_ = 0;
    PredictionResult prediction_{};
    std::array<SideBetResult, kSideBetCount> side_bets_{};
    bool side_bets_placed_ = false;  // this round or the last: side_bets_ has something to clear
    bool early_declined_ = false;  // declining early surrender rules out surrender later
    mutable Cents limits_bank_ = -1;  // the bank bet_limits() was computed for (-1: none)
    mutable BetLimits limits_{};
    bool exhausted_ = false;
    // The bank and bet the last begin_round() found legal: the checks depend only on the rules, the bank and the bet
    // (and the trivia credits, checked every round), so a simulation starting every round from the same bank with
    // the same bet passes them once per session. -1: none yet (set_rules forgets it).
    Cents accepted_bank_ = -1, accepted_bet_ = -1;
    DealerDraws dealer_draws_;
};

}  // namespace bjt

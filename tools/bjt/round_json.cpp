#include "tools/bjt/round_json.h"

#include "tools/bjt/json_writer.h"

namespace bjt::cli {

namespace {

void write_cards(JsonWriter& j, const Hand& h) {
    j.key("cards").begin_array();
    for (Card c : h) j.value(to_string(c));
    j.end_array();
}

std::string_view winner_name(Winner w) {
    switch (w) {
        case Winner::Player: return "player";
        case Winner::Dealer: return "dealer";
        case Winner::Push: return "push";
    }
    return "";
}

void write_event(JsonWriter& j, const Event& e, bool seated) {
    j.begin_object().field("type", event_type_name(e.type));
    if (seated && e.seat != kNoSeat) j.field("seat", e.seat + 1);
    switch (e.type) {
        case EventType::CardDealt:
            j.field("to", e.hand == kDealer ? "dealer" : "player");
            if (e.hand != kDealer) j.field("hand", static_cast<int>(e.hand));
            // A face-down card is named only when it is turned up (hole_card_revealed, double_card_revealed).
            if (e.face_up) j.field("card", to_string(e.card));
            j.field("face_up", e.face_up);
            break;
        case EventType::HoleCardRevealed: j.field("card", to_string(e.card)); break;
        case EventType::DoubleCardRevealed:
            j.field("hand", static_cast<int>(e.hand)).field("card", to_string(e.card));
            break;
        case EventType::Announcement: j.field("text", announcement_text(e.announcement)); break;
        case EventType::Shuffle: j.field("cut_card", e.value); break;
        case EventType::QuestionAsked:
            j.field("hand", static_cast<int>(e.hand)).field("action", action_name(static_cast<Action>(e.value)));
            break;
        case EventType::QuestionAnswered: {
            static constexpr const char* levels[] = {"easy", "medium", "hard"};
            j.field("hand", static_cast<int>(e.hand))
                .field("difficulty", levels[static_cast<int>(e.difficulty)])
                .field("right", e.value == 1)
                .field("credits_change", e.amount);
            break;
        }
        case EventType::CreditsChanged: j.field("credits", e.value); break;
        case EventType::Split:
            j.field("hand", static_cast<int>(e.hand)).field("new_hand", e.value).field("amount_cents", e.amount);
            break;
        case EventType::HandSettled:
            j.field("hand", static_cast<int>(e.hand))
                .field("outcome", outcome_name(e.outcome))
                .field("amount_cents", e.amount);
            break;
        case EventType::PredictionSettled: {
            static constexpr const char* bets[] = {"who_won", "player_value", "dealer_value"};
            j.field("bet", bets[e.hand]).field("outcome", outcome_name(e.outcome)).field("amount_cents", e.amount);
            break;
        }
        case EventType::SideBetPlaced:
            j.field("side_bet", side_bet_name(static_cast<SideBet>(e.hand))).field("amount_cents", e.amount);
            break;
        case EventType::SideBetSettled:
            j.field("side_bet", side_bet_name(static_cast<SideBet>(e.hand)))
                .field("outcome", side_bet_outcome_name(static_cast<SideBetOutcome>(e.value)))
                .field("amount_cents", e.amount);
            break;
        case EventType::BetPlaced:
        case EventType::DoubledDown:
        case EventType::Payout:
            if (e.hand != kDealer) j.field("hand", static_cast<int>(e.hand));
            j.field("amount_cents", e.amount);
            break;
        default: j.field("amount_cents", e.amount); break;
    }
    j.end_object();
}

// The money, credits and hands of a seat: the fields before the dealer's at the top level of a one-seat round.
void write_seat_hands(JsonWriter& j, const Seat& s, const SeatRecord& r) {
    j.field("bet_cents", r.bet);
    j.field("bank_start_cents", r.bank_start).field("bank_end_cents", s.bank);
    j.field("bank_delta_cents", s.bank - r.bank_start);
    j.field("credits_start", r.credits_start).field("credits_end", s.credits);
    j.field("credits_delta", s.credits - r.credits_start);

    j.key("hands").begin_array();
    for (int i = 0; i < s.hand_count; ++i) {
        const PlayerHand& h = s.hand(i);
        j.begin_object();
        write_cards(j, h.cards);
        j.field("total", h.cards.total()).field("soft", h.cards.soft());
        j.field("bet_cents", h.bet).field("doubled", h.doubled).field("from_split", h.from_split);
        j.field("outcome", outcome_name(h.outcome)).field("net_cents", h.net);
        j.end_object();
    }
    j.end_array();
}

// A seat's side bets, insurance, even money and three-bets report: the fields after the dealer's.
void write_seat_bets(JsonWriter& j, const Seat& s, const Rules& rules) {
    j.key("side_bets").begin_array();
    for (SideBet b : kSideBets) {
        const SideBetResult& side = s.side_bet(b);
        if (side.bet == 0) continue;
        j.begin_object().field("name", side_bet_name(b)).field("bet_cents", side.bet);
        j.field("outcome", side_bet_outcome_name(side.outcome)).field("net_cents", side.net).end_object();
    }
    j.end_array();

    if (s.insurance_bet > 0)
        j.key("insurance")
            .begin_object()
            .field("bet_cents", s.insurance_bet)
            .field("net_cents", s.insurance_net)
            .end_object();
    if (s.even_money_net != 0) j.key("even_money").begin_object().field("net_cents", s.even_money_net).end_object();

    if (rules.mode == GameMode::ThreeBets && s.prediction.outcomes[0] != Outcome::Pending) {
        const PredictionResult& p = s.prediction;
        j.key("predictions").begin_object();
        j.field("winner", winner_name(p.prediction.winner)).field("actual_winner", winner_name(p.actual_winner));
        j.field("player_value", p.prediction.player_value).field("dealer_value", p.prediction.dealer_value);
        j.field("who_won", outcome_name(p.outcomes[0]));
        j.field("player_value_bet", outcome_name(p.outcomes[1]));
        j.field("dealer_value_bet", outcome_name(p.outcomes[2]));
        j.field("bonus", p.bonus);
        j.end_object();
    }
}

void write_dealer(JsonWriter& j, const Table& t) {
    j.key("dealer").begin_object();
    write_cards(j, t.dealer());
    j.field("total", t.dealer().total()).field("soft", t.dealer().soft());
    j.field("hole_card_revealed", t.hole_card_revealed());
    j.end_object();
}

}  // namespace

std::string round_to_json(const Table& t, const std::vector<Event>& events, const RoundRecord& r) {
    JsonWriter j;
    j.begin_object();
    j.field("preset", r.preset).field("state", round_state_name(t.state()));
    if (r.seated) {
        write_dealer(j, t);
        j.key("seats").begin_array();
        for (int i = 0; i < t.seat_count(); ++i) {
            j.begin_object().field("seat", i + 1);
            write_seat_hands(j, t.seat(i), r.seats[static_cast<std::size_t>(i)]);
            write_seat_bets(j, t.seat(i), t.rules());
            j.end_object();
        }
        j.end_array();
    } else {
        write_seat_hands(j, t.seat(0), r.seats.front());
        write_dealer(j, t);
        write_seat_bets(j, t.seat(0), t.rules());
    }
    j.key("events").begin_array();
    for (const Event& e : events) write_event(j, e, r.seated);
    j.end_array();
    j.end_object();
    return j.str();
}

}  // namespace bjt::cli

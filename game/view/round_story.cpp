#include "game/view/round_story.h"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <optional>

#include "game/ui/money_text.h"

namespace bjt::game {

namespace {

std::string signed_money(Cents c, Units units) { return (c > 0 ? "+" : "") + money_text(c, units); }

std::string hand_name(int hand, int hands) {
    return hands > 1 ? "Hand " + std::to_string(hand + 1) : std::string("Your hand");
}

// The dealer's cards and the player's hands.
std::optional<std::string> table_words(const replay::HistoryEvent& e, Units units, int hands) {
    if (e.kind == "card_dealt" && e.hand == kDealer)
        return e.detail == "down" ? std::string("The dealer's hole card, face down") : "The dealer gets " + e.card;
    if (e.kind == "card_dealt" && e.detail == "down")
        return hand_name(e.hand, hands) + " gets its double card face down";
    if (e.kind == "card_dealt") return hand_name(e.hand, hands) + " gets " + e.card;
    if (e.kind == "hole_card_revealed") return "The dealer turns over " + e.card;
    if (e.kind == "double_card_revealed") return hand_name(e.hand, hands) + "'s double card is turned up: " + e.card;
    if (e.kind == "split") return "Split: hand " + std::to_string(e.value + 1) + " bets " + money_text(e.amount, units);
    if (e.kind == "doubled_down")
        return hand_name(e.hand, hands) + " doubled: " + money_text(e.amount, units) + " more";
    if (e.kind == "announcement") return e.detail;
    if (e.kind == "shuffle") return std::string("The shoe is shuffled");
    return std::nullopt;
}

// Bets, questions and credits.
std::optional<std::string> stake_words(const replay::HistoryEvent& e, Units units, int hands) {
    if (e.kind == "bet_placed") return "Bet " + money_text(e.amount, units) + " on the table";
    if (e.kind == "side_bet_placed") return "Side bet " + money_text(e.amount, units) + " on the table";
    if (e.kind == "insurance_taken") return "Insurance: " + money_text(e.amount, units);
    if (e.kind == "even_money_taken") return std::string("Even money taken");
    if (e.kind == "question_asked") return hand_name(e.hand, hands) + " waits for a trivia answer";
    if (e.kind == "question_answered") return "Answered (" + e.detail + "): " + (e.value == 1 ? "right" : "wrong");
    if (e.kind == "question_withdrawn") return std::string("The question is taken back");
    if (e.kind == "credits_changed") return "Credits: " + std::to_string(e.value);
    return std::nullopt;
}

// Settlements and money back.
std::optional<std::string> result_words(const replay::HistoryEvent& e, Units units, int hands) {
    if (e.kind == "insurance_settled") return "Insurance " + signed_money(e.amount, units);
    if (e.kind == "even_money_settled") return "Even money " + signed_money(e.amount, units);
    if (e.kind == "side_bet_settled") return "Side bet " + signed_money(e.amount, units);
    if (e.kind == "hand_settled")
        return hand_name(e.hand, hands) + ": " + e.detail + " " + signed_money(e.amount, units);
    if (e.kind == "payout") return money_text(e.amount, units) + " back to the bank";
    if (e.kind == "prediction_settled") return "Prediction bet: " + e.detail + " " + signed_money(e.amount, units);
    if (e.kind == "bonus_paid") return "Bonus " + signed_money(e.amount, units);
    if (e.kind == "round_over") return "Round over: " + signed_money(e.amount, units) + " in all";
    return std::nullopt;
}

}  // namespace

std::string input_words(const replay::HistoryEvent& e, Units units) {
    if (e.kind == "bet") {
        std::string words = "Bet " + money_text(e.amount, units);
        const auto side_bets = replay::parse_side_bet_stakes(e.detail);
        for (SideBet b : kSideBets)
            if (side_bets && (*side_bets)[b] != 0)
                words += ", " + std::string(side_bet_title(b)) + " " + money_text((*side_bets)[b], units);
        return words;
    }
    if (e.kind == "action") return "You chose: " + e.detail;
    if (e.kind == "withdraw") return "You took the hit back before choosing how hard";
    if (e.kind == "predict") return "Prediction: " + e.detail;
    if (e.kind == "answer") {
        const std::string difficulty = e.detail.substr(0, e.detail.find(' '));
        return "Answer (" + difficulty + "): " + (e.value == 1 ? "right" : "wrong");
    }
    return "";
}

std::string other_seat_words(const replay::HistoryEvent& e, Units units) {
    const std::string seat = "Seat " + std::to_string(e.seat + 1);
    if (e.kind == "bet") return seat + " bets " + money_text(e.amount, units);
    if (e.kind == "action") return seat + " chose: " + e.detail;
    if (e.kind == "answer") return seat + " answered " + (e.value == 1 ? "right" : "wrong");
    if (e.kind == "predict") return seat + " predicted: " + e.detail;
    if (e.kind == "card_dealt") return e.detail == "down" ? seat + " gets a card face down" : seat + " gets " + e.card;
    if (e.kind == "announcement") return seat + ": " + e.detail;
    if (e.kind == "hand_settled") return seat + ": " + e.detail + " " + signed_money(e.amount, units);
    return "";
}

namespace {

class Teller {
public:
    Teller(Units units, int my_seat) : units_(units), my_seat_(my_seat) {}
    std::vector<StoryStep> tell(const std::vector<replay::HistoryEvent>& events) {
        for (const replay::HistoryEvent& e : events) {
            if (replay::belongs_to_a_seat(e) && e.seat != my_seat_) {
                if (std::string words = other_seat_words(e, units_); !words.empty()) add(std::move(words), false);
                continue;
            }
            if (std::string words = input_words(e, units_); !words.empty()) {
                add(std::move(words), true);
            } else if (auto said = story_words(e)) {
                add(*said, false);
            }
        }
        return std::move(steps_);
    }

private:
    void add(std::string words, bool input) { steps_.push_back({std::move(words), input, table_}); }

    // The table after the event; false for a line that cannot be placed (a bad card or hand).
    bool place(const replay::HistoryEvent& e) {
        if (e.kind == "hole_card_revealed") table_.hole_down = false;
        if (e.kind == "card_dealt") return place_card(e);
        if (e.kind == "split") return place_split(e);
        return true;
    }

    bool place_card(const replay::HistoryEvent& e) {
        const auto card = parse_card(e.card);
        if (!card) return false;
        if (e.hand == kDealer) {
            table_.dealer.push_back(*card);
            table_.hole_down = table_.hole_down || e.detail == "down";
            return true;
        }
        if (e.hand < 0 || e.hand > 16) return false;
        if (static_cast<std::size_t>(e.hand) >= table_.hands.size()) table_.hands.resize(e.hand + 1);
        table_.hands[static_cast<std::size_t>(e.hand)].push_back(*card);
        return true;
    }

    bool place_split(const replay::HistoryEvent& e) {
        const auto from = static_cast<std::size_t>(e.hand), to = static_cast<std::size_t>(e.value);
        if (from >= table_.hands.size() || table_.hands[from].size() < 2 || to > table_.hands.size()) return false;
        const Card moved = table_.hands[from].back();
        table_.hands[from].pop_back();
        table_.hands.insert(table_.hands.begin() + static_cast<std::ptrdiff_t>(to), {moved});
        return true;
    }

    // The story tells the cards, the choices and the settlements; the bookkeeping lines (the bet's own event,
    // payouts, credits, questions) make no step of their own.
    std::optional<std::string> story_words(const replay::HistoryEvent& e) {
        static constexpr std::string_view kTold[] = {"card_dealt",         "split",
                                                     "hole_card_revealed", "announcement",
                                                     "doubled_down",       "insurance_taken",
                                                     "even_money_taken",   "insurance_settled",
                                                     "even_money_settled", "side_bet_settled",
                                                     "hand_settled",       "prediction_settled",
                                                     "bonus_paid",         "round_over"};
        if (!place(e) || std::find(std::begin(kTold), std::end(kTold), e.kind) == std::end(kTold)) return std::nullopt;
        return event_words(e, units_, static_cast<int>(table_.hands.size()));
    }

    Units units_;
    int my_seat_;
    StoryTable table_;
    std::vector<StoryStep> steps_;
};

}  // namespace

std::string event_words(const replay::HistoryEvent& e, Units units, int hands) {
    if (auto words = table_words(e, units, hands)) return *words;
    if (auto words = stake_words(e, units, hands)) return *words;
    if (auto words = result_words(e, units, hands)) return *words;
    return e.kind;
}

std::vector<StoryStep> round_story(const std::vector<replay::HistoryEvent>& events, Units units, int my_seat) {
    return Teller(units, my_seat).tell(events);
}

}  // namespace bjt::game

#include "game/view/round_story.h"

#include <cstddef>
#include <optional>

#include "game/ui/money_text.h"

namespace bjt::game {

namespace {

std::string signed_money(Cents c, Units units) { return (c > 0 ? "+" : "") + money_text(c, units); }

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

namespace {

class Teller {
public:
    explicit Teller(Units units) : units_(units) {}
    std::vector<StoryStep> tell(const std::vector<replay::HistoryEvent>& events) {
        for (const replay::HistoryEvent& e : events) {
            if (std::string words = input_words(e, units_); !words.empty()) {
                add(std::move(words), true);
            } else if (auto said = event_words(e)) {
                add(*said, false);
            }
        }
        return std::move(steps_);
    }

private:
    void add(std::string words, bool input) { steps_.push_back({std::move(words), input, table_}); }

    std::string hand_name(int hand) const {
        return table_.hands.size() > 1 ? "Hand " + std::to_string(hand + 1) : std::string("Your hand");
    }

    std::optional<std::string> card_words(const replay::HistoryEvent& e) {
        const auto card = parse_card(e.card);
        if (!card) return std::nullopt;
        if (e.hand == kDealer) {
            table_.dealer.push_back(*card);
            if (e.detail == "down") {
                table_.hole_down = true;
                return std::string("The dealer's hole card, face down");
            }
            return "The dealer gets " + e.card;
        }
        if (e.hand < 0 || e.hand > 16) return std::nullopt;
        if (static_cast<std::size_t>(e.hand) >= table_.hands.size()) table_.hands.resize(e.hand + 1);
        table_.hands[static_cast<std::size_t>(e.hand)].push_back(*card);
        return hand_name(e.hand) + " gets " + e.card;
    }

    std::optional<std::string> split_words(const replay::HistoryEvent& e) {
        const auto from = static_cast<std::size_t>(e.hand), to = static_cast<std::size_t>(e.value);
        if (from >= table_.hands.size() || table_.hands[from].size() < 2 || to > table_.hands.size())
            return std::nullopt;
        const Card moved = table_.hands[from].back();
        table_.hands[from].pop_back();
        table_.hands.insert(table_.hands.begin() + static_cast<std::ptrdiff_t>(to), {moved});
        return "Split: hand " + std::to_string(to + 1) + " bets " + money_text(e.amount, units_);
    }

    std::optional<std::string> event_words(const replay::HistoryEvent& e) {
        if (e.kind == "card_dealt") return card_words(e);
        if (e.kind == "split") return split_words(e);
        if (e.kind == "hole_card_revealed") {
            table_.hole_down = false;
            return "The dealer turns over " + e.card;
        }
        if (e.kind == "announcement") return e.detail;
        if (e.kind == "doubled_down") return hand_name(e.hand) + " doubled: " + money_text(e.amount, units_) + " more";
        if (e.kind == "insurance_taken") return "Insurance: " + money_text(e.amount, units_);
        if (e.kind == "even_money_taken") return std::string("Even money taken");
        if (e.kind == "insurance_settled") return "Insurance " + signed_money(e.amount, units_);
        if (e.kind == "even_money_settled") return "Even money " + signed_money(e.amount, units_);
        if (e.kind == "side_bet_settled") return "Side bet " + signed_money(e.amount, units_);
        if (e.kind == "hand_settled") return hand_name(e.hand) + ": " + e.detail + " " + signed_money(e.amount, units_);
        if (e.kind == "prediction_settled") return "Prediction bet: " + e.detail + " " + signed_money(e.amount, units_);
        if (e.kind == "bonus_paid") return "Bonus " + signed_money(e.amount, units_);
        if (e.kind == "round_over") return "Round over: " + signed_money(e.amount, units_) + " in all";
        return std::nullopt;
    }

    Units units_;
    StoryTable table_;
    std::vector<StoryStep> steps_;
};

}  // namespace

std::vector<StoryStep> round_story(const std::vector<replay::HistoryEvent>& events, Units units) {
    return Teller(units).tell(events);
}

}  // namespace bjt::game

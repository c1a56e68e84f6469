#include "game/view/table_words.h"

#include <algorithm>
#include <cctype>

namespace bjt::game {

std::string hand_total_label(int total, bool soft, bool finished, bool name_hard) {
    if (total >= 21 || finished) return std::to_string(total);
    if (soft) return "SOFT " + std::to_string(total);
    return name_hard ? "HARD " + std::to_string(total) : std::to_string(total);
}

std::string charlie_label(int cards) { return std::to_string(cards) + " CARD CHARLIE"; }

std::string comparison_reason(Outcome o, int player_total, int dealer_total, int hand) {
    const std::string p = std::to_string(player_total), d = std::to_string(dealer_total);
    const std::string yours = hand == 0 ? "your " + p : "hand " + std::to_string(hand) + "'s " + p;
    const std::string subject = hand == 0 ? "Your " + p : "Hand " + std::to_string(hand) + "'s " + p;
    switch (o) {
        case Outcome::Win: return subject + " beats the dealer's " + d;
        case Outcome::Lose: return "Dealer's " + d + " beats " + yours;
        case Outcome::Push: return subject + " ties the dealer's " + d;
        default: return "";
    }
}

std::string outcome_label(Outcome o, int cards) {
    if (o == Outcome::Pending) return "";
    if (o == Outcome::Charlie) return charlie_label(cards);
    std::string label(outcome_name(o));
    for (char& c : label) c = c == '-' ? ' ' : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return label;
}

std::string announcement_words(Announcement a, const Rules& rules) {
    const bool three_bets = rules.mode == GameMode::ThreeBets;
    switch (a) {
        case Announcement::PlayerBust: return "You bust";
        case Announcement::PlayerBlackjack: return three_bets ? "You have a natural" : "You have Blackjack!";
        case Announcement::PlayerCharlie: return charlie_label(rules.charlie_cards) + "!";
        case Announcement::DealerCharlie: return "Dealer: " + charlie_label(rules.charlie_cards);
        case Announcement::DealerNatural: return "Dealer has a natural";
        default: return std::string(announcement_text(a));
    }
}

bool tells_the_result(Announcement a) {
    switch (a) {
        case Announcement::DealerHasBlackjack:
        case Announcement::PlayerBlackjack:
        case Announcement::PlayerBust:
        case Announcement::DealerBust:
        case Announcement::PlayerCharlie:
        case Announcement::DealerCharlie:
        case Announcement::DealerNatural:
        case Announcement::NobodyBusted: return true;
        default: return false;
    }
}

std::string round_result_text(const std::vector<std::string>& reasons, const std::string& money, bool all_pushed) {
    std::string text;
    for (std::size_t i = 0; i < reasons.size(); ++i) {
        if (std::find(reasons.begin(), reasons.begin() + static_cast<std::ptrdiff_t>(i), reasons[i]) !=
            reasons.begin() + static_cast<std::ptrdiff_t>(i))
            continue;  // a split's second bust says nothing new
        std::string r = reasons[i];
        if (!r.empty() && r.back() == '!') r.pop_back();
        text += r + ". ";
    }
    if (!money.empty()) return text + money;
    return text + (all_pushed ? "Push: bet returned" : "Wins and losses cancel out: bank unchanged");
}

std::vector<std::string> felt_lines(const Rules& r) {
    std::vector<std::string> lines;
    if (r.mode == GameMode::ThreeBets) {
        lines.push_back("THREE BETS: WHO WINS - YOUR VALUE - DEALER'S VALUE");
    } else {
        lines.push_back("BLACKJACK PAYS " + std::to_string(r.blackjack_pays.num) + " TO " +
                        std::to_string(r.blackjack_pays.den));
    }
    const std::string n = std::to_string(r.dealer_stands.total);
    lines.push_back(r.dealer_stands.on_soft ? "DEALER STANDS ON SOFT " + n : "DEALER HITS SOFT " + n);
    if (r.insurance && r.mode != GameMode::ThreeBets)
        lines.push_back("INSURANCE PAYS " + std::to_string(r.insurance_pays.num) + " TO " +
                        std::to_string(r.insurance_pays.den));
    return lines;
}

std::string seat_choice_words(Action a) {
    switch (a) {
        case Action::Stand: return "Stands";
        case Action::Surrender: return "Surrenders";
        case Action::NoSurrender: return "Plays on";
        case Action::Insurance: return "Takes insurance";
        case Action::NoInsurance: return "No insurance";
        case Action::EvenMoney: return "Takes even money";
        case Action::NoEvenMoney: return "No even money";
        default: return "";
    }
}

}  // namespace bjt::game

#include "engine/event.h"

#include <array>

namespace bjt {

std::string_view outcome_name(Outcome o) {
    static constexpr std::array<std::string_view, 12> names = {"pending",    "blackjack", "win",   "charlie",
                                                               "push",       "lose",      "bust",  "surrender",
                                                               "even-money", "natural",   "right", "wrong"};
    return names[static_cast<std::size_t>(o)];
}

std::string_view event_type_name(EventType t) {
    static constexpr std::array<std::string_view, 23> names = {"shuffle",
                                                               "bet_placed",
                                                               "card_dealt",
                                                               "hole_card_revealed",
                                                               "announcement",
                                                               "insurance_taken",
                                                               "insurance_settled",
                                                               "even_money_taken",
                                                               "even_money_settled",
                                                               "split",
                                                               "doubled_down",
                                                               "question_asked",
                                                               "question_answered",
                                                               "question_withdrawn",
                                                               "credits_changed",
                                                               "hand_settled",
                                                               "payout",
                                                               "prediction_settled",
                                                               "bonus_paid",
                                                               "round_over",
                                                               "side_bet_placed",
                                                               "side_bet_settled",
                                                               "double_card_revealed"};
    return names[static_cast<std::size_t>(t)];
}

std::string_view announcement_text(Announcement a) {
    switch (a) {
        case Announcement::CheckingForBlackjack: return "Checking for Blackjack";
        case Announcement::DealerHasBlackjack: return "Dealer has Blackjack";
        case Announcement::DealerHasNoBlackjack: return "Dealer does not have Blackjack";
        case Announcement::PlayerBlackjack: return "Blackjack!";
        case Announcement::PlayerBust: return "Bust";
        case Announcement::DealerBust: return "Dealer busts";
        case Announcement::PlayerCharlie: return "Charlie!";
        case Announcement::DealerCharlie: return "Dealer Charlie";
        case Announcement::InsuranceOffered: return "Insurance?";
        case Announcement::EvenMoneyOffered: return "Even money?";
        case Announcement::EarlySurrenderOffered: return "Surrender?";
        case Announcement::DealerNatural: return "Dealer had a natural";
        case Announcement::NobodyBusted: return "Nobody busted";
    }
    return "";
}

}  // namespace bjt

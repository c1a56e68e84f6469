#include "game/speech/table_narrator.h"

#include <cctype>

#include "engine/action.h"
#include "game/input/input_bindings.h"
#include "game/input/player_actions.h"
#include "game/speech/speaker.h"
#include "game/ui/money_text.h"
#include "game/view/hand_label.h"
#include "game/view/table_words.h"

namespace bjt::game {

std::string spoken_card(Card c) {
    std::string name = long_name(c);
    for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return name;
}

namespace {

std::string outcome_words(Outcome o) {
    switch (o) {
        case Outcome::Blackjack: return "Blackjack";
        case Outcome::Win: return "You win";
        case Outcome::Charlie: return "Charlie, you win";
        case Outcome::Push: return "Push";
        case Outcome::Lose: return "You lose";
        case Outcome::Bust: return "Bust, you lose";
        case Outcome::Surrender: return "Surrendered";
        case Outcome::EvenMoney: return "Even money";
        case Outcome::Natural: return "Natural";
        case Outcome::Right: return "Right";
        case Outcome::Wrong: return "Wrong";
        case Outcome::Pending: break;
    }
    return "";
}
}  // namespace

void TableNarrator::say(std::string text) { speaker_.say(std::move(text), SpeechPriority::Queue); }

std::string TableNarrator::money(Cents c) const { return money_text(c, rules_.units); }

std::string TableNarrator::hand_name(int hand) const {
    return hands_.size() > 1 ? "Hand " + std::to_string(hand + 1) : std::string("You");
}

std::string TableNarrator::total_words(const Hand& h) const {
    if (!totals_shown(rules_) || h.count() == 0) return "";
    if (h.bust()) return ", " + std::to_string(h.total()) + ", bust";
    return std::string(", ") + (h.soft() ? "soft " : "") + std::to_string(h.total());
}

// Words ended with a full stop unless they end a sentence already ("You have Blackjack!").
std::string TableNarrator::sentence(std::string words) {
    if (!words.empty() && words.back() != '!' && words.back() != '.' && words.back() != '?') words += '.';
    return words;
}

std::string TableNarrator::key_of(int input_action) const {
    return InputBindings::key_name(bindings_.key(static_cast<InputAction>(input_action)));
}

void TableNarrator::seated(Cents bank, int credits) {
    if (!speaker_.active()) return;
    hands_.clear();
    dealer_.clear();
    game_over_said_ = false;
    prompted_.clear();
    say("Bank " + money(bank) + (rules_.trivia ? ", " + std::to_string(credits) + " credits." : "."));
}

std::string TableNarrator::seat_name(int seat) const {
    const ComputerSeat* c = plan_.computer_at(seat);
    const bool several_people = plan_.has_guests();
    const std::string person =
        seat == me_ && !several_people ? "you" : plan_.seats[static_cast<std::size_t>(seat)].person_name;
    return "Seat " + std::to_string(seat + 1) + ", " + (c ? c->name : person);
}

void TableNarrator::turned_to(int seat, const std::string& name, Cents bank, int credits) {
    me_ = seat;
    hands_from_table_ = true;
    prompted_.clear();
    if (!speaker_.active()) return;
    speaker_.say(name + ", your turn. Bank " + money(bank) +
                     (rules_.trivia ? ", " + std::to_string(credits) + " credits." : "."),
                 SpeechPriority::Prompt);
}

// After turning to another person mid-round: their hands as the table holds them. Only their own turn brings the
// game to them, and a hand of theirs is face down only after their own double, so every card is theirs to hear.
void TableNarrator::read_hands(const Table& table) {
    hands_from_table_ = false;
    hands_.clear();
    if (table.state() == RoundState::Betting) return;
    const Seat& seat = table.seat(me_);
    for (int i = 0; i < seat.hand_count; ++i) {
        const PlayerHand& hand = seat.hand(i);
        ShownHand shown;
        for (int c = 0; c < hand.cards.count() - (hand.double_card_down ? 1 : 0); ++c) shown.face_up.add(hand.cards[c]);
        shown.card_down = hand.double_card_down;
        hands_.push_back(shown);
    }
}

void TableNarrator::computer_chose(int seat, Action action) {
    if (!speaker_.active()) return;
    if (const std::string words = seat_choice_words(action); !words.empty()) say(seat_name(seat) + ": " + words + ".");
}

void TableNarrator::on_other_seat(const Event& e) {
    switch (e.type) {
        case EventType::CardDealt:
            // A double's card dealt face down (classic) is said as such, never by its face.
            say(seat_name(e.seat) + ": " + (e.face_up ? spoken_card(e.card) : std::string("a card face down")) + ".");
            return;
        case EventType::DoubledDown: say(seat_name(e.seat) + ": doubles, " + money(e.amount) + " more."); return;
        case EventType::Split: say(seat_name(e.seat) + ": splits, " + money(e.amount) + " more."); return;
        case EventType::Announcement:
            if (ends_a_hand(e.announcement)) {
                const std::string words(announcement_text(e.announcement));  // "Bust", "Blackjack!"
                say(seat_name(e.seat) + ": " + words + (words.ends_with('!') ? "" : "."));
            }
            return;
        case EventType::HandSettled:
            say(seat_name(e.seat) + ": " + outcome_words(e.outcome) +
                (e.amount != 0 ? (e.amount > 0 ? ", +" : ", ") + money(e.amount) : std::string()) + ".");
            return;
        default: return;
    }
}

void TableNarrator::on_event(const Event& e, Cents bank_after, int credits_after) {
    if (!speaker_.active()) return;
    if (concerns_a_seat(e) && e.seat != me_) return on_other_seat(e);
    switch (e.type) {
        case EventType::BetPlaced:
            hands_.assign(1, {});
            dealer_.clear();
            hole_turned_ = false;
            prompted_.clear();
            say("Bet " + money(e.amount) + ".");
            break;
        case EventType::CardDealt: on_card(e); break;
        case EventType::HoleCardRevealed:
            hole_turned_ = true;
            dealer_.add(e.card);
            say("Dealer turns the hole card: " + spoken_card(e.card) + total_words(dealer_) + ".");
            break;
        case EventType::DoubleCardRevealed:
            if (e.hand >= 0 && static_cast<std::size_t>(e.hand) < hands_.size()) {
                ShownHand& h = hands_[static_cast<std::size_t>(e.hand)];
                h.card_down = false;
                h.face_up.add(e.card);
                say((hands_.size() > 1 ? hand_name(e.hand) + ", double card: " : std::string("Your double card: ")) +
                    spoken_card(e.card) + total_words(h.face_up) + ".");
            }
            break;
        case EventType::Announcement: say(sentence(announcement_words(e.announcement, rules_))); break;
        case EventType::Split:
            if (static_cast<std::size_t>(e.value) >= hands_.size())
                hands_.resize(static_cast<std::size_t>(e.value) + 1);
            if (e.hand >= 0) {
                Hand& first = hands_[static_cast<std::size_t>(e.hand)].face_up;
                const Card second = first.count() > 1 ? first[1] : Card{};
                first.keep_first();
                hands_[static_cast<std::size_t>(e.value)].face_up.clear();
                hands_[static_cast<std::size_t>(e.value)].face_up.add(second);
            }
            say("You split into " + std::to_string(hands_.size()) + " hands, " + money(e.amount) + " more.");
            break;
        case EventType::DoubledDown: say("You double, " + money(e.amount) + " more."); break;
        case EventType::InsuranceTaken: say("Insurance taken, " + money(e.amount) + "."); break;
        case EventType::EvenMoneyTaken: say("Even money taken."); break;
        case EventType::InsuranceSettled:
            say(std::string(e.amount >= 0 ? "Insurance wins " : "Insurance lost ") +
                money(e.amount >= 0 ? e.amount : -e.amount) + ".");
            break;
        case EventType::EvenMoneySettled: say("Even money: " + money(e.amount) + "."); break;
        case EventType::QuestionAnswered:
            // An easy question's answer may move nothing: "stay at 10" rather than a puzzling "+0".
            if (e.amount == 0)
                say(std::string(e.value ? "Right" : "Wrong") + ". Credits stay at " + std::to_string(credits_after) +
                    ".");
            else
                say(std::string(e.value ? "Right" : "Wrong") + ". Credits " + (e.amount > 0 ? "+" : "") +
                    std::to_string(e.amount) + ", now " + std::to_string(credits_after) + ".");
            break;
        case EventType::QuestionWithdrawn: say("Taken back."); break;
        case EventType::HandSettled: on_settled(e); break;
        case EventType::PredictionSettled:
            say("Bet " + std::to_string(e.hand + 1) + ": " + outcome_words(e.outcome) + ", " +
                (e.amount >= 0 ? "+" : "") + money(e.amount) + ".");
            break;
        case EventType::BonusPaid: say("Bonus " + money(e.amount) + "."); break;
        case EventType::SideBetSettled:
            say(std::string("Side bet ") + (e.amount > 0 ? "wins " : "lost ") +
                money(e.amount > 0 ? e.amount : -e.amount) + ".");
            break;
        case EventType::RoundOver:
            say(std::string("Round over: ") +
                (e.amount > 0   ? "you won " + money(e.amount)
                 : e.amount < 0 ? "you lost " + money(-e.amount)
                                : std::string("even")) +
                ". Bank " + money(bank_after) + ". " + InputBindings::key_glyph(bindings_.key(InputAction::Confirm)) +
                ": go on.");  // the screen's one button (the next round, or the game's end), unseen by ear
            break;
        default: break;  // shuffles, payouts and credit counts are said with what they belong to
    }
}

void TableNarrator::on_card(const Event& e) {
    if (e.hand == kDealer) {
        if (!e.face_up) {
            say("Dealer's hole card, face down.");
            return;
        }
        dealer_.add(e.card);
        // Before the hole card is turned, only the up card is known: no total is said for it.
        if (hole_turned_ || dealer_.count() > 1)
            say("Dealer draws " + spoken_card(e.card) + total_words(dealer_) + ".");
        else
            say("Dealer shows " + spoken_card(e.card) + ".");
        return;
    }
    if (e.hand < 0) return;
    if (static_cast<std::size_t>(e.hand) >= hands_.size()) hands_.resize(static_cast<std::size_t>(e.hand) + 1);
    ShownHand& h = hands_[static_cast<std::size_t>(e.hand)];
    if (!e.face_up) {
        h.card_down = true;
        say(hand_name(e.hand) + ": a card face down.");
        return;
    }
    h.face_up.add(e.card);
    say(hand_name(e.hand) + ": " + spoken_card(e.card) + (h.card_down ? "" : total_words(h.face_up)) + ".");
}

void TableNarrator::on_settled(const Event& e) {
    std::string words = (hands_.size() > 1 ? hand_name(e.hand) + ": " : std::string()) + outcome_words(e.outcome);
    if (e.amount != 0) words += (e.amount > 0 ? ", +" : ", ") + money(e.amount);
    if (totals_shown(rules_) && e.hand >= 0 && static_cast<std::size_t>(e.hand) < hands_.size()) {
        const std::string why = comparison_reason(e.outcome, hands_[static_cast<std::size_t>(e.hand)].face_up.total(),
                                                  dealer_.total(), hands_.size() > 1 ? e.hand + 1 : 0);
        if (!why.empty()) words += ". " + why;
    }
    say(words + ".");
}

std::string TableNarrator::prompt(const Table& table) const {
    switch (table.state()) {
        case RoundState::EarlySurrenderOffer: return "Surrender now for half your bet? 1 yes, 2 no.";
        case RoundState::InsuranceOffer:
            return "Insurance? It costs " + money(table.base_bet() / 2) + ". 1 take it, 2 no insurance.";
        case RoundState::EvenMoneyOffer: return "Even money for your blackjack? 1 take it, 2 no.";
        case RoundState::Predictions: return "Your predictions: who wins, and each hand's value.";
        case RoundState::PlayerTurn: break;
        default: return "";
    }
    std::string words = "Your turn";
    if (table.hand_count() > 1)
        words += ", hand " + std::to_string(table.active_hand() + 1) + " of " + std::to_string(table.hand_count());
    const ActionSet legal = table.legal_actions();
    std::string open;
    for (const PlayerAction& a : kPlayerActions) {
        if (!legal.has(a.action)) continue;
        open +=
            (open.empty() ? "" : ", ") + std::string(action_name(a.action)) + " " + key_of(static_cast<int>(a.input));
    }
    return words + ". " + open + ".";
}

void TableNarrator::tick(const Table& table, bool view_idle) {
    if (hands_from_table_) read_hands(table);
    if (!speaker_.active() || !view_idle) return;
    const bool deciding = table.state() != RoundState::Betting && table.state() != RoundState::RoundOver;
    if (deciding && table.seat_in_turn() != me_) {
        // Another seat's turn: said once, by name, so the player knows the table is not waiting for them.
        const std::string where = "seat " + std::to_string(table.seat_in_turn());
        if (where == prompted_) return;
        prompted_ = where;
        speaker_.say(seat_name(table.seat_in_turn()) + ", is playing.", SpeechPriority::Prompt);
        return;
    }
    if (table.state() != RoundState::Betting && table.state() != RoundState::RoundOver) game_over_said_ = false;
    if ((table.state() == RoundState::Betting || table.state() == RoundState::RoundOver) && table.game_over(me_) &&
        !game_over_said_) {
        game_over_said_ = true;
        speaker_.say("Game over: the bank cannot cover the smallest bet.", SpeechPriority::Prompt);
        return;
    }
    // One prompt per choice: the state, the hand and its cards say where the player is.
    const std::string where =
        std::to_string(static_cast<int>(table.state())) + "/" + std::to_string(table.active_hand()) + "/" +
        std::to_string(table.hand_count() > 0 ? table.hand(table.active_hand()).cards.count() : 0);
    const std::string words = prompt(table);
    if (words.empty() || where == prompted_) return;
    prompted_ = where;
    speaker_.say(words, SpeechPriority::Prompt);
}

std::string TableNarrator::state_words(const Table& table) const {
    std::string words;
    for (std::size_t i = 0; i < hands_.size(); ++i) {
        const ShownHand& h = hands_[i];
        if (h.face_up.count() == 0 && !h.card_down) continue;
        std::string cards;
        for (Card c : h.face_up) cards += (cards.empty() ? "" : ", ") + spoken_card(c);
        if (h.card_down) cards += ", a card face down";
        words += hand_name(static_cast<int>(i)) + ": " + cards + (h.card_down ? "" : total_words(h.face_up)) + ". ";
    }
    if (dealer_.count() > 0)
        words += hole_turned_ ? "Dealer: " + std::to_string(dealer_.count()) + " cards" + total_words(dealer_) + ". "
                              : "Dealer shows " + spoken_card(dealer_[0]) + ". ";
    const Seat& mine = table.seat(me_);
    words += "Bank " + money(mine.bank) + ".";
    if (mine.base_bet > 0 && table.state() != RoundState::Betting) words += " Bet " + money(mine.base_bet) + ".";
    if (rules_.trivia) words += " Credits " + std::to_string(mine.credits) + ".";
    const bool deciding = table.state() != RoundState::Betting && table.state() != RoundState::RoundOver;
    if (deciding && table.seat_in_turn() != me_) return words + " " + seat_name(table.seat_in_turn()) + ", is playing.";
    const std::string turn = prompt(table);
    words += turn.empty() ? (table.state() == RoundState::RoundOver ? " The round is over." : " Not your turn.")
                          : " " + turn;
    return words;
}

}  // namespace bjt::game

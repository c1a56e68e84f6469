#include "game/session/event_log.h"

#include "engine/action.h"

namespace bjt::game {

namespace {
std::string who(const Event& e) { return e.hand == kDealer ? "dealer" : "hand " + std::to_string(e.hand + 1); }
}  // namespace

std::string EventLog::describe(const Event& e) {
    std::string s(event_type_name(e.type));
    switch (e.type) {
        case EventType::Shuffle: return s + " (cut card at " + std::to_string(e.value) + ")";
        case EventType::BetPlaced: return s + " " + format_amount(e.amount);
        case EventType::CardDealt:
            return s + " " + who(e) + ": " + (e.face_up ? to_string(e.card) : std::string("(face down)"));
        case EventType::HoleCardRevealed: return s + " " + to_string(e.card);
        case EventType::DoubleCardRevealed: return s + " " + who(e) + ": " + to_string(e.card);
        case EventType::Announcement: return s + ": " + std::string(announcement_text(e.announcement));
        case EventType::Split: return s + " " + who(e) + " -> hand " + std::to_string(e.value + 1);
        case EventType::DoubledDown: return s + " " + who(e) + " +" + format_amount(e.amount);
        case EventType::QuestionAsked:
            return s + " " + who(e) + " for " + std::string(action_name(static_cast<Action>(e.value)));
        case EventType::QuestionAnswered: return s + " " + who(e) + (e.value ? ": right" : ": wrong");
        case EventType::CreditsChanged: return s + " -> " + std::to_string(e.value);
        case EventType::HandSettled:
            return s + " " + who(e) + ": " + std::string(outcome_name(e.outcome)) + " " + format_amount(e.amount);
        case EventType::RoundOver: return s + " (bank " + (e.amount >= 0 ? "+" : "") + format_amount(e.amount) + ")";
        default: return e.amount != 0 ? s + " " + format_amount(e.amount) : s;
    }
}

void EventLog::add(const Event& e) {
    lines_[count_ % kCapacity] = "#" + std::to_string(count_ + 1) + " " + describe(e);
    ++count_;
}

const std::string& EventLog::line(std::size_t i) const {
    const std::uint64_t first = count_ < kCapacity ? 0 : count_ - kCapacity;
    return lines_[(first + i) % kCapacity];
}

}  // namespace bjt::game

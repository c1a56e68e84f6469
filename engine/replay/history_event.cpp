#include "engine/replay/history_event.h"

#include <array>
#include <charconv>

#include "engine/action.h"
#include "engine/outcome.h"
#include "engine/seat.h"

namespace bjt::replay {
namespace {

template <typename Int>
std::optional<Int> to_number(std::string_view s) {
    Int v{};
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || r.ec != std::errc{} || r.ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

std::string event_detail(const Event& e) {
    switch (e.type) {
        case EventType::CardDealt: return e.face_up ? "up" : "down";
        case EventType::Announcement: return std::string(announcement_text(e.announcement));
        case EventType::HandSettled:
        case EventType::PredictionSettled: return std::string(outcome_name(e.outcome));
        case EventType::QuestionAnswered: return std::string(difficulty_name(e.difficulty));
        default: return "";
    }
}

}  // namespace

bool is_input(std::string_view kind) {
    return kind == "bet" || kind == "action" || kind == "answer" || kind == "predict" || kind == "withdraw";
}

bool belongs_to_a_seat(const HistoryEvent& e) {
    if (is_input(e.kind)) return true;
    if (e.kind == "shuffle" || e.kind == "hole_card_revealed" || e.kind == "round_over") return false;
    if (e.kind == "card_dealt") return e.hand != kDealer;
    if (e.kind != "announcement") return true;
    for (int a = 0; a <= static_cast<int>(Announcement::NobodyBusted); ++a) {
        Event said{};
        said.type = EventType::Announcement;
        said.announcement = static_cast<Announcement>(a);
        if (announcement_text(said.announcement) == e.detail) return concerns_a_seat(said);
    }
    return true;
}

HistoryEvent describe(const Event& e) {
    HistoryEvent h;
    h.kind = std::string(event_type_name(e.type));
    h.hand = e.hand;
    if (e.card.valid()) h.card = to_string(e.card);
    h.amount = e.amount;
    h.value = e.value;
    h.detail = event_detail(e);
    h.seat = concerns_a_seat(e) ? e.seat : 0;
    return h;
}

HistoryEvent bet_input(Cents amount, const SideBetStakes& side_bets) {
    std::string detail;
    for (SideBet b : kSideBets)
        if (side_bets[b] != 0)
            detail += (detail.empty() ? "" : " ") + std::string(side_bet_name(b)) + "=" + std::to_string(side_bets[b]);
    return {"bet", kDealer, "", amount, 0, detail, 0};
}

std::optional<SideBetStakes> parse_side_bet_stakes(std::string_view detail) {
    SideBetStakes stakes;
    while (!detail.empty()) {
        const auto end = detail.find(' ');
        const std::string_view item = detail.substr(0, end);
        detail = end == std::string_view::npos ? std::string_view{} : detail.substr(end + 1);
        const auto eq = item.find('=');
        const auto bet = eq == std::string_view::npos ? std::nullopt : parse_side_bet(item.substr(0, eq));
        const auto amount = bet ? to_number<Cents>(item.substr(eq + 1)) : std::nullopt;
        if (!amount) return std::nullopt;
        stakes[*bet] = *amount;
    }
    return stakes;
}

HistoryEvent action_input(Action action) { return {"action", kDealer, "", 0, 0, std::string(action_name(action)), 0}; }

HistoryEvent answer_input(Difficulty difficulty, bool right, std::string_view question_id) {
    std::string detail(difficulty_name(difficulty));
    if (!question_id.empty()) detail += " " + std::string(question_id);
    return {"answer", kDealer, "", 0, right ? 1 : 0, detail, 0};
}

HistoryEvent predict_input(const Prediction& p) {
    return {"predict",
            kDealer,
            "",
            0,
            0,
            std::string("winner=") + (p.winner == Winner::Dealer ? "dealer" : "player") +
                " player=" + std::to_string(p.player_value) + " dealer=" + std::to_string(p.dealer_value),
            0};
}

HistoryEvent withdraw_input() { return {"withdraw", kDealer, "", 0, 0, "", 0}; }

std::string_view difficulty_name(Difficulty d) {
    static constexpr std::array<std::string_view, 3> names{"easy", "medium", "hard"};
    return names[static_cast<std::size_t>(d)];
}

std::optional<Difficulty> parse_difficulty(std::string_view name) {
    for (int i = 0; i < 3; ++i)
        if (difficulty_name(static_cast<Difficulty>(i)) == name) return static_cast<Difficulty>(i);
    return std::nullopt;
}

std::optional<Prediction> parse_prediction(std::string_view text) {
    Prediction p;
    if (text.starts_with("winner=player ")) {
        p.winner = Winner::Player;
    } else if (text.starts_with("winner=dealer ")) {
        p.winner = Winner::Dealer;
    } else {
        return std::nullopt;
    }
    text.remove_prefix(14);
    if (!text.starts_with("player=")) return std::nullopt;
    const auto space = text.find(' ');
    if (space == std::string_view::npos || !text.substr(space + 1).starts_with("dealer=")) return std::nullopt;
    const auto player = to_number<int>(text.substr(7, space - 7));
    const auto dealer = to_number<int>(text.substr(space + 8));
    if (!player || !dealer) return std::nullopt;
    p.player_value = *player;
    p.dealer_value = *dealer;
    return p;
}

std::string format_event_line(const HistoryEvent& e) {
    std::string line = e.kind;
    if (e.seat != 0) line += " seat=" + std::to_string(e.seat + 1);
    if (e.hand != kDealer) line += " hand=" + std::to_string(e.hand);
    if (!e.card.empty()) line += " card=" + e.card;
    if (e.amount != 0) line += " amount=" + std::to_string(e.amount);
    if (e.value != 0) line += " value=" + std::to_string(e.value);
    if (!e.detail.empty()) line += " detail=" + e.detail;
    return line;
}

std::optional<HistoryEvent> parse_event_line(std::string_view line, std::string& error) {
    HistoryEvent e;
    const auto kind_end = line.find(' ');
    e.kind = std::string(line.substr(0, kind_end));
    std::string_view rest = kind_end == std::string_view::npos ? std::string_view{} : line.substr(kind_end + 1);
    while (!rest.empty()) {
        if (rest.starts_with("detail=")) {
            e.detail = std::string(rest.substr(7));
            break;
        }
        const auto end = rest.find(' ');
        const std::string_view field = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        const auto eq = field.find('=');
        const std::string_view name = field.substr(0, eq),
                               value = eq == std::string_view::npos ? "" : field.substr(eq + 1);
        bool ok = eq != std::string_view::npos;
        if (ok && name == "seat") {
            const auto v = to_number<int>(value);
            ok = v && *v >= 1 && *v <= kMaxSeats, e.seat = v.value_or(1) - 1;
        } else if (ok && name == "hand") {
            const auto v = to_number<int>(value);
            ok = v.has_value(), e.hand = v.value_or(0);
        } else if (ok && name == "card") {
            ok = parse_card(value).has_value(), e.card = std::string(value);
        } else if (ok && name == "amount") {
            const auto v = to_number<Cents>(value);
            ok = v.has_value(), e.amount = v.value_or(0);
        } else if (ok && name == "value") {
            const auto v = to_number<int>(value);
            ok = v.has_value(), e.value = v.value_or(0);
        } else {
            ok = false;
        }
        if (!ok) {
            error = "bad field '" + std::string(field) + "' (expected seat=1.." + std::to_string(kMaxSeats) +
                    ", hand=N, card=CARD, amount=N, value=N, detail=TEXT)";
            return std::nullopt;
        }
    }
    return e;
}

}  // namespace bjt::replay

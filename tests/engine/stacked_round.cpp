#include "tests/engine/stacked_round.h"

#include <catch2/catch.hpp>

#include "tests/engine/cli_split.h"

namespace bjt::test {

Rules preset_rules(const std::string& name) {
    auto path = find_preset(std::string(BJT_SOURCE_DIR) + "/config/presets/" + name + ".yaml");
    REQUIRE(path.has_value());
    PresetLoad load = load_preset(*path);
    INFO((load.errors.empty() ? std::string() : load.errors.front().message()));
    REQUIRE(load.ok());
    return load.preset->rules;
}

std::vector<Card> cards(const std::string& text) {
    std::vector<Card> out;
    for (const auto& token : split_words(text)) {
        auto c = parse_card(token);
        INFO("card " << token);
        REQUIRE(c.has_value());
        out.push_back(*c);
    }
    return out;
}

StackedRound::StackedRound(const Rules& rules, const std::string& shoe, Cents bank)
    : table(rules, Shoe::stacked(cards(shoe))) {
    if (bank >= 0) REQUIRE(table.reset_session(bank, table.credits()).ok());
    table.set_event_sink([this](const Event& e) { events.push_back(e); });
}

StackedRound& StackedRound::bet(Cents amount) { return bet(amount, SideBetStakes{}); }

StackedRound& StackedRound::bet(Cents amount, const SideBetStakes& side_bets) {
    const Status s = table.begin_round(amount, side_bets);
    INFO("begin_round: " << describe(s.refusal));
    REQUIRE(s.ok());
    return *this;
}

StackedRound& StackedRound::seats(int n) {
    const Status s = table.set_seat_count(n);
    INFO("set_seat_count(" << n << "): " << describe(s.refusal));
    REQUIRE(s.ok());
    return *this;
}

StackedRound& StackedRound::bets(const std::vector<Cents>& amounts) {
    std::vector<SeatBet> seat_bets;
    for (Cents a : amounts) seat_bets.push_back(SeatBet{.bet = a, .plays = a != kSitsOut});
    const Status s = table.begin_round(seat_bets);
    INFO("begin_round: " << describe(s.refusal));
    REQUIRE(s.ok());
    return *this;
}

StackedRound& StackedRound::act(Action a) {
    const Status s = table.act(a);
    INFO("act(" << action_name(a) << ") at " << round_state_name(table.state()) << ", seat " << table.seat_in_turn()
                << ": " << describe(s.refusal));
    REQUIRE(s.ok());
    return *this;
}

StackedRound& StackedRound::answer(Difficulty d, bool right) {
    const Status s = table.answer(d, right);
    INFO("answer: " << describe(s.refusal));
    REQUIRE(s.ok());
    return *this;
}

bool StackedRound::announced(Announcement a) const {
    for (const auto& e : events)
        if (e.type == EventType::Announcement && e.announcement == a) return true;
    return false;
}

int StackedRound::count(EventType t) const {
    int n = 0;
    for (const auto& e : events) n += e.type == t;
    return n;
}

}  // namespace bjt::test

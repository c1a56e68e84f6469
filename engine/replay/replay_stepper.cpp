#include "engine/replay/replay_stepper.h"

#include <algorithm>
#include <utility>

#include "engine/replay/replay_player.h"
#include "engine/replay/rules_text.h"

namespace bjt::replay {

ReplayStepper::ReplayStepper(Replay replay) : replay_(std::move(replay)) {
    for (const auto& [fingerprint, text] : replay_.rule_sets) {
        std::string error;
        if (auto rules = parse_rules_text(text, error)) rules_.emplace(fingerprint, std::move(*rules));
    }
}

int ReplayStepper::events_in_round() const {
    if (round_ >= replay_.rounds.size()) return 0;
    const auto& events = replay_.rounds[round_].events;
    // Shuffle lines are the shoe's: a round dealt from its own cards never shuffles.
    return static_cast<int>(std::count_if(
        events.begin(), events.end(), [](const HistoryEvent& e) { return !is_input(e.kind) && e.kind != "shuffle"; }));
}

SteppedEvent ReplayStepper::take_event() {
    SteppedEvent e = queue_.front();
    queue_.pop_front();
    ++taken_;
    return e;
}

ReplayStepper::Advance ReplayStepper::refuse(std::string why) {
    error_ = "Round " + std::to_string(replay_.rounds[round_].number) + ": " + std::move(why);
    return Advance::Refused;
}

ReplayStepper::Advance ReplayStepper::start_round() {
    const RoundRecord& r = replay_.rounds[round_];
    const auto rules = rules_.find(r.rules);
    if (rules == rules_.end()) return refuse("its rules cannot be read");
    if (!table_) {
        table_.emplace(rules->second, Shoe::stacked({}));
        table_->set_event_sink([this](const Event& e) {
            // The money shown with an event is its seat's (the profile's seat's for the dealer's own events).
            const Seat& seat = table_->seat(concerns_a_seat(e) ? e.seat : seat_);
            Event shown = e;  // the round's end as the profile's seat's net, as the game tells it
            if (e.type == EventType::RoundOver) shown.amount = table_->seat(seat_).round_bank_delta();
            queue_.push_back({shown, seat.bank, seat.credits, ++produced_});
        });
    }
    // A round that does not start where the last ended (a file of rounds picked apart) starts from its own bank.
    reset_bank_ = round_ == 0 || left_.bank != r.bank_before || left_.credits != r.credits_before;
    if (const Status s = seat_round(*table_, rules->second, r); !s) return refuse(std::string(describe(s.refusal)));
    table_->set_shoe(Shoe::stacked(round_cards(r)));
    seat_ = r.seat;
    seating_changed_ = r.seat_count() != seats_shown_ || r.seat != seat_shown_;
    seats_shown_ = r.seat_count();
    seat_shown_ = r.seat;
    line_ = 0;
    produced_ = taken_ = 0;
    queue_.clear();
    last_input_ = nullptr;
    round_started_ = true;
    return Advance::RoundStarted;
}

ReplayStepper::Advance ReplayStepper::advance() {
    if (!error_.empty()) return Advance::Refused;
    if (round_ >= replay_.rounds.size()) return Advance::End;
    if (!round_started_) return start_round();
    const RoundRecord& r = replay_.rounds[round_];
    while (line_ < r.events.size() && !is_input(r.events[line_].kind)) ++line_;
    if (line_ == r.events.size()) {
        left_ = {table_->seat(seat_).bank, table_->seat(seat_).credits};
        ++round_;
        round_started_ = false;
        return Advance::RoundEnded;
    }
    // A table of several begins its round with every seat's bet line at once.
    const std::size_t lines = std::max<std::size_t>(1, bet_lines_at(r, line_));
    const HistoryEvent& input = r.events[line_];
    line_ += lines;
    std::string why;
    const Status s =
        input.kind == "bet" ? apply_bets(*table_, std::span(&input, lines), why) : apply_input(*table_, input, why);
    if (!s)
        return refuse("the engine refuses '" + format_event_line(input) +
                      "': " + (why.empty() ? std::string(describe(s.refusal)) : why));
    last_input_ = &input;
    return Advance::Input;
}

}  // namespace bjt::replay

#include "storage/table_recorders.h"

#include <algorithm>

#include "storage/session_recorder.h"

namespace bjt::storage {

void TableRecorders::add(SessionRecorder& recorder) { recorders_.push_back(&recorder); }

void TableRecorders::remove(const SessionRecorder& recorder) { std::erase(recorders_, &recorder); }

SessionRecorder* TableRecorders::at_seat(int seat) const {
    const auto it = std::find_if(recorders_.begin(), recorders_.end(),
                                 [seat](const SessionRecorder* r) { return r->seat() == seat; });
    return it == recorders_.end() ? nullptr : *it;
}

EventSink TableRecorders::sink(EventSink next) {
    return [this, next = std::move(next)](const Event& e) {
        record(e);
        if (next) next(e);
    };
}

void TableRecorders::record(const Event& e) {
    for (SessionRecorder* r : recorders_) r->record(e);
}

Status TableRecorders::made(std::span<const replay::HistoryEvent> lines, const std::function<Status()>& call) {
    for (SessionRecorder* r : recorders_) r->input_coming(lines);
    const Status status = call();
    for (SessionRecorder* r : recorders_) r->input_taken(lines, status);
    return status;
}

replay::HistoryEvent TableRecorders::of_seat_in_turn(const Table& table, replay::HistoryEvent line) {
    line.seat = table.seat_in_turn();
    return line;
}

Status TableRecorders::begin_round(Table& table, std::span<const SeatBet> bets) {
    std::vector<replay::HistoryEvent> lines;
    for (std::size_t i = 0; i < bets.size(); ++i) {
        if (!bets[i].plays) continue;  // a seat sitting out has no line
        lines.push_back(replay::bet_input(bets[i].bet, bets[i].side_bets));
        lines.back().seat = static_cast<int>(i);
    }
    return made(lines, [&] { return table.begin_round(bets); });
}

Status TableRecorders::act(Table& table, Action action) {
    if (SessionRecorder* own = at_seat(table.seat_in_turn())) own->decision(action);
    const replay::HistoryEvent line = of_seat_in_turn(table, replay::action_input(action));
    return made(std::span(&line, 1), [&] { return table.act(action); });
}

Status TableRecorders::answer(Table& table, Difficulty difficulty, bool right) {
    const SessionRecorder* own = at_seat(table.seat_in_turn());
    const std::string_view question = own ? std::string_view(own->question_id()) : std::string_view{};
    const replay::HistoryEvent line = of_seat_in_turn(table, replay::answer_input(difficulty, right, question));
    return made(std::span(&line, 1), [&] { return table.answer(difficulty, right); });
}

Status TableRecorders::predict(Table& table, const Prediction& prediction) {
    const replay::HistoryEvent line = of_seat_in_turn(table, replay::predict_input(prediction));
    return made(std::span(&line, 1), [&] { return table.predict(prediction); });
}

Status TableRecorders::withdraw_question(Table& table) {
    const replay::HistoryEvent line = of_seat_in_turn(table, replay::withdraw_input());
    return made(std::span(&line, 1), [&] { return table.withdraw_question(); });
}

}  // namespace bjt::storage

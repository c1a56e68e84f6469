#pragma once
// The recorders of the person seats at one table of several (a SessionRecorder per profile seated), told of
// everything at the table in one place. Every event goes to each of them: each saves its own seat's money and
// statistics, and all keep the whole table in their hand history, which a replay needs to deal the same cards.
// Each request of any seat (a person's or a computer player's) is made on the table once, and written into every
// history around that one call (SessionRecorder::input_coming(), input_taken()); the seat in turn's own recorder
// scores its decisions.
//
//     TableRecorders recorders;
//     recorders.add(ana);  recorders.add(ben);
//     table.set_event_sink(recorders.sink(next));
//     recorders.begin_round(table, bets);  recorders.act(table, Action::Hit);  ...
#include <functional>
#include <span>
#include <string_view>
#include <vector>

#include "engine/event.h"
#include "engine/replay/history_event.h"
#include "engine/table.h"

namespace bjt::storage {

class SessionRecorder;

class TableRecorders {
public:
    // A person's recorder, which must outlive this (or be removed first). One per seat.
    void add(SessionRecorder& recorder);
    void remove(const SessionRecorder& recorder);
    // The recorder of `seat`'s person; null for a computer player or an empty seat.
    SessionRecorder* at_seat(int seat) const;
    bool empty() const { return recorders_.empty(); }

    // Every recorder's record(), then `next` (the view), so money is written before it is shown.
    EventSink sink(EventSink next = {});
    void record(const Event& e);

    // The table's requests, each for the seat in turn (begin_round: every seat's bet, seat 0 first).
    [[nodiscard]] Status begin_round(Table& table, std::span<const SeatBet> bets);
    [[nodiscard]] Status act(Table& table, Action action);
    // The question is the one the seat's recorder was last asked (its id goes in the line); none for a computer.
    [[nodiscard]] Status answer(Table& table, Difficulty difficulty, bool right);
    [[nodiscard]] Status predict(Table& table, const Prediction& prediction);
    [[nodiscard]] Status withdraw_question(Table& table);

private:
    // `lines` into every history, the table's one `call`, and the refusal (if any) taken out of them again.
    Status made(std::span<const replay::HistoryEvent> lines, const std::function<Status()>& call);
    // `line` named after the seat in turn.
    static replay::HistoryEvent of_seat_in_turn(const Table& table, replay::HistoryEvent line);

    std::vector<SessionRecorder*> recorders_;
};

}  // namespace bjt::storage

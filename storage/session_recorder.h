#pragma once
// Wires a Table to the save in one line: the recorder turns the table's events into journal and
// statistics calls, then passes each event on to the game's own sink (the view):
//
//     table.set_event_sink(recorder.sink([this](const Event& e) { view_.on_event(e, ...); }));
//
// Stakes (bet, double, split, insurance, even money) and settlements (each hand, the side bets,
// three-bets bets, the bonus) are each saved the moment the table makes them; RoundOver closes the
// round with its statistics. Events reach the view only after they are saved.
//
// A failed write (disk full, a bank that does not match) is never thrown into the engine: the
// recorder stops recording, failed() turns true and error() says why. The game should tell the
// player and go back to the title; on the next start RoundRecovery settles the cut-off round.
#include <cstdint>
#include <string>

#include "engine/event.h"
#include "storage/career_stats.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"

namespace bjt {
class Table;
}
namespace bjt::trivia {
class AskedQuestions;
struct Question;
}  // namespace bjt::trivia

namespace bjt::storage {

class SaveDatabase;

class SessionRecorder {
public:
    // `table` must already hold the profile's saved bank and credits (Table::reset_session), and
    // RoundRecovery must have run: otherwise StorageError.
    SessionRecorder(SaveDatabase& db, std::int64_t profile_id, const Table& table);

    // The sink for Table::set_event_sink; `next` (may be empty) gets every event after it is saved.
    // The recorder must outlive the table's use of the sink.
    EventSink sink(EventSink next = {});

    // When a question is put up: its category is what the answer counts under, and the profile's
    // asked questions are saved (the picker's set after picking).
    void question_asked(const trivia::Question& question, const trivia::AskedQuestions& asked_now);

    bool failed() const { return failed_; }
    const std::string& error() const { return error_; }
    std::int64_t profile_id() const { return profile_id_; }

    // The recording, without passing the event on (the sink calls this).
    void record(const Event& e);

private:
    void fail(const std::string& why);

    const Table& table_;
    std::int64_t profile_id_;
    MoneyJournal journal_;
    CareerStats stats_;
    ProfileStore profiles_;
    std::string category_ = "Unknown";
    Cents insurance_stake_ = 0;
    Cents even_money_stake_ = 0;
    bool failed_ = false;
    std::string error_;
};

}  // namespace bjt::storage

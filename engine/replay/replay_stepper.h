#pragma once
// A replay (docs/replays.md) played through bjt::Table one engine event at a time, for the game's animated
// playback (`blackjack-trivia --replay`): the engine answers an input with all its events at once (a stand: the
// hole card, every dealer draw, the settlements), so the stepper keeps them in a queue the caller takes one by
// one (a paused replay stepping event by event) or all together (playing, one move of the player at a time).
// Each event comes with the bank and credits the engine had right after it, so a view can land on exact figures:
// its seat's, at a table of several (the profile's seat's for the dealer's own events), and the round's end
// (RoundOver) is the profile's seat's net.
#include <cstddef>
#include <deque>
#include <map>
#include <optional>
#include <string>

#include "engine/event.h"
#include "engine/replay/replay.h"
#include "engine/table.h"

namespace bjt::replay {

struct SteppedEvent {
    Event event;
    Cents bank_after = 0;
    int credits_after = 0;
    int number = 0;  // 1-based among the round's engine events
};

class ReplayStepper {
public:
    explicit ReplayStepper(Replay replay);
    ReplayStepper(const ReplayStepper&) = delete;  // the table's event sink holds `this`
    ReplayStepper& operator=(const ReplayStepper&) = delete;

    // What advance() did.
    enum class Advance {
        RoundStarted,  // the next round's rules and cards are on the table (reset_bank(): from its own bank)
        Input,  // the round's next input was made: its events are queued (last_input())
        RoundEnded,  // the round's inputs are all made
        End,  // no round is left
        Refused,  // the engine refused the file (error()): playback stops here
    };
    // One step of the file: starts the next round, makes the round's next input, or ends the round.
    Advance advance();

    bool has_event() const { return !queue_.empty(); }
    SteppedEvent take_event();  // the oldest queued event; has_event() must hold

    const Replay& replay() const { return replay_; }
    const Table* table() const { return table_ ? &*table_ : nullptr; }
    // The round on the table or the next one (index into replay().rounds); rounds().size() at the end.
    std::size_t round() const { return round_; }
    bool round_started() const { return round_started_; }
    bool reset_bank() const { return reset_bank_; }
    // The engine events of the current round: taken so far, and in all (the file's event lines but its shuffles).
    int events_taken() const { return taken_; }
    int events_in_round() const;
    const HistoryEvent* last_input() const { return last_input_; }
    // The round on the table seats differently from the one before (its count, or the profile's seat): a view
    // seats it again. True for the first round.
    bool seating_changed() const { return seating_changed_; }
    // The profile's seat in the round on the table.
    int seat() const { return seat_; }
    const std::string& error() const { return error_; }

private:
    Advance start_round();
    Advance refuse(std::string why);

    Replay replay_;
    std::map<std::string, Rules> rules_;
    std::optional<Table> table_;
    std::deque<SteppedEvent> queue_;
    std::size_t round_ = 0;
    std::size_t line_ = 0;  // the next line of the round to look at
    bool round_started_ = false;
    bool reset_bank_ = false;
    int produced_ = 0;  // engine events the round has given so far
    int taken_ = 0;
    const HistoryEvent* last_input_ = nullptr;  // at a table of several, the first of the round's bet lines
    int seat_ = 0;  // the profile's seat in the round on the table
    SeatMoney left_;  // its money after the last round played
    int seats_shown_ = 0, seat_shown_ = -1;  // the seating the last round started with
    bool seating_changed_ = false;
    std::string error_;
};

}  // namespace bjt::replay

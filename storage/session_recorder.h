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
// The hand history (storage/hand_history.h): the recorder opens a session when it is made and keeps every
// round in full: the rules, the shoe (with its seeds), the cards, and every input and event. Inputs reach the
// history only when the game makes them through the recorder (begin_round, act, answer, predict and
// withdraw_question below record the input and pass it to the table); the round is written when it is over, in
// one transaction.
// A provably fair shoe is announced with fair_shoe_started() before the table deals from it, and its server seed
// with server_seed_revealed(); a shoe the recorder was not told about is recorded with its plain seed.
//
// Each decision of a standard-mode round is scored as it is made (decision()), and the round's skill score is
// written with it when it closes (storage/round_skill.h).
//
// A failed write (disk full, a bank that does not match) is never thrown into the engine: the
// recorder stops recording, failed() turns true and error() says why. The game tells the player
// and plays on unsaved; on the next start RoundRecovery settles the cut-off round.
#include <cstdint>
#include <span>
#include <string>

#include "engine/event.h"
#include "engine/replay/history_event.h"
#include "engine/strategy/decision_tally.h"
#include "engine/strategy/skill_score.h"
#include "engine/table.h"
#include "storage/career_stats.h"
#include "storage/hand_history.h"
#include "storage/money_journal.h"
#include "storage/profile_store.h"
#include "storage/round_skill.h"

namespace bjt::trivia {
class AskedQuestions;
struct Question;
}  // namespace bjt::trivia

namespace bjt::storage {

class SaveDatabase;
class SqlConnection;

class SessionRecorder {
public:
    // `table` must already hold the profile's saved bank and credits at `seat` (Table::reset_session, or
    // reset_seat at a table of several), and RoundRecovery must have run: otherwise StorageError. The recorder
    // saves that seat's money and statistics; its hand history holds the whole table (every seat's inputs and
    // events), which a replay needs to deal the same cards.
    SessionRecorder(SaveDatabase& db, std::int64_t profile_id, const Table& table, int seat = 0);

    // The sink for Table::set_event_sink; `next` (may be empty) gets every event after it is saved.
    // The recorder must outlive the table's use of the sink.
    EventSink sink(EventSink next = {});

    // When a question is put up: its category is what the answer counts under, and the profile's
    // asked questions are saved (the picker's set after picking).
    void question_asked(const trivia::Question& question, const trivia::AskedQuestions& asked_now);

    // The player's requests, recorded in the history and passed to the table. Refused requests are not recorded.
    // These serve a table of one recorder; at a table of several the game makes each request once and tells every
    // recorder of it with input_coming() and input_taken() (SaveGame does).
    Status begin_round(Table& table, Cents bet, const SideBetStakes& side_bets = {});
    Status act(Table& table, Action action);
    Status answer(Table& table, Difficulty difficulty, bool right);  // the question is the last question_asked()
    Status predict(Table& table, const Prediction& prediction);
    Status withdraw_question(Table& table);  // the pending hit or double taken back before its question
    // A request of any seat at a table of several, in the history of every person's recorder so that each
    // profile's replay deals the whole table: its lines (a round's bets: one per seat that plays) go in before the
    // table's call, as its events follow it, and come out again when the table refuses it. An answer or a
    // withdrawal of this recorder's own seat counts in its skill score.
    void input_coming(std::span<const replay::HistoryEvent> lines);
    void input_taken(std::span<const replay::HistoryEvent> lines, Status status);

    // The player is about to make `action` at the table (act() calls it): scored now, on the table as they face it, by
    // the scorer of `bjt replay --score`. The round's tally is written when it closes (storage/round_skill.h). Not a
    // decision the analysis scores: nothing.
    void decision(Action action);

    // The game put a provably fair shoe on the table (Table::set_shoe) under this number and commitment, at preset
    // `preset` (its key). Its row, written with its first round, keeps the preset, that round's rule set and now.
    void fair_shoe_started(std::uint64_t shoe_number, const std::string& commitment, const std::string& client_seed,
                           const std::string& preset = {});
    // The shoe is done (reshuffle, cash-out): its server seed, checked against the commitment.
    void server_seed_revealed(std::uint64_t shoe_number, const std::string& server_seed_hex);

    // 0 until the session's first round is recorded.
    std::int64_t session_id() const { return session_id_; }
    bool failed() const { return failed_; }
    const std::string& error() const { return error_; }
    std::int64_t profile_id() const { return profile_id_; }
    // The skill score of the last round closed (storage/round_skill.h); rounds == 0 when it was not scored (not
    // standard mode), or while a round is being played.
    const SkillTotals& last_round_skill() const { return last_skill_; }

    // The recording, without passing the event on (the sink calls this).
    void record(const Event& e);
    int seat() const { return seat_; }
    // The id of the question last put to this seat (question_asked()); what its answer line names.
    const std::string& question_id() const { return question_id_; }

private:
    void fail(const std::string& why);
    void record_own(const Event& e);  // record() of an event of this recorder's seat or the dealer
    Status recorded(const replay::HistoryEvent& input, Status status);
    void note_shoe();  // at a round's first card: which shoe, and where in it
    void write_history(SqlConnection& db, std::int64_t round_id);  // in the round's closing transaction
    void write_skill(SqlConnection& db, std::int64_t round_id);  // after the history, in the same transaction

    struct PendingFairShoe {
        std::uint64_t shoe_number = 0;
        std::string commitment, client_seed;
        ShoeOrigin origin;  // its preset and time; the rules are the first round's
    };

    const Table& table_;
    int seat_;  // the profile's seat at the table
    const Clock& clock_;
    std::int64_t profile_id_;
    MoneyJournal journal_;
    CareerStats stats_;
    ProfileStore profiles_;
    HandHistory history_;
    std::int64_t session_id_ = 0;
    std::optional<PendingFairShoe> pending_fair_shoe_;
    std::int64_t shoe_id_ = 0;  // 0: the current shoe has no row yet (unwritten_shoe_ holds it)
    std::optional<replay::ShoeRecord> unwritten_shoe_;
    ShoeOrigin unwritten_origin_;
    UnixSeconds session_started_at_ = 0;
    Cents bank_start_ = 0;
    int credits_start_ = 0;
    std::pair<std::uint64_t, std::uint64_t> shoe_identity_{0, 0};  // (seed, shuffles) of the shoe recorded
    std::uint64_t plain_shoes_ = 0;
    std::uint64_t shoe_position_ = 0;
    std::string question_id_;
    std::vector<replay::HistoryEvent> round_events_;
    bool card_seen_ = false;
    static constexpr std::uint64_t kPlainShoeNumbers = 1'000'000'000;
    std::string category_ = "Unknown";
    Cents insurance_stake_ = 0;
    Cents even_money_stake_ = 0;
    bool failed_ = false;
    std::string error_;
    strategy::SkillScorer scorer_;  // keeps its coach from round to round
    strategy::DecisionTally round_skill_;  // the decisions of the round being played
    Cents round_money_bet_ = 0;  // its stakes: bets, doubles, splits, insurance, even money (as bjt replay counts)
    SkillTotals last_skill_;
};

}  // namespace bjt::storage

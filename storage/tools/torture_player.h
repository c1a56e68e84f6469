#pragma once
// A player that never stops: seeded random legal play through a real Table, recorded into a save
// by SessionRecorder, with a cash-out now and then and a new run after every GAME OVER. The
// save_torture driver runs it until it is killed; the crash test runs it again from the same
// seed and starting save to know exactly what the killed run had done.
//
// At a table of several seats two people play, at first base ("NAME") and at the last seat ("NAME 2"), each
// with a recorder of its own (storage/table_recorders.h), and computer players bet at the seats between, now and
// then sitting a round out, as in the game.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/table.h"
#include "engine/trivia/asked_questions.h"
#include "storage/session_recorder.h"
#include "storage/table_recorders.h"

namespace bjt::storage {

class SaveDatabase;

// The rules of a shipped preset ("trivia", "three-bets", "classic"...); throws when it does not load.
Rules torture_rules(const std::string& preset);

class TorturePlayer {
public:
    // Finds or creates the profiles (at the rules' starting bank), runs RoundRecovery, seats a
    // table of `seats` at the saved banks and attaches the recorders.
    TorturePlayer(SaveDatabase& db, const Rules& rules, std::string_view profile_name, std::uint64_t seed,
                  int seats = 1);

    // Between rounds: a new run after GAME OVER, sometimes a cash-out, otherwise one round played
    // to the end. false when the recorder failed (error() says why).
    bool step();

    const Table& table() const { return table_; }
    // The first person's (first base).
    std::int64_t profile_id() const { return recorders_.front()->profile_id(); }
    const SessionRecorder& recorder() const { return *recorders_.front(); }
    // Every person's, first base first; the names are "NAME" and "NAME 2".
    const std::vector<std::unique_ptr<SessionRecorder>>& recorders() const { return recorders_; }
    std::uint64_t rounds_played() const { return rounds_; }
    // The error of a recorder that failed; empty while none has.
    std::string error() const;

private:
    void play_round();
    void play_turn();
    Cents random_bet(int seat);
    std::vector<SeatBet> random_bets();
    void seat_person(std::string_view name, int seat);
    bool failed() const { return !error().empty(); }

    SaveDatabase& db_;
    Rules rules_;
    Rng rng_;
    Table table_;
    std::vector<std::unique_ptr<SessionRecorder>> recorders_;
    TableRecorders joined_;
    trivia::AskedQuestions asked_;
    std::uint64_t questions_ = 0;
    std::uint64_t rounds_ = 0;
};

}  // namespace bjt::storage

#pragma once
// A player that never stops: seeded random legal play through a real Table, recorded into a save
// by SessionRecorder, with a cash-out now and then and a new run after every GAME OVER. The
// save_torture driver runs it until it is killed; the crash test runs it again from the same
// seed and starting save to know exactly what the killed run had done.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/table.h"
#include "engine/trivia/asked_questions.h"
#include "storage/session_recorder.h"

namespace bjt::storage {

class SaveDatabase;

// The rules of a shipped preset ("trivia", "three-bets", "classic"...); throws when it does not load.
Rules torture_rules(const std::string& preset);

class TorturePlayer {
public:
    // Finds or creates the profile (at the rules' starting bank), runs RoundRecovery, seats a
    // table at the saved bank and attaches the recorder.
    TorturePlayer(SaveDatabase& db, const Rules& rules, std::string_view profile_name, std::uint64_t seed);

    // Between rounds: a new run after GAME OVER, sometimes a cash-out, otherwise one round played
    // to the end. false when the recorder failed (error() says why).
    bool step();

    const Table& table() const { return table_; }
    std::int64_t profile_id() const { return profile_id_; }
    const SessionRecorder& recorder() const { return *recorder_; }
    std::uint64_t rounds_played() const { return rounds_; }

private:
    void play_round();
    Cents random_bet();

    SaveDatabase& db_;
    Rules rules_;
    std::int64_t profile_id_ = 0;
    Rng rng_;
    Table table_;
    std::unique_ptr<SessionRecorder> recorder_;
    trivia::AskedQuestions asked_;
    std::uint64_t questions_ = 0;
    std::uint64_t rounds_ = 0;
};

}  // namespace bjt::storage

#pragma once
// How to play's own table: a seat at the chosen preset with a save of its own, kept in memory and thrown away with
// it, so nothing the walkthrough plays reaches the player's bank, stats, history or leaderboard. It has its own
// scene stack and a GameContext over it, so the real betting, table, trivia and prediction screens play it with
// their real buttons; what they share with the game (settings, sound, questions, the window) is the player's.
#include <memory>

#include "game/base/result.h"
#include "game/scene/scene_stack.h"
#include "game/session/game_context.h"
#include "game/view/table_stage.h"

namespace bjt::storage {
class SystemClock;
}

namespace bjt::game {

class Session;
class SaveGame;
class TableNarrator;

class PracticeTable {
public:
    // Sits down at the preset the player has chosen (player.session's active rules: the preset with the player's
    // options), with its starting bank; `player`: the game's context, whose shared parts it uses. Fails when no
    // preset is chosen or it did not load.
    static Result<std::unique_ptr<PracticeTable>> sit_down(GameContext& player);
    ~PracticeTable();
    PracticeTable(const PracticeTable&) = delete;
    PracticeTable& operator=(const PracticeTable&) = delete;

    GameContext& context() { return *context_; }
    Session& session() { return *session_; }
    const Session& session() const { return *session_; }
    TableStage& stage() { return stage_; }
    const TableStage& stage() const { return stage_; }
    const SaveGame& saves() const { return *saves_; }
    SceneStack& scenes() { return scenes_; }
    // Each frame: the practice table's turn prompts are said as the player's own table's are (TableNarrator::tick).
    void narrate();
    const SceneStack& scenes() const { return scenes_; }

private:
    PracticeTable() = default;

    std::unique_ptr<storage::SystemClock> clock_;
    std::unique_ptr<SaveGame> saves_;
    TableStage stage_;
    std::unique_ptr<TableNarrator> narrator_;  // the practice table's words, when the game has a Speaker
    std::unique_ptr<Session> session_;
    // After what its scenes use, so they go first.
    SceneStack scenes_;
    std::unique_ptr<GameContext> context_;
};

}  // namespace bjt::game

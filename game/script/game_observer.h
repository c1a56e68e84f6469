#pragma once
// The values a script's `expect WHAT VALUE` and `until WHAT VALUE` read ("scene", "state", "bank",
// "rule:KEY", ...; docs/game-scripts.md lists them): the scene on top first (Scriptable), then the rules,
// the table, the view, the save and the window. "?" when nothing knows WHAT.
#include <string>
#include <string_view>
#include "engine/seat.h"

namespace bjt::game {

class SceneStack;
class Session;
class TableView;
class SaveGame;
class QuestionSource;
class ScriptHost;

class GameObserver {
public:
    // All must outlive the observer (the App owns them).
    GameObserver(const SceneStack& scenes, const Session& session, const TableView& view, const SaveGame& saves,
                 const QuestionSource& questions)
        : scenes_(scenes), session_(session), view_(view), saves_(saves), questions_(questions) {}

    std::string observe(std::string_view what, const ScriptHost& host) const;
    // The table's and its view's values alone (`state`, `bank`, `outcome`, `bet-chips`, ...): what a screen over a
    // table of its own (How to play's practice table) answers for it.
    std::string observe_table(std::string_view what) const;
    std::string observe_seat(std::string_view what) const;
    static std::string outcomes_text(const Seat& seat);

private:
    std::string observe_rules(std::string_view what) const;
    std::string observe_fairness(std::string_view what) const;

    const SceneStack& scenes_;
    const Session& session_;
    const TableView& view_;
    const SaveGame& saves_;
    const QuestionSource& questions_;
};

}  // namespace bjt::game

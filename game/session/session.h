#pragma once
// One sitting at the table: the rules in force (ActiveRules: the chosen preset plus the options menu's
// changes), the engine's Table and the view that animates it, wired together through the engine's event sink.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/event.h"
#include "engine/rules.h"
#include "engine/table.h"
#include "game/coach/rules_analyzer.h"
#include "game/session/active_rules.h"
#include "game/session/event_log.h"
#include "game/view/table_view.h"

namespace bjt::game {

class Session {
public:
    // `stacked`: cards dealt in this order instead of a shuffled shoe (tests, the hidden --shoe option).
    Session(std::uint64_t seed, std::optional<std::vector<Card>> stacked);

    // The preset the rules come from. The options menu's changes carry over to the new preset where they
    // fit (they are the player's choices, not the preset's). Takes effect at start() or the next round.
    ActiveRules& choose_preset(const std::string& path, std::string preset_name);
    // Null until a preset is chosen.
    ActiveRules* active_rules() { return active_.get(); }
    const ActiveRules* active_rules() const { return active_.get(); }

    // Sits down at the table with the active rules: a new shoe, the starting bank and credits.
    void start();
    // Between rounds: takes up the active rules if they changed (a new shoe when the shoe's rules did).
    // Never mid-round. True when the table's rules changed. Scenes call it before each deal.
    bool adopt_rule_changes();
    // Same rules, fresh bank and credits (play again after a game over).
    void restart();

    bool started() const { return table_ != nullptr; }
    Table& table() { return *table_; }
    const Table& table() const { return *table_; }
    const Rules& rules() const { return rules_; }
    const std::string& preset_name() const { return preset_name_; }
    // The strategy library's worker (house edge, the coach's hints), shared by the options menu, the
    // table and the inspector.
    RulesAnalyzer& analyzer() { return analyzer_; }
    // The last events of the table, for the rule inspector.
    const EventLog& events() const { return events_; }
    // What the table's events feed: the event log and the view (the save puts its recorder in front).
    EventSink front_end_sink();
    TableView& view() { return view_; }
    const TableView& view() const { return view_; }
    std::uint64_t seed() const { return seed_; }

    // The last bet placed (rebet), 0 before the first round.
    Cents last_bet = 0;
    int rounds_played = 0;

private:
    Shoe make_shoe() const;

    std::uint64_t seed_;
    std::optional<std::vector<Card>> stacked_;
    Rules rules_{};
    std::string preset_name_;
    std::unique_ptr<ActiveRules> active_;
    std::uint64_t adopted_version_ = 0;  // the ActiveRules::version() the table plays
    std::uint64_t shoes_made_ = 0;  // seeds each new shoe differently yet reproducibly
    std::unique_ptr<Table> table_;
    EventLog events_;
    RulesAnalyzer analyzer_;
    TableView view_;
};

}  // namespace bjt::game

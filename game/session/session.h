#pragma once
// One sitting at the table: the rules of the chosen preset, the engine's Table and the view that
// animates it, wired together through the engine's event sink.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "card.h"
#include "rules.h"
#include "table.h"
#include "view/table_view.h"

namespace bjt::game {

class Session {
public:
    // `stacked`: cards dealt in this order instead of a shuffled shoe (tests, the hidden --shoe option).
    Session(std::uint64_t seed, std::optional<std::vector<Card>> stacked);

    // Sits down at a table with these rules: a new shoe, the starting bank and credits.
    void start(const Rules& rules, std::string preset_name);
    // Same rules, fresh bank and credits (play again after a game over).
    void restart();

    bool started() const { return table_ != nullptr; }
    Table& table() { return *table_; }
    const Table& table() const { return *table_; }
    const Rules& rules() const { return rules_; }
    const std::string& preset_name() const { return preset_name_; }
    TableView& view() { return view_; }
    const TableView& view() const { return view_; }
    std::uint64_t seed() const { return seed_; }

    // The last bet placed (rebet), 0 before the first round.
    Cents last_bet = 0;
    int rounds_played = 0;

private:
    std::uint64_t seed_;
    std::optional<std::vector<Card>> stacked_;
    Rules rules_{};
    std::string preset_name_;
    std::unique_ptr<Table> table_;
    TableView view_;
};

}  // namespace bjt::game

#pragma once
// The monkey's first invariant: the table neither makes nor loses money. The engine moves a stake from the bank
// to the table and settles it back with what the house pays or takes (engine/table.h), so bank + stakes on the
// table + the house's result stays what it was when the run began (Table::reset_session(), the only way back
// to RoundState::Betting). Checked every frame, whatever the player does; between rounds nothing is on the table.
#include <optional>
#include <string>

#include "engine/money.h"
#include "engine/table.h"

namespace bjt::game {

class Session;

// What the check reads of the seated table, once a frame.
struct TableMoney {
    const void* table = nullptr;  // which table (a new sitting makes a new one)
    RoundState state = RoundState::Betting;
    Cents bank = 0, on_table = 0, house = 0;
    int rounds_played = 0;  // Session::rounds_played(): rounds begun in this run
};

class TableMoneyCheck {
public:
    // What broke, or nullopt when the money adds up (nothing to check before the player sits down).
    std::optional<std::string> check(const Session& session);
    std::optional<std::string> check(const TableMoney& now);
    long rounds() const { return rounds_; }  // rounds begun, over every run checked

private:
    const void* table_ = nullptr;  // the table of the last check
    Cents total_ = 0;  // bank + on the table + the house's result since the run began
    int rounds_seen_ = 0;  // rounds_played at the last check
    long rounds_ = 0;
};

}  // namespace bjt::game

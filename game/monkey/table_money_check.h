#pragma once
// The monkey's first invariant: the table neither makes nor loses money. The engine moves a stake from the bank
// to the table and settles it back with what the house pays or takes (engine/table.h), so bank + stakes on the
// table + the house's result stays what it was when the run began (Table::reset_session(), the only way back
// to RoundState::Betting). Checked every frame, whatever the player does; between rounds nothing is on the table.
#include <optional>
#include <string>

#include "engine/money.h"

namespace bjt {
class Table;
}

namespace bjt::game {

class Session;

class TableMoneyCheck {
public:
    // What broke, or nullopt when the money adds up. Also counts the rounds begun.
    std::optional<std::string> check(const Session& session);
    long rounds() const { return rounds_; }

private:
    const Table* table_ = nullptr;  // the table of the last check (a new sitting makes a new one)
    Cents total_ = 0;  // bank + on the table + the house's result since the run began
    int rounds_seen_ = 0;  // Session::rounds_played() at the last check
    long rounds_ = 0;
};

}  // namespace bjt::game

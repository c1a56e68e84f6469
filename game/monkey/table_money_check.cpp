#include "game/monkey/table_money_check.h"

#include "engine/table.h"
#include "game/session/session.h"

namespace bjt::game {

namespace {
std::string money_line(const Table& t) {
    return "bank " + format_amount(t.bank()) + " + on the table " + format_amount(t.on_table()) + " + house " +
           format_amount(t.house_result());
}
}  // namespace

std::optional<std::string> TableMoneyCheck::check(const Session& session) {
    if (!session.started()) return std::nullopt;
    const Table& t = session.table();
    const Cents total = t.bank() + t.on_table() + t.house_result();
    // Rounds begun: the session counts them per run (it starts again from 0 with a new run or sitting).
    if (&t != table_ || session.rounds_played() < rounds_seen_) rounds_seen_ = 0;
    rounds_ += session.rounds_played() - rounds_seen_;
    rounds_seen_ = session.rounds_played();
    if (t.state() == RoundState::Betting || &t != table_) {
        // A run starting (sitting down, a new run, a cash-out): nothing on the table, the house at zero.
        table_ = &t;
        total_ = total;
        if (t.state() == RoundState::Betting && (t.on_table() != 0 || t.house_result() != 0))
            return "a run starts with money on the table or a house result: " + money_line(t);
        return std::nullopt;
    }
    if (total != total_)
        return "money not conserved in state " + std::string(round_state_name(t.state())) + ": " + money_line(t) +
               " = " + format_amount(total) + ", was " + format_amount(total_);
    if (t.state() == RoundState::RoundOver && t.on_table() != 0)
        return "the round is over with " + format_amount(t.on_table()) + " still on the table";
    return std::nullopt;
}

}  // namespace bjt::game

#include "game/monkey/table_money_check.h"

#include "game/session/session.h"

namespace bjt::game {

namespace {
std::string money_line(const TableMoney& t) {
    return "bank " + format_amount(t.bank) + " + on the table " + format_amount(t.on_table) + " + house " +
           format_amount(t.house);
}
}  // namespace

std::optional<std::string> TableMoneyCheck::check(const Session& session) {
    if (!session.started()) return std::nullopt;
    const Table& t = session.table();
    // Every seat's bank: at a table of several the money moves between seats' banks and the table, not one bank.
    Cents banks = 0;
    for (int i = 0; i < t.seat_count(); ++i) banks += t.seat(i).bank;
    return check(TableMoney{.table = &t,
                            .state = t.state(),
                            .bank = banks,
                            .on_table = t.on_table(),
                            .house = t.house_result(),
                            .rounds_played = session.rounds_played()});
}

std::optional<std::string> TableMoneyCheck::check(const TableMoney& now) {
    const Cents total = now.bank + now.on_table + now.house;
    // Rounds begun: the session counts them per run (from 0 again with a new run or sitting).
    if (now.table != table_ || now.rounds_played < rounds_seen_) rounds_seen_ = 0;
    rounds_ += now.rounds_played - rounds_seen_;
    rounds_seen_ = now.rounds_played;
    if (now.state == RoundState::Betting || now.table != table_) {
        // A run starting (sitting down, a new run, a cash-out): nothing on the table, the house at zero.
        table_ = now.table;
        total_ = total;
        if (now.state == RoundState::Betting && (now.on_table != 0 || now.house != 0))
            return "a run starts with money on the table or a house result: " + money_line(now);
        return std::nullopt;
    }
    if (total != total_)
        return "money not conserved in state " + std::string(round_state_name(now.state)) + ": " + money_line(now) +
               " = " + format_amount(total) + ", was " + format_amount(total_);
    if (now.state == RoundState::RoundOver && now.on_table != 0)
        return "the round is over with " + format_amount(now.on_table) + " still on the table";
    return std::nullopt;
}

}  // namespace bjt::game

#pragma once
// Plays a replay's inputs through bjt::Table and compares every engine event, and each round's closing bank
// and credits, with the file's; checks each fair shoe's commitment and that each round's cards are the ones
// its shoe deals at its position (engine/fairness/shoe_check.h). Stops at the first difference.
//
// Each round is dealt from a stacked shoe of the file's own cards, so a round plays as recorded whether or not
// its shoe can be checked; the seed check is what ties those cards to the committed shoe. A shoe whose server
// seed is not revealed, or that has a plain seed, cannot be checked: the summary counts and names it.
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/refusal.h"
#include "engine/replay/replay.h"

namespace bjt {
class Table;
}

namespace bjt::replay {

struct ReplayDifference {
    std::int64_t round = 0;  // the round's number in the file
    int event = 0;  // 1-based index among the round's lines; 0: the round as a whole (bank, rules, end)
    std::string what;
};

struct ReplaySummary {
    int rounds = 0;  // rounds played to the end
    Cents bank = 0;  // after the last round played
    int credits = 0;
    Cents money_bet = 0;  // every stake: bets, doubles, splits, insurance, even money, three-bets bets
    Cents money_won = 0;  // the winnings of the settlements that won (stakes returned not counted)
    Cents net = 0;  // bank change over the rounds played
    int shoes_verified = 0;
    std::vector<std::string> unverified;  // one line per shoe that cannot be checked, and why
    std::optional<ReplayDifference> difference;
    bool matches() const { return !difference.has_value(); }
};

// The skill score's hook, for each input line the engine accepts: an action just before it is made (the table as
// the player saw it), any other input just after (answers and withdrawals settle whether a trivia hit counted).
using BeforeInput = std::function<void(const Table& table, const HistoryEvent& input, std::int64_t round)>;

ReplaySummary play_replay(const Replay& replay, const BeforeInput& before_input = {});

// The round's seats on the table under its rules: as many as it had, each with the money the file gives it (at a
// table of one, bank_before and credits_before). Between rounds only.
[[nodiscard]] Status seat_round(Table& table, const Rules& rules, const RoundRecord& round);
// How many bet lines start at `line` (at a table of several, one per seat that plays; they begin the round
// together). 0 when that line is not a bet.
std::size_t bet_lines_at(const RoundRecord& round, std::size_t line);
// A round's bet lines made on the table at once (apply_input() takes a table of one's single bet line).
[[nodiscard]] Status apply_bets(Table& table, std::span<const HistoryEvent> bets, std::string& error);

// One input line (is_input()) made on the table: what play_replay() does with each, and what the game's animated
// replay (`blackjack-trivia --replay`) does one move at a time. A line the engine cannot take (an unknown action,
// a bad answer or prediction, a line for a seat not in turn) is refused with `error` saying why; a refusal of the
// engine's own leaves it empty.
[[nodiscard]] Status apply_input(Table& table, const HistoryEvent& input, std::string& error);
// The round's cards in the order dealt: the stacked shoe a round is replayed from.
std::vector<Card> round_cards(const RoundRecord& round);

}  // namespace bjt::replay

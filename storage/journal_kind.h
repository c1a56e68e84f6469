#pragma once
// Why a bank changed: one journal entry each.
#include <cstdint>
#include <optional>
#include <string_view>

namespace bjt::storage {

enum class JournalKind : std::uint8_t {
    NewProfile,  // the starting bank of a new profile
    NewRun,  // a new game after GAME OVER or a cash-out: the bank starts again
    Bet,  // the base bet (opens the round)
    Double,  // the extra bet of a double down
    Split,  // the bet of the new split hand
    Insurance,  // the insurance side bet
    EvenMoney,  // the even-money side bet
    HandSettled,  // a hand's stake returned with its win, or lost
    InsuranceSettled,
    EvenMoneySettled,
    Prediction,  // a three-bets bet (staked and settled at once)
    Bonus,  // the three-bets bonus
    Refund,  // stakes of an interrupted round given back (RoundRecovery)
    CashOut,  // the bank taken to the leaderboard; the next run's bank starts
    Restored,  // a bank brought back from the bank copy after a damaged save
    SideBet,  // a Perfect Pairs or 21+3 stake, placed with the base bet
    SideBetSettled,  // its stake returned with its win, or lost, right after the deal
    BankKept,  // the profile leaves a preset: its bank is kept for it (kept_banks), the entry names the preset
    BankResumed,  // the profile comes back to a preset: the bank kept for it is played again
};

std::string_view journal_kind_name(JournalKind k);
std::optional<JournalKind> parse_journal_kind(std::string_view name);

}  // namespace bjt::storage

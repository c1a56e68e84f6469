#pragma once
// Why the engine refused a request. A value, never an exception or an assert, so a front end
// can show the reason and carry on.
#include <cstdint>
#include <string_view>

namespace bjt {

enum class Refusal : std::uint8_t {
    None,  // accepted
    RoundInProgress,
    NoRoundInProgress,
    GameOver,
    BetBelowMinimum,
    BetAboveMaximum,
    BetNotWholeStep,
    BankTooLow,
    NotOfferedNow,
    NotFirstAction,
    CannotAfford,
    SplitNeedsPair,
    SplitNotAllowed,
    SplitAcesNotAllowed,
    SplitLimitReached,
    DoubleNotAllowed,
    DoubleTotalNotAllowed,
    DoubleAfterSplitNotAllowed,
    SurrenderNotAllowed,
    SplitAcesTakeOneCard,
    HandFull,
    NoTriviaCredits,
    NoQuestionPending,
    QuestionPending,
    NotPredictionTime,
    BadPrediction,
    ShoeExhausted,
    SideBetNotOffered,
    SideBetBelowMinimum,
    SideBetAboveMaximum,
    SideBetBankTooLow,
    BetsForEachSeat,
    SeatCountOutOfRange,
    NoSuchSeat,
    NoSeatPlays,
};

std::string_view describe(Refusal r);

// The result of a request: ok() or the reason it was refused. The round's requests (Table::begin_round, act,
// answer, predict, set_rules, check) are [[nodiscard]]: a refusal must be looked at.
struct Status {
    Refusal refusal = Refusal::None;
    constexpr bool ok() const { return refusal == Refusal::None; }
    constexpr explicit operator bool() const { return ok(); }
};

}  // namespace bjt

#include "engine/refusal.h"

namespace bjt {

std::string_view describe(Refusal r) {
    switch (r) {
        case Refusal::None: return "accepted";
        case Refusal::RoundInProgress: return "a round is already in progress";
        case Refusal::NoRoundInProgress: return "no round is in progress";
        case Refusal::GameOver:
            return "the game is over: the bank cannot cover the minimum stake or no trivia credits are left";
        case Refusal::BetBelowMinimum: return "the bet is below the table minimum";
        case Refusal::BetAboveMaximum: return "the bet is above the table maximum";
        case Refusal::BetNotWholeStep: return "the bet is not a whole number of betting units";
        case Refusal::BankTooLow: return "the bank cannot cover the bet";
        case Refusal::NotOfferedNow: return "that action is not offered at this point of the round";
        case Refusal::NotFirstAction: return "that action is only allowed as the first action on a hand";
        case Refusal::CannotAfford: return "the bank cannot cover the extra bet";
        case Refusal::SplitNeedsPair:
            return "splitting needs two cards of the same rank (or value, where the rules allow)";
        case Refusal::SplitNotAllowed: return "splitting is not allowed by these rules";
        case Refusal::SplitAcesNotAllowed: return "splitting aces is not allowed by these rules";
        case Refusal::SplitLimitReached: return "no more splits: the hand limit has been reached";
        case Refusal::DoubleNotAllowed: return "doubling down is not allowed by these rules";
        case Refusal::DoubleTotalNotAllowed: return "doubling down is not allowed on this total";
        case Refusal::DoubleAfterSplitNotAllowed: return "doubling down after a split is not allowed";
        case Refusal::SurrenderNotAllowed: return "surrender is not allowed here";
        case Refusal::SplitAcesTakeOneCard: return "split aces take one card each";
        case Refusal::HandFull: return "the hand holds the most cards allowed";
        case Refusal::NoTriviaCredits: return "no trivia credits are left to answer a question";
        case Refusal::NoQuestionPending: return "no trivia question is waiting for an answer";
        case Refusal::QuestionPending: return "a trivia question must be answered first";
        case Refusal::NotPredictionTime: return "predictions are only taken after all cards are out";
        case Refusal::BadPrediction:
            return "a prediction needs a winner (player or dealer) and two hand values from 2 to 60";
        case Refusal::ShoeExhausted: return "the stacked shoe ran out of cards";
        case Refusal::SideBetNotOffered: return "that side bet is not offered by these rules";
        case Refusal::SideBetBelowMinimum: return "the side bet is below its minimum";
        case Refusal::SideBetAboveMaximum: return "the side bet is above its maximum";
        case Refusal::SideBetBankTooLow: return "the bank cannot cover the side bets with the base bet";
        case Refusal::BetsForEachSeat: return "a round needs one bet (or a sit-out) for each seat at the table";
        case Refusal::SeatCountOutOfRange:
            return "a table seats from 1 player to the rules' max_seats (at most 7), and only between rounds";
        case Refusal::NoSuchSeat: return "there is no such seat at this table";
        case Refusal::NoSeatPlays: return "at least one seat must play the round";
    }
    return "unknown refusal";
}

}  // namespace bjt

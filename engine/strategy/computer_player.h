#pragma once
// A computer player at a seat of the table (issue 29): it plays the preset's exact strategy (PlayPolicy), bets in a
// style chosen at the seat, and answers trivia right with a chosen chance. At a three-bets table, which has no
// computed strategy, it draws below 17 as the dealer does and counts the cards for its three bets, right with the
// same chance for each value. Pure engine: the game animates its choices at the table's speed and names it.
#include <cstdint>
#include <optional>

#include "engine/rng.h"
#include "engine/strategy/play_policy.h"
#include "engine/table.h"

namespace bjt::strategy {

enum class BettingStyle : std::uint8_t {
    TableMinimum,  // the least the table takes at its bank
    Flat,  // the same stake every round: its unit
    Progression,  // one unit, one more after each win up to four, back to one after anything else (a positive 1-2-3-4)
};

// One request a computer player makes: an action, a trivia answer, or its three bets.
struct ComputerMove {
    enum class Kind : std::uint8_t { Act, Answer, Predict } kind = Kind::Act;
    Action action = Action::Stand;
    Difficulty difficulty = Difficulty::Medium;
    bool right = false;
    Prediction prediction{};
};

struct ComputerPlayerSetup {
    BettingStyle style = BettingStyle::TableMinimum;
    Cents unit = 0;  // Flat's stake and Progression's step (0: the table minimum at the starting bank)
    int skill_percent = 70;  // a trivia answer right, or a three-bets value counted right, this often (50, 70, 90)
    std::uint64_t seed = 1;  // its own Rng: the same seed plays the same way
};

class ComputerPlayer {
public:
    // `policy`: the preset's strategy; null where there is none (three-bets).
    ComputerPlayer(const ComputerPlayerSetup& setup, const PlayPolicy* policy);

    // Its bet for the next round at seat `seat`: the style's stake, kept within the limits at its bank and a whole
    // number of betting units. nullopt when the seat's game is over (it cannot bet and leaves).
    std::optional<SeatBet> bet(const Table& table, int seat) const;
    // After each round it played: the progression moves on a win (a net gain over the round) and starts again
    // otherwise.
    void round_over(const Seat& seat);

    // Its next request when the table waits for its seat (Table::seat_in_turn()): an action, an answer, or a
    // prediction, taken through the table. Refused only by a bug (the choice is always one the table accepts).
    [[nodiscard]] Status play(Table& table);
    // The same choice, for a caller that makes it itself (the game, which records it in the save first).
    ComputerMove next_move(const Table& table);

    int progression_step() const { return step_; }

private:
    Action choose_action(const Table& table) const;
    Prediction predict(const Table& table);
    int counted(int value);  // `value`, or a miscount of it, as its skill has it

    ComputerPlayerSetup setup_;
    const PlayPolicy* policy_;
    Rng rng_;
    int step_ = 1;  // the progression's units
};

}  // namespace bjt::strategy

#pragma once
// A profile's career: round and hand outcomes (written in the settlement transaction of each
// round), trivia answers by category and difficulty (written as each answer is given, with the
// credits after it), and the figures the stats screen charts.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/money.h"
#include "engine/rules.h"

namespace bjt::storage {

class SaveDatabase;
class SqlConnection;
struct RoundSummary;

struct CareerTotals {
    std::int64_t rounds = 0;
    std::int64_t hands = 0;
    std::int64_t wins = 0;  // a hand won: win, blackjack, Charlie, even money, three-bets natural
    std::int64_t losses = 0;  // lost, bust or surrendered
    std::int64_t pushes = 0;
    std::int64_t blackjacks = 0;  // naturals dealt to the player
    std::int64_t busts = 0;
    std::int64_t charlies = 0;
    std::int64_t doubles = 0;
    std::int64_t splits = 0;
    std::int64_t surrenders = 0;
    std::int64_t insurance_taken = 0;
    std::int64_t insurance_won = 0;
    std::int64_t even_money = 0;
    std::int64_t predictions = 0;
    std::int64_t predictions_right = 0;
    std::int64_t bonuses = 0;
    Cents biggest_win = 0;  // the best net of one round
    std::int64_t interrupted_rounds = 0;  // cut off by a crash and refunded (counted nowhere else)
};

struct TriviaTally {
    std::string category;
    Difficulty difficulty = Difficulty::Easy;
    std::int64_t asked = 0;
    std::int64_t right = 0;
};

// One bar of the accuracy chart: a category over all difficulties.
struct CategoryAccuracy {
    std::string category;
    std::int64_t asked = 0;
    std::int64_t right = 0;
    double percent() const { return asked ? 100.0 * static_cast<double>(right) / static_cast<double>(asked) : 0.0; }
};

class CareerStats {
public:
    explicit CareerStats(SaveDatabase& db);

    // One transaction: the answer counts, and the credits become `credits_after`.
    void record_answer(std::int64_t profile_id, std::string_view category, Difficulty difficulty, bool right,
                       int credits_after);

    CareerTotals totals(std::int64_t profile_id);
    // By category then difficulty.
    std::vector<TriviaTally> trivia(std::int64_t profile_id);
    // By category, most asked first (then by name).
    std::vector<CategoryAccuracy> trivia_accuracy(std::int64_t profile_id);

    // Inside the caller's transaction.
    static void add_round(SqlConnection& db, std::int64_t profile_id, const RoundSummary& summary);
    static void add_interrupted_round(SqlConnection& db, std::int64_t profile_id);

private:
    SaveDatabase& db_;
};

}  // namespace bjt::storage

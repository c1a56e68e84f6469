#include "storage/career_stats.h"

#include <algorithm>

#include "storage/bank_copy.h"
#include "storage/round_summary.h"
#include "storage/save_database.h"
#include "storage/sql/sql_statement.h"
#include "storage/sql/sql_transaction.h"

namespace bjt::storage {
namespace {

void ensure_row(SqlConnection& db, std::int64_t profile_id) {
    db.prepare("INSERT OR IGNORE INTO career_stats(profile_id) VALUES(?1)").bind(1, profile_id).run();
}

}  // namespace

CareerStats::CareerStats(SaveDatabase& db) : db_(db) {}

void CareerStats::add_round(SqlConnection& db, std::int64_t profile_id, const RoundSummary& s) {
    CareerTotals t;
    t.rounds = 1;
    for (const HandResult& h : s.hands) {
        ++t.hands;
        switch (h.outcome) {
            case Outcome::Blackjack:
            case Outcome::Win:
            case Outcome::EvenMoney:
            case Outcome::Natural: ++t.wins; break;
            case Outcome::Charlie: ++t.wins, ++t.charlies; break;
            case Outcome::Push: ++t.pushes; break;
            case Outcome::Lose: ++t.losses; break;
            case Outcome::Bust: ++t.losses, ++t.busts; break;
            case Outcome::Surrender: ++t.losses, ++t.surrenders; break;
            default: break;  // Pending, Right, Wrong: not a hand's result
        }
        if (h.natural) ++t.blackjacks;
        if (h.doubled) ++t.doubles;
    }
    t.splits = s.splits;
    t.insurance_taken = s.insurance_taken;
    t.insurance_won = s.insurance_won;
    t.even_money = s.even_money;
    t.predictions = s.predictions;
    t.predictions_right = s.predictions_right;
    t.bonuses = s.bonus;
    ensure_row(db, profile_id);
    db.prepare(R"sql(UPDATE career_stats SET
          rounds = rounds + ?2, hands = hands + ?3, wins = wins + ?4, losses = losses + ?5, pushes = pushes + ?6,
          blackjacks = blackjacks + ?7, busts = busts + ?8, charlies = charlies + ?9, doubles = doubles + ?10,
          splits = splits + ?11, surrenders = surrenders + ?12, insurance_taken = insurance_taken + ?13,
          insurance_won = insurance_won + ?14, even_money = even_money + ?15, predictions = predictions + ?16,
          predictions_right = predictions_right + ?17, bonuses = bonuses + ?18, biggest_win = max(biggest_win, ?19)
        WHERE profile_id = ?1)sql")
        .bind(1, profile_id)
        .bind(2, t.rounds)
        .bind(3, t.hands)
        .bind(4, t.wins)
        .bind(5, t.losses)
        .bind(6, t.pushes)
        .bind(7, t.blackjacks)
        .bind(8, t.busts)
        .bind(9, t.charlies)
        .bind(10, t.doubles)
        .bind(11, t.splits)
        .bind(12, t.surrenders)
        .bind(13, t.insurance_taken)
        .bind(14, t.insurance_won)
        .bind(15, t.even_money)
        .bind(16, t.predictions)
        .bind(17, t.predictions_right)
        .bind(18, t.bonuses)
        .bind(19, std::max<Cents>(s.net, 0))
        .run();
}

void CareerStats::add_interrupted_round(SqlConnection& db, std::int64_t profile_id) {
    ensure_row(db, profile_id);
    db.prepare("UPDATE career_stats SET interrupted_rounds = interrupted_rounds + 1 WHERE profile_id = ?1")
        .bind(1, profile_id)
        .run();
}

void CareerStats::record_answer(std::int64_t profile_id, std::string_view category, Difficulty difficulty, bool right,
                                int credits_after) {
    SqlConnection& db = db_.connection();
    SqlTransaction tx(db);
    db.prepare(
          "INSERT INTO trivia_stats(profile_id, category, difficulty, asked, answered_right) VALUES(?1, ?2, ?3, 1, ?4)"
          " ON CONFLICT(profile_id, category, difficulty) DO UPDATE SET asked = asked + 1,"
          " answered_right = answered_right + excluded.answered_right")
        .bind(1, profile_id)
        .bind(2, category)
        .bind(3, static_cast<int>(difficulty))
        .bind(4, right ? 1 : 0)
        .run();
    db.prepare("UPDATE profiles SET credits = ?2 WHERE id = ?1").bind(1, profile_id).bind(2, credits_after).run();
    BankCopy::update(db, profile_id);
    tx.commit();
}

CareerTotals CareerStats::totals(std::int64_t profile_id) {
    CareerTotals t;
    SqlStatement s = db_.connection().prepare(
        "SELECT rounds, hands, wins, losses, pushes, blackjacks, busts, charlies, doubles, splits, surrenders,"
        " insurance_taken, insurance_won, even_money, predictions, predictions_right, bonuses, biggest_win,"
        " interrupted_rounds FROM career_stats WHERE profile_id = ?1");
    s.bind(1, profile_id);
    if (!s.step()) return t;
    std::int64_t* fields[] = {&t.rounds,
                              &t.hands,
                              &t.wins,
                              &t.losses,
                              &t.pushes,
                              &t.blackjacks,
                              &t.busts,
                              &t.charlies,
                              &t.doubles,
                              &t.splits,
                              &t.surrenders,
                              &t.insurance_taken,
                              &t.insurance_won,
                              &t.even_money,
                              &t.predictions,
                              &t.predictions_right,
                              &t.bonuses,
                              &t.biggest_win,
                              &t.interrupted_rounds};
    for (int i = 0; i < static_cast<int>(std::size(fields)); ++i) *fields[i] = s.column_int(i);
    return t;
}

std::vector<TriviaTally> CareerStats::trivia(std::int64_t profile_id) {
    std::vector<TriviaTally> out;
    SqlStatement s = db_.connection().prepare(
        "SELECT category, difficulty, asked, answered_right FROM trivia_stats WHERE profile_id = ?1"
        " ORDER BY category, difficulty");
    s.bind(1, profile_id);
    while (s.step())
        out.push_back({s.column_text(0), static_cast<Difficulty>(s.column_int(1)), s.column_int(2), s.column_int(3)});
    return out;
}

std::vector<CategoryAccuracy> CareerStats::trivia_accuracy(std::int64_t profile_id) {
    std::vector<CategoryAccuracy> out;
    SqlStatement s = db_.connection().prepare(
        "SELECT category, sum(asked), sum(answered_right) FROM trivia_stats WHERE profile_id = ?1"
        " GROUP BY category ORDER BY sum(asked) DESC, category");
    s.bind(1, profile_id);
    while (s.step()) out.push_back({s.column_text(0), s.column_int(1), s.column_int(2)});
    return out;
}

}  // namespace bjt::storage

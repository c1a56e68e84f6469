#include "scenes/records_words.h"

#include <cmath>

#include "game/ui/money_text.h"
#include "game/ui/skill_text.h"

namespace bjt::game {

namespace {

std::string n(std::int64_t v) { return std::to_string(v); }

// "40%" of a whole, or nothing when there is no whole to take it of.
std::string share(std::int64_t part, std::int64_t whole) {
    if (whole <= 0) return "";
    return " (" + n(std::llround(100.0 * static_cast<double>(part) / static_cast<double>(whole))) + "%)";
}

// A net change heard as a word, not as a sign or a colour: "won $40", "lost $20", "even".
std::string net_words(Cents net, Units units) {
    if (net == 0) return "even";
    return (net > 0 ? "won " : "lost ") + money_text(net > 0 ? net : -net, units);
}

std::string trivia_words(const std::vector<storage::CategoryAccuracy>& accuracy) {
    if (accuracy.empty()) return " No questions answered yet.";
    std::string words = " Trivia right answers:";
    for (std::size_t i = 0; i < accuracy.size(); ++i)
        words += (i ? ", " : " ") + accuracy[i].category + " " + n(accuracy[i].right) + " of " + n(accuracy[i].asked);
    return words + ".";
}

}  // namespace

std::string career_words(const storage::CareerTotals& t, std::optional<Cents> bank,
                         const std::vector<storage::CategoryAccuracy>& accuracy, Units units) {
    std::string words = "Rounds played " + n(t.rounds) + ", hands " + n(t.hands) + ", won " + n(t.wins) +
                        share(t.wins, t.hands) + ", lost " + n(t.losses) + ", pushed " + n(t.pushes) + ".";
    words += " Blackjacks " + n(t.blackjacks) + ", doubles " + n(t.doubles) + ", splits " + n(t.splits) + ".";
    words += " Biggest win " + money_text(t.biggest_win, units) + ".";
    if (bank) words += " Bank " + money_text(*bank, units) + ".";
    return words + trivia_words(accuracy);
}

std::string session_row_words(const SessionRow& s) {
    return "Session " + n(s.id) + ", " + s.date + ", " + s.preset + ", " + n(s.rounds) +
           (s.rounds == 1 ? " round, " : " rounds, ") + net_words(s.net, s.units);
}

std::string round_row_words(const RoundRow& r) {
    return "Round " + n(r.id) + ", bet " + money_text(r.bet, r.units) + ", " + r.result + ", " +
           net_words(r.net, r.units);
}

std::string board_words(const std::string& heading, const std::vector<storage::LeaderboardEntry>& rows, Units units) {
    if (rows.empty()) return heading + ": no one has cashed out yet.";
    std::string words = heading + ":";
    for (std::size_t i = 0; i < rows.size(); ++i)
        words += (i ? "; " : " ") + n(rows[i].rank) + ", " + rows[i].name + ", " + money_text(rows[i].bank, units);
    return words + ".";
}

std::string skill_board_words(const std::vector<storage::SkillBoardEntry>& rows) {
    if (rows.empty()) return "Skill: no one is listed yet.";
    std::string words = "Skill, least given away first:";
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const storage::SkillBoardEntry& e = rows[i];
        words += (i ? "; " : " ") + n(e.rank) + ", " + e.name + ", gave away " + given_away_text(e.totals) + ", " +
                 n(e.totals.decisions) + " decisions, " + percent_text(e.totals.best_play_percent()) + " best plays";
    }
    return words + ".";
}

}  // namespace bjt::game

#pragma once
// The records screens (Stats, History, Leaderboard) in words, for a player who hears them (issue 30): the figures a
// sighted player reads off the charts and boards, said after the screen's name (Scene::summary_words()), and each
// History row as the focus reaches it (Button::spoken). Plain sentences; money as the screens print it.
#include <optional>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "game/save/history_rows.h"
#include "game/save/save_reads.h"

namespace bjt::game {

// "Rounds played 40, hands 45, won 18 (40%), lost 20, pushed 7. Blackjacks 2, doubles 3, splits 1. Biggest win
// $50. Bank $1,240. Trivia right answers: Art 3 of 4, Film & TV 1 of 2." `bank`: none before the first round.
std::string career_words(const storage::CareerTotals& t, std::optional<Cents> bank,
                         const std::vector<storage::CategoryAccuracy>& accuracy, Units units);
// "Session 3, 2026-11-24 18:05, Trivia Blackjack, 12 rounds, won $40".
std::string session_row_words(const SessionRow& s);
// "Round 7, bet $25, win, won $25".
std::string round_row_words(const RoundRow& r);
// One money board's places: "Today: 1, Ana, $1,240; 2, Omar, $900." or "Today: no one has cashed out yet."
std::string board_words(const std::string& heading, const std::vector<storage::LeaderboardEntry>& rows, Units units);
// The Skill board's places: "Skill: 1, Ana, gave away 0.42%, 30 decisions, 90% best plays."
std::string skill_board_words(const std::vector<storage::SkillBoardEntry>& rows);

}  // namespace bjt::game

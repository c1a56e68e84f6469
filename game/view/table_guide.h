#pragma once
// "How this table works": a preset's rules in a few short lines (the table guide the title and the table open),
// built from the Rules the engine plays, never from the preset's name, in the words of the rule documents
// (../shared/rules): "Dealer stands on soft 17", "Blackjack pays 3:2", "Late Surrender", "Trivia Credits".
#include <string>
#include <vector>

#include "engine/rules.h"

namespace bjt::game {

// One rule: a short label ("Dealer") and what it says ("Stands on soft 17.").
struct GuideLine {
    std::string label;
    std::string text;
};

// A heading ("THE DEAL", "TRIVIA") and its rules.
struct GuideSection {
    std::string heading;
    std::vector<GuideLine> lines;
};

struct TableGuide {
    std::string name;  // the preset's name
    std::string summary;  // one line: what kind of game this is (table_summary())
    std::vector<GuideSection> sections;
    std::string document;  // "Rules: chartwell.md"
};

// The guide's first line: what the game is for, in one sentence.
std::string table_goal(const Rules& rules);

TableGuide table_guide(const Rules& rules);

// One line saying what kind of game a preset plays: every hit earned with a right answer (trivia), casino
// blackjack without trivia, or the three bets. The title's subtitle for the selected preset.
std::string table_summary(const Rules& rules);

// The text of the line labelled `label` in `guide`, "" when there is none (for tests and scripts). The label is
// matched in any case, a space matching a dash: "Even money", "even-money".
std::string guide_line(const TableGuide& guide, std::string_view label);

}  // namespace bjt::game

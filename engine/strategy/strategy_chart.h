#pragma once
// The basic-strategy charts people read: hard totals, soft totals, pairs and surrender, one
// column per upcard (2..9, T, A). Each cell is the best action for the total, weighing the
// exact values of every two-card composition of that total by its chance of being dealt.
//   H hit   S stand   D double (else hit)   Ds double (else stand)   P split
//   Rh / Rs / Rp surrender (else hit / stand / split)
#include <array>
#include <string>
#include <vector>

#include "engine/strategy/game_analysis.h"

namespace bjt::strategy {

struct StrategyChart {
    static constexpr std::array<int, 10> kUpcards{2, 3, 4, 5, 6, 7, 8, 9, 10, 1};
    struct Row {
        std::string label;  // "12", "A,7", "8,8"
        std::array<std::string, 10> cells;  // by kUpcards
    };
    std::vector<Row> hard, soft, pairs, surrender;
    bool early_surrender = false;  // surrender rows are early surrender against A and T
};

StrategyChart build_chart(const GameAnalysis& analysis, const Rules& rules);

// Plain text: the four charts with headings and a legend.
std::string format_chart(const StrategyChart& chart);

}  // namespace bjt::strategy

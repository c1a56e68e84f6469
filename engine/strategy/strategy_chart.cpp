#include "engine/strategy/strategy_chart.h"

#include <algorithm>
#include <functional>

namespace bjt::strategy {
namespace {

// Probability-weighted options of the starting hands that `pick` accepts, against one upcard.
struct Group {
    OptionValues options;
    double weight = 0.0;
    double natural_chance = 0.0;
};

Group gather(const UpcardAnalysis& u, const std::function<bool(const StartingHand&)>& pick) {
    Group g;
    double stand = 0, hit = 0, dbl = 0, split = 0, sur = 0, pn = 0;
    bool has_hit = false, has_dbl = false, has_split = false, has_sur = false;
    for (const StartingHand& h : u.hands) {
        if (h.probability <= 0 || h.natural() || !pick(h)) continue;
        const double w = h.probability;
        g.weight += w;
        pn += w * h.natural_chance;
        stand += w * h.options.stand;
        if (h.options.hit != OptionValues::kUnavailable) hit += w * h.options.hit, has_hit = true;
        if (h.options.double_down != OptionValues::kUnavailable) dbl += w * h.options.double_down, has_dbl = true;
        if (h.options.split != OptionValues::kUnavailable) split += w * h.options.split, has_split = true;
        if (h.options.surrender != OptionValues::kUnavailable) sur += w * h.options.surrender, has_sur = true;
    }
    if (g.weight <= 0) return g;
    g.options.stand = stand / g.weight;
    if (has_hit) g.options.hit = hit / g.weight;
    if (has_dbl) g.options.double_down = dbl / g.weight;
    if (has_split) g.options.split = split / g.weight;
    if (has_sur) g.options.surrender = sur / g.weight;
    g.natural_chance = pn / g.weight;
    return g;
}

std::string play_letter(const OptionValues& o) {
    const double best = std::max({o.stand, o.hit, o.double_down, o.split});
    if (best == o.split) return "P";
    if (best == o.double_down) return o.hit >= o.stand ? "D" : "Ds";
    if (best == o.hit) return "H";
    return "S";
}

}  // namespace

StrategyChart build_chart(const GameAnalysis& analysis, const Rules& rules) {
    StrategyChart chart;
    chart.early_surrender = rules.surrender == Surrender::Early;
    auto add_rows = [&](std::vector<StrategyChart::Row>& rows, const std::string& label,
                        const std::function<bool(const StartingHand&)>& pick, bool surrender_chart) {
        StrategyChart::Row row{label, {}};
        bool any = false;
        for (std::size_t i = 0; i < StrategyChart::kUpcards.size(); ++i) {
            const UpcardAnalysis& u = analysis.upcard(StrategyChart::kUpcards[i]);
            const Group g = gather(u, pick);
            if (g.weight <= 0) {
                row.cells[i] = "-";
                continue;
            }
            if (!surrender_chart) {
                row.cells[i] = play_letter(g.options);
                continue;
            }
            OptionValues rest = g.options;
            rest.surrender = OptionValues::kUnavailable;
            const double keep = rest.best_value();
            double surrender = g.options.surrender;
            double stay = keep;
            if (chart.early_surrender && (u.upcard == 1 || u.upcard == 10) && rules.peek) {
                surrender = -0.5;  // before the peek; staying risks the dealer's natural
                stay = -g.natural_chance + (1.0 - g.natural_chance) * keep;
            }
            if (surrender != OptionValues::kUnavailable && surrender > stay) {
                const std::string fallback = play_letter(rest);
                row.cells[i] = std::string("R") + (fallback == "P"                       ? "p"
                                                   : fallback == "S" || fallback == "Ds" ? "s"
                                                                                         : "h");
                any = true;
            } else {
                row.cells[i] = ".";
            }
        }
        if (!surrender_chart || any) rows.push_back(row);
    };
    for (int t = 5; t <= 19; ++t)
        add_rows(
            chart.hard, std::to_string(t),
            [t](const StartingHand& h) { return h.c1 != 1 && h.c1 != h.c2 && h.c1 + h.c2 == t; }, false);
    for (int x = 2; x <= 9; ++x)
        add_rows(
            chart.soft, "A," + std::to_string(x), [x](const StartingHand& h) { return h.c1 == 1 && h.c2 == x; }, false);
    auto name = [](int v) { return v == 1 ? std::string("A") : v == 10 ? std::string("T") : std::to_string(v); };
    for (int p : {1, 10, 9, 8, 7, 6, 5, 4, 3, 2})
        add_rows(
            chart.pairs, name(p) + "," + name(p), [p](const StartingHand& h) { return h.c1 == p && h.c2 == p; }, false);
    if (rules.surrender != Surrender::None) {
        for (int t = 5; t <= 19; ++t)
            add_rows(
                chart.surrender, std::to_string(t),
                [t](const StartingHand& h) { return h.c1 != 1 && h.c1 != h.c2 && h.c1 + h.c2 == t; }, true);
        for (int p : {1, 10, 9, 8, 7, 6, 5, 4, 3, 2})
            add_rows(
                chart.surrender, name(p) + "," + name(p), [p](const StartingHand& h) { return h.c1 == p && h.c2 == p; },
                true);
    }
    return chart;
}

std::string format_chart(const StrategyChart& chart) {
    std::string out;
    auto table = [&](const char* title, const std::vector<StrategyChart::Row>& rows) {
        out += title;
        out += "\n        2   3   4   5   6   7   8   9   T   A\n";
        for (const auto& r : rows) {
            std::string line = "  " + r.label;
            line.resize(7, ' ');
            for (const auto& c : r.cells) {
                std::string cell = " " + c;
                cell.resize(4, ' ');
                line += cell;
            }
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out += line + "\n";
        }
        out += "\n";
    };
    table("Hard totals", chart.hard);
    table("Soft totals", chart.soft);
    table("Pairs", chart.pairs);
    if (!chart.surrender.empty() || chart.early_surrender)
        table(chart.early_surrender ? "Surrender (early against A and T; '.' = do not surrender)"
                                    : "Surrender ('.' = do not surrender)",
              chart.surrender);
    out +=
        "H hit, S stand, D double (else hit), Ds double (else stand), P split, Rh/Rs/Rp surrender (else hit/stand/split)\n";
    return out;
}

}  // namespace bjt::strategy

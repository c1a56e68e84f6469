// bjt strategy: the basic-strategy charts and the house edge computed exactly from a preset's rules.
#include <cstdio>
#include <string>
#include <vector>

#include "engine/strategy/game_analysis.h"
#include "engine/strategy/side_bet_edge.h"
#include "engine/strategy/strategy_chart.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"

namespace bjt::cli {
namespace {

std::string json_escape(std::string_view s) {
    std::string out;
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out;
}

void print_rows_json(const char* name, const std::vector<strategy::StrategyChart::Row>& rows, bool last) {
    std::printf("    \"%s\": {", name);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::printf("%s\"%s\": [", r ? ", " : "", rows[r].label.c_str());
        for (std::size_t i = 0; i < rows[r].cells.size(); ++i)
            std::printf("%s\"%s\"", i ? ", " : "", rows[r].cells[i].c_str());
        std::printf("]");
    }
    std::printf("}%s\n", last ? "" : ",");
}

std::string paytable_text(const Rules& rules, SideBet b) {
    std::string out;
    for (int pays : side_bet_rule(rules, b).pays) out += (out.empty() ? "" : "/") + std::to_string(pays);
    return out;
}

void print_side_bets_json(const Rules& rules) {
    std::printf("  \"side_bets\": [");
    const std::vector<strategy::SideBetEdge> edges = strategy::offered_side_bet_edges(rules);
    for (std::size_t i = 0; i < edges.size(); ++i)
        std::printf(
            "%s\n    {\"name\": \"%s\", \"paytable\": \"%s\", \"house_edge_percent\": %.6f, \"hit_frequency\": %.8f}",
            i ? "," : "", std::string(side_bet_name(edges[i].bet)).c_str(), paytable_text(rules, edges[i].bet).c_str(),
            edges[i].house_edge_percent(), edges[i].hit_frequency);
    std::printf("%s],\n", edges.empty() ? "" : "\n  ");
}

void print_side_bets_text(const Rules& rules) {
    for (const strategy::SideBetEdge& e : strategy::offered_side_bet_edges(rules))
        std::printf("Side bet %s (pays %s to 1): house edge %.3f%%, wins %.2f%% of rounds (exact, %d deck%s)\n",
                    std::string(side_bet_title(e.bet)).c_str(), paytable_text(rules, e.bet).c_str(),
                    e.house_edge_percent(), 100 * e.hit_frequency, e.decks, e.decks == 1 ? "" : "s");
}

}  // namespace

int run_strategy(Args args) {
    if (wants_help(args)) {
        std::printf(
            "usage: bjt strategy [--preset NAME|FILE] [--set KEY=VALUE ...] [--json]\n\n"
            "Computes the basic strategy and the house edge of a preset (default: trivia) exactly, from its rules:\n"
            "charts for hard totals, soft totals, pairs and surrender (columns: dealer upcard 2..9, T, A), then the\n"
            "expected value per initial bet for a fresh shoe every round, and the insurance and even-money values;\n"
            "then the exact house edge of each side bet the preset offers (Perfect Pairs, 21+3) at its decks.\n"
            "Letters: H hit, S stand, D double (else hit), Ds double (else stand), P split,\n"
            "Rh/Rs/Rp surrender (else hit/stand/split). Trivia questions are assumed answered right.\n");
        return 0;
    }
    std::string preset_name = "trivia";
    std::vector<std::string> sets;
    bool json = false;
    for (std::size_t i = 0; i < args.size();) {
        bool missing = false;
        if (auto v = take_option(args, i, "--preset", missing)) {
            if (missing) return usage_error("--preset needs a preset name or file");
            preset_name = std::string(*v);
        } else if (auto s = take_option(args, i, "--set", missing)) {
            if (missing) return usage_error("--set needs KEY=VALUE");
            sets.emplace_back(*s);
        } else if (args[i] == "--json") {
            json = true;
            ++i;
        } else {
            return usage_error("unknown argument '" + std::string(args[i]) + "' (try `bjt strategy --help`)");
        }
    }
    std::string error;
    const auto preset = load_preset_with_overrides(preset_name, sets, error);
    if (!preset) return usage_error(error);
    const Rules& rules = preset->rules;

    const strategy::GameAnalysis g = strategy::analyze_game(rules, 2);
    if (!g.supported) {
        if (json)
            std::printf("{\n  \"preset\": \"%s\",\n  \"supported\": false,\n  \"reason\": \"%s\"\n}\n",
                        json_escape(rules.name).c_str(), json_escape(g.unsupported_reason).c_str());
        else
            std::printf("%s: no basic strategy: %s.\n", rules.name.c_str(), g.unsupported_reason.c_str());
        return 0;
    }
    const strategy::StrategyChart chart = strategy::build_chart(g, rules);
    if (json) {
        std::printf("{\n  \"preset\": \"%s\",\n  \"supported\": true,\n", json_escape(rules.name).c_str());
        std::printf("  \"decks\": %d,\n  \"ev_per_initial_bet\": %.8f,\n  \"house_edge_percent\": %.6f,\n", rules.decks,
                    g.ev, g.house_edge_percent());
        std::printf("  \"insurance_ev\": %.8f,\n  \"natural_vs_ace_ev\": %.8f,\n  \"even_money_ev\": %.8f,\n",
                    g.insurance_ev, g.natural_vs_ace_ev, g.even_money_ev);
        print_side_bets_json(rules);
        std::printf("  \"seconds\": %.4f,\n  \"method\": \"composition-dependent exact, fresh shoe every round\",\n",
                    g.seconds);
        std::printf(
            "  \"upcards\": [\"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\", \"9\", \"T\", \"A\"],\n  \"charts\": {\n");
        print_rows_json("hard", chart.hard, false);
        print_rows_json("soft", chart.soft, false);
        print_rows_json("pairs", chart.pairs, false);
        print_rows_json("surrender", chart.surrender, true);
        std::printf("  }\n}\n");
        return 0;
    }
    std::printf("Basic strategy for %s (%d deck%s)\n\n", rules.name.c_str(), rules.decks, rules.decks == 1 ? "" : "s");
    std::printf("%s\n", strategy::format_chart(chart).c_str());
    std::printf("House edge: %.3f%% (player expected value %+.4f%% per initial bet)\n", g.house_edge_percent(),
                100.0 * g.ev);
    std::printf("  exact for a fresh shoe every round, composition-dependent best play%s\n",
                rules.trivia ? ", every trivia answer right" : "");
    if (rules.insurance)
        std::printf("Insurance: %+.4f per unit of the original bet when taken (%s)\n", g.insurance_ev,
                    g.insurance_ev > 0 ? "take it" : "never take it");
    if (rules.even_money != EvenMoney::None)
        std::printf("Even money: a natural against an ace is worth %+.4f with it, %+.4f without (%s)\n",
                    g.even_money_ev, g.natural_vs_ace_ev,
                    g.even_money_ev > g.natural_vs_ace_ev ? "take it" : "decline it");
    print_side_bets_text(rules);
    std::printf("Computed in %.0f ms\n", 1000.0 * g.seconds);
    return 0;
}

}  // namespace bjt::cli

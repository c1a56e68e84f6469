// bjt replay: plays a replay file's inputs through the engine, checks its shoes' seeds and compares every
// result with the file's (docs/replays.md).
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/money.h"
#include "engine/replay/replay_player.h"
#include "engine/replay/replay_reader.h"
#include "engine/strategy/replay_score.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"
#include "tools/bjt/json_writer.h"

namespace bjt::cli {

namespace {

constexpr const char* kHelp =
    "usage: bjt replay FILE [--json] [--score]\n\n"
    "Plays a replay file (docs/replays.md; `bjt history export` writes one) through the engine: checks each\n"
    "provably fair shoe (the commitment, and that the round's cards are the ones the shoe deals there, as\n"
    "`bjt verify` does), plays the inputs, and compares every event and each round's closing bank and credits\n"
    "with the file's. Prints the rounds, the bank and credits at the end, the money bet and won.\n\n"
    "Exit 0: everything matches. 1: something differs (the first round and event that differ, and how).\n"
    "2: the file cannot be read (with the line at fault).\n\n"
    "--score adds the skill score: for every hit, stand, double, split, surrender, insurance and even money, the\n"
    "EV the choice gave away against the best option of the coach's exact analysis; per round and for the file:\n"
    "decisions, share of best plays, and EV given away in % of the money bet.\n";

// Cents, rounded; the percentage of the money bet follows from money_bet_cents.
void print_skill_json(JsonWriter& j, const strategy::ReplayScore& skill) {
    j.key("skill").begin_object();
    j.key("decisions").value(skill.total.decisions);
    j.key("best_plays").value(skill.total.best_plays);
    j.key("ev_given_away_cents").value(static_cast<std::int64_t>(std::llround(skill.total.given_away_cents)));
    j.end_object();
}

void print_skill_text(const strategy::ReplayScore& skill, Cents money_bet) {
    for (const auto& [round, t] : skill.by_round)
        std::printf("  round %lld: %d decision(s), %d best, EV given away %.2f\n", static_cast<long long>(round),
                    t.decisions, t.best_plays, t.given_away_cents / 100.0);
    std::printf("skill: %d decision(s), %.1f%% best plays, EV given away %.2f (%.3f%% of the money bet)\n",
                skill.total.decisions, 100.0 * skill.total.best_play_share(), skill.total.given_away_cents / 100.0,
                skill.total.given_away_percent(money_bet));
}

void print_json(const replay::ReplaySummary& s, const strategy::ReplayScore* skill) {
    JsonWriter j;
    j.begin_object();
    j.key("matches").value(s.matches());
    j.key("rounds").value(s.rounds);
    j.key("bank_cents").value(static_cast<std::int64_t>(s.bank));
    j.key("credits").value(s.credits);
    j.key("money_bet_cents").value(static_cast<std::int64_t>(s.money_bet));
    j.key("money_won_cents").value(static_cast<std::int64_t>(s.money_won));
    j.key("net_cents").value(static_cast<std::int64_t>(s.net));
    j.key("shoes_verified").value(s.shoes_verified);
    j.key("unverified").begin_array();
    for (const auto& u : s.unverified) j.value(u);
    j.end_array();
    j.key("difference");
    if (s.difference) {
        j.begin_object();
        j.key("round").value(static_cast<std::int64_t>(s.difference->round));
        j.key("event").value(s.difference->event);
        j.key("what").value(s.difference->what);
        j.end_object();
    } else {
        j.null();
    }
    if (skill) print_skill_json(j, *skill);
    j.end_object();
    std::printf("%s\n", j.str().c_str());
}

void print_text(const replay::ReplaySummary& s) {
    std::printf("%d round(s); bank %s, credits %d at the end; money bet %s, won %s (net %s)\n", s.rounds,
                format_amount(s.bank).c_str(), s.credits, format_amount(s.money_bet).c_str(),
                format_amount(s.money_won).c_str(), format_amount(s.net).c_str());
    std::printf("shoes verified: %d\n", s.shoes_verified);
    for (const auto& u : s.unverified) std::printf("not verifiable: %s\n", u.c_str());
    if (s.difference)
        std::printf("DIFFERS at round %lld, %s: %s\n", static_cast<long long>(s.difference->round),
                    s.difference->event == 0 ? "the round as a whole"
                                             : ("event " + std::to_string(s.difference->event)).c_str(),
                    s.difference->what.c_str());
    else
        std::printf("everything matches\n");
}

}  // namespace

int run_replay(Args args) {
    if (wants_help(args)) {
        std::printf("%s", kHelp);
        return 0;
    }
    std::string file;
    bool json = false, score = false;
    for (const auto arg : args) {
        if (arg == "--json") {
            json = true;
        } else if (arg == "--score") {
            score = true;
        } else if (!arg.starts_with("-") && file.empty()) {
            file = std::string(arg);
        } else {
            return usage_error("unexpected argument '" + std::string(arg) + "' (try `bjt replay --help`)");
        }
    }
    if (file.empty()) return usage_error("replay needs a FILE");
    std::ifstream in(file, std::ios::binary);
    if (!in) return usage_error("cannot open " + file);
    std::stringstream text;
    text << in.rdbuf();
    const replay::ReplayRead read = replay::read_replay(text.str());
    if (!read.replay) return usage_error(file + ":" + read.error.substr(5));
    strategy::SkillScorer scorer;
    strategy::ReplayScore scored;
    if (score)
        scored = strategy::score_replay(*read.replay, scorer);
    else
        scored.summary = replay::play_replay(*read.replay);
    const replay::ReplaySummary& summary = scored.summary;
    if (json) {
        print_json(summary, score ? &scored : nullptr);
    } else {
        print_text(summary);
        if (score) print_skill_text(scored, summary.money_bet);
    }
    return summary.matches() ? 0 : 1;
}

}  // namespace bjt::cli

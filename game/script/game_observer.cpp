#include "game/script/game_observer.h"

#include <algorithm>

#include "engine/rule_keys.h"
#include "game/questions/question_source.h"
#include "game/render/chip_pile.h"
#include "game/save/save_game.h"
#include "game/scene/scene_stack.h"
#include "game/script/script_host.h"
#include "game/script/scriptable.h"
#include "game/session/fair_shoes.h"
#include "game/session/session.h"
#include "game/ui/money_text.h"
#include "game/view/table_view.h"

namespace bjt::game {

namespace {
// The chips on the bet spots as a dealer laid them: "25+5 | 25+5" (a doubled $30 bet), spots split by ", ".
std::string bet_chips_text(const TableView& view, const std::vector<Cents>& denominations) {
    std::string text;
    const int spots = std::max(1, view.hand_count());
    for (int h = 0; h < spots; ++h) {
        std::string spot;
        for (Cents stack : view.spot_stacks(h)) {
            std::string chips;
            for (Cents chip : chip_pile(stack, denominations))
                chips += (chips.empty() ? "" : "+") + format_amount(chip);
            spot += (spot.empty() ? "" : " | ") + chips;
        }
        text += (h ? ", " : "") + (spot.empty() ? std::string("none") : spot);
    }
    return text;
}
}  // namespace

std::string GameObserver::observe(std::string_view what, const ScriptHost& host) const {
    const Scene* top = scenes_.top();
    if (what == "scene") return top ? std::string(top->name()) : "";
    if (what == "inspector") return host.inspector_open() ? "open" : "closed";
    if (what == "inspector-dealer") return host.inspector_dealer();
    if (what == "inspector-hands") return host.inspector_hands();
    if (what == "text-overflows") return host.text_overflows();
    if (what == "overlaps") return host.overlaps();
    if (what == "low-contrast") return host.low_contrast();
    if (what == "save-notice") return host.save_notice().empty() ? "none" : "open";
    if (std::string seen = observe_rules(what); seen != "?") return seen;
    if (std::string seen = observe_fairness(what); seen != "?") return seen;
    if (const Scriptable* s = scriptable(top))
        if (std::string seen = s->observe(what); seen != "?") return seen;
    if (what == "profile") return saves_.current().name;
    if (what == "questions") return std::to_string(questions_.size());
    if (what == "window") {
        const auto [w, h] = host.window_pixels();
        return std::to_string(w) + "x" + std::to_string(h);
    }
    return observe_table(what);
}

std::string GameObserver::observe_rules(std::string_view what) const {
    if (const ActiveRules* active = session_.active_rules()) {
        // rule:KEY is what the next round plays; table-rule:KEY what the table plays now.
        if (what.rfind("rule:", 0) == 0)
            if (const RuleKey* k = find_rule_key(what.substr(5))) return k->format(active->rules());
        if (what == "preset-errors") return std::to_string(active->preset_errors().size());
        if (what == "overrides") return std::to_string(active->overrides().size());
    }
    if (what.rfind("table-rule:", 0) == 0 && session_.started())
        if (const RuleKey* k = find_rule_key(what.substr(11))) return k->format(session_.table().rules());
    return "?";
}

// The provably fair shoes: `fairness` (on/off), the shoe in play (`fairness-shoe`, `fairness-commitment`, or
// `none`), the next shoe's `fairness-client-seed`, and the last shoe revealed (`fairness-revealed-shoe`,
// `fairness-server-seed`, `fairness-check`: the bjt verify line).
std::string GameObserver::observe_fairness(std::string_view what) const {
    if (what.rfind("fairness", 0) != 0) return "?";
    const FairShoes* fair = session_.fair_shoes();
    if (what == "fairness") return fair ? "on" : "off";
    if (!fair) return "none";
    const auto& now = fair->current();
    const auto& done = fair->revealed();
    if (what == "fairness-shoe") return now ? std::to_string(now->number) : "none";
    if (what == "fairness-commitment") return now ? now->commitment : "none";
    if (what == "fairness-client-seed") return fair->client_seed();
    if (what == "fairness-revealed-shoe") return done ? std::to_string(done->number) : "none";
    if (what == "fairness-server-seed") return done ? done->server_seed : "none";
    if (what == "fairness-check") return done ? done->check : "none";
    return "?";
}

std::string GameObserver::outcomes_text(const Seat& seat) {
    std::string s;
    for (int i = 0; i < seat.hand_count; ++i) s += (i ? "," : "") + std::string(outcome_name(seat.hand(i).outcome));
    return s;
}

// "N-bank", "N-outcomes", "N-name" of seat N (1 is first base).
std::string GameObserver::observe_seat(std::string_view what) const {
    const Table& t = session_.table();
    const auto dash = what.find('-');
    int n = 0;
    for (char c : what.substr(0, dash)) n = c >= '0' && c <= '9' ? n * 10 + (c - '0') : -100;
    if (dash == std::string_view::npos || n < 1 || n > t.seat_count()) return "?";
    const Seat& seat = t.seat(n - 1);
    const std::string_view field = what.substr(dash + 1);
    if (field == "bank") return format_amount(seat.bank);
    if (field == "outcomes") return outcomes_text(seat);
    if (field == "name") return session_.seat_name(n - 1);
    return "?";
}

std::string GameObserver::observe_table(std::string_view what) const {
    if (!session_.started()) return "?";
    const Table& t = session_.table();
    // The player's seat (at a table of several, whoever is in turn), and any seat by number: "seat-2-bank".
    const Seat& mine = session_.my_seat();
    if (what == "state") return std::string(round_state_name(t.state()));
    if (what == "bank") return format_amount(mine.bank);
    if (what == "credits") return std::to_string(mine.credits);
    if (what == "hands") return std::to_string(mine.hand_count);
    if (what == "preset") return session_.rules().name;
    if (what == "outcome" || what == "outcomes") return outcomes_text(mine);
    if (what == "game-over") return session_.game_over() ? "yes" : "no";
    if (what == "seats") return std::to_string(t.seat_count());
    if (what == "my-seat") return std::to_string(session_.my_seat_index() + 1);
    if (what.starts_with("seat-")) return observe_seat(what.substr(5));
    if (what == "animating") return view_.idle() ? "no" : "yes";
    if (what == "shown-bank") return format_amount(view_.bank_shown());
    if (what == "bet-chips") return bet_chips_text(view_, session_.rules().chips);
    return "?";
}

}  // namespace bjt::game

// bjt round: plays one round from a stacked shoe with scripted actions and answers, prints JSON.
#include <charconv>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/bet_limits.h"
#include "engine/table.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"
#include "tools/bjt/scripted_round.h"
#include "tools/bjt/seat_values.h"
#include "tools/bjt/side_bet_option.h"

namespace bjt::cli {

namespace {

constexpr const char* kHelp =
    "usage: bjt round --preset NAME|FILE --shoe \"CARDS\" [--seats N] [--bet AMOUNT] [--bank AMOUNT] [--credits N]\n"
    "                 [--actions LIST] [--answers LIST] [--predict winner=player|dealer,player=N,dealer=N]\n"
    "                 [--side-bet NAME=AMOUNT ...] [--set KEY=VALUE ...]\n\n"
    "Plays one round from a stacked shoe and prints it as one JSON object.\n\n"
    "  --shoe     cards in the order they leave the shoe, e.g. \"8S 6D 8H TC 5D QC\" (ranks A 2-9 T J Q K or 10,\n"
    "             suits S H D C). Deal order: player, dealer, player, dealer; with seats, one card to each seat\n"
    "             from seat 1, then the dealer, and again.\n"
    "  --seats    a table of N seats (1 to the preset's max_seats). --bet, --bank, --credits, --actions, --answers,\n"
    "             --predict and --side-bet then take one value for every seat, or N values separated by '|', seat 1\n"
    "             first (an empty value: nothing for that seat), e.g. --actions 'stand|double|hit'. The JSON then\n"
    "             has \"seats\": one object per seat with the fields a one-seat round has at the top level, and each\n"
    "             event of a seat names it (\"seat\": 1 is seat 1).\n"
    "  --bet      the base bet in the preset's units (default: the table minimum). Ignored in three-bets.\n"
    "  --bank     the bank before the round (default: the preset's starting bank).\n"
    "  --credits  trivia credits before the round (default: the preset's starting credits).\n"
    "  --actions  comma-separated, in the order asked: hit, stand, double, split, surrender, insurance,\n"
    "             no-insurance, even-money, no-even-money (and no-surrender to decline an early surrender;\n"
    "             any other action there declines it too).\n"
    "  --answers  one per trivia question asked: easy:right, medium:wrong, hard:right, ...\n"
    "  --predict  three-bets: winner=player|dealer,player=N,dealer=N\n"
    "  --side-bet a side bet placed with the base bet: perfect-pairs=AMOUNT or 21+3=AMOUNT (repeatable)\n"
    "  --set      overrides a preset key, with the same validation as a preset file.\n\n"
    "Running out of cards, actions or answers, an action or answer left over when the round ends, an illegal\n"
    "action, a bet outside the limits, or a count of '|' values that is neither 1 nor N is an error\n"
    "(exit 2, one line on stderr). JSON: bank_delta_cents, credits_delta, hands, dealer, events, ...\n";

// What the command line asked for, as given.
struct RoundOptions {
    std::string preset_name, shoe_text, seats_text, bet_text, bank_text, credits_text, actions_text, answers_text,
        predict_text;
    bool have_shoe = false, have_predict = false;
    std::vector<std::string> overrides;
    std::vector<std::string> side_bets;  // each --side-bet as given
};

// Reads the arguments into `options`; returns an exit code when they are bad, else nullopt.
std::optional<int> read_options(Args args, RoundOptions& o) {
    for (std::size_t i = 0; i < args.size();) {
        const std::string_view arg = args[i];
        OptionTaker opt(args, i);
        std::string set_value;
        if (opt.take("--preset", o.preset_name) || opt.take("--seats", o.seats_text) || opt.take("--bet", o.bet_text) ||
            opt.take("--bank", o.bank_text) || opt.take("--credits", o.credits_text) ||
            opt.take("--actions", o.actions_text) || opt.take("--answers", o.answers_text)) {
        } else if (opt.take("--shoe", o.shoe_text)) {
            o.have_shoe = true;
        } else if (opt.take("--predict", o.predict_text)) {
            o.have_predict = true;
        } else if (opt.take("--set", set_value)) {
            o.overrides.push_back(set_value);
        } else if (opt.take("--side-bet", set_value)) {
            o.side_bets.push_back(set_value);
        } else {
            return usage_error("unknown argument '" + std::string(arg) + "' (try `bjt round --help`)");
        }
        if (opt.missing()) return usage_error("option " + std::string(arg) + " needs a value");
    }
    if (o.preset_name.empty()) return usage_error("round needs --preset NAME|FILE");
    if (!o.have_shoe) return usage_error("round needs --shoe \"CARDS\"");
    return std::nullopt;
}

std::optional<std::vector<Card>> parse_shoe(const std::string& text, std::string& error) {
    std::vector<Card> cards;
    for (const auto& token : split_list(text, ' ')) {
        for (const auto& t : split_list(token, ',')) {
            auto c = parse_card(t);
            if (!c) {
                error = "bad card '" + t + "' in --shoe (ranks A 2-9 T J Q K or 10, suits S H D C)";
                return std::nullopt;
            }
            cards.push_back(*c);
        }
    }
    return cards;
}

// The seat count: none without --seats (one seat, the output as it always was), else 1 to the rules' max_seats.
std::optional<int> read_seat_count(const RoundOptions& o, const Rules& rules, std::string& error) {
    if (o.seats_text.empty()) return 1;
    int n = 0;
    const auto r = std::from_chars(o.seats_text.data(), o.seats_text.data() + o.seats_text.size(), n);
    if (r.ec != std::errc{} || r.ptr != o.seats_text.data() + o.seats_text.size() || n < 1 || n > kMaxSeats) {
        error = "bad --seats '" + o.seats_text + "' (expected a number of seats from 1 to " +
                std::to_string(kMaxSeats) + ")";
        return std::nullopt;
    }
    if (n > rules.max_seats) {
        error = "--seats " + o.seats_text + ": the preset '" + o.preset_name + "' seats at most " +
                std::to_string(rules.max_seats) + " (max_seats)";
        return std::nullopt;
    }
    return n;
}

// Each option's value for each seat: the same text for all, or each seat's part of a '|' list.
std::optional<RoundScript> seat_scripts(const RoundOptions& o, int seats, std::string& error) {
    RoundScript script{.preset_name = o.preset_name, .seated = !o.seats_text.empty(), .seats = {}};
    script.seats.resize(static_cast<std::size_t>(seats));
    const auto spread = [&](std::string_view option, const std::string& text, auto set) {
        if (!script.seated) return set(script.seats[0], text), true;
        const auto values = values_per_seat(option, text, seats, error);
        if (!values) return false;
        for (std::size_t i = 0; i < values->size(); ++i) set(script.seats[i], (*values)[i]);
        return true;
    };
    const bool ok =
        spread("--bet", o.bet_text, [](SeatScript& s, const std::string& v) { s.bet_text = v; }) &&
        spread("--bank", o.bank_text, [](SeatScript& s, const std::string& v) { s.bank_text = v; }) &&
        spread("--credits", o.credits_text, [](SeatScript& s, const std::string& v) { s.credits_text = v; }) &&
        spread("--actions", o.actions_text, [](SeatScript& s, const std::string& v) { s.actions_text = v; }) &&
        spread("--answers", o.answers_text, [](SeatScript& s, const std::string& v) { s.answers_text = v; }) &&
        (!o.have_predict || spread("--predict", o.predict_text, [](SeatScript& s, const std::string& v) {
            s.predict_text = v;
            s.have_predict = !v.empty();
        }));
    if (!ok) return std::nullopt;
    for (const std::string& side_bet : o.side_bets) {
        std::string side_error;
        const bool added = spread("--side-bet", side_bet, [&](SeatScript& s, const std::string& v) {
            if (!v.empty() && !add_side_bet_option(v, s.side_bets, side_error)) error = side_error;
        });
        if (!added || !error.empty()) return std::nullopt;
    }
    return script;
}

}  // namespace

int run_round(Args args) {
    if (wants_help(args)) {
        std::printf("%s", kHelp);
        return 0;
    }
    RoundOptions options;
    if (auto code = read_options(args, options)) return *code;
    std::string error;
    auto preset = load_preset_with_overrides(options.preset_name, options.overrides, error);
    if (!preset) return usage_error(error);
    auto cards = parse_shoe(options.shoe_text, error);
    if (!cards) return usage_error(error);
    const std::optional<int> seats = read_seat_count(options, preset->rules, error);
    if (!seats) return usage_error(error);
    const std::optional<RoundScript> script = seat_scripts(options, *seats, error);
    if (!script) return usage_error(error);
    return play_scripted_round(*script, preset->rules, std::move(*cards));
}

}  // namespace bjt::cli

// bjt round: plays one round from a stacked shoe with scripted actions and answers, prints JSON.
#include <charconv>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/bet_limits.h"
#include "engine/table.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/commands.h"
#include "tools/bjt/round_json.h"
#include "tools/bjt/side_bet_option.h"

namespace bjt::cli {

namespace {

constexpr const char* kHelp =
    "usage: bjt round --preset NAME|FILE --shoe \"CARDS\" [--bet AMOUNT] [--bank AMOUNT] [--credits N]\n"
    "                 [--actions LIST] [--answers LIST] [--predict winner=player|dealer,player=N,dealer=N]\n"
    "                 [--side-bet NAME=AMOUNT ...] [--set KEY=VALUE ...]\n\n"
    "Plays one round from a stacked shoe and prints it as one JSON object.\n\n"
    "  --shoe     cards in the order they leave the shoe, e.g. \"8S 6D 8H TC 5D QC\" (ranks A 2-9 T J Q K or 10,\n"
    "             suits S H D C). Deal order: player, dealer, player, dealer.\n"
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
    "Running out of cards, actions or answers, an illegal action, or a bet outside the limits is an error\n"
    "(exit 2, one line on stderr). JSON: bank_delta_cents, credits_delta, hands, dealer, events, ...\n";

std::optional<int> to_int(std::string_view s) {
    int v = 0;
    auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc{} || r.ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

std::optional<Prediction> parse_prediction(std::string_view text, std::string& error) {
    Prediction p;
    bool winner = false, player = false, dealer = false;
    for (const auto& part : split_list(text)) {
        const auto eq = part.find('=');
        const std::string k = part.substr(0, eq);
        const std::string v = eq == std::string::npos ? "" : part.substr(eq + 1);
        if (k == "winner" && (v == "player" || v == "dealer")) {
            p.winner = v == "player" ? Winner::Player : Winner::Dealer;
            winner = true;
        } else if (k == "player" && to_int(v)) {
            p.player_value = *to_int(v);
            player = true;
        } else if (k == "dealer" && to_int(v)) {
            p.dealer_value = *to_int(v);
            dealer = true;
        } else {
            error = "bad --predict part '" + part + "' (expected winner=player|dealer, player=N, dealer=N)";
            return std::nullopt;
        }
    }
    if (!winner || !player || !dealer) {
        error = "--predict needs all three: winner=player|dealer,player=N,dealer=N";
        return std::nullopt;
    }
    return p;
}

std::string legal_list(const Table& t) {
    const std::string out = action_list(t.legal_actions());
    return out.empty() ? "none" : out;
}

}  // namespace

int run_round(Args args) {
    if (wants_help(args)) {
        std::printf("%s", kHelp);
        return 0;
    }
    std::string preset_name, shoe_text, bet_text, bank_text, credits_text, actions_text, answers_text, predict_text;
    bool have_shoe = false, have_actions = false, have_answers = false, have_predict = false;
    std::vector<std::string> overrides;
    SideBetStakes side_bets;
    std::string side_bet_error;
    for (std::size_t i = 0; i < args.size();) {
        bool missing = false;
        const std::string_view arg = args[i];
        auto take = [&](std::string_view name, std::string& into) {
            auto v = take_option(args, i, name, missing);
            if (v) into = std::string(*v);
            return v.has_value();
        };
        std::string set_value;
        if (take("--preset", preset_name)) {
        } else if (take("--shoe", shoe_text)) {
            have_shoe = true;
        } else if (take("--bet", bet_text)) {
        } else if (take("--bank", bank_text)) {
        } else if (take("--credits", credits_text)) {
        } else if (take("--actions", actions_text)) {
            have_actions = true;
        } else if (take("--answers", answers_text)) {
            have_answers = true;
        } else if (take("--predict", predict_text)) {
            have_predict = true;
        } else if (take("--set", set_value)) {
            overrides.push_back(set_value);
        } else if (take("--side-bet", set_value)) {
            if (!add_side_bet_option(set_value, side_bets, side_bet_error)) return usage_error(side_bet_error);
        } else {
            return usage_error("unknown argument '" + std::string(arg) + "' (try `bjt round --help`)");
        }
        if (missing) return usage_error("option " + std::string(arg) + " needs a value");
    }
    if (preset_name.empty()) return usage_error("round needs --preset NAME|FILE");
    if (!have_shoe) return usage_error("round needs --shoe \"CARDS\"");

    std::string error;
    auto preset = load_preset_with_overrides(preset_name, overrides, error);
    if (!preset) return usage_error(error);
    const Rules& rules = preset->rules;

    std::vector<Card> cards;
    for (const auto& token : split_list(shoe_text, ' ')) {
        for (const auto& t : split_list(token, ',')) {
            auto c = parse_card(t);
            if (!c) return usage_error("bad card '" + t + "' in --shoe (ranks A 2-9 T J Q K or 10, suits S H D C)");
            cards.push_back(*c);
        }
    }
    const std::size_t shoe_size = cards.size();

    Table table(rules, Shoe::stacked(std::move(cards)));
    std::vector<Event> events;
    table.set_event_sink([&events](const Event& e) { events.push_back(e); });

    Cents bank = rules.starting_bank;
    int credits = rules.trivia ? rules.trivia_start_credits : 0;
    if (!bank_text.empty()) {
        auto v = parse_amount(bank_text);
        if (!v) return usage_error("bad --bank amount '" + bank_text + "'");
        bank = *v;
    }
    if (!credits_text.empty()) {
        auto v = to_int(credits_text);
        if (!v || *v < 0) return usage_error("bad --credits '" + credits_text + "'");
        credits = *v;
    }
    table.reset_session(bank, credits);

    Cents bet = 0;
    if (rules.mode != GameMode::ThreeBets) {
        if (bet_text.empty()) {
            bet = table.bet_limits().min;
        } else {
            auto v = parse_amount(bet_text);
            if (!v) return usage_error("bad --bet amount '" + bet_text + "'");
            bet = *v;
        }
    }

    auto cards_error = [&]() {
        return usage_error("ran out of cards: the stacked shoe's " + std::to_string(shoe_size) +
                           " card(s) are not enough for this round");
    };
    if (Status s = table.begin_round(bet, side_bets); !s) {
        if (s.refusal == Refusal::ShoeExhausted) return cards_error();
        const std::string side = side_bet_refusal_message(rules, side_bets, s.refusal, bet, table.bank());
        if (!side.empty()) return usage_error(side);
        const BetLimits limits = table.bet_limits();
        return usage_error("cannot start the round: " + std::string(describe(s.refusal)) + " (bet " +
                           format_amount(bet) + ", limits " + format_amount(limits.min) + " to " +
                           format_amount(limits.max) + ", bank " + format_amount(table.bank()) + ")");
    }

    const std::vector<std::string> actions = have_actions ? split_list(actions_text) : std::vector<std::string>{};
    const std::vector<std::string> answers = have_answers ? split_list(answers_text) : std::vector<std::string>{};
    std::size_t next_action = 0, next_answer = 0;

    while (table.state() != RoundState::RoundOver) {
        const RoundState state = table.state();
        Status s;
        if (state == RoundState::QuestionPending) {
            if (next_answer >= answers.size())
                return usage_error("ran out of answers: a trivia question for a " +
                                   std::string(action_name(table.pending_question_action())) + " on hand " +
                                   std::to_string(table.active_hand() + 1) +
                                   " needs an answer (--answers easy:right,...)");
            const std::string& a = answers[next_answer++];
            const auto colon = a.find(':');
            const std::string level = a.substr(0, colon);
            const std::string result = colon == std::string::npos ? "" : a.substr(colon + 1);
            Difficulty d;
            if (level == "easy")
                d = Difficulty::Easy;
            else if (level == "medium")
                d = Difficulty::Medium;
            else if (level == "hard")
                d = Difficulty::Hard;
            else
                return usage_error("bad answer '" + a + "' (expected easy|medium|hard:right|wrong)");
            if (result != "right" && result != "wrong")
                return usage_error("bad answer '" + a + "' (expected easy|medium|hard:right|wrong)");
            s = table.answer(d, result == "right");
        } else if (state == RoundState::Predictions) {
            if (!have_predict)
                return usage_error(
                    "ran out of input: this three-bets round needs --predict winner=...,player=N,dealer=N");
            std::string perr;
            auto p = parse_prediction(predict_text, perr);
            if (!p) return usage_error(perr);
            s = table.predict(*p);
            have_predict = false;  // used
            if (!s) return usage_error("prediction refused: " + std::string(describe(s.refusal)));
        } else {
            if (next_action >= actions.size())
                return usage_error("ran out of actions: the round is at " + std::string(round_state_name(state)) +
                                   " (legal: " + legal_list(table) + ")");
            const std::string& name = actions[next_action];
            auto action = parse_action(name);
            if (!action)
                return usage_error("unknown action '" + name + "' (action " + std::to_string(next_action + 1) + ")");
            if (state == RoundState::EarlySurrenderOffer && *action != Action::Surrender &&
                *action != Action::NoSurrender) {
                // An action other than surrender declines the early-surrender offer and is kept for after the peek.
                s = table.act(Action::NoSurrender);
            } else {
                ++next_action;
                s = table.act(*action);
                if (!s && s.refusal != Refusal::ShoeExhausted)
                    return usage_error("illegal action '" + name + "' (action " + std::to_string(next_action) +
                                       ", at " + std::string(round_state_name(state)) + "): " +
                                       std::string(describe(s.refusal)) + " (legal: " + legal_list(table) + ")");
            }
        }
        if (s.refusal == Refusal::ShoeExhausted) return cards_error();
    }

    RoundRecord record;
    record.preset = preset_name;
    record.bet = bet;
    record.bank_start = bank;
    record.credits_start = credits;
    for (std::size_t i = next_action; i < actions.size(); ++i) record.unused_actions.push_back(actions[i]);
    for (std::size_t i = next_answer; i < answers.size(); ++i) record.unused_answers.push_back(answers[i]);
    std::printf("%s\n", round_to_json(table, events, record).c_str());
    return 0;
}

}  // namespace bjt::cli

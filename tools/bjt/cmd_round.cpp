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
    "Running out of cards, actions or answers, an action or answer left over when the round ends, an illegal\n"
    "action, or a bet outside the limits is an error\n"
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

// What the command line asked for, as given.
struct RoundOptions {
    std::string preset_name, shoe_text, bet_text, bank_text, credits_text, actions_text, answers_text, predict_text;
    bool have_shoe = false, have_predict = false;
    std::vector<std::string> overrides;
    SideBetStakes side_bets;  // --side-bet, checked as given (names and amounts)
};

// Reads the arguments into `options`; returns an exit code when they are bad, else nullopt.
std::optional<int> read_options(Args args, RoundOptions& o) {
    for (std::size_t i = 0; i < args.size();) {
        const std::string_view arg = args[i];
        OptionTaker opt(args, i);
        std::string set_value;
        if (opt.take("--preset", o.preset_name) || opt.take("--bet", o.bet_text) || opt.take("--bank", o.bank_text) ||
            opt.take("--credits", o.credits_text) || opt.take("--actions", o.actions_text) ||
            opt.take("--answers", o.answers_text)) {
        } else if (opt.take("--shoe", o.shoe_text)) {
            o.have_shoe = true;
        } else if (opt.take("--predict", o.predict_text)) {
            o.have_predict = true;
        } else if (opt.take("--set", set_value)) {
            o.overrides.push_back(set_value);
        } else if (opt.take("--side-bet", set_value)) {
            std::string side_bet_error;
            if (!add_side_bet_option(set_value, o.side_bets, side_bet_error)) return usage_error(side_bet_error);
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

// An amount option: the reason when it is refused ("more than two decimals"), not only that it is.
std::optional<Cents> parse_amount_option(std::string_view option, const std::string& text, std::string& error) {
    if (auto v = parse_amount(text)) return v;
    const std::string why = amount_problem(text);
    error = "bad " + std::string(option) + " amount '" + text + "'" +
            (why.empty() ? " (expected an amount such as 25 or 12.50)" : " (" + why + ")");
    return std::nullopt;
}

std::optional<std::pair<Difficulty, bool>> parse_answer(const std::string& a) {
    const auto colon = a.find(':');
    const std::string level = a.substr(0, colon);
    const std::string result = colon == std::string::npos ? "" : a.substr(colon + 1);
    std::optional<Difficulty> d;
    if (level == "easy") d = Difficulty::Easy;
    if (level == "medium") d = Difficulty::Medium;
    if (level == "hard") d = Difficulty::Hard;
    if (!d || (result != "right" && result != "wrong")) return std::nullopt;
    return std::pair{*d, result == "right"};
}

// Why a game that is over cannot start a round, named precisely (bank or credits).
std::string game_over_cause(const Table& t, const Rules& rules) {
    if (rules.mode == GameMode::ThreeBets)
        return "the bank (" + format_amount(t.bank()) + ") cannot cover the three stakes of " +
               format_amount(3 * rules.three_bets_stake);
    if (rules.trivia && t.credits() <= 0)
        return "no trivia credits are left (credits " + std::to_string(t.credits()) + ")";
    return "the bank (" + format_amount(t.bank()) + ") cannot cover the minimum bet of " +
           format_amount(t.bet_limits().min);
}

// One round in progress, fed from the command line's lists.
class ScriptedRound {
public:
    ScriptedRound(const RoundOptions& o, const Rules& rules, std::vector<Card> cards)
        : options_(o), rules_(rules), shoe_size_(cards.size()), table_(rules, Shoe::stacked(std::move(cards))) {
        table_.set_event_sink([this](const Event& e) { events_.push_back(e); });
        actions_ = split_list(o.actions_text);
        answers_ = split_list(o.answers_text);
        have_predict_ = o.have_predict;
    }

    int run() {
        if (auto code = start()) return *code;
        while (table_.state() != RoundState::RoundOver)
            if (auto code = step()) return *code;
        if (next_action_ < actions_.size())
            return usage_error("the round ended with action " + std::to_string(next_action_ + 1) + " '" +
                               actions_[next_action_] + "' unused (" + std::to_string(actions_.size() - next_action_) +
                               " action(s) left over)");
        if (next_answer_ < answers_.size())
            return usage_error("the round ended with answer " + std::to_string(next_answer_ + 1) + " '" +
                               answers_[next_answer_] + "' unused (no trivia question was left to answer)");
        if (have_predict_) return usage_error("--predict was given but this round asks for no prediction");
        print();
        return 0;
    }

private:
    int cards_error() const {
        return usage_error("ran out of cards: the stacked shoe's " + std::to_string(shoe_size_) +
                           " card(s) are not enough for this round");
    }

    std::optional<int> start() {
        std::string error;
        bank_ = rules_.starting_bank;
        credits_ = rules_.trivia ? rules_.trivia_start_credits : 0;
        if (!options_.bank_text.empty()) {
            auto v = parse_amount_option("--bank", options_.bank_text, error);
            if (!v) return usage_error(error);
            bank_ = *v;
        }
        if (!options_.credits_text.empty()) {
            auto v = to_int(options_.credits_text);
            if (!v || *v < 0) return usage_error("bad --credits '" + options_.credits_text + "' (expected 0 or more)");
            credits_ = *v;
        }
        if (const Status r = table_.reset_session(bank_, credits_); !r)
            return usage_error("cannot seat the table: " + std::string(describe(r.refusal)));
        if (rules_.mode != GameMode::ThreeBets) {
            bet_ = table_.bet_limits().min;
            if (!options_.bet_text.empty()) {
                auto v = parse_amount_option("--bet", options_.bet_text, error);
                if (!v) return usage_error(error);
                bet_ = *v;
            }
        }
        const Status s = table_.begin_round(bet_, options_.side_bets);
        if (s) return std::nullopt;
        if (s.refusal == Refusal::ShoeExhausted) return cards_error();
        if (s.refusal == Refusal::GameOver)
            return usage_error("cannot start the round: the game is over: " + game_over_cause(table_, rules_));
        const std::string side = side_bet_refusal_message(rules_, options_.side_bets, s.refusal, bet_, table_.bank());
        if (!side.empty()) return usage_error(side);
        const BetLimits limits = table_.bet_limits();
        return usage_error("cannot start the round: " + std::string(describe(s.refusal)) + " (bet " +
                           format_amount(bet_) + ", limits " + format_amount(limits.min) + " to " +
                           format_amount(limits.max) + ", bank " + format_amount(table_.bank()) + ")");
    }

    std::optional<int> step() {
        const RoundState state = table_.state();
        Status s;
        if (state == RoundState::QuestionPending) {
            if (auto code = answer_question(s)) return code;
        } else if (state == RoundState::Predictions) {
            if (auto code = predict(s)) return code;
        } else if (auto code = act(state, s)) {
            return code;
        }
        if (s.refusal == Refusal::ShoeExhausted) return cards_error();
        return std::nullopt;
    }

    std::optional<int> answer_question(Status& s) {
        if (next_answer_ >= answers_.size())
            return usage_error("ran out of answers: a trivia question for a " +
                               std::string(action_name(table_.pending_question_action())) + " on hand " +
                               std::to_string(table_.active_hand() + 1) +
                               " needs an answer (--answers easy:right,...)");
        const std::string& a = answers_[next_answer_++];
        const auto answer = parse_answer(a);
        if (!answer) return usage_error("bad answer '" + a + "' (expected easy|medium|hard:right|wrong)");
        s = table_.answer(answer->first, answer->second);
        return std::nullopt;
    }

    std::optional<int> predict(Status& s) {
        if (!have_predict_)
            return usage_error("ran out of input: this three-bets round needs --predict winner=...,player=N,dealer=N");
        std::string error;
        auto p = parse_prediction(options_.predict_text, error);
        if (!p) return usage_error(error);
        s = table_.predict(*p);
        have_predict_ = false;  // used
        if (!s) return usage_error("prediction refused: " + std::string(describe(s.refusal)));
        return std::nullopt;
    }

    std::optional<int> act(RoundState state, Status& s) {
        if (next_action_ >= actions_.size())
            return usage_error("ran out of actions: the round is at " + std::string(round_state_name(state)) +
                               " (legal: " + legal_list(table_) + ")");
        const std::string& name = actions_[next_action_];
        auto action = parse_action(name);
        if (!action)
            return usage_error("unknown action '" + name + "' (action " + std::to_string(next_action_ + 1) + ")");
        if (state == RoundState::EarlySurrenderOffer && *action != Action::Surrender &&
            *action != Action::NoSurrender) {
            // An action other than surrender declines the early-surrender offer and is kept for after the peek.
            s = table_.act(Action::NoSurrender);
            return std::nullopt;
        }
        ++next_action_;
        s = table_.act(*action);
        if (!s && s.refusal != Refusal::ShoeExhausted)
            return usage_error("illegal action '" + name + "' (action " + std::to_string(next_action_) + ", at " +
                               std::string(round_state_name(state)) + "): " + std::string(describe(s.refusal)) +
                               " (legal: " + legal_list(table_) + ")");
        return std::nullopt;
    }

    void print() const {
        RoundRecord record;
        record.preset = options_.preset_name;
        record.bet = bet_;
        record.bank_start = bank_;
        record.credits_start = credits_;
        std::printf("%s\n", round_to_json(table_, events_, record).c_str());
    }

    const RoundOptions& options_;
    const Rules& rules_;
    std::size_t shoe_size_;
    Table table_;
    std::vector<Event> events_;
    std::vector<std::string> actions_, answers_;
    std::size_t next_action_ = 0, next_answer_ = 0;
    bool have_predict_ = false;
    Cents bank_ = 0, bet_ = 0;
    int credits_ = 0;
};

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
    return ScriptedRound(options, preset->rules, std::move(*cards)).run();
}

}  // namespace bjt::cli

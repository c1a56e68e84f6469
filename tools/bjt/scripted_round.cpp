#include "tools/bjt/scripted_round.h"

#include <charconv>
#include <cstdio>

#include "engine/bet_limits.h"
#include "tools/bjt/cli.h"
#include "tools/bjt/round_json.h"
#include "tools/bjt/side_bet_option.h"

namespace bjt::cli {

namespace {

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

// Why a seat whose game is over cannot start a round, named precisely (bank or credits).
std::string game_over_cause(const Table& t, int seat) {
    const Rules& rules = t.rules();
    const Seat& s = t.seat(seat);
    if (rules.mode == GameMode::ThreeBets)
        return "the bank (" + format_amount(s.bank) + ") cannot cover the three stakes of " +
               format_amount(3 * rules.three_bets_stake);
    if (rules.trivia && s.credits <= 0) return "no trivia credits are left (credits " + std::to_string(s.credits) + ")";
    return "the bank (" + format_amount(s.bank) + ") cannot cover the minimum bet of " +
           format_amount(t.bet_limits_at(s.bank).min);
}

// A seat's script as it is played: its lists and how far the round has used them.
struct SeatPlay {
    const SeatScript* script = nullptr;
    std::vector<std::string> actions, answers;
    std::size_t next_action = 0, next_answer = 0;
    bool have_predict = false;
    Cents bank = 0, bet = 0;
    int credits = 0;
};

class ScriptedRound {
public:
    ScriptedRound(const RoundScript& script, const Rules& rules, std::vector<Card> cards)
        : script_(script), rules_(rules), shoe_size_(cards.size()), table_(rules, Shoe::stacked(std::move(cards))) {
        table_.set_event_sink([this](const Event& e) { events_.push_back(e); });
        for (const SeatScript& s : script.seats) {
            SeatPlay& p = seats_.emplace_back();
            p.script = &s;
            p.actions = split_list(s.actions_text);
            p.answers = split_list(s.answers_text);
            p.have_predict = s.have_predict;
        }
    }

    int run() {
        if (auto code = start()) return *code;
        while (table_.state() != RoundState::RoundOver)
            if (auto code = step()) return *code;
        for (int i = 0; i < seat_count(); ++i)
            if (auto code = leftover(i)) return *code;
        print();
        return 0;
    }

private:
    int seat_count() const { return static_cast<int>(seats_.size()); }
    // "seat 2: " before a seat's error at a table of seats; nothing at one seat, whose messages stay as they were.
    std::string where(int seat) const { return script_.seated ? "seat " + std::to_string(seat + 1) + ": " : ""; }
    int seat_error(int seat, const std::string& message) const { return usage_error(where(seat) + message); }

    int cards_error() const {
        return usage_error("ran out of cards: the stacked shoe's " + std::to_string(shoe_size_) +
                           " card(s) are not enough for this round");
    }

    // Each seat's bank, credits and bet from its text, or the rules' defaults.
    std::optional<int> read_stakes(int i) {
        SeatPlay& p = seats_[static_cast<std::size_t>(i)];
        std::string error;
        p.bank = rules_.starting_bank;
        p.credits = rules_.trivia ? rules_.trivia_start_credits : 0;
        if (!p.script->bank_text.empty()) {
            auto v = parse_amount_option("--bank", p.script->bank_text, error);
            if (!v) return seat_error(i, error);
            p.bank = *v;
        }
        if (!p.script->credits_text.empty()) {
            auto v = to_int(p.script->credits_text);
            if (!v || *v < 0)
                return seat_error(i, "bad --credits '" + p.script->credits_text + "' (expected 0 or more)");
            p.credits = *v;
        }
        if (rules_.mode != GameMode::ThreeBets) {
            p.bet = table_.bet_limits_at(p.bank).min;
            if (!p.script->bet_text.empty()) {
                auto v = parse_amount_option("--bet", p.script->bet_text, error);
                if (!v) return seat_error(i, error);
                p.bet = *v;
            }
        }
        return std::nullopt;
    }

    std::optional<int> start() {
        if (const Status s = table_.set_seat_count(seat_count()); !s)
            return usage_error("cannot seat " + std::to_string(seat_count()) +
                               " players: " + std::string(describe(s.refusal)));
        std::vector<SeatBet> bets;
        for (int i = 0; i < seat_count(); ++i) {
            if (auto code = read_stakes(i)) return code;
            const SeatPlay& p = seats_[static_cast<std::size_t>(i)];
            if (const Status r = table_.reset_seat(i, p.bank, p.credits); !r)
                return usage_error("cannot seat the table: " + std::string(describe(r.refusal)));
            bets.push_back(SeatBet{.bet = p.bet, .side_bets = p.script->side_bets});
        }
        const Status s = script_.seated ? table_.begin_round(bets) : table_.begin_round(bets[0].bet, bets[0].side_bets);
        if (s) return std::nullopt;
        if (s.refusal == Refusal::ShoeExhausted) return cards_error();
        return refused_start(bets);
    }

    // Which seat's bet the round was refused for, and why, in the words the one-seat round always used.
    int refused_start(const std::vector<SeatBet>& bets) const {
        int i = 0;
        while (i + 1 < seat_count() && table_.check_seat_bet(i, bets[static_cast<std::size_t>(i)]).ok()) ++i;
        const SeatBet& b = bets[static_cast<std::size_t>(i)];
        const Status s = table_.check_seat_bet(i, b);
        const Cents bank = table_.seat(i).bank;
        if (s.refusal == Refusal::GameOver)
            return seat_error(i, "cannot start the round: the game is over: " + game_over_cause(table_, i));
        const std::string side = side_bet_refusal_message(rules_, b.side_bets, s.refusal, b.bet, bank);
        if (!side.empty()) return seat_error(i, side);
        const BetLimits limits = table_.bet_limits_at(bank);
        return seat_error(i, "cannot start the round: " + std::string(describe(s.refusal)) + " (bet " +
                                 format_amount(b.bet) + ", limits " + format_amount(limits.min) + " to " +
                                 format_amount(limits.max) + ", bank " + format_amount(bank) + ")");
    }

    std::optional<int> step() {
        const RoundState state = table_.state();
        SeatPlay& p = seats_[static_cast<std::size_t>(table_.seat_in_turn())];
        Status s;
        if (state == RoundState::QuestionPending) {
            if (auto code = answer_question(p, s)) return code;
        } else if (state == RoundState::Predictions) {
            if (auto code = predict(p, s)) return code;
        } else if (auto code = act(p, state, s)) {
            return code;
        }
        if (s.refusal == Refusal::ShoeExhausted) return cards_error();
        return std::nullopt;
    }

    std::optional<int> answer_question(SeatPlay& p, Status& s) {
        const int seat = table_.seat_in_turn();
        if (p.next_answer >= p.answers.size())
            return seat_error(seat, "ran out of answers: a trivia question for a " +
                                        std::string(action_name(table_.pending_question_action())) + " on hand " +
                                        std::to_string(table_.active_hand() + 1) +
                                        " needs an answer (--answers easy:right,...)");
        const std::string& a = p.answers[p.next_answer++];
        const auto answer = parse_answer(a);
        if (!answer) return seat_error(seat, "bad answer '" + a + "' (expected easy|medium|hard:right|wrong)");
        s = table_.answer(answer->first, answer->second);
        return std::nullopt;
    }

    std::optional<int> predict(SeatPlay& p, Status& s) {
        const int seat = table_.seat_in_turn();
        if (!p.have_predict)
            return seat_error(seat,
                              "ran out of input: this three-bets round needs --predict winner=...,player=N,dealer=N");
        std::string error;
        auto prediction = parse_prediction(p.script->predict_text, error);
        if (!prediction) return seat_error(seat, error);
        s = table_.predict(*prediction);
        p.have_predict = false;  // used
        if (!s) return seat_error(seat, "prediction refused: " + std::string(describe(s.refusal)));
        return std::nullopt;
    }

    std::optional<int> act(SeatPlay& p, RoundState state, Status& s) {
        const int seat = table_.seat_in_turn();
        if (p.next_action >= p.actions.size())
            return seat_error(seat, "ran out of actions: the round is at " + std::string(round_state_name(state)) +
                                        " (legal: " + legal_list(table_) + ")");
        const std::string& name = p.actions[p.next_action];
        auto action = parse_action(name);
        if (!action)
            return seat_error(seat, "unknown action '" + name + "' (action " + std::to_string(p.next_action + 1) + ")");
        if (state == RoundState::EarlySurrenderOffer && *action != Action::Surrender &&
            *action != Action::NoSurrender) {
            // An action other than surrender declines the early-surrender offer and is kept for after the peek.
            s = table_.act(Action::NoSurrender);
            return std::nullopt;
        }
        ++p.next_action;
        s = table_.act(*action);
        if (!s && s.refusal != Refusal::ShoeExhausted)
            return seat_error(seat, "illegal action '" + name + "' (action " + std::to_string(p.next_action) + ", at " +
                                        std::string(round_state_name(state)) + "): " +
                                        std::string(describe(s.refusal)) + " (legal: " + legal_list(table_) + ")");
        return std::nullopt;
    }

    // Input the round ended without using: an error, seat by seat.
    std::optional<int> leftover(int i) const {
        const SeatPlay& p = seats_[static_cast<std::size_t>(i)];
        if (p.next_action < p.actions.size())
            return seat_error(i, "the round ended with action " + std::to_string(p.next_action + 1) + " '" +
                                     p.actions[p.next_action] + "' unused (" +
                                     std::to_string(p.actions.size() - p.next_action) + " action(s) left over)");
        if (p.next_answer < p.answers.size())
            return seat_error(i, "the round ended with answer " + std::to_string(p.next_answer + 1) + " '" +
                                     p.answers[p.next_answer] + "' unused (no trivia question was left to answer)");
        if (p.have_predict) return seat_error(i, "--predict was given but this round asks for no prediction");
        return std::nullopt;
    }

    void print() const {
        RoundRecord record;
        record.preset = script_.preset_name;
        record.seated = script_.seated;
        for (const SeatPlay& p : seats_)
            record.seats.push_back({.bet = p.bet, .bank_start = p.bank, .credits_start = p.credits});
        std::printf("%s\n", round_to_json(table_, events_, record).c_str());
    }

    const RoundScript& script_;
    const Rules& rules_;
    std::size_t shoe_size_;
    Table table_;
    std::vector<Event> events_;
    std::vector<SeatPlay> seats_;
};

}  // namespace

int play_scripted_round(const RoundScript& script, const Rules& rules, std::vector<Card> shoe) {
    return ScriptedRound(script, rules, std::move(shoe)).run();
}

}  // namespace bjt::cli

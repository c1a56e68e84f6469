#include "engine/replay/replay_player.h"

#include <array>
#include <deque>
#include <map>
#include <set>

#include "engine/fairness/shoe_check.h"
#include "engine/replay/rules_text.h"
#include "engine/table.h"

namespace bjt::replay {
namespace {

struct Difference {
    int event;
    std::string what;
};

// The 1-based line of the round's `index`-th card_dealt event.
int card_event_index(const RoundRecord& r, std::size_t index) {
    for (std::size_t i = 0; i < r.events.size(); ++i)
        if (r.events[i].kind == "card_dealt" && index-- == 0) return static_cast<int>(i + 1);
    return 0;
}

class Player {
public:
    Player(const Replay& replay, const BeforeInput& before_input) : replay_(replay), before_input_(before_input) {}

    ReplaySummary run() {
        for (const auto& [fingerprint, text] : replay_.rule_sets) {
            std::string error;
            auto rules = parse_rules_text(text, error);
            if (!rules) {
                summary_.difference = ReplayDifference{0, 0, "rules " + fingerprint + ": " + error};
                return summary_;
            }
            rules_.emplace(fingerprint, std::move(*rules));
        }
        for (const RoundRecord& r : replay_.rounds) {
            check_seeds(r);
            if (!summary_.difference) play_round(r);
            if (summary_.difference) break;
            tally_round(r);
        }
        return summary_;
    }

private:
    // Each records the first difference it finds in summary_.difference.
    void check_seeds(const RoundRecord& r);
    void play_round(const RoundRecord& r);
    std::optional<Difference> play_events(const RoundRecord& r);
    std::optional<Difference> check_round_end(const RoundRecord& r) const;
    std::optional<Difference> apply_bets(std::span<const HistoryEvent> bets);
    std::optional<Difference> apply_input(const HistoryEvent& e);
    void tally_round(const RoundRecord& r);
    void differ(const RoundRecord& r, Difference d) {
        summary_.difference = ReplayDifference{r.number, d.event, std::move(d.what)};
    }

    const Replay& replay_;
    const BeforeInput& before_input_;
    std::int64_t round_ = 0;
    ReplaySummary summary_;
    std::optional<Table> table_;
    std::deque<HistoryEvent> produced_;
    std::set<std::uint64_t> shoes_checked_;
    std::map<std::string, Rules> rules_;
    Cents start_bank_ = 0;
    SeatMoney left_;  // the profile's seat's money after the last round played
    int seat_ = 0;  // the profile's seat in the round being played
};

void Player::check_seeds(const RoundRecord& r) {
    const ShoeRecord& shoe = *replay_.shoe(r.shoe_number);
    const std::string name = "shoe " + std::to_string(shoe.shoe_number);
    const bool first_time = shoes_checked_.insert(shoe.shoe_number).second;
    if (!shoe.fair() || shoe.server_seed.empty()) {
        if (first_time)
            summary_.unverified.push_back(name + (shoe.fair() ? ": the server seed is not revealed yet"
                                                              : ": a plain seed, not a provably fair shoe"));
        return;
    }
    const auto server_seed = fairness::ServerSeed::from_hex(shoe.server_seed);
    if (!server_seed) return differ(r, {0, name + ": the server seed is not 64 hex digits"});
    const fairness::ShoeSeeds seeds{*server_seed, shoe.client_seed, shoe.shoe_number};
    if (auto c = fairness::check_commitment(shoe.commitment, *server_seed); !c.ok())
        return differ(r, {0, name + ": " + c.reason});
    if (fairness::engine_seed(seeds) != shoe.engine_seed)
        return differ(r, {0, name + ": the seeds give engine seed " + std::to_string(fairness::engine_seed(seeds)) +
                                 ", not " + std::to_string(shoe.engine_seed)});
    const Rules& rules = rules_.at(r.rules);
    // A shoe position is a count of cards (a few hundred at most): it fits a 32-bit size_t (the web build's).
    const auto position = static_cast<std::size_t>(r.shoe_position);
    const fairness::ShoeCheck cards = fairness::check_cards(rules, seeds, round_cards(r), position);
    if (!cards.ok()) {
        const std::size_t index = cards.position >= position ? cards.position - position : 0;
        return differ(r, {card_event_index(r, index), cards.reason});
    }
    if (first_time) ++summary_.shoes_verified;
}

void Player::play_round(const RoundRecord& r) {
    if (!table_) {
        table_.emplace(rules_.at(r.rules), Shoe::stacked({}));
        table_->set_event_sink([this](const Event& e) { produced_.push_back(describe(e)); });
        start_bank_ = r.bank_before;
    } else if (r.bank_before != left_.bank || r.credits_before != left_.credits) {
        return differ(r, {0, "the round starts with bank " + std::to_string(r.bank_before) + " and credits " +
                                 std::to_string(r.credits_before) + " in the file, but the last round left " +
                                 std::to_string(left_.bank) + " and " + std::to_string(left_.credits)});
    }
    if (auto s = seat_round(*table_, rules_.at(r.rules), r); !s.ok())
        return differ(r,
                      {0, "the table cannot start the round as the file has it: " + std::string(describe(s.refusal))});
    table_->set_shoe(Shoe::stacked(round_cards(r)));
    round_ = r.number;
    seat_ = r.seat;
    produced_.clear();
    if (auto d = play_events(r)) return differ(r, std::move(*d));
    if (table_->state() != RoundState::RoundOver) return differ(r, {0, "the round is not over when its inputs end"});
    if (auto d = check_round_end(r)) return differ(r, std::move(*d));
    left_ = {table_->seat(r.seat).bank, table_->seat(r.seat).credits};
    ++summary_.rounds;
    summary_.bank = left_.bank;
    summary_.credits = left_.credits;
    summary_.net = left_.bank - start_bank_;
}

std::optional<Difference> Player::check_round_end(const RoundRecord& r) const {
    const Seat& own = table_->seat(r.seat);
    if (own.bank != r.bank_after || own.credits != r.credits_after)
        return Difference{0, "the round ends with bank " + std::to_string(own.bank) + " and credits " +
                                 std::to_string(own.credits) + ", not " + std::to_string(r.bank_after) + " and " +
                                 std::to_string(r.credits_after) + " as the file says"};
    for (std::size_t i = 0; i < r.seats_after.size(); ++i) {
        const Seat& s = table_->seat(static_cast<int>(i));
        if (SeatMoney{s.bank, s.credits} != r.seats_after[i])
            return Difference{0, "seat " + std::to_string(i + 1) + " ends with bank " + std::to_string(s.bank) +
                                     " and credits " + std::to_string(s.credits) + ", not " +
                                     std::to_string(r.seats_after[i].bank) + " and " +
                                     std::to_string(r.seats_after[i].credits) + " as the file says"};
    }
    return std::nullopt;
}

std::optional<Difference> Player::play_events(const RoundRecord& r) {
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        const HistoryEvent& e = r.events[i];
        const int index = static_cast<int>(i + 1);
        if (const std::size_t bets = bet_lines_at(r, i); bets > 0) {
            if (auto d = apply_bets(std::span(r.events).subspan(i, bets))) return Difference{index, d->what};
            i += bets - 1;
            continue;
        }
        if (is_input(e.kind)) {
            if (auto d = apply_input(e)) return Difference{index, d->what};
            continue;
        }
        if (e.kind == "shuffle") continue;  // the shoe's, not the round's: a stacked shoe never shuffles
        if (produced_.empty())
            return Difference{index, "the file has '" + format_event_line(e) + "', the engine nothing more"};
        if (produced_.front() != e)
            return Difference{index, "the file has '" + format_event_line(e) + "', the engine gives '" +
                                         format_event_line(produced_.front()) + "'"};
        produced_.pop_front();
    }
    if (!produced_.empty())
        return Difference{static_cast<int>(r.events.size() + 1),
                          "the engine gives '" + format_event_line(produced_.front()) + "', which the file lacks"};
    return std::nullopt;
}

std::optional<Difference> Player::apply_bets(std::span<const HistoryEvent> bets) {
    std::string error;
    const Status status = replay::apply_bets(*table_, bets, error);
    if (!status.ok())
        return Difference{0, !error.empty() ? error
                                            : "the engine refuses '" + format_event_line(bets.front()) +
                                                  "': " + std::string(describe(status.refusal))};
    for (const HistoryEvent& bet : bets)
        if (before_input_ && bet.seat == seat_) before_input_(*table_, bet, round_);
    return std::nullopt;
}

std::optional<Difference> Player::apply_input(const HistoryEvent& e) {
    // An action is shown to the hook before it is made (the table as the player saw it), if the engine will take
    // it; an answer or a withdrawal once it is taken (what it settles is whether the hit before it counted). Only
    // the profile's own seat is shown: the other seats' choices are not theirs to be scored on.
    const bool action = e.kind == "action";
    const bool own = e.seat == seat_;
    if (action && own && before_input_) {
        const auto a = parse_action(e.detail);
        if (a && table_->check(*a).ok()) before_input_(*table_, e, round_);
    }
    std::string error;
    const Status status = replay::apply_input(*table_, e, error);
    if (status.ok()) {
        if (!action && own && before_input_) before_input_(*table_, e, round_);
        return std::nullopt;
    }
    if (!error.empty()) return Difference{0, error};
    return Difference{0, "the engine refuses '" + format_event_line(e) + "': " + std::string(describe(status.refusal))};
}

void Player::tally_round(const RoundRecord& r) {
    for (const HistoryEvent& e : r.events) {
        if (e.seat != r.seat) continue;  // another seat's money (the dealer's own events are the profile's seat's)
        if (e.kind == "bet_placed" || e.kind == "doubled_down" || e.kind == "split" || e.kind == "insurance_taken" ||
            e.kind == "even_money_taken")
            summary_.money_bet += e.amount;
        if (e.kind == "prediction_settled") summary_.money_bet += table_->rules().three_bets_stake;
        const bool settlement = e.kind == "hand_settled" || e.kind == "insurance_settled" ||
                                e.kind == "even_money_settled" || e.kind == "prediction_settled" ||
                                e.kind == "bonus_paid";
        if (settlement && e.amount > 0) summary_.money_won += e.amount;
    }
}

}  // namespace

Status seat_round(Table& table, const Rules& rules, const RoundRecord& round) {
    if (const Status s = table.set_seat_count(1); !s) return s;
    if (const Status s = table.set_rules(rules); !s) return s;
    if (round.seats_before.empty()) return table.reset_seat(0, round.bank_before, round.credits_before);
    if (const Status s = table.set_seat_count(round.seat_count()); !s) return s;
    for (int i = 0; i < round.seat_count(); ++i) {
        const SeatMoney& money = round.seats_before[static_cast<std::size_t>(i)];
        if (const Status s = table.reset_seat(i, money.bank, money.credits); !s) return s;
    }
    return {};
}

std::size_t bet_lines_at(const RoundRecord& round, std::size_t line) {
    std::size_t end = line;
    while (end < round.events.size() && round.events[end].kind == "bet") ++end;
    return end - line;
}

Status apply_bets(Table& table, std::span<const HistoryEvent> bets, std::string& error) {
    error.clear();
    std::array<SeatBet, kMaxSeats> seat_bets{};
    for (SeatBet& b : seat_bets) b.plays = false;
    int last_seat = -1;
    for (const HistoryEvent& bet : bets) {
        const auto side_bets = parse_side_bet_stakes(bet.detail);
        if (!side_bets)
            error = "bad side bets '" + bet.detail + "' (expected perfect-pairs=N 21+3=N)";
        else if (bet.seat <= last_seat || bet.seat >= table.seat_count())
            error = "the round's bet lines must name seats of the table, each once, in seat order";
        if (!error.empty()) return {Refusal::NotOfferedNow};
        seat_bets[static_cast<std::size_t>(bet.seat)] = {bet.amount, *side_bets, true};
        last_seat = bet.seat;
    }
    if (table.seat_count() == 1) return table.begin_round(seat_bets[0].bet, seat_bets[0].side_bets);
    return table.begin_round(std::span<const SeatBet>(seat_bets.data(), static_cast<std::size_t>(table.seat_count())));
}

Status apply_input(Table& table, const HistoryEvent& input, std::string& error) {
    error.clear();
    if (input.kind == "bet") return apply_bets(table, std::span(&input, 1), error);
    if (input.seat != table.seat_in_turn()) {
        error = "the line is for seat " + std::to_string(input.seat + 1) + ", but seat " +
                std::to_string(table.seat_in_turn() + 1) + " is in turn";
        return {Refusal::NotOfferedNow};
    }
    if (input.kind == "withdraw") return table.withdraw_question();
    if (input.kind == "action") {
        const auto action = parse_action(input.detail);
        if (!action) error = "unknown action '" + input.detail + "'";
        return action ? table.act(*action) : Status{Refusal::NotOfferedNow};
    }
    if (input.kind == "answer") {
        const auto difficulty = parse_difficulty(input.detail.substr(0, input.detail.find(' ')));
        if (difficulty && (input.value == 0 || input.value == 1)) return table.answer(*difficulty, input.value == 1);
        error = "an answer needs detail=easy|medium|hard and value=1 (right) or 0 (wrong)";
        return {Refusal::NotOfferedNow};
    }
    const auto prediction = parse_prediction(input.detail);
    if (prediction) return table.predict(*prediction);
    error = "bad prediction '" + input.detail + "'";
    return {Refusal::NotOfferedNow};
}

std::vector<Card> round_cards(const RoundRecord& round) {
    std::vector<Card> cards;
    for (const auto& e : round.events)
        if (e.kind == "card_dealt") cards.push_back(*parse_card(e.card));
    return cards;
}

ReplaySummary play_replay(const Replay& replay, const BeforeInput& before_input) {
    return Player(replay, before_input).run();
}

}  // namespace bjt::replay

#include "storage/tools/torture_player.h"

#include <array>
#include <stdexcept>
#include <string>

#include "engine/presets/preset_loader.h"
#include "engine/trivia/question.h"
#include "storage/leaderboard.h"
#include "storage/profile_store.h"
#include "storage/round_recovery.h"
#include "storage/save_database.h"

namespace bjt::storage {
namespace {

constexpr std::array<const char*, 4> kCategories = {"Science", "History", "Geography", "Sports"};
constexpr std::array<Action, kActionCount> kAllActions = {
    Action::Hit,         Action::Stand,     Action::Double,      Action::Split,     Action::Surrender,
    Action::NoSurrender, Action::Insurance, Action::NoInsurance, Action::EvenMoney, Action::NoEvenMoney};

std::int64_t find_or_create(SaveDatabase& db, const Rules& rules, std::string_view name) {
    ProfileStore profiles(db);
    if (auto p = profiles.find(name)) return p->id;
    return profiles.create(name, rules.name, rules.starting_bank, rules.trivia_start_credits).id;
}

}  // namespace

Rules torture_rules(const std::string& preset) {
    const std::optional<std::string> path = find_preset(preset);
    if (!path) throw std::runtime_error("no preset called " + preset);
    const PresetLoad load = load_preset(*path);
    if (!load.preset) throw std::runtime_error("preset " + preset + " does not load");
    return load.preset->rules;
}

TorturePlayer::TorturePlayer(SaveDatabase& db, const Rules& rules, std::string_view profile_name, std::uint64_t seed,
                             int seats)
    : db_(db),
      rules_(rules),
      rng_(seed ^ 0x9e3779b97f4a7c15ull),
      table_(rules, Shoe(rules.decks, seed, rules.cut_card, rules.penetration_percent)) {
    RoundRecovery(db).run();
    if (!table_.set_seat_count(seats)) throw std::runtime_error("the rules do not seat " + std::to_string(seats));
    seat_person(profile_name, 0);
    if (seats > 1) seat_person(std::string(profile_name) + " 2", seats - 1);
    table_.set_event_sink(joined_.sink());
}

void TorturePlayer::seat_person(std::string_view name, int seat) {
    const Profile p = *ProfileStore(db_).load(find_or_create(db_, rules_, name));
    if (!table_.reset_seat(seat, p.bank, p.credits))
        throw std::runtime_error("cannot seat the table at the saved bank");
    recorders_.push_back(std::make_unique<SessionRecorder>(db_, p.id, table_, seat));
    joined_.add(*recorders_.back());
}

std::string TorturePlayer::error() const {
    for (const auto& r : recorders_)
        if (r->failed()) return r->error();
    return {};
}

Cents TorturePlayer::random_bet(int seat) {
    const BetLimits& limits = table_.bet_limits_at(table_.seat(seat).bank);
    const Cents step = std::max<Cents>(rules_.bet_step, 1);
    const Cents lo = (limits.min + step - 1) / step, hi = limits.max / step;
    return (lo + static_cast<Cents>(rng_.below(static_cast<std::uint32_t>(hi - lo + 1)))) * step;
}

// Every person bets; a computer player sits a round out now and then, and always once its bank is gone.
std::vector<SeatBet> TorturePlayer::random_bets() {
    std::vector<SeatBet> bets(static_cast<std::size_t>(table_.seat_count()));
    for (int i = 0; i < table_.seat_count(); ++i) {
        SeatBet& b = bets[static_cast<std::size_t>(i)];
        const bool person = joined_.at_seat(i) != nullptr;
        b.plays = person || (!table_.game_over(i) && rng_.below(5) != 0);
        b.bet = !b.plays || rules_.mode == GameMode::ThreeBets ? 0 : random_bet(i);
    }
    return bets;
}

bool TorturePlayer::step() {
    if (failed()) return false;
    for (const auto& r : recorders_) {
        if (!table_.game_over(r->seat())) continue;
        ProfileStore(db_).start_new_run(r->profile_id(), rules_.starting_bank, rules_.trivia_start_credits);
        (void)table_.reset_seat(r->seat(), rules_.starting_bank, rules_.trivia_start_credits);
        return true;
    }
    if (rng_.below(25) == 0) {
        const std::uint32_t pick =
            recorders_.size() > 1 ? rng_.below(static_cast<std::uint32_t>(recorders_.size())) : 0;
        const auto& r = recorders_[pick];
        Leaderboard(db_).cash_out(r->profile_id(), rules_.name, rules_.starting_bank, rules_.trivia_start_credits);
        (void)table_.reset_seat(r->seat(), rules_.starting_bank, rules_.trivia_start_credits);
        return true;
    }
    play_round();
    ++rounds_;
    return !failed();
}

void TorturePlayer::play_round() {
    if (!joined_.begin_round(table_, random_bets())) throw std::runtime_error("a legal bet was refused");
    while (table_.state() != RoundState::RoundOver && !failed()) play_turn();
}

void TorturePlayer::play_turn() {
    switch (table_.state()) {
        case RoundState::QuestionPending: {
            const std::string id = "q" + std::to_string(questions_++);
            const auto difficulty = static_cast<Difficulty>(rng_.below(3));
            asked_.insert(id);
            if (SessionRecorder* own = joined_.at_seat(table_.seat_in_turn()))
                own->question_asked(trivia::Question::true_false(id, kCategories[rng_.below(kCategories.size())],
                                                                 difficulty, "A statement.", true),
                                    asked_);
            (void)joined_.answer(table_, difficulty, rng_.below(3) != 0);
            return;
        }
        case RoundState::Predictions: {
            Prediction p;
            p.winner = rng_.below(2) ? Winner::Player : Winner::Dealer;
            p.player_value = static_cast<int>(12 + rng_.below(14));
            p.dealer_value = static_cast<int>(17 + rng_.below(8));
            if (!joined_.predict(table_, p)) throw std::runtime_error("a legal prediction was refused");
            return;
        }
        default: {
            const ActionSet legal = table_.legal_actions();
            if (legal.empty()) throw std::runtime_error("no legal action in a round not over");
            std::uint32_t pick = rng_.below(static_cast<std::uint32_t>(legal.size()));
            for (Action a : kAllActions) {
                if (!legal.has(a)) continue;
                if (pick-- == 0) {
                    (void)joined_.act(table_, a);
                    return;
                }
            }
        }
    }
}

}  // namespace bjt::storage

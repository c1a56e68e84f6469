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

TorturePlayer::TorturePlayer(SaveDatabase& db, const Rules& rules, std::string_view profile_name, std::uint64_t seed)
    : db_(db),
      rules_(rules),
      profile_id_((RoundRecovery(db).run(), find_or_create(db, rules, profile_name))),
      rng_(seed ^ 0x9e3779b97f4a7c15ull),
      table_(rules, Shoe(rules.decks, seed, rules.cut_card, rules.penetration_percent)) {
    const Profile p = *ProfileStore(db).load(profile_id_);
    if (!table_.reset_session(p.bank, p.credits)) throw std::runtime_error("cannot seat the table at the saved bank");
    recorder_ = std::make_unique<SessionRecorder>(db, profile_id_, table_);
    table_.set_event_sink(recorder_->sink());
}

Cents TorturePlayer::random_bet() {
    const BetLimits& limits = table_.bet_limits();
    const Cents step = std::max<Cents>(rules_.bet_step, 1);
    const Cents lo = (limits.min + step - 1) / step, hi = limits.max / step;
    return (lo + static_cast<Cents>(rng_.below(static_cast<std::uint32_t>(hi - lo + 1)))) * step;
}

bool TorturePlayer::step() {
    if (recorder_->failed()) return false;
    if (table_.game_over()) {
        ProfileStore(db_).start_new_run(profile_id_, rules_.starting_bank, rules_.trivia_start_credits);
        (void)table_.reset_session(rules_.starting_bank, rules_.trivia_start_credits);
        return true;
    }
    if (rng_.below(25) == 0) {
        Leaderboard(db_).cash_out(profile_id_, rules_.name, rules_.starting_bank, rules_.trivia_start_credits);
        (void)table_.reset_session(rules_.starting_bank, rules_.trivia_start_credits);
        return true;
    }
    play_round();
    ++rounds_;
    return !recorder_->failed();
}

void TorturePlayer::play_round() {
    if (!table_.begin_round(rules_.mode == GameMode::ThreeBets ? 0 : random_bet()))
        throw std::runtime_error("a legal bet was refused");
    while (table_.state() != RoundState::RoundOver && !recorder_->failed()) {
        switch (table_.state()) {
            case RoundState::QuestionPending: {
                const std::string id = "q" + std::to_string(questions_++);
                const auto difficulty = static_cast<Difficulty>(rng_.below(3));
                asked_.insert(id);
                recorder_->question_asked(trivia::Question::true_false(id, kCategories[rng_.below(kCategories.size())],
                                                                       difficulty, "A statement.", true),
                                          asked_);
                (void)table_.answer(difficulty, rng_.below(3) != 0);
                break;
            }
            case RoundState::Predictions: {
                Prediction p;
                p.winner = rng_.below(2) ? Winner::Player : Winner::Dealer;
                p.player_value = static_cast<int>(12 + rng_.below(14));
                p.dealer_value = static_cast<int>(17 + rng_.below(8));
                if (!table_.predict(p)) throw std::runtime_error("a legal prediction was refused");
                break;
            }
            default: {
                const ActionSet legal = table_.legal_actions();
                if (legal.empty()) throw std::runtime_error("no legal action in a round not over");
                std::uint32_t pick = rng_.below(static_cast<std::uint32_t>(legal.size()));
                for (Action a : kAllActions) {
                    if (!legal.has(a)) continue;
                    if (pick-- == 0) {
                        (void)table_.act(a);
                        break;
                    }
                }
            }
        }
    }
}

}  // namespace bjt::storage

#include "game/session/session.h"

#include "engine/card.h"
#include "engine/replay/rules_text.h"
#include "engine/strategy/game_analysis.h"
#include "game/questions/trivia_question.h"
#include "game/save/save_game.h"

namespace bjt::game {

namespace {
// A change of any of these needs a new shoe; other rules apply to the shoe in play.
bool shoe_rules_differ(const Rules& a, const Rules& b) {
    return a.decks != b.decks || a.cut_card != b.cut_card || a.penetration_percent != b.penetration_percent;
}
}  // namespace

Session::Session(std::uint64_t seed, std::optional<std::vector<Card>> stacked, SaveGame& saves,
                 std::optional<FairShoes> fair)
    : seed_(seed), stacked_(std::move(stacked)), saves_(saves), fair_(std::move(fair)) {}

ActiveRules& Session::choose_preset(const std::string& path, std::string preset_name) {
    if (active_ && active_->preset_path() == path) {
        preset_name_ = std::move(preset_name);
        return *active_;
    }
    auto next = std::make_unique<ActiveRules>(path);
    if (active_)
        for (const auto& [key, value] : active_->overrides())
            (void)next->set(key, value);  // skipped where it no longer fits
    active_ = std::move(next);
    adopted_version_ = 0;
    preset_name_ = std::move(preset_name);
    return *active_;
}

void Session::restore_profile_options() {
    if (!active_) return;
    active_->reset();
    // A saved option that no longer fits the preset (or a key this game does not know) is skipped.
    for (const auto& [key, value] : saves_.current().options) (void)active_->set(key, value);
}

void Session::store_profile_options() {
    if (active_) saves_.store_options(active_->overrides());
}

Shoe Session::make_shoe() const {
    if (stacked_) return Shoe::stacked(*stacked_);
    // The first shoe uses the seed itself (the same game for the same --seed); later ones a seed derived from it.
    const std::uint64_t seed = seed_ + 0x9E3779B97F4A7C15ull * shoes_made_;
    return Shoe(rules_.decks, seed, rules_.cut_card, rules_.penetration_percent);
}

EventSink Session::event_sink() {
    return [this](const Event& e) {
        saves_.record(e);  // first: every change of money is written before the view shows it
        events_.add(e);
        // The round's end is told as the player's seat's result: the engine's counts the whole table.
        Event shown = e;
        if (e.type == EventType::RoundOver) shown.amount = my_seat().round_bank_delta();
        for (TableWatcher* w : watchers_) w->on_event(shown, my_seat().bank, my_seat().credits);
        // RoundOver is the last thing the table does in a round, so the shoe may change under it here.
        if (e.type == EventType::RoundOver) round_over();
    };
}

void Session::round_over() {
    for (int i = 0; i < table_->seat_count(); ++i)
        if (auto& computer = computers_[static_cast<std::size_t>(i)]) computer->round_over(table_->seat(i));
    replace_finished_fair_shoe();
}

void Session::new_shoe() {
    if (!fair_ || stacked_) {
        table_->set_shoe(make_shoe());
        ++shoes_made_;
        return;
    }
    reveal_fair_shoe();
    const std::uint64_t number = saves_.take_fair_shoe_number();  // 0: the save could not; FairShoes counts on
    table_->set_shoe(fair_->next(rules_, preset_key_, number, saves_.local_time(saves_.now())));
    const FairShoeInfo& shoe = *fair_->current();
    saves_.fair_shoe_started(shoe.number, shoe.commitment, shoe.client_seed, preset_key_);
}

void Session::replace_finished_fair_shoe() {
    if (!fair_ || stacked_ || !table_) return;
    const Shoe& shoe = table_->shoe();
    // A shoe not dealt from yet, or one the table would go on dealing from, stays.
    const bool reshuffle = rules_.shuffle == ShuffleMode::EveryRound || shoe.cut_card_reached();
    if (fair_->current() && (shoe.dealt() == 0 || !reshuffle)) return;
    new_shoe();
}

void Session::reveal_fair_shoe() {
    if (!fair_ || !fair_->current() || !table_) return;
    const Shoe& shoe = table_->shoe();
    const auto first = shoe.cards().begin();
    const std::vector<Card> dealt(first, first + static_cast<std::ptrdiff_t>(shoe.dealt()));
    const std::uint64_t number = fair_->current()->number;
    fair_->reveal(dealt);
    saves_.server_seed_revealed(number, fair_->revealed()->server_seed);
}

void Session::show_saved_fair_shoes() {
    if (!fair_ || stacked_) return;
    std::vector<FairShoeInfo> shown;
    for (const storage::RevealedShoe& saved : saves_.revealed_shoes(FairShoes::kListed)) {
        FairShoeInfo info;
        info.number = saved.shoe.shoe_number;
        info.client_seed = saved.shoe.client_seed;
        info.commitment = saved.shoe.commitment;
        info.server_seed = saved.shoe.server_seed;
        // A shoe of an older save may not name its preset: the profile's, which its check sets the rules over.
        info.preset = saved.origin.preset.empty() ? saves_.current().preset : saved.origin.preset;
        std::string error;
        if (saved.rules_text) info.rules = replay::parse_rules_text(*saved.rules_text, error);
        if (saved.origin.started_at != 0) info.when = saves_.local_time(saved.origin.started_at);
        for (const std::string& c : saved.cards)
            if (const auto card = parse_card(c)) info.cards.push_back(*card);
        shown.push_back(std::move(info));
    }
    fair_->show_saved(std::move(shown));
}

bool Session::sit_down(std::string_view preset) {
    reveal_fair_shoe();  // leaving the last table: its shoe is done
    show_saved_fair_shoes();  // the profile seated now: its shoes, one revealed when the game quit among them
    rules_ = active_ ? active_->rules() : Rules{};
    adopted_version_ = active_ ? active_->version() : 0;
    shoes_made_ = 0;
    table_ = std::make_unique<Table>(rules_, make_shoe());
    ++shoes_made_;
    events_.clear();
    table_->set_event_sink(event_sink());
    for (TableWatcher* w : watchers_) w->rules_changed(rules_);
    preset_key_ = std::string(preset);
    seat_computers();
    if (!saves_.sit_down(*table_, preset_key_, rules_, plan_.person_seat) || !seat_guests()) return false;
    if (fair_ && !stacked_) new_shoe();  // after the save's recorder exists, which records its commitment
    seated();
    return true;
}

bool Session::stack_next_round(std::vector<Card> cards) {
    if (!table_ || (table_->state() != RoundState::Betting && table_->state() != RoundState::RoundOver)) return false;
    stacked_ = std::move(cards);
    table_->set_shoe(make_shoe());
    return true;
}

bool Session::new_run() {
    adopt_rule_changes();
    if (!saves_.new_run(*table_, rules_, shown_seat_)) return false;
    left_[static_cast<std::size_t>(shown_seat_)] = false;  // back at the table
    seated();
    return true;
}

std::optional<storage::CashOutResult> Session::cash_out() {
    reveal_fair_shoe();
    auto result = saves_.cash_out(*table_, preset_key_, rules_, shown_seat_);
    if (result) seated();
    return result;
}

void Session::seat_computers() {
    plan_.cut_to(rules_.max_seats);
    const int seats = plan_.seat_count();
    (void)table_->set_seat_count(seats);  // within max_seats, between rounds: always taken
    computers_.assign(static_cast<std::size_t>(seats), std::nullopt);
    bets_.assign(static_cast<std::size_t>(seats), std::nullopt);
    last_bets_.assign(static_cast<std::size_t>(seats), 0);
    left_.assign(static_cast<std::size_t>(seats), false);
    shown_seat_ = plan_.person_seat;
    plan_.seats[static_cast<std::size_t>(plan_.person_seat)].person_name = saves_.current().name;
    // The strategy is computed once per sitting (tens of milliseconds), only for a table with computer players.
    policy_.reset();
    if (plan_.has_computers() && rules_.mode != GameMode::ThreeBets)
        policy_ = std::make_unique<strategy::PlayPolicy>(strategy::analyze_game(rules_, 1));
    // Flat bets twice the table's minimum (at the minimum it would bet as TableMinimum does); the progression steps
    // by the minimum (unit 0).
    const Cents minimum = bjt::bet_limits(rules_, rules_.starting_bank).min;
    for (int i = 0; i < seats; ++i) {
        const ComputerSeat* c = plan_.computer_at(i);
        if (c == nullptr) continue;
        (void)table_->reset_seat(i, rules_.starting_bank, rules_.trivia ? rules_.trivia_start_credits : 0);
        const strategy::ComputerPlayerSetup setup{
            .style = c->style,
            .unit = c->style == strategy::BettingStyle::Flat ? 2 * minimum : 0,
            .skill_percent = c->skill_percent,
            .seed = seed_ + 0x51ED270B27A2ULL * static_cast<std::uint64_t>(i + 1)};
        computers_[static_cast<std::size_t>(i)].emplace(setup, policy_.get());
    }
    for (TableWatcher* w : watchers_) w->seating_changed(plan_);
}

std::vector<SeatBet> Session::seat_bets() const {
    std::vector<SeatBet> bets(static_cast<std::size_t>(table_->seat_count()));
    for (int i = 0; i < table_->seat_count(); ++i) {
        const auto at = static_cast<std::size_t>(i);
        if (const auto& computer = computers_[at])
            bets[at] = computer->bet(*table_, i).value_or(SeatBet{.bet = 0, .side_bets = {}, .plays = false});
        else
            bets[at] = bets_[at].value_or(SeatBet{.bet = 0, .side_bets = {}, .plays = false});
    }
    return bets;
}

bool Session::computer_in_turn() const {
    if (!table_ || computers_.size() < 2) return false;
    const RoundState s = table_->state();
    if (s == RoundState::Betting || s == RoundState::RoundOver) return false;
    return computers_[static_cast<std::size_t>(table_->seat_in_turn())].has_value();
}

bool Session::my_turn() const {
    const RoundState s = table_->state();
    return s != RoundState::Betting && s != RoundState::RoundOver && table_->seat_in_turn() == shown_seat_;
}

Status Session::computer_move() {
    if (!computer_in_turn()) return {Refusal::NotOfferedNow};
    const int seat = table_->seat_in_turn();
    auto& computer = *computers_[static_cast<std::size_t>(seat)];
    const strategy::ComputerMove move = computer.next_move(*table_);
    switch (move.kind) {
        case strategy::ComputerMove::Kind::Answer: return saves_.answer(*table_, move.difficulty, move.right);
        case strategy::ComputerMove::Kind::Predict: return saves_.predict(*table_, move.prediction);
        case strategy::ComputerMove::Kind::Act: break;
    }
    const Status s = saves_.act(*table_, move.action);
    if (s)
        for (TableWatcher* w : watchers_) w->computer_chose(seat, move.action);
    return s;
}

std::string Session::seat_name(int seat) const {
    if (const ComputerSeat* c = plan_.computer_at(seat)) return c->name;
    if (const storage::Profile* person = saves_.profile_at(seat)) return person->name;
    return saves_.current().name;
}

void Session::seated() {
    for (TableWatcher* w : watchers_) w->seated(my_seat().bank, my_seat().credits);
    if (!last_bets_.empty()) last_bets_[static_cast<std::size_t>(shown_seat_)] = 0;  // a new run: no rebet
    rounds_played_ = 0;
}

bool Session::adopt_rule_changes() {
    const bool changed = adopt_rules();
    replace_finished_fair_shoe();  // after a cash-out, or a shoe the rules did not replace
    return changed;
}

bool Session::adopt_rules() {
    if (!table_ || !active_ || active_->version() == adopted_version_) return false;
    if (!table_->set_rules(active_->rules())) return false;  // a round is in progress: next time
    adopted_version_ = active_->version();
    const bool shoe_changed = shoe_rules_differ(rules_, active_->rules());
    const bool changed = rules_ != active_->rules();
    rules_ = active_->rules();
    if (shoe_changed && !stacked_) new_shoe();
    if (changed)
        for (TableWatcher* w : watchers_) w->rules_changed(rules_);
    return changed;
}

Status Session::bet(Cents amount, const SideBetStakes& side_bets) {
    if (table_->seat_count() == 1) return begun(saves_.begin_round(*table_, amount, side_bets));
    // Each person's bet is checked as they place it; the round begins with the last one's.
    if (const Status s = place_bet(shown_seat_, amount, side_bets); !s) return s;
    if (const int next = next_without_bet(); next >= 0) {
        turn_to(next);
        return Status{};
    }
    return begun(saves_.begin_round(*table_, seat_bets()));
}

// The player's requests go through the save, which records them in the hand history (replays need them) and
// scores each decision as the player faces it, before the table moves on (SessionRecorder::act).
Status Session::act(Action action) { return saves_.act(*table_, action); }

Status Session::answer(Difficulty difficulty, bool right) { return saves_.answer(*table_, difficulty, right); }

Status Session::withdraw_question() { return saves_.withdraw_question(*table_); }

Status Session::predict(const Prediction& prediction) { return saves_.predict(*table_, prediction); }

void Session::question_asked(const TriviaQuestion& question, const trivia::AskedQuestions& asked_now) {
    saves_.question_asked(shown_seat_, question, asked_now);
    round_questions_.push_back(question.id);
}

}  // namespace bjt::game

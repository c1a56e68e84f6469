#include "game/session/session.h"

#include "engine/rule_keys.h"

namespace bjt::game {

namespace {
// A change of any of these needs a new shoe; other rules apply to the shoe in play.
bool shoe_rules_differ(const Rules& a, const Rules& b) {
    return a.decks != b.decks || a.cut_card != b.cut_card || a.penetration_percent != b.penetration_percent;
}
// Rules has no operator==; every key as a preset writes it is the same thing, and stays complete as keys are added.
bool same_rules(const Rules& a, const Rules& b) {
    for (const RuleKey& k : rule_keys())
        if (k.format(a) != k.format(b)) return false;
    return true;
}
}  // namespace

Session::Session(std::uint64_t seed, std::optional<std::vector<Card>> stacked)
    : seed_(seed), stacked_(std::move(stacked)) {}

ActiveRules& Session::choose_preset(const std::string& path, std::string preset_name) {
    if (active_ && active_->preset_path() == path) {
        preset_name_ = std::move(preset_name);
        return *active_;
    }
    auto next = std::make_unique<ActiveRules>(path);
    if (active_)
        for (const auto& [key, value] : active_->overrides()) next->set(key, value);  // ignored where it no longer fits
    active_ = std::move(next);
    adopted_version_ = 0;
    preset_name_ = std::move(preset_name);
    return *active_;
}

Shoe Session::make_shoe() const {
    if (stacked_) return Shoe::stacked(*stacked_);
    // The first shoe uses the seed itself (the same game for the same --seed); later ones a seed derived from it.
    const std::uint64_t seed = seed_ + 0x9E3779B97F4A7C15ull * shoes_made_;
    return Shoe(rules_.decks, seed, rules_.cut_card, rules_.penetration_percent);
}

EventSink Session::front_end_sink() {
    return [this](const Event& e) {
        events_.add(e);
        view_.on_event(e, table_->bank(), table_->credits());
    };
}

void Session::start() {
    rules_ = active_ ? active_->rules() : Rules{};
    adopted_version_ = active_ ? active_->version() : 0;
    shoes_made_ = 0;
    table_ = std::make_unique<Table>(rules_, make_shoe());
    ++shoes_made_;
    events_.clear();
    table_->set_event_sink(front_end_sink());
    restart();
}

bool Session::adopt_rule_changes() {
    if (!table_ || !active_ || active_->version() == adopted_version_) return false;
    if (!table_->set_rules(active_->rules())) return false;  // a round is in progress: next time
    adopted_version_ = active_->version();
    const bool new_shoe = shoe_rules_differ(rules_, active_->rules());
    const bool changed = !same_rules(rules_, active_->rules());
    rules_ = active_->rules();
    if (new_shoe && !stacked_) {
        table_->set_shoe(make_shoe());
        ++shoes_made_;
    }
    if (changed) view_.set_rules(rules_);
    return changed;
}

void Session::restart() {
    adopt_rule_changes();
    table_->reset_session();
    view_.set_rules(rules_);
    view_.reset(table_->bank(), table_->credits());
    last_bet = 0;
    rounds_played = 0;
}

}  // namespace bjt::game

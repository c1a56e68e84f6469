#include "session/session.h"

namespace bjt::game {

Session::Session(std::uint64_t seed, std::optional<std::vector<Card>> stacked)
    : seed_(seed), stacked_(std::move(stacked)) {}

void Session::start(const Rules& rules, std::string preset_name) {
    rules_ = rules;
    preset_name_ = std::move(preset_name);
    Shoe shoe = stacked_ ? Shoe::stacked(*stacked_)
                         : Shoe(rules.decks, seed_, rules.cut_card, rules.penetration_percent);
    table_ = std::make_unique<Table>(rules_, std::move(shoe));
    table_->set_event_sink([this](const Event& e) { view_.on_event(e, table_->bank(), table_->credits()); });
    restart();
}

void Session::restart() {
    table_->reset_session();
    view_.set_rules(rules_);
    view_.reset(table_->bank(), table_->credits());
    last_bet = 0;
    rounds_played = 0;
}

}  // namespace bjt::game

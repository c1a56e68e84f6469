#include "game/view/shown_table.h"

#include <utility>

#include "game/view/table_layout.h"

namespace bjt::game {

SpriteId ShownTable::add_card(Card c) {
    const SpriteId id = next_id_++;
    CardSprite& sprite = cards_[id];
    sprite.card = c;
    sprite.pos = layout::kShoe;
    return id;
}

CardSprite* ShownTable::card(SpriteId id) {
    const auto it = cards_.find(id);
    return it == cards_.end() ? nullptr : &it->second;
}

const CardSprite* ShownTable::card(SpriteId id) const {
    const auto it = cards_.find(id);
    return it == cards_.end() ? nullptr : &it->second;
}

std::vector<const CardSprite*> ShownTable::cards(const std::vector<SpriteId>& ids) const {
    std::vector<const CardSprite*> out;
    for (SpriteId id : ids)
        if (const CardSprite* c = card(id)) out.push_back(c);
    return out;
}

SpriteId ShownTable::add_flight(std::vector<Cents> stakes, Point from, bool visible) {
    const SpriteId id = next_id_++;
    ChipFlight& f = flights_[id];
    f.stakes = std::move(stakes);
    f.pos = from;
    f.visible = visible;
    return id;
}

ChipFlight* ShownTable::flight(SpriteId id) {
    const auto it = flights_.find(id);
    return it == flights_.end() ? nullptr : &it->second;
}

void ShownTable::drop_hands() {
    for (const HandView& h : hands)
        for (SpriteId id : h.cards) remove_card(id);
    hands.clear();
}

void ShownTable::clear() {
    cards_.clear();
    flights_.clear();
    hands.clear();
    for (SeatPlate& p : plates) p.clear_round();
    dealer.clear();
    discarding.clear();
    pending_bet = 0;
    insurance = 0;
    side_spots.clear();
    prediction_outcomes.fill(Outcome::Pending);
    prediction_stakes.fill(0);
    announcement.clear();
    clear_round_words();
}

void ShownTable::clear_round_words() {
    for (SeatPlate& p : plates) p.clear_words();
    round_result.clear();
    insurance_result.clear();
    dealers_turn = false;
    dealer_settled = false;
}

Cents ShownTable::pending_total() const {
    Cents total = pending_bet;
    for (SideBet b : kSideBets) total += side_spots[b].pending;
    return total;
}

std::vector<Cents> ShownTable::spot_stacks(int spot) const {
    std::vector<Cents> stacks;
    if (spot < static_cast<int>(hands.size())) stacks = hands[static_cast<std::size_t>(spot)].stacks;
    if (spot == 0 && pending_bet > 0) stacks.push_back(pending_bet);  // the bet being built (betting screen)
    return stacks;
}

int ShownTable::cards_shown() const {
    int n = 0;
    for (const CardSprite* c : cards(dealer)) n += c->visible ? 1 : 0;
    for (const HandView& h : hands)
        for (const CardSprite* c : cards(h.cards)) n += c->visible ? 1 : 0;
    return n;
}

std::string ShownTable::dealer_cards_shown() const {
    std::string text;
    for (const CardSprite* c : cards(dealer))
        if (c->visible) text += (text.empty() ? "" : " ") + (c->turn >= 0.5f ? to_string(c->card) : std::string("??"));
    return text;
}

}  // namespace bjt::game

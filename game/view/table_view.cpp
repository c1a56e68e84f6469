#include "game/view/table_view.h"

#include <cmath>

#include "game/view/hand_label.h"
#include "game/view/table_layout.h"
#include "game/view/table_renderer.h"

namespace bjt::game {

void TableView::reset(Cents bank, int credits) {
    // Whatever is queued plays out at once; then the table shows only the bank and credits. The steps name their
    // sprites by id, so the order of these makes no difference.
    choreography_.reset();
    betting_.finish();
    shown_.clear();
    bank_.forget_pending();
    bank_.land(bank);
    shown_.credits = static_cast<float>(credits);
}

void TableView::fly_chip(Cents value, Point from) { betting_.fly_chip(value, from, layout::bet_spot(0, 1)); }

void TableView::update(float dt, float speed, bool instant) {
    choreography_.update(dt, speed, instant);
    betting_.update(dt * speed, instant);
}

void TableView::draw(Painter& p, int active_hand, int active_seat) const {
    TableRenderer(rules_, shown_).draw(p, active_hand, bank_shown(), credits_shown(), active_seat);
}

void TableView::set_seating(const SeatPlan& plan) {
    shown_.my_seat = plan.person_seat;
    shown_.plates.clear();
    for (int seat = 0; seat < plan.seat_count(); ++seat)
        if (const ComputerSeat* c = plan.computer_at(seat)) {
            SeatPlate plate;
            plate.seat = seat;
            plate.name = c->name;
            shown_.plates.push_back(std::move(plate));
        }
}

void TableView::draw_felt(Painter& p) const { TableRenderer(rules_, shown_).draw_felt(p); }

int TableView::credits_shown() const { return static_cast<int>(std::lround(shown_.credits)); }

std::vector<Card> TableView::hand_cards(int i) const {
    std::vector<Card> cards;
    for (const CardSprite* c : shown_.cards(hand(i).cards)) cards.push_back(c->card);
    return cards;
}

std::string TableView::dealer_label() const { return game::dealer_label(rules_, shown_).text; }

std::string TableView::player_label(int hand) const { return game::player_label(rules_, shown_, hand).text; }

}  // namespace bjt::game

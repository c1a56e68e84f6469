#include "game/view/table_view.h"

#include <cmath>

#include "game/view/hand_label.h"
#include "game/view/table_layout.h"
#include "game/view/table_renderer.h"

namespace bjt::game {

void TableView::reset(Cents bank, int credits) {
    round_events_.clear();
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
    plan_ = plan;
    seat_plates(plan.person_seat);
}

void TableView::seat_plates(int my_seat) {
    shown_.my_seat = my_seat;
    shown_.plates.clear();
    for (int seat = 0; seat < plan_.seat_count(); ++seat) {
        if (seat == my_seat) continue;
        const ComputerSeat* c = plan_.computer_at(seat);
        SeatPlate plate;
        plate.seat = seat;
        plate.name = c ? c->name : plan_.seats[static_cast<std::size_t>(seat)].person_name;
        shown_.plates.push_back(std::move(plate));
    }
}

void TableView::on_event(const Event& e, Cents bank_after, int credits_after) {
    if (e.type != EventType::Shuffle) round_events_.push_back(e);
    choreography_.on_event(e, bank_after, credits_after);
}

void TableView::sweep() {
    round_events_.clear();
    choreography_.sweep();
}

void TableView::turn_to_seat(int seat, Cents bank, int credits) {
    // Everything shown again, silently and at once, from the other side: the tray keeps its count (a shuffle is
    // not shown again).
    const std::vector<Event> round = std::move(round_events_);
    const int tray = shown_.tray_cards;
    choreography_.set_sound(nullptr);
    reset(bank, credits);
    shown_.tray_cards = tray;
    seat_plates(seat);
    for (const Event& e : round) on_event(e, bank, credits);
    choreography_.skip();
    betting_.finish();
    choreography_.set_sound(sound_);
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

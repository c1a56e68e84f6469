// The other seats at a table of several: their events become steps on the same timeline as the player's, shown on
// their plates (seat_plate.h): a card slides from the shoe to the plate, stakes and results change its lines.
#include "game/anim/call.h"
#include "game/audio/sound_bank.h"
#include "game/view/choreography_steps.h"
#include "game/view/shown_table.h"
#include "game/view/table_choreography.h"
#include "game/view/table_layout.h"
#include "game/view/table_words.h"

namespace bjt::game {

using namespace choreography;

void TableChoreography::on_other_seat(const Event& e) {
    SeatPlate* plate = shown_.plate(e.seat);
    if (plate == nullptr) return;
    switch (e.type) {
        case EventType::BetPlaced:
        case EventType::DoubledDown:
        case EventType::InsuranceTaken:
        case EventType::EvenMoneyTaken:
        case EventType::SideBetPlaced: return plate_staked(e.seat, e.amount);
        case EventType::Split: return plate_split(*plate, e);
        case EventType::CardDealt: return plate_card(*plate, e);
        case EventType::DoubleCardRevealed: return plate_double_card(*plate, e);
        case EventType::Announcement:
            // What ends a hand, in the engine's own short words ("Bust", "Blackjack!"); its offers are its own.
            if (ends_a_hand(e.announcement)) plate_words(e.seat, std::string(announcement_text(e.announcement)));
            return;
        case EventType::HandSettled:
        case EventType::InsuranceSettled:
        case EventType::EvenMoneySettled:
        case EventType::SideBetSettled:
        case EventType::PredictionSettled:
        case EventType::BonusPaid: return plate_settled(e.seat, e.amount);
        default: return;  // payouts (the settlement said it), questions and credits: the seat's own business
    }
}

void TableChoreography::seat_chose(int seat, Action action) {
    // Its hit or double shows as the card; a stand or an offer's answer says so in words until the next word.
    if (std::string words = seat_choice_words(action); !words.empty()) plate_words(seat, std::move(words));
}

void TableChoreography::plate_staked(int seat, Cents amount) {
    timeline_.append(call([this, seat, amount] {
        if (SeatPlate* p = shown_.plate(seat)) p->staked += amount;
        play(Sound::Chip);
    }));
}

void TableChoreography::plate_card(SeatPlate& plate, const Event& e) {
    const auto h = static_cast<std::size_t>(e.hand);
    if (plate.hands.size() <= h) plate.hands.resize(h + 1);
    const SpriteId card = shown_.add_card(e.card);
    if (CardSprite* s = shown_.card(card)) s->scale = layout::kPlateCardScale;
    plate.hands[h].push_back(card);
    const Point to =
        layout::plate_card_slot(layout::plate_center(plate.seat - shown_.my_seat), e.hand,
                                static_cast<int>(plate.hands.size()), static_cast<int>(plate.hands[h].size()) - 1);
    deal_card_step(card, to, e.face_up);
}

void TableChoreography::plate_split(SeatPlate& plate, const Event& e) {
    const auto from = static_cast<std::size_t>(e.hand);
    if (from >= plate.hands.size() || plate.hands[from].size() < 2) return;
    std::vector<SpriteId> fresh{plate.hands[from].back()};
    plate.hands[from].pop_back();
    plate.hands.insert(plate.hands.begin() + e.value, std::move(fresh));
    plate_staked(plate.seat, e.amount);
    // Every card to its place among the hands now on the plate.
    const Point center = layout::plate_center(plate.seat - shown_.my_seat);
    std::vector<std::pair<SpriteId, Point>> places;
    const int hands = static_cast<int>(plate.hands.size());
    for (int h = 0; h < hands; ++h)
        for (int i = 0; i < static_cast<int>(plate.hands[static_cast<std::size_t>(h)].size()); ++i)
            places.emplace_back(plate.hands[static_cast<std::size_t>(h)][static_cast<std::size_t>(i)],
                                layout::plate_card_slot(center, h, hands, i));
    timeline_.append(call([this, places] {
        for (const auto& [card, at] : places)
            if (CardSprite* c = shown_.card(card)) c->pos = at;
    }));
}

void TableChoreography::plate_double_card(SeatPlate& plate, const Event& e) {
    const auto h = static_cast<std::size_t>(e.hand);
    if (h >= plate.hands.size() || plate.hands[h].empty()) return;
    if (CardSprite* s = shown_.card(plate.hands[h].back())) s->card = e.card;
    flip_step(plate.hands[h].back());
}

void TableChoreography::plate_words(int seat, std::string words) {
    timeline_.append(call([this, seat, words = std::move(words)] {
        if (SeatPlate* p = shown_.plate(seat)) p->words = words;
    }));
}

void TableChoreography::plate_settled(int seat, Cents net) {
    timeline_.append(call([this, seat, net] {
        if (SeatPlate* p = shown_.plate(seat)) {
            p->net += net;
            p->settled = true;
        }
    }));
}

}  // namespace bjt::game

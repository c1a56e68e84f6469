#include "game/view/table_choreography.h"

#include <algorithm>
#include <utility>

#include "game/anim/call.h"
#include "game/anim/delay.h"
#include "game/anim/parallel.h"
#include "game/anim/sequence.h"
#include "game/anim/tween.h"
#include "game/audio/sound_bank.h"
#include "game/ui/money_text.h"
#include "game/view/bank_counter.h"
#include "game/view/choreography_steps.h"
#include "game/view/shown_table.h"
#include "game/view/table_layout.h"
#include "game/view/table_words.h"

namespace bjt::game {

using namespace choreography;

void TableChoreography::play(Sound s) const {
    if (sound_) sound_->play(s);
}

std::string TableChoreography::money_text(Cents c) const { return game::money_text(c, rules_.units); }

void TableChoreography::reset() {
    timeline_.skip();
    new_round_model(0);
}

void TableChoreography::new_round_model(int hands) {
    model_ = RoundModel{};
    model_.hands = hands;
}

void TableChoreography::deal_card_step(SpriteId card, Point to, bool face_up) {
    auto step = std::make_unique<Sequence>();
    if (reduced_motion_) {
        step->add(call([this, card, to, face_up] {
            if (CardSprite* s = shown_.card(card)) {
                s->visible = true;
                s->pos = to;
                s->turn = face_up ? 1.0f : 0.0f;
                s->alpha = 0;
            }
            play(Sound::Deal);
        }));
        step->add(card_tween(shown_, card, card_alpha, 1, kDealSeconds * 0.6f, Ease::Linear));
        step->add(call([this, card] { arrive(shown_, card); }));
        timeline_.append(std::move(step));
        return;
    }
    step->add(call([this, card] {
        if (CardSprite* s = shown_.card(card)) {
            s->visible = true;
            s->pos = layout::kShoe;
            s->turn = 0;
        }
        play(Sound::Deal);
    }));
    auto move = std::make_unique<Parallel>();
    move->add(card_tween(shown_, card, card_x, to.x, kDealSeconds));
    move->add(card_tween(shown_, card, card_y, to.y, kDealSeconds));
    if (face_up) {
        auto flip = std::make_unique<Sequence>();
        flip->add(std::make_unique<Delay>(kDealSeconds - kTurnSeconds));
        flip->add(card_tween(shown_, card, card_turn, 1, kTurnSeconds, Ease::InOutCubic));
        move->add(std::move(flip));
    }
    step->add(std::move(move));
    step->add(call([this, card] { arrive(shown_, card); }));
    timeline_.append(std::move(step));
}

void TableChoreography::money_step(Cents amount, Point from, Point to, std::optional<Cents> bank_after,
                                   std::function<void()> on_land, std::function<std::vector<Cents>()> lift) {
    const SpriteId flight = shown_.add_flight({amount}, from, false);
    auto step = std::make_unique<Sequence>();
    step->add(call([this, flight, from, bank_after, lift = std::move(lift)] {
        std::vector<Cents> stakes = lift ? lift() : std::vector<Cents>{};
        if (ChipFlight* f = shown_.flight(flight)) {
            if (lift) f->stakes = std::move(stakes);
            f->visible = true;
            f->pos = from;
        }
        if (bank_after) bank_.aim(*bank_after);
        play(Sound::Chip);
    }));
    auto move = std::make_unique<Parallel>();
    if (reduced_motion_) {
        move->add(call([this, flight, to] {  // lands at once; the counter below still runs
            if (ChipFlight* f = shown_.flight(flight)) f->pos = to;
        }));
        move->add(std::make_unique<Delay>(kChipSeconds * 0.5f));
    } else {
        move->add(flight_tween(shown_, flight, flight_x, to.x, kChipSeconds, Ease::InOutCubic));
        move->add(flight_tween(shown_, flight, flight_y, to.y, kChipSeconds, Ease::InOutCubic));
    }
    if (bank_after) move->add(bank_.count_to(*bank_after, kChipSeconds));
    step->add(std::move(move));
    step->add(call([this, flight, land = std::move(on_land)] {
        shown_.remove_flight(flight);
        if (land) land();
    }));
    timeline_.append(std::move(step));
}

void TableChoreography::announce_step(std::string text, Sound sound) {
    auto step = std::make_unique<Sequence>();
    step->add(call([this, t = std::move(text), sound] {
        shown_.announcement = t;
        play(sound);
    }));
    step->add(std::make_unique<Delay>(kAnnounceSeconds));
    timeline_.append(std::move(step));
}

void TableChoreography::quiet_step() {
    timeline_.append(call([this] { shown_.announcement.clear(); }));
}

layout::HandRow TableChoreography::row(int count) const { return {count, !shown_.plates.empty()}; }

void TableChoreography::relayout_step() {
    auto group = std::make_unique<Parallel>();
    const int n = static_cast<int>(shown_.hands.size());
    const float scale = row(n).card_scale();  // smaller between the plates once a split makes a third hand
    for (int h = 0; h < n; ++h) {
        const std::vector<SpriteId>& cards = shown_.hands[static_cast<std::size_t>(h)].cards;
        for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
            const Point to = row(n).slot(h, i);
            const SpriteId card = cards[static_cast<std::size_t>(i)];
            group->add(call([this, card, scale] {
                if (CardSprite* c = shown_.card(card)) c->scale = scale;
            }));
            if (reduced_motion_) {
                group->add(call([this, card, to] {
                    if (CardSprite* c = shown_.card(card)) c->pos = to;
                }));
                continue;
            }
            group->add(card_tween(shown_, card, card_x, to.x, kDealSeconds, Ease::InOutCubic));
            group->add(card_tween(shown_, card, card_y, to.y, kDealSeconds, Ease::InOutCubic));
        }
    }
    timeline_.append(std::move(group));
}

void TableChoreography::on_event(const Event& e, Cents bank_after, int credits_after) {
    if (concerns_a_seat(e) && e.seat != shown_.my_seat) return on_other_seat(e);
    // One handler per event; each queues the steps that show it (see the handlers, in event order).
    switch (e.type) {
        case EventType::Shuffle: return on_shuffle();
        case EventType::BetPlaced: return on_bet_placed(e, bank_after);
        case EventType::CardDealt: return on_card_dealt(e);
        case EventType::HoleCardRevealed: return on_hole_card_revealed(e);
        case EventType::DoubleCardRevealed: return on_double_card_revealed(e);
        case EventType::Announcement: return on_announcement(e);
        case EventType::InsuranceTaken:
        case EventType::EvenMoneyTaken: return on_insurance_taken(e, bank_after);
        case EventType::InsuranceSettled:
        case EventType::EvenMoneySettled: return on_insurance_settled(e, bank_after);
        case EventType::Split: return on_split(e, bank_after);
        case EventType::DoubledDown: return on_doubled_down(e, bank_after);
        case EventType::SideBetPlaced: return on_side_bet_placed(e, bank_after);
        case EventType::SideBetSettled: return on_side_bet_settled(e, bank_after);
        case EventType::QuestionAsked: return;  // the trivia scene takes over
        case EventType::QuestionAnswered:
        case EventType::QuestionWithdrawn: return;
        case EventType::CreditsChanged: return on_credits_changed(credits_after);
        case EventType::HandSettled: return on_hand_settled(e);
        case EventType::Payout: return on_payout(e, bank_after);
        case EventType::PredictionSettled: return on_prediction_settled(e, bank_after);
        case EventType::BonusPaid: return on_bonus_paid(e, bank_after);
        case EventType::RoundOver: return on_round_over(e, bank_after);
    }
}

void TableChoreography::on_shuffle() {
    timeline_.append(call([this] { shown_.tray_cards = 0; }));
    announce_step("Shuffling", Sound::Shuffle);
}

void TableChoreography::on_card_dealt(const Event& e) {
    if (e.hand == kDealer) {
        const SpriteId card = shown_.add_card(e.card);
        shown_.dealer.push_back(card);
        if (!e.face_up) model_.hole_card = card;
        deal_card_step(card, layout::dealer_slot(model_.dealer_cards++), e.face_up);
        return;
    }
    if (shown_.hands.empty()) {  // three-bets: no bet was placed, the first card opens the round
        shown_.hands.emplace_back();
        new_round_model(1);
    }
    const int h = e.hand;
    quiet_step();  // the dealer's last words were about the hand before this card
    const SpriteId card = shown_.add_card(e.card);
    shown_.hands[static_cast<std::size_t>(h)].cards.push_back(card);
    const int index = model_.cards[static_cast<std::size_t>(h)]++;
    if (CardSprite* s = shown_.card(card)) s->scale = row(model_.hands).card_scale();
    deal_card_step(card, row(model_.hands).slot(h, index), e.face_up);
}

void TableChoreography::on_hole_card_revealed(const Event& e) {
    if (!model_.hole_card) return;
    const SpriteId hole = *model_.hole_card;
    CardSprite* s = shown_.card(hole);
    if (!s) return;
    s->card = e.card;
    timeline_.append(call([this] {
        shown_.announcement.clear();
        shown_.dealers_turn = true;
    }));
    flip_step(hole);
}

// Classic: the double's card, dealt face down, turns up after the dealer's turn and before the hand is settled.
void TableChoreography::on_double_card_revealed(const Event& e) {
    const std::vector<SpriteId>& cards = shown_.hands[static_cast<std::size_t>(e.hand)].cards;
    if (cards.empty()) return;
    CardSprite* s = shown_.card(cards.back());
    if (!s) return;
    s->card = e.card;
    flip_step(cards.back());
}

void TableChoreography::flip_step(SpriteId card) {
    auto step = std::make_unique<Sequence>();
    step->add(call([this] { play(Sound::Flip); }));
    if (reduced_motion_) {
        // A fade instead of a flip: out, turned, back in.
        step->add(card_tween(shown_, card, card_alpha, 0, kTurnSeconds * 0.6f, Ease::Linear));
        step->add(call([this, card] {
            if (CardSprite* c = shown_.card(card)) c->turn = 1;
        }));
        step->add(card_tween(shown_, card, card_alpha, 1, kTurnSeconds, Ease::Linear));
    } else {
        step->add(card_tween(shown_, card, card_turn, 1, kTurnSeconds * 1.6f, Ease::InOutCubic));
    }
    timeline_.append(std::move(step));
}

void TableChoreography::on_announcement(const Event& e) {
    const Announcement a = e.announcement;
    Sound sound = Sound::Button;
    if (a == Announcement::PlayerBlackjack) sound = Sound::Blackjack;
    if (a == Announcement::PlayerBust || a == Announcement::DealerHasBlackjack) sound = Sound::Lose;
    if (a == Announcement::DealerBust) sound = Sound::Win;
    std::string words = announcement_words(a, rules_);
    if (tells_the_result(a)) model_.reasons.push_back(words);
    announce_step(std::move(words), sound);
}

void TableChoreography::on_split(const Event& e, Cents bank_after) {
    const int from = e.hand;
    const int to = e.value;
    HandView fresh;
    // The second card of the split hand moves to the new hand.
    std::vector<SpriteId>& src = shown_.hands[static_cast<std::size_t>(from)].cards;
    if (src.size() >= 2) {
        fresh.cards.push_back(src.back());
        src.pop_back();
    }
    shown_.hands.insert(shown_.hands.begin() + to, std::move(fresh));
    for (int j = model_.hands; j > to; --j)
        model_.cards[static_cast<std::size_t>(j)] = model_.cards[static_cast<std::size_t>(j - 1)];
    model_.cards[static_cast<std::size_t>(from)] = 1;
    model_.cards[static_cast<std::size_t>(to)] = 1;
    ++model_.hands;
    relayout_step();
    const Cents amount = e.amount;
    money_step(amount, layout::kPlayerBank, row(model_.hands).bet_spot(to), bank_after,
               [this, to, amount] { shown_.hands[static_cast<std::size_t>(to)].stacks = {amount}; });
}

void TableChoreography::on_credits_changed(int credits_after) {
    timeline_.append(std::make_unique<Tween>(shown_.credits, static_cast<float>(credits_after), 0.5f, Ease::Linear));
}

void TableChoreography::on_round_over(const Event& e, Cents bank_after) {
    const Cents delta = e.amount;
    std::string money = delta > 0 ? "You win " + money_text(delta) : delta < 0 ? "You lose " + money_text(-delta) : "";
    std::vector<std::string> reasons = model_.reasons;
    if (!model_.bonus.empty()) reasons.push_back(model_.bonus);
    timeline_.append(call([this, money, reasons, delta, bank_after] {
        const std::vector<HandView>& hands = shown_.hands;
        const bool all_pushed = !hands.empty() && std::all_of(hands.begin(), hands.end(), [](const HandView& h) {
            return h.outcome == Outcome::Push;
        });
        shown_.round_result = round_result_text(reasons, money, all_pushed);
        shown_.announcement.clear();  // the result says it now, with the reasons
        shown_.dealers_turn = false;
        shown_.dealer_settled = true;
        bank_.land(bank_after);
        play(delta > 0 ? Sound::Win : (delta < 0 ? Sound::Lose : Sound::Chip));
    }));
}

void TableChoreography::sweep() {
    // Everything on the felt goes to the discard tray; banners clear.
    std::vector<SpriteId>& discarding = shown_.discarding;
    discarding.insert(discarding.end(), shown_.dealer.begin(), shown_.dealer.end());
    for (const HandView& h : shown_.hands) discarding.insert(discarding.end(), h.cards.begin(), h.cards.end());
    for (SeatPlate& plate : shown_.plates) {
        for (const std::vector<SpriteId>& hand : plate.hands)
            discarding.insert(discarding.end(), hand.begin(), hand.end());
        plate.hands.clear();
    }
    shown_.dealer.clear();
    shown_.hands.clear();
    new_round_model(0);
    if (discarding.empty()) {
        timeline_.append(call([this] {
            shown_.clear_round_words();
            shown_.prediction_outcomes.fill(Outcome::Pending);
            shown_.side_spots.clear_results();
        }));
        return;
    }
    auto group = std::make_unique<Parallel>();
    group->add(call([this] {
        shown_.clear_round_words();
        shown_.announcement.clear();
        shown_.prediction_outcomes.fill(Outcome::Pending);
        shown_.side_spots.clear_results();
        play(Sound::Deal);
    }));
    for (const SpriteId card : discarding) {
        if (reduced_motion_) {
            group->add(card_tween(shown_, card, card_alpha, 0, kSweepSeconds, Ease::Linear));
            continue;
        }
        group->add(card_tween(shown_, card, card_x, layout::kDiscard.x, kSweepSeconds, Ease::InOutCubic));
        group->add(card_tween(shown_, card, card_y, layout::kDiscard.y, kSweepSeconds, Ease::InOutCubic));
        group->add(card_tween(shown_, card, card_turn, 0, kSweepSeconds, Ease::Linear));
    }
    timeline_.append(std::move(group));
    const int count = static_cast<int>(discarding.size());
    timeline_.append(call([this, count] {
        for (const SpriteId card : shown_.discarding) shown_.remove_card(card);
        shown_.discarding.clear();
        shown_.tray_cards += count;
    }));
}

}  // namespace bjt::game

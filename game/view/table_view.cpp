#include "game/view/table_view.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/dealer_policy.h"
#include "engine/hand.h"
#include "game/anim/call.h"
#include "game/anim/delay.h"
#include "game/anim/parallel.h"
#include "game/anim/sequence.h"
#include "game/anim/tween.h"
#include "game/audio/sound_bank.h"
#include "game/render/chip_layout.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/ui/money_text.h"
#include "game/view/table_layout.h"
#include "game/view/table_words.h"

namespace bjt::game {

namespace {
// Seconds. The whole deal of a round takes about a second and a half at normal speed.
constexpr float kDealSeconds = 0.30f;
constexpr float kTurnSeconds = 0.16f;
constexpr float kChipSeconds = 0.35f;
constexpr float kPaidRestSeconds = 0.5f;  // a win's payment lies beside the bet, to be seen, before it all goes home
constexpr float kTrayChipSeconds = 0.22f;  // a chip from the tray to a spot on the betting screen
constexpr float kAnnounceSeconds = 0.9f;
constexpr float kSweepSeconds = 0.35f;

std::unique_ptr<Tween> tween(float& v, float to, float s, Ease e = Ease::OutCubic) {
    return std::make_unique<Tween>(v, to, s, e);
}
std::unique_ptr<Call> call(std::function<void()> fn) { return std::make_unique<Call>(std::move(fn)); }

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

Color outcome_color(Outcome o) {
    switch (o) {
        case Outcome::Blackjack:
        case Outcome::Win:
        case Outcome::Charlie:
        case Outcome::EvenMoney:
        case Outcome::Natural:
        case Outcome::Right: return palette::kWin;
        case Outcome::Push:
        case Outcome::Surrender: return palette::kPush;
        default: return palette::kLose;
    }
}
}  // namespace

std::vector<std::string> TableView::felt_lines(const Rules& r) {
    std::vector<std::string> lines;
    if (r.mode == GameMode::ThreeBets) {
        lines.push_back("THREE BETS: WHO WINS - YOUR VALUE - DEALER'S VALUE");
    } else {
        lines.push_back("BLACKJACK PAYS " + std::to_string(r.blackjack_pays.num) + " TO " +
                        std::to_string(r.blackjack_pays.den));
    }
    const std::string n = std::to_string(r.dealer_stands.total);
    lines.push_back(r.dealer_stands.on_soft ? "DEALER STANDS ON SOFT " + n : "DEALER HITS SOFT " + n);
    if (r.insurance && r.mode != GameMode::ThreeBets)
        lines.push_back("INSURANCE PAYS " + std::to_string(r.insurance_pays.num) + " TO " +
                        std::to_string(r.insurance_pays.den));
    return lines;
}

std::string TableView::money_text(Cents c) const { return game::money_text(c, rules_.units); }

Cents TableView::bank_shown() const {
    const float counting = bank_shown_ - pending_shown_;
    const Cents landing = bank_target_ - pending_total();
    if (std::abs(counting - static_cast<float>(landing)) < 0.5f) return landing;
    if (whole_units(rules_)) return static_cast<Cents>(std::llround(counting / 100.0f)) * 100;
    return static_cast<Cents>(std::llround(counting));
}

void TableView::land_bank(Cents bank) {
    bank_shown_ = static_cast<float>(bank);
    bank_target_ = bank;
}

Cents TableView::pending_total() const {
    Cents total = pending_bet_;
    for (SideBet b : kSideBets) total += side_spots_[b].pending;
    return total;
}

void TableView::set_pending_bet(Cents amount) {
    pending_bet_ = amount;
    count_pending();
}

void TableView::set_pending_side_bet(SideBet b, Cents amount) {
    side_spots_[b].pending = amount;
    count_pending();
}

void TableView::count_pending() {
    // From wherever the count is now: a fast clicker's chips add up without the figure jumping back.
    const auto to = static_cast<float>(pending_total());
    if (!pending_count_ && pending_shown_ == to) return;  // nothing to count (a new betting screen, an empty bet)
    pending_count_ =
        std::make_unique<Tween>(pending_shown_, to, reduced_motion_ ? 0.1f : kTrayChipSeconds, Ease::Linear);
}

void TableView::settle_pending_count() {
    pending_count_.reset();
    pending_shown_ = static_cast<float>(pending_total());
}

void TableView::reset(Cents bank, int credits) {
    timeline_.skip();
    pending_count_.reset();
    pending_shown_ = 0;
    for (Loose& l : loose_) l.animation->finish();
    loose_.clear();  // before flights_: the loose animations point into it
    hands_.clear();
    dealer_.clear();
    discarding_.clear();
    flights_.clear();
    land_bank(bank);
    credits_shown_ = static_cast<float>(credits);
    pending_bet_ = 0;
    insurance_shown_ = 0;
    side_spots_.clear();
    announcement_.clear();
    clear_round_words();
    prediction_outcomes_.fill(Outcome::Pending);
    prediction_stakes_.fill(0);
    new_round_model(0);
}

void TableView::clear_round_words() {
    round_result_.clear();
    insurance_result_.clear();
    dealers_turn_ = false;
    dealer_settled_ = false;
}

void TableView::play(Sound s) {
    if (sound_) sound_->play(s);
}

std::unique_ptr<CardSprite> TableView::new_card(Card c) {
    auto sprite = std::make_unique<CardSprite>();
    sprite->card = c;
    sprite->pos = layout::kShoe;
    return sprite;
}

void TableView::deal_card_step(CardSprite& s, Point to, bool face_up) {
    auto step = std::make_unique<Sequence>();
    CardSprite* sp = &s;
    if (reduced_motion_) {
        step->add(call([this, sp, to, face_up] {
            sp->visible = true;
            sp->pos = to;
            sp->turn = face_up ? 1.0f : 0.0f;
            sp->alpha = 0;
            play(Sound::Deal);
        }));
        step->add(tween(sp->alpha, 1, kDealSeconds * 0.6f, Ease::Linear));
        step->add(call([sp] { sp->arrived = true; }));
        timeline_.append(std::move(step));
        return;
    }
    step->add(call([this, sp] {
        sp->visible = true;
        sp->pos = layout::kShoe;
        sp->turn = 0;
        play(Sound::Deal);
    }));
    auto move = std::make_unique<Parallel>();
    move->add(tween(sp->pos.x, to.x, kDealSeconds));
    move->add(tween(sp->pos.y, to.y, kDealSeconds));
    if (face_up) {
        auto flip = std::make_unique<Sequence>();
        flip->add(std::make_unique<Delay>(kDealSeconds - kTurnSeconds));
        flip->add(tween(sp->turn, 1, kTurnSeconds, Ease::InOutCubic));
        move->add(std::move(flip));
    }
    step->add(std::move(move));
    step->add(call([sp] { sp->arrived = true; }));
    timeline_.append(std::move(step));
}

void TableView::money_step(Cents amount, Point from, Point to, std::optional<Cents> bank_after,
                           std::function<void()> on_land, std::function<std::vector<Cents>()> lift) {
    auto flight = std::make_unique<ChipFlight>();
    flight->stakes = {amount};
    flight->pos = from;
    ChipFlight* f = flight.get();
    flights_.push_back(std::move(flight));
    auto step = std::make_unique<Sequence>();
    step->add(call([this, f, from, bank_after, lift = std::move(lift)] {
        if (lift) f->stakes = lift();
        f->visible = true;
        f->pos = from;
        if (bank_after) bank_target_ = *bank_after;
        play(Sound::Chip);
    }));
    auto move = std::make_unique<Parallel>();
    if (reduced_motion_) {
        move->add(call([f, to] { f->pos = to; }));  // lands at once; the counter below still runs
        move->add(std::make_unique<Delay>(kChipSeconds * 0.5f));
    } else {
        move->add(tween(f->pos.x, to.x, kChipSeconds, Ease::InOutCubic));
        move->add(tween(f->pos.y, to.y, kChipSeconds, Ease::InOutCubic));
    }
    if (bank_after) move->add(tween(bank_shown_, static_cast<float>(*bank_after), kChipSeconds, Ease::Linear));
    step->add(std::move(move));
    step->add(call([this, f, land = std::move(on_land)] {
        f->visible = false;
        if (land) land();
    }));
    timeline_.append(std::move(step));
}

void TableView::announce_step(std::string text, Sound sound) {
    auto step = std::make_unique<Sequence>();
    step->add(call([this, t = std::move(text), sound] {
        announcement_ = t;
        play(sound);
    }));
    step->add(std::make_unique<Delay>(kAnnounceSeconds));
    timeline_.append(std::move(step));
}

void TableView::quiet_step() {
    timeline_.append(call([this] { announcement_.clear(); }));
}

void TableView::relayout_step() {
    // After a split every hand moves to its new place.
    auto group = std::make_unique<Parallel>();
    const int n = static_cast<int>(hands_.size());
    for (int h = 0; h < n; ++h) {
        auto& cards = hands_[static_cast<std::size_t>(h)].cards;
        for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
            const Point to = layout::player_slot(h, n, i);
            CardSprite* c = cards[static_cast<std::size_t>(i)].get();
            if (reduced_motion_) {
                group->add(call([c, to] { c->pos = to; }));
                continue;
            }
            group->add(tween(c->pos.x, to.x, kDealSeconds, Ease::InOutCubic));
            group->add(tween(c->pos.y, to.y, kDealSeconds, Ease::InOutCubic));
        }
    }
    timeline_.append(std::move(group));
}

void TableView::on_event(const Event& e, Cents bank_after, int credits_after) {
    // One handler per event; each queues the steps that show it (see the handlers below, in event order).
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
        case EventType::SideBetPlaced:
        case EventType::SideBetSettled: return on_side_bet_event(e, bank_after);
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

void TableView::new_round_model(int hands) {
    model_hands_ = hands;
    model_cards_.fill(0);
    model_dealer_cards_ = 0;
    hole_card_ = nullptr;
    model_reasons_.clear();
    model_bonus_.clear();
}

void TableView::on_shuffle() {
    timeline_.append(call([this] { tray_cards_ = 0; }));
    announce_step("Shuffling", Sound::Shuffle);
}

void TableView::on_bet_placed(const Event& e, Cents bank_after) {
    hands_.clear();
    hands_.emplace_back();
    new_round_model(1);
    const Cents pending = pending_bet_;
    const Cents amount = e.amount;
    if (pending == amount) {
        // The chips are already on the spot (betting screen): they just become the hand's bet.
        timeline_.append(call([this, amount, bank_after] {
            pending_bet_ = 0;
            hands_[0].stacks = {amount};
            land_bank(bank_after);
            settle_pending_count();
        }));
    } else {
        timeline_.append(call([this] {
            pending_bet_ = 0;
            settle_pending_count();
        }));
        money_step(amount, layout::kPlayerBank, layout::bet_spot(0, 1), bank_after,
                   [this, amount] { hands_[0].stacks = {amount}; });
    }
}

void TableView::on_card_dealt(const Event& e) {
    if (e.hand == kDealer) {
        auto sprite = new_card(e.card);
        CardSprite& s = *sprite;
        dealer_.push_back(std::move(sprite));
        if (!e.face_up) hole_card_ = &s;
        deal_card_step(s, layout::dealer_slot(model_dealer_cards_++), e.face_up);
        return;
    }
    if (hands_.empty()) {  // three-bets: no bet was placed, the first card opens the round
        hands_.emplace_back();
        new_round_model(1);
    }
    const int h = e.hand;
    quiet_step();  // the dealer's last words were about the hand before this card
    auto sprite = new_card(e.card);
    CardSprite& s = *sprite;
    hands_[static_cast<std::size_t>(h)].cards.push_back(std::move(sprite));
    const int index = model_cards_[static_cast<std::size_t>(h)]++;
    deal_card_step(s, layout::player_slot(h, model_hands_, index), e.face_up);
}

void TableView::on_hole_card_revealed(const Event& e) {
    CardSprite* s = hole_card_;
    if (!s) return;
    s->card = e.card;
    timeline_.append(call([this] {
        announcement_.clear();
        dealers_turn_ = true;
    }));
    flip_step(s);
}

// Classic: the double's card, dealt face down, turns up after the dealer's turn and before the hand is settled.
void TableView::on_double_card_revealed(const Event& e) {
    auto& cards = hands_[static_cast<std::size_t>(e.hand)].cards;
    if (cards.empty()) return;
    cards.back()->card = e.card;
    flip_step(cards.back().get());
}

void TableView::flip_step(CardSprite* s) {
    auto step = std::make_unique<Sequence>();
    step->add(call([this] { play(Sound::Flip); }));
    if (reduced_motion_) {
        // A fade instead of a flip: out, turned, back in.
        step->add(tween(s->alpha, 0, kTurnSeconds * 0.6f, Ease::Linear));
        step->add(call([s] { s->turn = 1; }));
        step->add(tween(s->alpha, 1, kTurnSeconds, Ease::Linear));
    } else {
        step->add(tween(s->turn, 1, kTurnSeconds * 1.6f, Ease::InOutCubic));
    }
    timeline_.append(std::move(step));
}

void TableView::on_announcement(const Event& e) {
    const Announcement a = e.announcement;
    Sound sound = Sound::Button;
    if (a == Announcement::PlayerBlackjack) sound = Sound::Blackjack;
    if (a == Announcement::PlayerBust || a == Announcement::DealerHasBlackjack) sound = Sound::Lose;
    if (a == Announcement::DealerBust) sound = Sound::Win;
    std::string words = announcement_words(a, rules_);
    if (tells_the_result(a)) model_reasons_.push_back(words);
    announce_step(std::move(words), sound);
}

// Insurance and even money: the stake goes to its own spot, and is settled from there.
void TableView::on_insurance_taken(const Event& e, Cents bank_after) {
    const Cents amount = e.amount;
    model_insurance_ = amount;
    if (amount > 0)
        money_step(amount, layout::kPlayerBank, layout::kInsuranceSpot, bank_after,
                   [this, amount] { insurance_shown_ = amount; });
}

void TableView::on_insurance_settled(const Event& e, Cents bank_after) {
    const Cents net = e.amount;
    const Cents stake = model_insurance_;
    model_insurance_ = 0;
    // Its line stays on the insurance spot until the sweep: the bet's reason is part of the round's result.
    const std::string bet = e.type == EventType::EvenMoneySettled ? "EVEN MONEY BET " : "INSURANCE ";
    const std::string line = bet + (net > 0 ? "WON +" + money_text(net) : "LOST " + money_text(-stake));
    timeline_.append(call([this, line, net] {
        insurance_result_ = line;
        insurance_won_ = net > 0;
    }));
    if (net > 0) {
        money_step(net, layout::kDealerBank, layout::kInsuranceSpot, std::nullopt,
                   [this, net] { insurance_shown_ += net; });
        money_step(stake + net, layout::kInsuranceSpot, layout::kPlayerBank, bank_after,
                   [this] { insurance_shown_ = 0; });
    } else {
        money_step(stake, layout::kInsuranceSpot, layout::kDealerBank, std::nullopt, [this] { insurance_shown_ = 0; });
    }
}

void TableView::on_split(const Event& e, Cents bank_after) {
    const int from = e.hand;
    const int to = e.value;
    HandView fresh;
    // The second card of the split hand moves to the new hand.
    auto& src = hands_[static_cast<std::size_t>(from)].cards;
    if (src.size() >= 2) {
        fresh.cards.push_back(std::move(src.back()));
        src.pop_back();
    }
    hands_.insert(hands_.begin() + to, std::move(fresh));
    for (int j = model_hands_; j > to; --j)
        model_cards_[static_cast<std::size_t>(j)] = model_cards_[static_cast<std::size_t>(j - 1)];
    model_cards_[static_cast<std::size_t>(from)] = 1;
    model_cards_[static_cast<std::size_t>(to)] = 1;
    ++model_hands_;
    relayout_step();
    const Cents amount = e.amount;
    money_step(amount, layout::kPlayerBank, layout::bet_spot(to, model_hands_), bank_after,
               [this, to, amount] { hands_[static_cast<std::size_t>(to)].stacks = {amount}; });
}

void TableView::on_doubled_down(const Event& e, Cents bank_after) {
    const int h = e.hand;
    const Cents amount = e.amount;
    // A second stack beside the first, as a dealer lays it (chartwell's rules: "a second chip appears").
    money_step(amount, layout::kPlayerBank, layout::bet_spot(h, model_hands_), bank_after,
               [this, h, amount] { hands_[static_cast<std::size_t>(h)].stacks.push_back(amount); });
}

void TableView::on_credits_changed(int credits_after) {
    timeline_.append(tween(credits_shown_, static_cast<float>(credits_after), 0.5f, Ease::Linear));
}

void TableView::on_hand_settled(const Event& e) {
    const int h = e.hand;
    const Outcome o = e.outcome;
    const Cents net = e.amount;
    const int cards = model_cards_[static_cast<std::size_t>(h)];
    const bool charlies_push = o == Outcome::Push && rules_.charlie_cards > 0 && cards >= rules_.charlie_cards;
    std::string banner = charlies_push ? "CHARLIES PUSH" : outcome_label(o, cards);
    if (net > 0) banner += "  +" + money_text(net);
    if (net < 0 && o != Outcome::Bust && o != Outcome::Lose) banner += "  " + money_text(net);
    timeline_.append(call([this, h, o, banner] {
        HandView& hv = hands_[static_cast<std::size_t>(h)];
        hv.outcome = o;
        hv.banner = banner;
        hv.banner_alpha = 1;
    }));
    const Point spot = layout::bet_spot(h, model_hands_);
    // The bank changes only when chips reach it (Payout); winnings are laid beside the bet, losses leave it.
    if (net > 0) {
        money_step(net, layout::kDealerBank, spot, std::nullopt,
                   [this, h, net] { hands_[static_cast<std::size_t>(h)].stacks.push_back(net); });
        timeline_.append(std::make_unique<Delay>(kPaidRestSeconds));
    } else if (net < 0)
        money_step(-net, spot, layout::kDealerBank, std::nullopt, nullptr,
                   [this, h, net] { return lift_from_spot(h, -net); });
}

void TableView::on_payout(const Event& e, Cents bank_after) {
    const int h = e.hand;
    // Everything on the spot goes home as it lies: the bet, a double's stack, the dealer's payment.
    money_step(e.amount, layout::bet_spot(h, model_hands_), layout::kPlayerBank, bank_after, nullptr,
               [this, h] { return std::exchange(hands_[static_cast<std::size_t>(h)].stacks, {}); });
}

std::vector<Cents> TableView::lift_from_spot(int h, Cents amount) {
    HandView& hv = hands_[static_cast<std::size_t>(h)];
    if (hv.bet_shown() <= amount) return std::exchange(hv.stacks, {});
    hv.take(amount);
    return {amount};
}

// Three-bets: each prediction's stake goes to its spot, then back with its winnings or to the dealer.
void TableView::on_prediction_settled(const Event& e, Cents bank_after) {
    const int k = e.hand;
    const Outcome o = e.outcome;
    const Cents stake = rules_.three_bets_stake;
    money_step(stake, layout::kPlayerBank, layout::prediction_spot(k), bank_after - e.amount - stake,
               [this, k, stake] { prediction_stakes_[static_cast<std::size_t>(k)] = stake; });
    timeline_.append(call([this, k, o] { prediction_outcomes_[static_cast<std::size_t>(k)] = o; }));
    if (e.amount >= 0)
        money_step(stake + e.amount, layout::prediction_spot(k), layout::kPlayerBank, bank_after,
                   [this, k] { prediction_stakes_[static_cast<std::size_t>(k)] = 0; });
    else
        money_step(stake, layout::prediction_spot(k), layout::kDealerBank, std::nullopt,
                   [this, k] { prediction_stakes_[static_cast<std::size_t>(k)] = 0; });
}

void TableView::on_bonus_paid(const Event& e, Cents bank_after) {
    money_step(e.amount, layout::kDealerBank, layout::kPlayerBank, bank_after, nullptr);
    std::string words = "All three right: bonus " + money_text(e.amount);
    model_bonus_ = words;  // in the result after the dealer's report, which the engine makes after the bonus
    announce_step(std::move(words), Sound::Blackjack);
}

void TableView::on_round_over(const Event& e, Cents bank_after) {
    const Cents delta = e.amount;
    std::string money = delta > 0 ? "You win " + money_text(delta) : delta < 0 ? "You lose " + money_text(-delta) : "";
    std::vector<std::string> reasons = model_reasons_;
    if (!model_bonus_.empty()) reasons.push_back(model_bonus_);
    timeline_.append(call([this, money, reasons, delta, bank_after] {
        const bool all_pushed = !hands_.empty() && std::all_of(hands_.begin(), hands_.end(), [](const HandView& h) {
            return h.outcome == Outcome::Push;
        });
        round_result_ = round_result_text(reasons, money, all_pushed);
        announcement_.clear();  // the result says it now, with the reasons
        dealers_turn_ = false;
        dealer_settled_ = true;
        land_bank(bank_after);
        play(delta > 0 ? Sound::Win : (delta < 0 ? Sound::Lose : Sound::Chip));
    }));
}

void TableView::sweep() {
    // Everything on the felt goes to the discard tray; banners clear.
    std::vector<CardSprite*> moving;
    for (auto& c : dealer_) discarding_.push_back(std::move(c));
    for (auto& h : hands_)
        for (auto& c : h.cards) discarding_.push_back(std::move(c));
    dealer_.clear();
    hands_.clear();
    new_round_model(0);
    if (discarding_.empty()) {
        timeline_.append(call([this] {
            clear_round_words();
            prediction_outcomes_.fill(Outcome::Pending);
            side_spots_.clear_results();
        }));
        return;
    }
    auto group = std::make_unique<Parallel>();
    group->add(call([this] {
        clear_round_words();
        announcement_.clear();
        prediction_outcomes_.fill(Outcome::Pending);
        side_spots_.clear_results();
        play(Sound::Deal);
    }));
    for (auto& c : discarding_) {
        if (reduced_motion_) {
            group->add(tween(c->alpha, 0, kSweepSeconds, Ease::Linear));
            continue;
        }
        group->add(tween(c->pos.x, layout::kDiscard.x, kSweepSeconds, Ease::InOutCubic));
        group->add(tween(c->pos.y, layout::kDiscard.y, kSweepSeconds, Ease::InOutCubic));
        group->add(tween(c->turn, 0, kSweepSeconds, Ease::Linear));
    }
    timeline_.append(std::move(group));
    const int count = static_cast<int>(discarding_.size());
    timeline_.append(call([this, count] {
        discarding_.clear();
        tray_cards_ += count;
    }));
}

void TableView::fly_chip(Cents value, Point from) { fly_chip(value, from, layout::bet_spot(0, 1)); }

void TableView::fly_chip(Cents value, Point from, Point to) {
    // Betting-screen chips are not part of the engine's story: they fly on their own, outside the queue,
    // so a fast clicker is never kept waiting.
    auto flight = std::make_unique<ChipFlight>();
    flight->stakes = {value};
    flight->pos = from;
    flight->visible = true;
    ChipFlight* f = flight.get();
    flights_.push_back(std::move(flight));
    auto anim = std::make_unique<Parallel>();
    if (reduced_motion_) {
        f->pos = {to.x, to.y - 10};
        anim->add(std::make_unique<Delay>(0.1f));
    } else {
        anim->add(tween(f->pos.x, to.x, 0.22f, Ease::OutCubic));
        anim->add(tween(f->pos.y, to.y - 10, 0.22f, Ease::OutCubic));
    }
    loose_.push_back({std::move(anim), f});
    play(Sound::Chip);
}

void TableView::update(float dt, float speed, bool instant) {
    timeline_.advance(dt, speed, instant);
    if (pending_count_) {
        if (instant)
            pending_count_->finish();
        else
            pending_count_->advance(dt * speed);
        if (pending_count_->done()) pending_count_.reset();
    }
    for (auto it = loose_.begin(); it != loose_.end();) {
        if (instant)
            it->animation->finish();
        else
            it->animation->advance(dt * speed);
        if (it->animation->done()) {
            it->flight->visible = false;
            it = loose_.erase(it);
        } else {
            ++it;
        }
    }
    if (timeline_.idle() && loose_.empty()) flights_.clear();
}

std::vector<Cents> TableView::spot_stacks(int spot) const {
    std::vector<Cents> stacks;
    if (spot < static_cast<int>(hands_.size())) stacks = hands_[static_cast<std::size_t>(spot)].stacks;
    if (spot == 0 && pending_bet_ > 0) stacks.push_back(pending_bet_);  // the bet being built (betting screen)
    return stacks;
}

int TableView::cards_shown() const {
    int n = 0;
    for (const auto& c : dealer_) n += c->visible ? 1 : 0;
    for (const auto& h : hands_)
        for (const auto& c : h.cards) n += c->visible ? 1 : 0;
    return n;
}

std::string TableView::dealer_cards_shown() const {
    std::string text;
    for (const auto& c : dealer_)
        if (c->visible) text += (text.empty() ? "" : " ") + (c->turn >= 0.5f ? to_string(c->card) : std::string("??"));
    return text;
}

void TableView::draw_felt(Painter& p) const {
    p.cached_layer("felt:" + rules_.name, [&] { paint_felt(p); });
}

void TableView::draw_table_layer(Painter& p, int spots) const {
    // Everything that only changes with the number of hands: one copy per frame.
    p.cached_layer("table:" + rules_.name + ":" + std::to_string(spots), [&] {
        paint_felt(p);
        if (rules_.mode == GameMode::ThreeBets) {
            // Fixed short names under rings 68 units wide, 140 apart: they cannot meet.
            static const char* kNames[3] = {"WHO WINS", "YOUR VALUE", "DEALER VALUE"};
            for (int k = 0; k < 3; ++k) {
                const Point s = layout::prediction_spot(k);
                p.ring(s, 34, 2, palette::kFeltText.with_alpha(0.6f));
                p.text(kNames[k], {s.x, s.y + 40}, 11, palette::kFeltText.with_alpha(0.8f), Align::Center,
                       FontFace::SansBold);
            }
        } else {
            for (int h = 0; h < spots; ++h)
                p.ring(layout::bet_spot(h, spots), 34, 2, palette::kFeltText.with_alpha(0.6f));
        }
        // The spot names and the HUD's labels are fixed short words in boxes made for them.
        p.fill_rounded(layout::kHud, 12, palette::kPanel);
        p.outline_rounded(layout::kHud, 12, 1.5f, palette::kPanelBorder);
        p.text("BANK", layout::kHudBankLabel, 13, palette::kMuted, Align::Left, FontFace::SansBold);
        if (rules_.trivia)
            p.text("TRIVIA CREDITS", layout::kHudCreditsLabel, 13, palette::kMuted, Align::Left, FontFace::SansBold);
    });
}

void TableView::paint_felt(Painter& p) const {
    p.felt();
    const std::vector<std::string> lines = felt_lines(rules_);
    const Point c = layout::kRulesArcCenter;
    const float r = layout::kRulesArcRadius;
    if (!lines.empty()) p.arc_text(lines[0], c, r, 26, palette::kGold, FontFace::SansBold);
    if (lines.size() > 1) p.arc_text(lines[1], c, r + 32, 17, palette::kFeltText, FontFace::Sans);
    if (lines.size() > 2) {
        p.arc_band(c, r + 62, 26, 58, 122, Color{236, 226, 190, 40});
        p.arc_band(c, r + 49, 1.5f, 58, 122, palette::kFeltText.with_alpha(0.7f));
        p.arc_band(c, r + 75, 1.5f, 58, 122, palette::kFeltText.with_alpha(0.7f));
        p.arc_text(lines[2], c, r + 62 - 8, 15, palette::kFeltText, FontFace::SansBold);
    }
    // The table's name under the dealer, between the discard tray and the shoe (a player's preset may name it long).
    p.text_line(upper(rules_.name), {640, 8}, 640,
                {.size = 13,
                 .color = palette::kFeltText.with_alpha(0.55f),
                 .align = Align::Center,
                 .face = FontFace::SansBold,
                 .min_size = 9});

    // The shoe (top right) and the discard tray's outline (top left) never change during a session; their
    // one-word names are fixed.
    const Rect shoe = Rect::centered(layout::kShoe, 118, 96);
    p.fill_rounded(shoe.inset(-6), 10, Color{40, 24, 14, 230});
    for (int i = 0; i < 4; ++i)
        p.card_back({layout::kShoe.x + 6 - static_cast<float>(i) * 3, layout::kShoe.y}, layout::kCardWidth * 0.8f);
    p.text("SHOE", {layout::kShoe.x, layout::kShoe.y + 56}, 12, palette::kFeltText.with_alpha(0.8f), Align::Center,
           FontFace::SansBold);
    const Rect tray = Rect::centered(layout::kDiscard, 118, 96);
    p.outline_rounded(tray.inset(-6), 10, 2, palette::kFeltText.with_alpha(0.5f));
    p.text("DISCARD", {layout::kDiscard.x, layout::kDiscard.y + 56}, 12, palette::kFeltText.with_alpha(0.8f),
           Align::Center, FontFace::SansBold);
}

// `unsplit`: a two-card 21 is a natural (the dealer's hand, or a player hand with no split this round).
TableView::HandLabel TableView::hand_label(const std::vector<const CardSprite*>& cards, bool dealer, bool unsplit,
                                           bool settled) const {
    Hand h;
    bool face_down = false;  // a card lies on the felt face down: the hand's total is nobody's to know yet
    for (const CardSprite* c : cards) {
        if (c->arrived && c->turn >= 1.0f) h.add(c->card);
        face_down = face_down || (c->arrived && c->turn < 1.0f);
    }
    if (h.count() == 0) return {};
    if (!dealer && face_down) return {"DOUBLED", HandLabel::Tone::Plain};
    const bool all_shown = h.count() == static_cast<int>(cards.size());
    const HandLabel::Tone tone = h.bust() ? HandLabel::Tone::Bad : HandLabel::Tone::Plain;
    // Once the round is settled, why a hand won or lost, in the document's words: both naturals when both had one.
    if (settled && all_shown && unsplit && h.two_card_21()) return {"BLACKJACK", HandLabel::Tone::Good};
    if (dealer && settled && all_shown) {
        if (h.bust()) return {"BUST", tone};
        if (dealer_is_charlie(rules_, h.count(), false)) return {charlie_label(h.count()), HandLabel::Tone::Good};
    }
    // A split hand's Charlie waits for the dealer: it says so until its result shows.
    if (!dealer && !settled && all_shown && rules_.charlie_cards > 0 && h.count() >= rules_.charlie_cards && !h.bust())
        return {charlie_label(h.count()), HandLabel::Tone::Good};
    // A soft hand still in play says so ("SOFT 17"); a finished one (the dealer standing, a settled hand) shows
    // only the total that counts.
    const bool finished = settled || (dealer && all_shown && !dealer_must_hit(rules_, h.total(), h.soft(), h.count()));
    // One card is a card's value, not yet a hand to name hard ("HARD 2" over the dealer's up card says nothing).
    return {hand_total_label(h.total(), h.soft(), finished, rules_.name_hard_totals && h.count() > 1), tone};
}

std::string TableView::dealer_label() const {
    if (!totals_shown()) return "";
    std::vector<const CardSprite*> cards;
    for (const auto& c : dealer_) cards.push_back(c.get());
    return hand_label(cards, true, true, dealer_settled_).text;
}

std::string TableView::player_label(int hand) const {
    if (!totals_shown()) return "";
    const HandView& hv = hands_[static_cast<std::size_t>(hand)];
    std::vector<const CardSprite*> cards;
    for (const auto& c : hv.cards) cards.push_back(c.get());
    return hand_label(cards, false, hands_.size() == 1, hv.outcome != Outcome::Pending || dealer_settled_).text;
}

void TableView::draw_hand_label(Painter& p, const HandLabel& label, Point right_middle, float min_left) const {
    // Right-aligned to the left of the hand's first card, so a long label ("5 CARD CHARLIE") grows away from it; no
    // further left than `min_left`, where a split's hand before it ends (it then lies over its own first card).
    if (!totals_shown() || label.text.empty()) return;
    const float w = std::max(44.0f, p.text_width(label.text, 18, FontFace::SansBold) + 18);
    const Rect box{std::max(right_middle.x - w, min_left), right_middle.y - 14, w, 28};
    const bool good = label.tone == HandLabel::Tone::Good;
    p.fill_rounded(box, 14, label.tone == HandLabel::Tone::Bad ? Color{150, 30, 30, 230} : Color{0, 0, 0, 170});
    if (good) p.outline_rounded(box, 14, 2, palette::kGold);
    // The box is as wide as the label: it cannot overflow.
    p.text(label.text, {box.x + w / 2, right_middle.y - 11}, 18, good ? palette::kGold : palette::kWhite, Align::Center,
           FontFace::SansBold);
}

void TableView::draw(Painter& p, int active_hand) const {
    // Back to front: the felt, the discard tray, the bet spots, the cards, the chips in flight, the dealer's
    // words, the bank.
    const int spots = std::max(1, static_cast<int>(hands_.size()));
    draw_table_layer(p, spots);
    draw_discard_tray(p);
    if (rules_.mode == GameMode::ThreeBets)
        draw_prediction_spots(p);
    else
        draw_bet_spots(p, spots);
    draw_cards(p, active_hand);
    side_spots_.draw_winning_cards(p);
    for (const auto& f : flights_)
        if (f->visible)
            p.chip_columns(lay_out_chips(f->stakes, rules_.chips, layout::kChipDiameter, layout::bet_spot_width(1)),
                           f->pos);
    // The player's bank and trivia credits (bottom left), each within the HUD's width.
    p.text_line(money_text(bank_shown()), layout::kHudBankValue,
                layout::kHud.x + layout::kHud.w - layout::kHudBankValue.x,
                {.size = 26, .color = palette::kWhite, .face = FontFace::SansBold});
    if (rules_.trivia)
        p.text_line(std::to_string(credits_shown()), layout::kHudCreditsValue, 80,
                    {.size = 24, .color = palette::kGold, .align = Align::Right, .face = FontFace::SansBold});
}

void TableView::draw_discard_tray(Painter& p) const {
    // Top left: its pile grows with the cards played since the shuffle.
    const int pile = std::min(12, (tray_cards_ + 5) / 6);
    for (int i = 0; i < pile; ++i)
        p.card_back({layout::kDiscard.x, layout::kDiscard.y - static_cast<float>(i) * 1.5f}, layout::kCardWidth * 0.8f);
}

void TableView::draw_prediction_spots(Painter& p) const {
    for (int k = 0; k < 3; ++k) {
        const Point s = layout::prediction_spot(k);
        p.chip_stack(prediction_stakes_[static_cast<std::size_t>(k)], rules_.chips, s, layout::kChipDiameter, 1.0f,
                     layout::kPredictionWidth);
        const Outcome o = prediction_outcomes_[static_cast<std::size_t>(k)];
        // Inside the ring, whose chips have gone by then: below it the row of buttons would cover the word.
        // One of the outcome words (WIN, LOSE, PUSH ...), narrower than the ring.
        if (o != Outcome::Pending)
            p.text(outcome_label(o, 0), {s.x, s.y - 9}, 15, outcome_color(o), Align::Center, FontFace::SansBold);
    }
}

void TableView::draw_bet_spots(Painter& p, int spots) const {
    for (int h = 0; h < spots; ++h) {
        const Point s = layout::bet_spot(h, spots);
        const std::vector<Cents> stacks = spot_stacks(h);
        // Each stake a group of columns beside the one before, centred on the spot (chip_layout.h).
        p.chip_columns(lay_out_chips(stacks, rules_.chips, layout::kChipDiameter, layout::bet_spot_width(spots)), s);
        Cents shown = 0;
        for (Cents stake : stacks) shown += stake;
        if (shown > 0)
            p.text(money_text(shown), {s.x, s.y + 40}, 15, palette::kWhite, Align::Center, FontFace::SansBold);
    }
    side_spots_.draw(p, rules_, hands_.empty(), hands_.size() > 1);
    const Point label_at{layout::kInsuranceSpot.x, layout::kInsuranceSpot.y + 26};
    if (insurance_shown_ > 0) {
        p.chip_stack(insurance_shown_, rules_.chips, layout::kInsuranceSpot, layout::kChipDiameter * 0.8f, 1.0f,
                     layout::kInsuranceWidth);
        if (insurance_result_.empty())
            p.text("INSURANCE " + money_text(insurance_shown_), label_at, 12, palette::kWhite, Align::Center,
                   FontFace::SansBold);
    }
    if (!insurance_result_.empty())
        p.text(insurance_result_, layout::kInsuranceResult, 16, insurance_won_ ? palette::kWin : palette::kLose,
               Align::Center, FontFace::SansBold);
}

void TableView::draw_card(Painter& p, const CardSprite& c) {
    if (!c.visible) return;
    const bool face = c.turn >= 0.5f;
    const float squeeze = std::abs(c.turn - 0.5f) * 2.0f;
    p.card(c.card, c.pos, layout::kCardWidth, face, std::max(0.02f, squeeze), c.alpha);
}

void TableView::draw_cards(Painter& p, int active_hand) const {
    // Cards on their way to the tray, then the dealer's and the player's.
    for (const auto& c : discarding_) draw_card(p, *c);
    std::vector<const CardSprite*> dealer_cards;
    for (const auto& c : dealer_) {
        draw_card(p, *c);
        dealer_cards.push_back(c.get());
    }
    if (!dealer_.empty())
        draw_hand_label(p, hand_label(dealer_cards, true, true, dealer_settled_),
                        {layout::dealer_slot(0).x - layout::kCardWidth / 2 - 12, layout::kDealerY});
    const int n = static_cast<int>(hands_.size());
    for (int h = 0; h < n; ++h) draw_player_hand(p, h, h == active_hand);
}

void TableView::draw_player_hand(Painter& p, int h, bool active) const {
    const int n = static_cast<int>(hands_.size());
    const HandView& hv = hands_[static_cast<std::size_t>(h)];
    std::vector<const CardSprite*> cards;
    for (const auto& c : hv.cards) {
        draw_card(p, *c);
        cards.push_back(c.get());
    }
    const float x = layout::hand_x(h, n);
    if (active) {
        const float y = layout::kPlayerY + layout::kCardHeight / 2 + 14;
        p.fill_rounded(Rect::centered({x, y}, 120, 6), 3, palette::kFocus);
    }
    // A split's hand before this one may reach towards it with its cards.
    const std::size_t before = h > 0 ? hands_[static_cast<std::size_t>(h - 1)].cards.size() : 0;
    const float min_left =
        before > 0 ? layout::player_slot(h - 1, n, static_cast<int>(before) - 1).x + layout::kCardWidth / 2 + 6 : -1e9f;
    if (!hv.cards.empty())
        draw_hand_label(p, hand_label(cards, false, n == 1, hv.outcome != Outcome::Pending || dealer_settled_),
                        {layout::player_slot(h, n, 0).x - layout::kCardWidth / 2 - 12, layout::kPlayerY}, min_left);
    if (!hv.banner.empty() && hv.banner_alpha > 0) {
        const float w = p.text_width(hv.banner, 20, FontFace::SansBold) + 28;
        const Rect b = Rect::centered({x + 20, layout::kPlayerY + 34}, w, 36);
        // Nearly opaque: the banner sits over the lower edge of the cards and must read at a glance.
        p.fill_rounded(b, 8, Color{8, 12, 10, 255}.with_alpha(hv.banner_alpha * 0.92f));
        p.outline_rounded(b, 8, 2, outcome_color(hv.outcome).with_alpha(hv.banner_alpha));
        // The banner's box is as wide as its text.
        p.text(hv.banner, {x + 20, b.y + 6}, 20, outcome_color(hv.outcome).with_alpha(hv.banner_alpha), Align::Center,
               FontFace::SansBold);
    }
}

}  // namespace bjt::game

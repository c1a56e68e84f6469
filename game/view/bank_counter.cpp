#include "game/view/bank_counter.h"

#include <cmath>

#include "game/ui/money_text.h"

namespace bjt::game {

void BankCounter::land(Cents bank) {
    shown_ = static_cast<float>(bank);
    target_ = bank;
}

std::unique_ptr<Tween> BankCounter::count_to(Cents bank, float seconds) {
    return std::make_unique<Tween>(shown_, static_cast<float>(bank), seconds, Ease::Linear);
}

void BankCounter::count_pending(Cents total, float seconds) {
    const auto to = static_cast<float>(total);
    if (!pending_count_ && pending_shown_ == to) return;  // nothing to count (a new betting screen, an empty bet)
    pending_count_ = std::make_unique<Tween>(pending_shown_, to, seconds, Ease::Linear);
}

void BankCounter::settle_pending(Cents total) {
    pending_count_.reset();
    pending_shown_ = static_cast<float>(total);
}

void BankCounter::forget_pending() { settle_pending(0); }

void BankCounter::update(float dt, bool instant) {
    if (!pending_count_) return;
    if (instant)
        pending_count_->finish();
    else
        pending_count_->advance(dt);
    if (pending_count_->done()) pending_count_.reset();
}

Cents BankCounter::shown(Cents pending, const Rules& rules) const {
    const float counting = shown_ - pending_shown_;
    const Cents landing = target_ - pending;
    if (std::abs(counting - static_cast<float>(landing)) < 0.5f) return landing;
    if (whole_units(rules)) return static_cast<Cents>(std::llround(counting / 100.0f)) * 100;
    return static_cast<Cents>(std::llround(counting));
}

}  // namespace bjt::game

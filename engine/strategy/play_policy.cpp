#include "engine/strategy/play_policy.h"

namespace bjt::strategy {
namespace {

std::array<Action, 5> ranked_available(const OptionValues& o) {
    std::array<Action, 5> out;
    out.fill(Action::NoSurrender);
    std::size_t n = 0;
    for (Action a : o.ranked())
        if (o.value(a) != OptionValues::kUnavailable) out[n++] = a;
    return out;
}

}  // namespace

PlayPolicy::PlayPolicy(const GameAnalysis& analysis) {
    for (int up = 1; up <= 10; ++up) {
        const UpcardAnalysis& u = analysis.upcard(up);
        for (const StartingHand& h : u.hands) {
            const auto list = ranked_available(h.options);
            first_[idx(up)][0][idx(h.c1)][idx(h.c2)] = list;
            first_[idx(up)][0][idx(h.c2)][idx(h.c1)] = list;
            early_surrender_[idx(up)][idx(h.c1)][idx(h.c2)] = early_surrender_[idx(up)][idx(h.c2)][idx(h.c1)] =
                h.early_surrender;
            if (up == 1) {
                insurance_[idx(h.c1)][idx(h.c2)] = insurance_[idx(h.c2)][idx(h.c1)] = h.insurance;
                if (h.natural()) even_money_ = h.even_money;
            }
        }
        for (int p = 1; p <= 10; ++p)
            for (int c = 1; c <= 10; ++c) {
                // A split hand holds the pair card first and its new card second.
                const auto list =
                    ranked_available(u.after_split[static_cast<std::size_t>(p)][static_cast<std::size_t>(c)]);
                first_[idx(up)][static_cast<std::size_t>(p)][idx(p)][idx(c)] = list;
            }
        hit_more_[idx(up)] = u.hit_more;
    }
}

Action PlayPolicy::decide(const Table& table) const {
    const int up = table.dealer_up_card().value();
    // The starting cards matter only to the offers; a player turn (most calls) does not read them.
    const auto c1 = [&] {
        const Hand& cards = table.hand(0).cards;
        return cards.count() > 0 ? cards[0].value() : 1;
    };
    const auto c2 = [&] {
        const Hand& cards = table.hand(0).cards;
        return cards.count() > 1 ? cards[1].value() : 1;
    };
    switch (table.state()) {
        case RoundState::EarlySurrenderOffer:
            return early_surrender_[idx(up)][idx(c1())][idx(c2())] ? Action::Surrender : Action::NoSurrender;
        case RoundState::InsuranceOffer:
            return insurance_[idx(c1())][idx(c2())] && table.check(Action::Insurance).ok() ? Action::Insurance
                                                                                           : Action::NoInsurance;
        case RoundState::EvenMoneyOffer:
            return even_money_ && table.check(Action::EvenMoney).ok() ? Action::EvenMoney : Action::NoEvenMoney;
        case RoundState::PlayerTurn: break;
        default: return Action::Stand;
    }
    const PlayerHand& h = table.hand(table.active_hand());
    const int split_from = h.from_split ? h.cards[0].value() : 0;
    if (!h.acted && h.cards.count() == 2) {
        for (Action a : first(up, split_from, h.cards[0].value(), h.cards[1].value())) {
            if (a == Action::NoSurrender) break;
            if (table.check(a).ok()) return a;
        }
        return Action::Stand;
    }
    if (hit_more(up, split_from, h.cards.count(), h.cards.hard_total(), h.cards.soft()) &&
        table.check(Action::Hit).ok())
        return Action::Hit;
    return Action::Stand;
}

}  // namespace bjt::strategy

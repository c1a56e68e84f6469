#include "engine/strategy/play_policy.h"

#include <stdexcept>

namespace bjt::strategy {
namespace {

// The available options, best first, 3 bits each (see DecisionTables::first).
std::uint16_t ranked_available(const OptionValues& o) {
    unsigned packed = 0;
    int shift = 0;
    for (Action a : o.ranked()) {
        if (o.value(a) == OptionValues::kUnavailable) continue;
        if (a > Action::Surrender) throw std::logic_error("PlayPolicy: a ranked option that is not a player action");
        packed |= (static_cast<unsigned>(a) + 1u) << shift;
        shift += 3;
    }
    return static_cast<std::uint16_t>(packed);
}

}  // namespace

PlayPolicy::PlayPolicy(const GameAnalysis& analysis) {
    for (int up = 1; up <= 10; ++up) {
        const UpcardAnalysis& u = analysis.upcard(up);
        DecisionTables& unsplit = tables_[idx(up) * 11];
        for (const StartingHand& h : u.hands) {
            const std::uint16_t list = ranked_available(h.options);
            unsplit.first[idx(h.c1) * 10 + idx(h.c2)] = unsplit.first[idx(h.c2) * 10 + idx(h.c1)] = list;
            early_surrender_[idx(up)][idx(h.c1)][idx(h.c2)] = early_surrender_[idx(up)][idx(h.c2)][idx(h.c1)] =
                h.early_surrender;
            if (up == 1) {
                insurance_[idx(h.c1)][idx(h.c2)] = insurance_[idx(h.c2)][idx(h.c1)] = h.insurance;
                if (h.natural()) even_money_ = h.even_money;
            }
        }
        for (std::size_t split = 0; split <= 10; ++split) {
            DecisionTables& t = tables_[idx(up) * 11 + split];
            // A split hand holds the pair card first and its new card second.
            if (split > 0)
                for (std::size_t c = 1; c <= 10; ++c)
                    t.first[(split - 1) * 10 + (c - 1)] = ranked_available(u.after_split[split][c]);
            for (std::size_t cards = 0; cards < 9; ++cards)
                for (std::size_t hard = 0; hard < 32; ++hard)
                    for (std::size_t soft = 0; soft < 2; ++soft)
                        if (u.hit_more[split][cards][hard][soft]) t.hit_more[cards][soft] |= 1u << hard;
        }
    }
}

Action PlayPolicy::decide_offer(const Table& table) const {
    const int up = table.dealer_up_card().value();
    const Hand& cards = table.hand(0).cards;
    const int c1 = cards.count() > 0 ? cards[0].value() : 1;
    const int c2 = cards.count() > 1 ? cards[1].value() : 1;
    switch (table.state()) {
        case RoundState::EarlySurrenderOffer:
            return early_surrender_[idx(up)][idx(c1)][idx(c2)] ? Action::Surrender : Action::NoSurrender;
        case RoundState::InsuranceOffer:
            return insurance_[idx(c1)][idx(c2)] && table.check(Action::Insurance).ok() ? Action::Insurance
                                                                                       : Action::NoInsurance;
        case RoundState::EvenMoneyOffer:
            return even_money_ && table.check(Action::EvenMoney).ok() ? Action::EvenMoney : Action::NoEvenMoney;
        default: return Action::Stand;
    }
}

Action PlayPolicy::decide(const Table& table) const {
    if (table.state() != RoundState::PlayerTurn) [[unlikely]]
        return decide_offer(table);
    const PlayerHand& h = table.hand(table.active_hand());
    const Hand& cards = h.cards;
    const DecisionTables& t = tables(table.dealer_up_card().value(), h.from_split ? cards[0].value() : 0);
    if (!h.acted && cards.count() == 2) {
        for (unsigned list = t.first[idx(cards[0].value()) * 10 + idx(cards[1].value())]; list != 0; list >>= 3) {
            const auto a = static_cast<Action>((list & 7u) - 1u);
            if (table.check_player_turn(a).ok()) return a;
        }
        return Action::Stand;
    }
    const auto n = static_cast<std::size_t>(cards.count() < 8 ? cards.count() : 8);
    const unsigned hard = static_cast<unsigned>(cards.hard_total() < 32 ? cards.hard_total() : 31);
    if (((t.hit_more[n][cards.soft() ? 1 : 0] >> hard) & 1u) && table.check_player_turn(Action::Hit).ok())
        return Action::Hit;
    return Action::Stand;
}

}  // namespace bjt::strategy

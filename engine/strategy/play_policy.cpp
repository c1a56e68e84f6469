#include "engine/strategy/play_policy.h"

#include <stdexcept>

namespace bjt::strategy {
namespace {

// The available options, best first (see DecisionTables::first); Stand, always allowed, ends every list, so taking
// the first allowed option never runs off the end.
std::uint16_t ranked_available(const OptionValues& o) {
    PlayerOptions list;
    for (Action a : o.ranked()) {
        if (o.value(a) == OptionValues::kUnavailable) continue;
        if (!list.add(a)) throw std::logic_error("PlayPolicy: a ranked option that is not a player action");
    }
    if (!list.contains(Action::Stand) && !list.add(Action::Stand))
        throw std::logic_error("PlayPolicy: no room for Stand in a full option list");
    return list.packed();
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
            return early_surrenders(up, c1, c2) ? Action::Surrender : Action::NoSurrender;
        case RoundState::InsuranceOffer:
            return takes_insurance(c1, c2) && table.check(Action::Insurance).ok() ? Action::Insurance
                                                                                  : Action::NoInsurance;
        case RoundState::EvenMoneyOffer:
            return takes_even_money() && table.check(Action::EvenMoney).ok() ? Action::EvenMoney : Action::NoEvenMoney;
        default: return Action::Stand;
    }
}

PlayerOptions PlayPolicy::player_options(const Table& table) const {
    return hand_options(table.dealer_up_card().value(), table.hand(table.active_hand()));
}

Action PlayPolicy::decide(const Table& table) const {
    if (table.state() != RoundState::PlayerTurn) [[unlikely]]
        return decide_offer(table);
    for (PlayerOptions list = player_options(table); !list.empty(); list = list.rest())
        if (table.check_player_turn(list.first()).ok()) return list.first();
    return Action::Stand;
}

}  // namespace bjt::strategy

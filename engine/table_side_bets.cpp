// Table's side bets: placed with the base bet, settled as soon as the deal is out. Their own file so that the
// round logic stays readable and a round without side bets never enters here.
#include "engine/table.h"

namespace bjt {

Status Table::check_side_bets(const Seat& s, Cents bet, const SideBetStakes& stakes) const {
    for (SideBet b : kSideBets)
        if (stakes[b] != 0)
            if (const Status st = check_side_bet(rules_, b, stakes[b]); !st) return st;
    const Cents base = rules_.mode == GameMode::ThreeBets ? 0 : bet;
    if (s.bank - base < stakes.total()) return {Refusal::SideBetBankTooLow};
    return {};
}

// Clears the seat in turn's side bets of last round and stakes this round's (after the base bet, so the journal
// sees the round opened by its base bet).
void Table::place_side_bets(const SideBetStakes& stakes) {
    Seat& s = seat();
    s.side_bets = {};
    s.side_bets_placed = stakes.any();
    for (SideBet b : kSideBets) {
        const Cents amount = stakes[b];
        if (amount == 0) continue;
        s.side_bets[static_cast<std::size_t>(b)].bet = amount;
        stake(amount);
        emit(EventType::SideBetPlaced, static_cast<std::int8_t>(b), amount);
    }
}

// Perfect Pairs reads the seat's first two cards, 21+3 those and the dealer's up card: all known once the
// deal is out, whatever the peek, an insurance or a surrender does later.
void Table::settle_side_bets() {
    Seat& s = seat();
    const Card first = s.hands[0].cards[0], second = s.hands[0].cards[1];
    for (SideBet b : kSideBets) {
        SideBetResult& r = s.side_bets[static_cast<std::size_t>(b)];
        if (r.bet == 0) continue;
        r.outcome = b == SideBet::PerfectPairs ? classify_perfect_pairs(first, second)
                                               : classify_twenty_one_plus_three(first, second, dealer_up_card());
        r.net = side_bet_net(rules_, b, r.outcome, r.bet);
        settle_stake(r.bet, r.net);
        emit(EventType::SideBetSettled, static_cast<std::int8_t>(b), r.net, static_cast<int>(r.outcome));
    }
}

}  // namespace bjt

// The dealer graph merges drawing orders by card multiset; a plain walk over every order must agree.
#include <catch2/catch.hpp>

#include "engine/dealer_policy.h"
#include "engine/strategy/dealer_graph.h"

using namespace bjt;
using namespace bjt::strategy;

namespace {

void walk(const Rules& r, CardCounts shoe, int hard, bool ace, int cards, double p, DealerOutcomes& out) {
    const bool soft = ace && hard + 10 <= 21;
    const int total = soft ? hard + 10 : hard;
    if (cards == 2 && total == 21) {
        out.p[DealerOutcomes::kNatural] += p;
        return;
    }
    if (total > 21) {
        out.p[DealerOutcomes::kBust] += p;
        return;
    }
    if (cards >= 2 && !dealer_must_hit(r, total, soft, cards)) {
        out.p[static_cast<std::size_t>(dealer_is_charlie(r, cards, false) ? DealerOutcomes::kCharlie : total)] += p;
        return;
    }
    for (int v = 1; v <= 10; ++v) {
        if (shoe[v] <= 0) continue;
        CardCounts next = shoe;
        next.remove(v);
        walk(r, next, hard + v, ace || v == 1, cards + 1, p * shoe[v] / shoe.total, out);
    }
}

}  // namespace

TEST_CASE("dealer graph equals a walk over every drawing order", "[strategy][dealer]") {
    Rules r;
    r.decks = 1;
    for (bool h17 : {false, true})
        for (int charlie : {0, 5}) {
            r.dealer_stands = {17, !h17};
            r.charlie_cards = charlie;
            r.dealer_charlie = charlie > 0;
            for (int up = 1; up <= 10; ++up) {
                CardCounts shoe = CardCounts::shoe(1);
                shoe.remove(up);
                shoe.remove(10);  // a player card out too
                DealerOutcomes brute;
                walk(r, shoe, up, up == 1, 1, 1.0, brute);
                const DealerOutcomes fast = DealerGraph(r, up).evaluate(shoe);
                double total = 0;
                for (std::size_t i = 0; i < brute.p.size(); ++i) {
                    CHECK(fast.p[i] == Approx(brute.p[i]).margin(1e-12));
                    total += fast.p[i];
                }
                CHECK(total == Approx(1.0).margin(1e-12));
            }
        }
}

TEST_CASE("three-bets dealer stops at five cards and stands on 18 or a hit soft 17", "[strategy][dealer]") {
    Rules r;
    r.dealer_stands = {18, true};
    r.dealer_max_cards = 5;
    r.charlie_cards = 0;
    r.dealer_charlie = false;
    CardCounts shoe = CardCounts::shoe(6);
    shoe.remove(2);
    DealerOutcomes brute;
    walk(r, shoe, 2, false, 1, 1.0, brute);
    const DealerOutcomes fast = DealerGraph(r, 2).evaluate(shoe);
    for (std::size_t i = 0; i < brute.p.size(); ++i) CHECK(fast.p[i] == Approx(brute.p[i]).margin(1e-12));
    CHECK(fast.p[12] > 0.0);  // five small cards can stop the dealer on 12
}

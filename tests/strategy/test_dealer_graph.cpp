// The dealer graph merges drawing orders by card multiset; a plain walk over every order must agree.
#include <catch2/catch.hpp>

#include <cstring>
#include <span>
#include <vector>

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

namespace {

// Shoes that take the walk down its edge cases: full shoes less a few cards, a value drawn out (lanes that cannot
// reach some nodes), and shoes the dealer can run through (lanes with no card left).
std::vector<CardCounts> varied_shoes(int decks, int upcard) {
    std::vector<CardCounts> shoes;
    for (int a = 1; a <= 10; a += 3)
        for (int b = a; b <= 10; b += 4) {
            CardCounts s = CardCounts::shoe(decks);
            s.remove(upcard);
            s.remove(a);
            s.remove(b);
            shoes.push_back(s);
        }
    CardCounts no_fives = CardCounts::shoe(decks);
    no_fives.remove(upcard);
    no_fives.remove(5, no_fives[5]);
    shoes.push_back(no_fives);
    CardCounts tiny;  // two 2s and a 3: the dealer runs out of cards below 17
    tiny.add(2, 2);
    tiny.add(3);
    shoes.push_back(tiny);
    return shoes;
}

bool same_bits(const DealerOutcomes& a, const DealerOutcomes& b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

TEST_CASE("a shoe's outcomes are bit for bit the same in any lane of a batched walk", "[strategy][dealer]") {
    for (int decks : {1, 6}) {
        Rules r;
        r.decks = decks;
        r.dealer_stands = {17, decks == 6};
        for (int up = 1; up <= 10; ++up) {
            const DealerGraph graph(r, up);
            const std::vector<CardCounts> shoes = varied_shoes(decks, up);
            std::vector<DealerOutcomes> alone;
            for (const CardCounts& s : shoes) alone.push_back(graph.evaluate(s));
            // Every batch size, starting at every shoe, so each shoe is walked in every lane next to others.
            for (std::size_t size = 1; size <= DealerGraph::kLanes; ++size)
                for (std::size_t first = 0; first < shoes.size(); ++first) {
                    std::vector<CardCounts> batch;
                    std::vector<std::size_t> which;
                    for (std::size_t j = 0; j < size; ++j) {
                        which.push_back((first + j) % shoes.size());
                        batch.push_back(shoes[which.back()]);
                    }
                    std::vector<DealerOutcomes> got(size);
                    std::vector<DealerOutcomes*> out;
                    for (DealerOutcomes& o : got) out.push_back(&o);
                    graph.evaluate(batch, out);
                    for (std::size_t j = 0; j < size; ++j) {
                        INFO(decks << " decks, upcard " << up << ", shoe " << which[j] << " in lane " << j << " of "
                                   << size);
                        CHECK(same_bits(got[j], alone[which[j]]));
                    }
                }
        }
    }
}

TEST_CASE("a batched walk refuses more shoes than lanes, or a shoe without an outcome", "[strategy][dealer]") {
    const DealerGraph graph(Rules{}, 6);
    const std::vector<CardCounts> shoes(DealerGraph::kLanes + 1, CardCounts::shoe(6));
    std::vector<DealerOutcomes> got(shoes.size());
    std::vector<DealerOutcomes*> out;
    for (DealerOutcomes& o : got) out.push_back(&o);
    CHECK_THROWS_WITH(graph.evaluate(shoes, out), Catch::Contains("5 shoes") && Catch::Contains("up to 4 shoes"));
    CHECK_THROWS_WITH(graph.evaluate(std::span(shoes).first(2), std::span(out).first(1)),
                      Catch::Contains("2 shoes and 1 outcomes"));
}

#pragma once
// Exact expected values for the player against one dealer upcard, by recursion over every card
// the player can draw, with the cards removed from a fresh shoe of the rules' decks.
//
// What is exact and what is approximated (DESIGN, also in README "Strategy and house edge"):
// - Composition dependent: every player hand is valued by its exact cards, and the dealer's
//   final-total probabilities are recomputed for the cards the player holds (and the upcard).
// - After a peek the dealer's outcomes are conditioned on no natural; the player's own draws
//   use the shoe without that condition (the usual approximation; worth about 0.001%).
// - Splits: each split hand is valued with both pair cards out of the shoe, but not the cards
//   drawn to the other split hands; resplits count the hands expected from drawing more pair
//   cards (the chance of each recomputed as pair cards leave), and value every hand as that one
//   hand. The same method as the Wizard of Odds Appendix 9 tables ("only considered how many
//   hands the player had already split, but not the other cards drawn in those hands").
// - Play is the best play for each composition (a composition-dependent strategy).
// One evaluator serves one thread: it memoizes hands and dealer outcomes as it goes.
#include <cstdint>
#include <span>
#include <vector>

#include "engine/rules.h"
#include "engine/strategy/card_counts.h"
#include "engine/strategy/dealer_graph.h"
#include "engine/strategy/keyed_memo.h"
#include "engine/strategy/option_values.h"

namespace bjt::strategy {

class UpcardEvaluator {
public:
    UpcardEvaluator(const Rules& rules, int upcard);

    int upcard() const { return upcard_; }
    // The shoe after the upcard is dealt.
    const CardCounts& shoe() const { return shoe_; }
    // Whether the dealer has peeked for a natural before the player acts (outcomes conditioned).
    bool peeked() const { return peeked_; }
    // Chance that the hole card makes a dealer natural, with these player cards out of the shoe.
    double natural_chance(int c1, int c2) const;

    // Options for a two-card hand as its first decision. `split_from` is 0 for the hand as dealt,
    // or the value of the pair it was split from. `can_split` says whether splitting is on offer
    // (the caller knows about ranks and hand limits).
    OptionValues first_decision(int c1, int c2, int split_from, bool can_split);

    // Any hand in play (the coach): its cards, the pair value it was split from (0 if none),
    // whether this is its first action, and how many hands the player has.
    OptionValues situation(std::span<const int> cards, int split_from, bool first_action, int hand_count);

    // The whole split of a pair of `pair` values, per unit of the original bet. `same_rank_only`
    // is set when only cards of the same rank resplit (ten-cards under split: same-rank).
    double split_value(int pair, bool same_rank_only);

    // Stand and hit values of a hand of three or more cards (for the total-dependent table).
    struct HitStand {
        double stand;
        double hit;
    };
    HitStand hit_stand(std::span<const int> cards, int split_from);

    // Memoized hands so far, for the caller to walk (hand key -> values); see hand_key().
    template <typename F>
    void for_each_multicard_hand(F&& f) const {
        memo_.for_each([&](std::uint64_t key, const Entry& e) { f(key, e.stand, e.hit); });
    }
    static int key_split_from(std::uint64_t key) { return static_cast<int>(key >> 50); }
    static std::array<std::uint8_t, kValues> key_cards(std::uint64_t key);

private:
    // The totals come first: a hand is copied and one card added in the hot loop, and the totals read back
    // must lie within one of the copy's stores (a load that spans two stores waits for both to retire).
    struct Hand {
        int hard = 0;
        int count = 0;
        bool ace = false;
        std::array<std::uint8_t, kValues> cards{};
        void add(int v) {
            cards[static_cast<std::size_t>(v - 1)]++;
            hard += v;
            ++count;
            ace = ace || v == 1;
        }
        bool soft() const { return ace && hard + 10 <= 21; }
        int total() const { return soft() ? hard + 10 : hard; }
    };
    struct Entry {
        double stand;
        double hit;
    };

    static std::uint64_t hand_key(const Hand& h, int split_from) {
        return pack_key(h.cards) | (static_cast<std::uint64_t>(split_from) << 50);
    }
    // The dealer's outcomes the recursion reads are computed ahead of it, DealerGraph::kLanes shoes to a walk of the
    // graph: each public entry point first collects the shoes of every hand it will value (what stand() will ask of
    // dealer()) and evaluates the ones not yet known. Results are the same either way; only the speed differs.
    struct PendingShoe {
        CardCounts shoe;
        DealerOutcomes* outcomes;  // its place in dealer_memo_, filled in by evaluate_pending()
    };
    void collect_after(const Hand& h, int split_from, CardCounts& shoe, std::vector<PendingShoe>& pending);
    void evaluate_pending(const std::vector<PendingShoe>& pending) const;
    void prefetch(const Hand& h, int split_from);
    // A hand that hits and plays on when it chooses to (not a forced stand, not a split ace that takes one card).
    bool may_hit(const Hand& h, int split_from) const {
        return !forced_stand(h) && !(split_from == 1 && !rules_.hit_split_aces);
    }

    static std::uint64_t dealer_key(const Hand& h, int split_from);
    CardCounts shoe_without(const Hand& h, int split_from) const;
    const DealerOutcomes& dealer(const Hand& h, int split_from);
    const Entry& entry(const Hand& h, int split_from);
    double stand(const Hand& h, int split_from);
    // After a card arrives: bust, Charlie, forced stand, or the better of standing and hitting.
    double after_card(const Hand& h, int split_from);
    // Value of hitting now and playing on as well as possible.
    double hit_value(const Hand& h, int split_from);
    double double_value(const Hand& h, int split_from);
    bool double_allowed(const Hand& h, int split_from) const;
    bool charlie(const Hand& h) const {
        return rules_.charlie_cards > 0 && h.count >= rules_.charlie_cards && h.hard <= 21;
    }
    // A split hand's Charlie waits for the dealer, whose Charlie would push it (split_charlie_waits).
    bool charlie_waits(int split_from) const {
        return split_from > 0 && rules_.split_charlie_waits && rules_.dealer_charlie;
    }
    // 1:1 at once, or for a Charlie that waits, 1:1 unless the dealer makes a Charlie too.
    double charlie_value(const Hand& h, int split_from) {
        return charlie_waits(split_from) ? 1.0 - dealer(h, split_from).p[DealerOutcomes::kCharlie] : 1.0;
    }
    bool forced_stand(const Hand& h) const {
        return h.total() == 21 || (rules_.player_max_cards > 0 && h.count >= rules_.player_max_cards);
    }

    Rules rules_;
    int upcard_;
    bool peeked_;
    CardCounts shoe_;
    DealerGraph graph_;
    KeyedMemo<Entry> memo_;
    KeyedMemo<DealerOutcomes> dealer_memo_;
    KeyedMemo<bool> collected_;  // hands (hand_key) whose shoes and those of all hands after them are collected
};

}  // namespace bjt::strategy

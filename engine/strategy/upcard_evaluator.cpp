#include "engine/strategy/upcard_evaluator.h"

#include <algorithm>

#include "engine/strategy/split_hand_counts.h"

namespace bjt::strategy {

UpcardEvaluator::UpcardEvaluator(const Rules& rules, int upcard)
    : rules_(rules),
      upcard_(upcard),
      peeked_(rules.peek && (upcard == 1 || upcard == 10)),
      shoe_(CardCounts::shoe(rules.decks)),
      graph_(rules, upcard) {
    shoe_.remove(upcard);
}

std::array<std::uint8_t, kValues> UpcardEvaluator::key_cards(std::uint64_t key) {
    std::array<std::uint8_t, kValues> c{};
    for (int i = 0; i < kValues; ++i)
        c[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>((key >> (5 * i)) & 31u);
    return c;
}

double UpcardEvaluator::natural_chance(int c1, int c2) const {
    if (upcard_ != 1 && upcard_ != 10) return 0.0;
    CardCounts s = shoe_;
    s.remove(c1);
    s.remove(c2);
    if (s.total <= 0) return 0.0;
    return static_cast<double>(s[upcard_ == 1 ? 10 : 1]) / s.total;
}

CardCounts UpcardEvaluator::shoe_without(const Hand& h, int split_from) const {
    CardCounts s = shoe_;
    for (int v = 1; v <= kValues; ++v) s.remove(v, h.cards[static_cast<std::size_t>(v - 1)]);
    if (split_from > 0) s.remove(split_from);  // the other half of the pair sits in another hand
    return s;
}

std::uint64_t UpcardEvaluator::dealer_key(const Hand& h, int split_from) {
    std::uint64_t key = pack_key(h.cards);
    if (split_from > 0) key += std::uint64_t{1} << (5 * (split_from - 1));  // same cards out, same dealer
    return key;
}

const DealerOutcomes& UpcardEvaluator::dealer(const Hand& h, int split_from) {
    const std::uint64_t key = dealer_key(h, split_from);
    if (const DealerOutcomes* known = dealer_memo_.find(key)) return *known;
    DealerOutcomes& d = dealer_memo_.add(key, DealerOutcomes{});
    evaluate_pending({{shoe_without(h, split_from), &d}});
    return d;
}

// `h` (neither bust nor a Charlie) and the hands after it: those after_card() and double_value() reach, one more
// card of every value `shoe` (the shoe without h) still has, unless the hand busts or makes a Charlie (a Charlie
// that waits for the dealer is collected, but nothing after it).
void UpcardEvaluator::collect_after(const Hand& h, int split_from, CardCounts& shoe,
                                    std::vector<PendingShoe>& pending) {
    if (!collected_.try_add(hand_key(h, split_from), true)) return;
    if (DealerOutcomes* d = dealer_memo_.try_add(dealer_key(h, split_from), DealerOutcomes{}))
        pending.push_back({shoe, d});
    if (!may_hit(h, split_from)) return;
    for (int v = 1; v <= kValues && h.hard + v <= 21; ++v) {
        if (shoe[v] <= 0) continue;
        Hand next = h;
        next.add(v);
        if (charlie(next) && !charlie_waits(split_from)) continue;
        shoe.remove(v);
        if (!charlie(next))
            collect_after(next, split_from, shoe, pending);
        else if (DealerOutcomes* d = dealer_memo_.try_add(dealer_key(next, split_from), DealerOutcomes{}))
            pending.push_back({shoe, d});  // the dealer's Charlie chance against this waiting Charlie
        shoe.add(v);
    }
}

void UpcardEvaluator::evaluate_pending(const std::vector<PendingShoe>& pending) const {
    constexpr std::size_t lanes = DealerGraph::kLanes;
    std::array<CardCounts, lanes> shoes;
    std::array<DealerOutcomes*, lanes> out;
    for (std::size_t i = 0; i < pending.size(); i += lanes) {
        const std::size_t n = std::min(lanes, pending.size() - i);
        for (std::size_t j = 0; j < n; ++j) {
            shoes[j] = pending[i + j].shoe;
            out[j] = pending[i + j].outcomes;
        }
        graph_.evaluate(std::span(shoes.data(), n), std::span(out.data(), n));
    }
    if (peeked_)
        for (const PendingShoe& p : pending) *p.outcomes = p.outcomes->without_natural();
}

void UpcardEvaluator::prefetch(const Hand& h, int split_from) {
    if (h.hard > 21 || (charlie(h) && !charlie_waits(split_from))) return;  // settled without the dealer
    std::vector<PendingShoe> pending;
    CardCounts shoe = shoe_without(h, split_from);
    collect_after(h, split_from, shoe, pending);
    evaluate_pending(pending);
}

double UpcardEvaluator::stand(const Hand& h, int split_from) { return dealer(h, split_from).stand_value(h.total()); }

double UpcardEvaluator::after_card(const Hand& h, int split_from) {
    if (h.hard > 21) return -1.0;
    if (charlie(h)) return charlie_value(h, split_from);
    if (forced_stand(h)) return stand(h, split_from);
    const Entry& e = entry(h, split_from);
    return std::max(e.stand, e.hit);
}

const UpcardEvaluator::Entry& UpcardEvaluator::entry(const Hand& h, int split_from) {
    const std::uint64_t key = hand_key(h, split_from);
    if (const Entry* known = memo_.find(key)) return *known;
    Entry e{stand(h, split_from), OptionValues::kUnavailable};
    if (!forced_stand(h)) e.hit = hit_value(h, split_from);
    return memo_.add(key, e);
}

double UpcardEvaluator::hit_value(const Hand& h, int split_from) {
    const CardCounts s = shoe_without(h, split_from);
    if (s.total <= 0) return stand(h, split_from);
    double ev = 0.0;
    for (int v = 1; v <= kValues; ++v) {
        const int n = s[v];
        if (n <= 0) continue;
        Hand next = h;
        next.add(v);
        ev += n * after_card(next, split_from);
    }
    return ev / s.total;
}

double UpcardEvaluator::double_value(const Hand& h, int split_from) {
    const CardCounts s = shoe_without(h, split_from);
    if (s.total <= 0) return 2.0 * stand(h, split_from);
    double ev = 0.0;
    for (int v = 1; v <= kValues; ++v) {
        const int n = s[v];
        if (n <= 0) continue;
        Hand next = h;
        next.add(v);
        const double r = next.hard > 21  ? -1.0
                         : charlie(next) ? charlie_value(next, split_from)
                                         : stand(next, split_from);
        ev += n * r;
    }
    return 2.0 * ev / s.total;
}

bool UpcardEvaluator::double_allowed(const Hand& h, int split_from) const {
    if (h.count != 2) return false;
    if (split_from > 0 && !rules_.double_after_split) return false;
    if (split_from == 1 && !rules_.hit_split_aces) return false;
    const int t = h.total();  // an ace counts 11 where it can: A-8 is soft 19, not 9
    switch (rules_.double_on) {
        case DoubleOn::None: return false;
        case DoubleOn::AnyTwo: return true;
        case DoubleOn::NineToEleven: return t >= 9 && t <= 11;
        case DoubleOn::TenToEleven: return t >= 10 && t <= 11;
    }
    return false;
}

OptionValues UpcardEvaluator::first_decision(int c1, int c2, int split_from, bool can_split) {
    Hand h;
    h.add(c1);
    h.add(c2);
    prefetch(h, split_from);  // split_value()'s hands prefetch their own, in its calls to first_decision()
    OptionValues o;
    o.stand = stand(h, split_from);
    if (can_split && c1 == c2) o.split = split_value(c1, c1 == 10 && rules_.split == SplitRule::SameRank);
    if (split_from == 1 && !rules_.hit_split_aces) return o;  // split aces take one card each
    if (h.total() == 21) return o;  // a hand that reaches 21 stands by itself
    if (!forced_stand(h)) o.hit = entry(h, split_from).hit;
    if (double_allowed(h, split_from)) o.double_down = double_value(h, split_from);
    if (rules_.surrender != Surrender::None && (split_from == 0 || rules_.surrender_split_hands)) o.surrender = -0.5;
    return o;
}

OptionValues UpcardEvaluator::situation(std::span<const int> cards, int split_from, bool first_action, int hand_count) {
    if (cards.size() == 2 && first_action) {
        const bool pair = cards[0] == cards[1];
        const bool aces_ok = cards[0] != 1 || (rules_.split_aces && (split_from != 1 || rules_.resplit_aces));
        const bool can_split =
            rules_.split != SplitRule::None && pair && aces_ok && hand_count < std::min(rules_.max_hands, 8);
        return first_decision(cards[0], cards[1], split_from, can_split);
    }
    Hand h;
    for (int v : cards) h.add(v);
    OptionValues o;
    if (h.hard > 21) {
        o.stand = -1.0;
        return o;
    }
    prefetch(h, split_from);
    o.stand = stand(h, split_from);
    if (may_hit(h, split_from)) o.hit = entry(h, split_from).hit;
    return o;
}

UpcardEvaluator::HitStand UpcardEvaluator::hit_stand(std::span<const int> cards, int split_from) {
    Hand h;
    for (int v : cards) h.add(v);
    prefetch(h, split_from);
    const Entry& e = entry(h, split_from);
    return {e.stand, e.hit};
}

double UpcardEvaluator::split_value(int pair, bool same_rank_only) {
    // The shoe for one split hand: the upcard and both pair cards are out.
    CardCounts s = shoe_;
    s.remove(pair, 2);
    if (s.total <= 0) return OptionValues::kUnavailable;
    const bool aces = pair == 1;
    // One split hand after its second card, played as a hand that cannot split again.
    std::array<double, kValues + 1> second{};
    double sum = 0.0;
    for (int v = 1; v <= kValues; ++v) {
        if (s[v] <= 0) continue;
        second[static_cast<std::size_t>(v)] = first_decision(pair, v, pair, false).best_value();
        sum += s[v] * second[static_cast<std::size_t>(v)];
    }
    const double per_hand = sum / s.total;

    const int max_hands = std::min(rules_.max_hands, 8);
    const bool resplit = max_hands > 2 && (!aces || rules_.resplit_aces);
    if (!resplit) return 2.0 * per_hand;

    // Cards that pair again: of the same rank (ten-cards under same-rank splits) or the same value.
    double pairing = s[pair];
    if (same_rank_only) {
        const double ranks = 4.0 * rules_.decks - 2.0 - (upcard_ == 10 ? 0.25 : 0.0);
        pairing = std::max(0.0, ranks);
    }
    const double q = pairing / s.total;
    const double v_pair = second[static_cast<std::size_t>(pair)];  // a pair that can no longer split
    const double v_other = q < 1.0 ? (per_hand - q * v_pair) / (1.0 - q) : v_pair;
    const SplitHandCounts counts = split_hand_counts(pairing, s.total, max_hands);
    return counts.unpaired * v_other + counts.paired * v_pair;
}

}  // namespace bjt::strategy

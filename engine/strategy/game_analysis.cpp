#include "engine/strategy/game_analysis.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <thread>

#include "engine/strategy/upcard_evaluator.h"

namespace bjt::strategy {
namespace {

double ratio(Ratio r) { return static_cast<double>(r.num) / r.den; }

bool can_split_pair(const Rules& r, int v) {
    if (r.split == SplitRule::None || std::min(r.max_hands, 8) < 2) return false;
    return v != 1 || r.split_aces;
}

// Chance that two ten-cards from the shoe (upcard taken) are of the same rank.
double same_rank_share(const Rules& r, int upcard) {
    const double n = 4.0 * r.decks;
    const double tens = 16.0 * r.decks - (upcard == 10 ? 1.0 : 0.0);
    double same = 4.0 * n * (n - 1.0);
    if (upcard == 10) same = 3.0 * n * (n - 1.0) + (n - 1.0) * (n - 2.0);
    return tens > 1 ? same / (tens * (tens - 1.0)) : 1.0;
}

// Multivariate hypergeometric chance of drawing exactly these cards (in some order).
double draw_chance(const std::array<std::uint8_t, kValues>& cards, CardCounts shoe) {
    double p = 1.0;
    int n = 0;
    for (int v = 1; v <= kValues; ++v) {
        const int k = cards[static_cast<std::size_t>(v - 1)];
        for (int i = 0; i < k; ++i) {
            // The card's chance times the orderings (n! / prod(k!)), as one ratio of exact integers: one division
            // a card, not two (this walk runs over every memoized hand).
            ++n;
            p *= static_cast<double>((shoe[v] - i) * n) / ((shoe.total - (n - 1)) * (i + 1));
        }
    }
    return p;
}

// The value of a natural against this upcard, with even money when it is offered and pays more.
void value_natural(const Rules& rules, int up, double pn, StartingHand& h) {
    const double bj = ratio(rules.blackjack_pays);
    const double ins = ratio(rules.insurance_pays);
    const double base = (1.0 - pn) * bj;
    double with_em = base;
    if (up == 1 && rules.even_money == EvenMoney::Standard) with_em = 1.0;
    if (up == 1 && rules.even_money == EvenMoney::SideBet) with_em = base + 0.5 * (ins * pn - (1.0 - pn));
    h.even_money_ev = with_em;
    h.even_money = up == 1 && rules.even_money != EvenMoney::None && with_em > base;
    h.ev = std::max(base, with_em);
}

// The value of any other starting hand: its options, then the peek, early surrender and insurance around them.
void value_hand(const Rules& rules, UpcardEvaluator& ev, double pn, StartingHand& h) {
    const int up = ev.upcard();
    h.options = ev.first_decision(h.c1, h.c2, 0, h.c1 == h.c2 && can_split_pair(rules, h.c1));
    if (h.c1 == 10 && h.c2 == 10 && rules.split == SplitRule::SameRank) h.same_rank_share = same_rank_share(rules, up);
    const double s = h.same_rank_share;
    auto best_of = [&](bool split, bool surrender) {
        const OptionValues& o = h.options;
        double b = std::max({o.stand, o.hit, o.double_down});
        if (split) b = std::max(b, o.split);
        if (surrender) b = std::max(b, o.surrender);
        return b;
    };
    // Ten pairs of different ranks cannot split under same-rank rules.
    auto mixed = [&](bool surrender) { return s * best_of(true, surrender) + (1.0 - s) * best_of(false, surrender); };
    const double play = mixed(true);
    if (ev.peeked()) {
        if (rules.surrender == Surrender::Early) {
            const double stay = -pn + (1.0 - pn) * mixed(false);
            h.early_surrender = -0.5 > stay;
            h.ev = std::max(-0.5, stay);
        } else {
            h.ev = -pn + (1.0 - pn) * play;
        }
    } else {
        h.ev = play;
    }
    if (up == 1 && rules.insurance) {
        h.insurance_ev = 0.5 * (ratio(rules.insurance_pays) * pn - (1.0 - pn));
        h.insurance = h.insurance_ev > 0;
        if (h.insurance) h.ev += h.insurance_ev;
    }
}

// Every two-card starting hand against the upcard, and the upcard's value.
void value_starting_hands(const Rules& rules, UpcardEvaluator& ev, UpcardAnalysis& out) {
    const CardCounts& shoe = ev.shoe();
    out.ev = 0.0;
    out.hands.clear();
    const double pairs = static_cast<double>(shoe.total) * (shoe.total - 1);
    for (int c1 = 1; c1 <= 10; ++c1) {
        for (int c2 = c1; c2 <= 10; ++c2) {
            StartingHand h;
            h.c1 = c1;
            h.c2 = c2;
            h.probability = c1 == c2 ? shoe[c1] * (shoe[c1] - 1.0) / pairs : 2.0 * shoe[c1] * shoe[c2] / pairs;
            if (h.probability > 0) {
                h.natural_chance = ev.natural_chance(c1, c2);
                if (h.natural())
                    value_natural(rules, ev.upcard(), h.natural_chance, h);
                else
                    value_hand(rules, ev, h.natural_chance, h);
                out.ev += h.probability * h.ev;
            }
            out.hands.push_back(h);
        }
    }
}

// First decisions after a split, for every pair that can split.
void value_after_split(const Rules& rules, UpcardEvaluator& ev, UpcardAnalysis& out) {
    const int max_hands = std::min(rules.max_hands, 8);
    for (int p = 1; p <= 10; ++p) {
        if (!can_split_pair(rules, p)) continue;
        for (int c = 1; c <= 10; ++c) {
            const bool resplit = c == p && max_hands > 2 && (p != 1 || rules.resplit_aces);
            out.after_split[static_cast<std::size_t>(p)][static_cast<std::size_t>(c)] =
                ev.first_decision(p, c, p, resplit);
        }
    }
}

// Hands of three or more cards: one hit/stand choice per total, weighing each composition by its chance of being
// drawn (a total-dependent rule over the exact values).
void choose_hit_more(const UpcardEvaluator& ev, UpcardAnalysis& out) {
    const CardCounts& shoe = ev.shoe();
    using Sums = std::array<std::array<std::array<std::array<double, 2>, 32>, 9>, 11>;
    auto gain = std::make_unique<Sums>();
    auto seen = std::make_unique<UpcardAnalysis::HitTable>();
    ev.for_each_multicard_hand([&](std::uint64_t key, double stand, double hit) {
        const int ctx = UpcardEvaluator::key_split_from(key);
        auto cards = UpcardEvaluator::key_cards(key);
        int count = 0, hard = 0;
        for (int v = 1; v <= kValues; ++v)
            count += cards[static_cast<std::size_t>(v - 1)], hard += v * cards[static_cast<std::size_t>(v - 1)];
        if (count < 3 || !std::isfinite(hit)) return;
        const bool soft = cards[0] > 0 && hard + 10 <= 21;
        CardCounts from = shoe;
        if (ctx > 0) {  // a split hand: its first card is the pair card, the rest were drawn
            from.remove(ctx, 2);
            cards[static_cast<std::size_t>(ctx - 1)]--;
        }
        const double w = draw_chance(cards, from);
        const auto c = static_cast<std::size_t>(std::min(count, 8));
        (*gain)[static_cast<std::size_t>(ctx)][c][static_cast<std::size_t>(hard)][soft ? 1 : 0] += w * (hit - stand);
        (*seen)[static_cast<std::size_t>(ctx)][c][static_cast<std::size_t>(hard)][soft ? 1 : 0] = true;
    });
    for (std::size_t ctx = 0; ctx < 11; ++ctx)
        for (std::size_t c = 0; c < 9; ++c)
            for (std::size_t hard = 0; hard < 32; ++hard)
                for (std::size_t soft = 0; soft < 2; ++soft) {
                    // A state no memoized hand reached: borrow the unsplit rule, else hit below 17.
                    bool hit = (*gain)[ctx][c][hard][soft] > 0;
                    if (!(*seen)[ctx][c][hard][soft])
                        hit = (*seen)[0][c][hard][soft] ? (*gain)[0][c][hard][soft] > 0
                                                        : (soft ? hard + 10 < 18 : hard < 17);
                    out.hit_more[ctx][c][hard][soft] = hit && hard <= 21;
                }
}

void analyze_upcard(const Rules& rules, int up, UpcardAnalysis& out) {
    UpcardEvaluator ev(rules, up);
    out.upcard = up;
    value_starting_hands(rules, ev, out);
    value_after_split(rules, ev, out);
    choose_hit_more(ev, out);
}

}  // namespace

GameAnalysis analyze_game(const Rules& rules, int threads) {
    const auto start = std::chrono::steady_clock::now();
    GameAnalysis g;
    if (rules.mode == GameMode::ThreeBets) {
        g.supported = false;
        g.unsupported_reason =
            "three-bets has no base bet and no basic strategy of the usual kind: the player draws blind "
            "to five cards and then bets on who won and on both hand values";
        return g;
    }
    // Heaviest upcards first so two threads finish together.
    static constexpr std::array<int, 10> order{2, 1, 3, 4, 5, 6, 7, 8, 9, 10};
    std::atomic<int> next{0};
    auto work = [&] {
        for (int i = next++; i < 10; i = next++) {
            const int up = order[static_cast<std::size_t>(i)];
            analyze_upcard(rules, up, g.upcards[static_cast<std::size_t>(up - 1)]);
        }
    };
    const int n = std::clamp(threads, 1, 10);
    std::vector<std::thread> pool;
    for (int t = 1; t < n; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();

    const CardCounts shoe = CardCounts::shoe(rules.decks);
    double ins_weight = 0, ins_sum = 0;
    for (int up = 1; up <= 10; ++up) {
        UpcardAnalysis& u = g.upcards[static_cast<std::size_t>(up - 1)];
        u.probability = static_cast<double>(shoe[up]) / shoe.total;
        g.ev += u.probability * u.ev;
        if (up != 1) continue;
        for (const StartingHand& h : u.hands) {
            if (h.natural()) {
                g.even_money_ev = h.even_money_ev;
                g.natural_vs_ace_ev = (1.0 - h.natural_chance) * ratio(rules.blackjack_pays);
            } else if (h.probability > 0) {
                ins_weight += h.probability;
                ins_sum += h.probability * h.insurance_ev;
            }
        }
    }
    g.insurance_ev = ins_weight > 0 ? ins_sum / ins_weight : 0.0;
    g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return g;
}

}  // namespace bjt::strategy

#include "engine/strategy/split_hand_counts.h"

namespace bjt::strategy {
namespace {

struct Walk {
    double pairing;
    int total;
    int max_hands;
    SplitHandCounts out;

    double chance(int drawn_pairs) const {
        const double left = total - drawn_pairs;
        return left > 0 ? (pairing - drawn_pairs > 0 ? (pairing - drawn_pairs) / left : 0.0) : 0.0;
    }
    // `pending` pairs wait to be split; `hands` exist; `drawn` pair cards have come so far.
    void step(int pending, int hands, int drawn, double p) {
        if (pending == 0) return;
        if (hands >= max_hands) {
            out.paired += p * pending;
            return;
        }
        // Split one waiting pair: it becomes two hands, each dealt a card at once.
        const double q1 = chance(drawn);
        for (int a = 0; a < 2; ++a) {
            const double pa = a ? q1 : 1.0 - q1;
            if (pa <= 0) continue;
            const double q2 = chance(drawn + a);
            for (int b = 0; b < 2; ++b) {
                const double pb = b ? q2 : 1.0 - q2;
                if (pb <= 0) continue;
                const double pp = p * pa * pb;
                out.unpaired += pp * ((1 - a) + (1 - b));
                step(pending - 1 + a + b, hands + 1, drawn + a + b, pp);
            }
        }
    }
};

}  // namespace

SplitHandCounts split_hand_counts(double pairing, int total, int max_hands) {
    Walk w{pairing, total, max_hands, {}};
    w.step(1, 1, 0, 1.0);
    return w.out;
}

}  // namespace bjt::strategy

#include "game/render/chip_pile.h"

#include <algorithm>
#include <functional>

namespace bjt::game {

std::vector<Cents> chip_pile(Cents amount, const std::vector<Cents>& denominations, std::size_t max_chips) {
    std::vector<Cents> pile;
    if (amount <= 0) return pile;
    std::vector<Cents> sorted = denominations;
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    Cents left = amount;
    for (Cents d : sorted)
        while (d > 0 && left >= d && pile.size() + 1 < max_chips) {
            pile.push_back(d);
            left -= d;
        }
    if (left > 0) pile.push_back(left);
    return pile;
}

}  // namespace bjt::game

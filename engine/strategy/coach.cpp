#include "engine/strategy/coach.h"

namespace bjt::strategy {

OptionValues Coach::options(std::span<const int> cards, int upcard, int hand_count, int split_from, bool first_action) {
    if (upcard < 1 || upcard > 10 || cards.empty()) return {};
    auto& e = evaluators_[static_cast<std::size_t>(upcard - 1)];
    if (!e) e = std::make_unique<UpcardEvaluator>(rules_, upcard);
    return e->situation(cards, split_from, first_action, hand_count);
}

}  // namespace bjt::strategy

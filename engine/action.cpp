#include "engine/action.h"

#include <array>

namespace bjt {

namespace {
constexpr std::array<std::string_view, kActionCount> kNames = {
    "hit",          "stand",     "double",       "split",      "surrender",
    "no-surrender", "insurance", "no-insurance", "even-money", "no-even-money"};
}

std::string_view action_name(Action a) { return kNames[static_cast<std::size_t>(a)]; }

std::string action_list(ActionSet set) {
    std::string out;
    for (int i = 0; i < kActionCount; ++i)
        if (set.has(static_cast<Action>(i)))
            out += (out.empty() ? "" : ", ") + std::string(action_name(static_cast<Action>(i)));
    return out;
}

std::optional<Action> parse_action(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name) return static_cast<Action>(i);
    return std::nullopt;
}

}  // namespace bjt

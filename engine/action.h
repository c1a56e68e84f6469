#pragma once
// What a player can ask for, and a small set type for "the legal actions now".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bjt {

enum class Action : std::uint8_t {
    Hit,
    Stand,
    Double,
    Split,
    Surrender,
    NoSurrender,  // declines an early-surrender offer
    Insurance,
    NoInsurance,
    EvenMoney,
    NoEvenMoney,
};
inline constexpr int kActionCount = 10;

class ActionSet {
public:
    constexpr ActionSet() = default;
    constexpr void add(Action a) { bits_ = static_cast<std::uint16_t>(bits_ | bit(a)); }
    constexpr bool has(Action a) const { return (bits_ & bit(a)) != 0; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const { return __builtin_popcount(bits_); }
    constexpr std::uint16_t bits() const { return bits_; }
    friend constexpr bool operator==(ActionSet, ActionSet) = default;

private:
    static constexpr std::uint16_t bit(Action a) { return static_cast<std::uint16_t>(1u << static_cast<int>(a)); }
    std::uint16_t bits_ = 0;
};

// "hit", "stand", "double", "split", "surrender", "no-surrender", "insurance", "no-insurance",
// "even-money", "no-even-money".
std::string_view action_name(Action a);
std::optional<Action> parse_action(std::string_view name);
// The actions of a set in Action order, as "hit, stand, double" (empty for an empty set).
std::string action_list(ActionSet set);

}  // namespace bjt

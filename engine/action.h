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

// Player-turn actions (Hit .. Surrender) in order of preference, a strategy's options best first, packed 3 bits
// each (the Action plus one, first in the lowest bits) so a policy's lookup table holds a whole list in 16 bits.
// Table::act_first_allowed() takes the first one the rules allow, checking each once.
class PlayerOptions {
public:
    static constexpr int kCapacity = 5;
    constexpr PlayerOptions() = default;
    static constexpr PlayerOptions from_packed(std::uint16_t packed) {
        PlayerOptions o;
        o.bits_ = packed;
        return o;
    }
    // This list with `a` after its last action; false (and nothing added) when `a` is not a player-turn action or
    // the list is full.
    constexpr bool add(Action a) {
        if (a > Action::Surrender || size() == kCapacity) return false;
        bits_ = static_cast<std::uint16_t>(bits_ | (static_cast<unsigned>(a) + 1u) << (3 * size()));
        return true;
    }
    constexpr bool contains(Action a) const {
        for (PlayerOptions o = *this; !o.empty(); o = o.rest())
            if (o.first() == a) return true;
        return false;
    }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const {
        int n = 0;
        for (unsigned b = bits_; b != 0; b >>= 3) ++n;
        return n;
    }
    constexpr Action first() const { return static_cast<Action>((bits_ & 7u) - 1u); }
    constexpr PlayerOptions rest() const { return from_packed(static_cast<std::uint16_t>(bits_ >> 3)); }
    constexpr std::uint16_t packed() const { return bits_; }

private:
    std::uint16_t bits_ = 0;
};

// "hit", "stand", "double", "split", "surrender", "no-surrender", "insurance", "no-insurance",
// "even-money", "no-even-money".
std::string_view action_name(Action a);
std::optional<Action> parse_action(std::string_view name);
// The actions of a set in Action order, as "hit, stand, double" (empty for an empty set).
std::string action_list(ActionSet set);

}  // namespace bjt

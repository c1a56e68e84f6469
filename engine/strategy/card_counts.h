#pragma once
// Cards counted by blackjack value (ace = 1 ... ten-card = 10): the shoe the strategy
// calculator draws from, and the cards a hand holds. Suits and the four ten ranks do not
// change a hand's value, so the calculator works in values; the one place a rank matters
// (splitting ten-cards of the same rank) is handled where splits are valued.
#include <array>
#include <cstdint>

namespace bjt::strategy {

inline constexpr int kValues = 10;  // index v - 1 for value v

struct CardCounts {
    std::array<int, kValues> n{};
    int total = 0;

    static CardCounts shoe(int decks) {
        CardCounts c;
        for (int v = 1; v <= 9; ++v) c.n[static_cast<std::size_t>(v - 1)] = 4 * decks;
        c.n[9] = 16 * decks;
        c.total = 52 * decks;
        return c;
    }
    int operator[](int value) const { return n[static_cast<std::size_t>(value - 1)]; }
    void add(int value, int k = 1) {
        n[static_cast<std::size_t>(value - 1)] += k;
        total += k;
    }
    void remove(int value, int k = 1) { add(value, -k); }
};

// A hand's cards packed five bits per value (at most 31 of a value, more than any hand that
// can still draw holds), so it can key a hash map.
inline std::uint64_t pack_key(const std::array<std::uint8_t, kValues>& counts) {
    std::uint64_t key = 0;
    for (int i = 0; i < kValues; ++i) key |= static_cast<std::uint64_t>(counts[static_cast<std::size_t>(i)]) << (5 * i);
    return key;
}

}  // namespace bjt::strategy

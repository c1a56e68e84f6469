#pragma once
// A playing card packed in one byte: rank in the low nibble (1 = ace ... 13 = king), suit above it.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bjt {

enum class Suit : std::uint8_t { Spades, Hearts, Diamonds, Clubs };

// Blackjack value by rank nibble (0 and 14-15 are not ranks; they keep what `rank >= 10 ? 10 : rank` gave them).
// Looked up rather than computed: the comparison compiles to a branch that a freshly dealt card, a ten-card
// about a third of the time, mispredicts often, and card values are read on every card of a simulation.
inline constexpr std::uint8_t kRankValues[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10, 10};

class Card {
public:
    constexpr Card() = default;
    constexpr Card(int rank, Suit suit) : bits_(static_cast<std::uint8_t>(rank | (static_cast<int>(suit) << 4))) {}

    constexpr int rank() const { return bits_ & 0x0F; }  // 1 = A, 10 = T, 11 = J, 12 = Q, 13 = K
    constexpr Suit suit() const { return static_cast<Suit>(bits_ >> 4); }
    constexpr bool is_ace() const { return rank() == 1; }
    // Blackjack value with an ace counted as 1; ten-cards count 10.
    constexpr int value() const { return kRankValues[rank()]; }
    constexpr bool is_ten_card() const { return rank() >= 10; }
    constexpr bool valid() const { return rank() >= 1 && rank() <= 13; }
    constexpr std::uint8_t bits() const { return bits_; }
    friend constexpr bool operator==(Card, Card) = default;

private:
    std::uint8_t bits_ = 0;
};

// "AS", "TD", "10C", "qh" -> Card. Ranks A 2-9 T J Q K (or 10); suits S H D C.
std::optional<Card> parse_card(std::string_view text);
// "AS", "TD" (always the one-letter ten, as a shoe string would spell it).
std::string to_string(Card c);
// "Ace of Spades" for people.
std::string long_name(Card c);

}  // namespace bjt

#pragma once
// The colours every card is printed in. Four-colour decks (common in online poker and easier to read at a
// glance) keep spades black and hearts red and print diamonds blue and clubs green.
#include "engine/card.h"
#include "game/art/rgba.h"

namespace bjt::game::card_palette {

inline constexpr Rgba paper{253, 253, 250, 255};
inline constexpr Rgba edge{128, 128, 124, 255};
inline constexpr Rgba black{24, 24, 28, 255};
inline constexpr Rgba red{200, 16, 36, 255};
inline constexpr Rgba blue{20, 78, 186, 255};
inline constexpr Rgba green{18, 128, 52, 255};
inline constexpr Rgba gold{214, 166, 44, 255};
inline constexpr Rgba back_red{142, 18, 32, 255};
inline constexpr Rgba back_line{214, 92, 98, 255};

constexpr Rgba suit_colour(Suit suit, bool four_colour) {
    switch (suit) {
        case Suit::Spades: return black;
        case Suit::Hearts: return red;
        case Suit::Diamonds: return four_colour ? blue : red;
        case Suit::Clubs: return four_colour ? green : black;
    }
    return black;
}

}  // namespace bjt::game::card_palette

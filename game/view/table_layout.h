#pragma once
// Where things sit on the felt, in logical units (1280 x 720). One place for every position so the view,
// the scenes and the tests agree.
#include "game/render/geometry.h"

namespace bjt::game::layout {

inline constexpr float kCardWidth = 84;
inline constexpr float kCardHeight = kCardWidth * 1.4f;
inline constexpr Point kShoe{1140, 118};
inline constexpr Point kDiscard{140, 118};
inline constexpr Point kDealerBank{640, 40};  // where lost chips go and paid chips come from
inline constexpr Point kPlayerBank{150, 640};  // where chips leave the bank and land in it (inside the HUD)
// The player's HUD (bottom left): a panel with the bank and, at trivia tables, the credits. Its labels are drawn
// with the cached table layer and its figures every frame, both from these.
inline constexpr Rect kHud{20, 600, 240, 100};
// Cash Out (leaderboard presets, between rounds): above the bank it takes, well away from DEAL.
inline constexpr Rect kCashOutButton{20, 540, 170, 48};
inline constexpr Point kHudBankLabel{36, 610};
inline constexpr Point kHudBankValue{36, 626};
inline constexpr Point kHudCreditsLabel{36, 662};
inline constexpr Point kHudCreditsValue{244, 656};  // right-aligned
inline constexpr Point kHudSeatLabel{244, 610};  // right-aligned, at a table of several
inline constexpr Point kInsuranceSpot{470, 330};
// The settled insurance or even-money line ("INSURANCE LOST -$5"), kept until the sweep: left of the player's
// cards, under the felt's arc (its band reaches y ~ 325 at x 400) and above the cards of three split hands (y 393).
inline constexpr Point kInsuranceResult{300, 372};
inline constexpr Point kInsuranceResultBetweenPlates{640, 366};  // clear of the plates (x 395 to 885)
inline constexpr float kDealerY = 160;
inline constexpr float kPlayerY = 452;
inline constexpr float kBetY = 560;
inline constexpr float kChipDiameter = 46;
inline constexpr Point kRulesArcCenter{640, -250};
inline constexpr float kRulesArcRadius = 548;
// The dealer's words and the table's prompts ("Hand 1 of 2", "You win $110"): above the dealer's cards,
// under the table's name, clear of the rules printed on the felt's arc (which rises to y ~ 200 at the sides
// and reaches y ~ 375 in the middle) and of both rows of cards, at every aspect ratio (the logical layout
// does not move with the window's shape). A banner is at most 46 high: y 39 to 85.
inline constexpr Point kBannerCenter{640, 62};

// The table screen's row of buttons (the player's actions, an offer's two, Next round): centred under the
// player's hand, above the window's bottom edge.
inline constexpr float kActionRowCenterX = 720;
inline constexpr float kActionRowY = 632;
inline constexpr float kActionButtonWidth = 150;
inline constexpr float kActionButtonHeight = 66;
inline constexpr float kActionButtonGap = 14;
// A refused action's message, just above that row.
inline constexpr Rect kRefusalMessage{440, 598, 560, 24};
// The misplay warning's question: over the felt between the dealer's cards and the player's (above the cards of
// five, y 373; below the dealer's, y 219), clear of the bet labels and spots under the cards, the insurance line at
// the left and the coach's panel at the right (x 1010).
inline constexpr Point kMisplayQuestionCenter{640, 336};
inline constexpr float kMisplayQuestionWidth = 720;
// The coach's panel, at the right under the shoe, clear of the dealer's cards and the side-bet spots.
inline constexpr Rect kCoachPanel{1010, 190, 255, 178};
// The coach's key, bottom right (right-aligned there).
inline constexpr Point kCoachKeyHint{1262, 700};
// The round's skill score: bottom right, clear of the HUD, the Next round button and the bet spots.
inline constexpr Rect kRoundSkillBox{900, 612, 360, 88};

inline Point dealer_slot(int index) { return {612.0f + 56.0f * static_cast<float>(index), kDealerY}; }

// The player's hands in a row: across the felt, or at a table of several (plates either side) within the middle,
// smaller and closer when a split makes more than two, so they stay clear of the plates (x 395 to 885); their labels
// then go above them (TableRenderer::draw_player_hand()).
struct HandRow {
    int count = 1;
    bool between_plates = false;

    bool tight() const { return between_plates && count > 2; }
    float card_scale() const { return tight() ? 0.7f : 1.0f; }
    float x(int hand) const {
        const float spacing = tight() ? 125.0f : count > 3 ? 270.0f : 300.0f;
        return 640.0f + (static_cast<float>(hand) - static_cast<float>(count - 1) / 2.0f) * spacing;
    }
    Point slot(int hand, int index) const {
        const float s = card_scale();
        return {x(hand) - 14.0f * s + 28.0f * s * static_cast<float>(index),
                kPlayerY - 5.0f * static_cast<float>(index)};
    }
    Point bet_spot(int hand) const { return {x(hand), kBetY}; }
    // How wide a spot's chips may spread (chip_layout.h): clear of the next hand's chips and of the side bets'
    // spots (the spacing less a margin), and within the felt below the cards at every window size.
    float bet_spot_width() const { return tight() ? 115.0f : count > 3 ? 220.0f : 250.0f; }
};

inline float hand_x(int hand, int hand_count) { return HandRow{hand_count, false}.x(hand); }
inline Point player_slot(int hand, int hand_count, int index) { return HandRow{hand_count, false}.slot(hand, index); }
inline Point bet_spot(int hand, int hand_count) { return HandRow{hand_count, false}.bet_spot(hand); }
inline float bet_spot_width(int hand_count) { return HandRow{hand_count, false}.bet_spot_width(); }
inline constexpr float kInsuranceWidth = 80;  // two columns of insurance chips at most side by side

// Three-bets: the three bets' spots (who won, player's value, dealer's value).
inline Point prediction_spot(int bet) { return {520.0f + 120.0f * static_cast<float>(bet), kBetY}; }
inline constexpr float kPredictionWidth = 110;  // a prediction spot's chips, clear of the next spot's

// A table of several: the other seats' plates (seat_plate.h), beside the player's hands. Seats before the
// player's (towards first base) sit on the right, those after it on the left, the nearest first: a side holds up to
// six, in an inner column of three from the bottom up, then an outer one. Clear of the HUD and the action row
// below (y 578 at most), of the dealer's row and the shoe and tray above (y 218 at least).
inline constexpr float kPlateWidth = 176;
inline constexpr float kPlateHeight = 112;
inline constexpr float kPlateCardScale = 0.5f;
// `offset`: the seat's number less the player's (not 0).
inline Point plate_center(int offset) {
    const int nearness = (offset < 0 ? -offset : offset) - 1;
    const float right_x = nearness < 3 ? 980.0f : 1172.0f;
    return {offset < 0 ? right_x : 1280.0f - right_x, 522.0f - 124.0f * static_cast<float>(nearness % 3)};
}
// Card `index` of hand `hand` of `hands` on a plate centred at `center`: the hands side by side, each fanned.
inline Point plate_card_slot(Point center, int hand, int hands, int index) {
    const float span = (kPlateWidth - 16.0f) / static_cast<float>(hands);
    const float card_w = kCardWidth * kPlateCardScale;
    const float step = hands > 1 ? 9.0f : 15.0f;
    return {center.x - kPlateWidth / 2 + 8.0f + span * static_cast<float>(hand) + card_w / 2 +
                step * static_cast<float>(index),
            center.y + 2.0f};
}

}  // namespace bjt::game::layout

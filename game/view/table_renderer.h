#pragma once
// Draws the table as shown (ShownTable), back to front: the felt, the discard tray, the bet spots, the cards and
// their labels, the chips in flight, the bank and credits. Reads, never changes: everything it draws was decided
// by the steps that changed the ShownTable.
#include <string>
#include <vector>

#include "engine/money.h"
#include "engine/rules.h"
#include "game/view/hand_label.h"
#include "game/view/sprite_id.h"
#include "game/view/table_layout.h"

namespace bjt::game {

class Painter;
class ShownTable;
struct CardSprite;

class TableRenderer {
public:
    TableRenderer(const Rules& rules, const ShownTable& shown) : rules_(rules), shown_(shown) {}

    // `active_hand`: the hand waiting for the player (marker drawn), or -1. `bank` and `credits`: the counters'
    // figures now. `active_seat`: at a table of several, another seat the table waits for (its plate marked), or -1.
    void draw(Painter& p, int active_hand, Cents bank, int credits, int active_seat = -1) const;
    void draw_felt(Painter& p) const;

private:
    void paint_felt(Painter& p) const;
    void draw_table_layer(Painter& p, int spots) const;
    void draw_discard_tray(Painter& p) const;
    void draw_prediction_spots(Painter& p) const;
    void draw_bet_spots(Painter& p, int spots) const;
    void draw_insurance(Painter& p) const;
    static void draw_card(Painter& p, const CardSprite& c);
    void draw_cards(Painter& p, int active_hand) const;
    void draw_hand_cards(Painter& p, const std::vector<SpriteId>& ids) const;
    void draw_player_hand(Painter& p, int hand, bool active) const;
    void draw_banner(Painter& p, int hand) const;
    void draw_hand_label(Painter& p, const HandLabel& label, Point right_middle, float min_left = -1e9f) const;
    void draw_hud(Painter& p, Cents bank, int credits) const;
    std::string money_text(Cents c) const;

    // The player's hands in a row of `count` (between the plates at a table of several).
    layout::HandRow row(int count) const;

    const Rules& rules_;
    const ShownTable& shown_;
};

}  // namespace bjt::game

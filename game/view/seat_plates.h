#pragma once
// Draws the other seats' plates at a table of several (seat_plate.h): a dark plate with the seat's number and name
// and its stake, its cards, and how its round went in words ("Bust", "Win +$10"), never colour alone. The seat in
// turn's plate is outlined in the focus colour and says so. Reads, never changes.
#include <string>

#include "engine/rules.h"

namespace bjt::game {

class Painter;
class ShownTable;

// `active_seat`: the seat the table waits for (its plate marked), or -1. The plates' backgrounds are not drawn here
// but once into the table's cached layer (draw_plate_backgrounds()): at 4K seven seats' blended plates every frame
// cost the software renderer more than the rest of the table.
void draw_seat_plates(Painter& p, const ShownTable& shown, const Rules& rules, int active_seat);
void draw_plate_backgrounds(Painter& p, const ShownTable& shown);
// What the backgrounds depend on (where each plate is), for the layer's key.
std::string plate_layout_key(const ShownTable& shown);

}  // namespace bjt::game

#pragma once
// Draws the other seats' plates at a table of several (seat_plate.h): a dark plate with the seat's number and name
// and its stake, its cards, and how its round went in words ("Bust", "Win +$10"), never colour alone. The seat in
// turn's plate is outlined in the focus colour and says so. Reads, never changes.
#include "engine/rules.h"

namespace bjt::game {

class Painter;
class ShownTable;

// `active_seat`: the seat the table waits for (its plate marked), or -1.
void draw_seat_plates(Painter& p, const ShownTable& shown, const Rules& rules, int active_seat);

}  // namespace bjt::game

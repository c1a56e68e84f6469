#pragma once
// A tooltip: a few short lines in a small dark box beside what they explain (a jargon word's plain meaning,
// game/view/glossary.h), kept inside the window: below `target` when it is in the window's upper half, above it
// otherwise, so it never covers what it explains.
#include <string>
#include <vector>

#include "game/render/geometry.h"

namespace bjt::game {

class Painter;

// Each line is wrapped to the box's width (at most two rows a line).
void draw_tooltip(Painter& p, const std::vector<std::string>& lines, const Rect& target);

}  // namespace bjt::game

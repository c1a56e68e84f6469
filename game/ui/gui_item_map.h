#pragma once
// Names for Dear ImGui items, so scripts and tests can click an option by name (`click opt-decks`) through
// the same mouse path as a player. A window records its items while it is built (ImGui coordinates, which
// are window points) and converts them to the game's logical units when it is drawn.
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "game/render/geometry.h"

namespace bjt::game {

class Painter;

class GuiItemMap {
public:
    // Forgets last frame's items; `pixel_ratio` converts ImGui's window points to output pixels (HiDPI).
    void begin(float pixel_ratio_x, float pixel_ratio_y);
    // The item ImGui drew last, under this name (only if it is visible on screen).
    void record(const std::string& id);
    // Converts what was recorded to logical units (call from the scene's draw()).
    void resolve(const Painter& painter);
    std::optional<Point> find(std::string_view id) const;

private:
    float rx_ = 1, ry_ = 1;
    std::map<std::string, Point, std::less<>> window_points_;
    std::map<std::string, Point, std::less<>> logical_;
};

}  // namespace bjt::game

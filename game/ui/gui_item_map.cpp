#include "game/ui/gui_item_map.h"

#include <imgui.h>

#include "game/render/painter.h"

namespace bjt::game {

void GuiItemMap::begin(float pixel_ratio_x, float pixel_ratio_y) {
    rx_ = pixel_ratio_x;
    ry_ = pixel_ratio_y;
    window_points_.clear();
}

void GuiItemMap::record(const std::string& id) {
    if (!ImGui::IsItemVisible()) return;
    // A window's first frame (an opening list or popup) is laid out before ImGui places it: its items
    // are not where they will be drawn, so they are named from the next frame on.
    if (ImGui::IsWindowAppearing()) return;
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    // A point inside the item near its left end: a checkbox's box, a combo's text, a slider's low end
    // stays clear of the text a label puts to the right.
    const float x = a.x + std::min(12.0f, (b.x - a.x) * 0.5f);
    window_points_[id] = Point{x, (a.y + b.y) * 0.5f};
}

void GuiItemMap::resolve(const Painter& painter) {
    logical_.clear();
    for (const auto& [id, p] : window_points_) logical_[id] = painter.to_logical(p.x * rx_, p.y * ry_);
}

std::optional<Point> GuiItemMap::find(std::string_view id) const {
    auto it = logical_.find(id);
    if (it == logical_.end()) return std::nullopt;
    return it->second;
}

}  // namespace bjt::game

#include "game/ui/gui_drawn_texts.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace bjt::game {

namespace {

struct Glyph {
    float x0, y0, x1, y1;
    ImU32 colour;
    unsigned codepoint;
};

Color colour_of(ImU32 c) {
    return {static_cast<std::uint8_t>(c >> IM_COL32_R_SHIFT), static_cast<std::uint8_t>(c >> IM_COL32_G_SHIFT),
            static_cast<std::uint8_t>(c >> IM_COL32_B_SHIFT), static_cast<std::uint8_t>(c >> IM_COL32_A_SHIFT)};
}

// The atlas place of each glyph of the font, to tell a glyph's quad from the other textured quads (the baked
// anti-aliased lines) and to name its letter.
std::map<std::pair<float, float>, unsigned> glyph_places() {
    std::map<std::pair<float, float>, unsigned> places;
    for (ImFont* font : ImGui::GetIO().Fonts->Fonts)
        for (const ImFontGlyph& g : font->Glyphs)
            if (g.Visible) places[{g.U0, g.V0}] = g.Codepoint;
    return places;
}

// A glyph's quad is 4 vertices and 6 indices (ImDrawList::PrimRectUV), its first vertex at the atlas place of a
// glyph; clipped to the command's clip rectangle.
void collect_glyphs(const ImDrawList& list, const std::map<std::pair<float, float>, unsigned>& places,
                    ImTextureID font_texture, std::vector<Glyph>& out) {
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
        if (cmd.UserCallback || cmd.TextureId != font_texture) continue;
        for (unsigned i = cmd.IdxOffset; i + 6 <= cmd.IdxOffset + cmd.ElemCount; i += 6) {
            const ImDrawVert& a = list.VtxBuffer[static_cast<int>(cmd.VtxOffset + list.IdxBuffer[static_cast<int>(i)])];
            const ImDrawVert& c =
                list.VtxBuffer[static_cast<int>(cmd.VtxOffset + list.IdxBuffer[static_cast<int>(i + 2)])];
            const auto place = places.find({a.uv.x, a.uv.y});
            if (place == places.end() || c.pos.x <= a.pos.x || c.pos.y <= a.pos.y) continue;
            Glyph g{std::max(a.pos.x, cmd.ClipRect.x),
                    std::max(a.pos.y, cmd.ClipRect.y),
                    std::min(c.pos.x, cmd.ClipRect.z),
                    std::min(c.pos.y, cmd.ClipRect.w),
                    a.col,
                    place->second};
            if (g.x1 > g.x0 && g.y1 > g.y0) out.push_back(g);
        }
    }
}

void append_utf8(std::string& s, unsigned cp) {
    if (cp < 0x80) {
        s += static_cast<char>(cp);
    } else if (cp < 0x800) {
        s += static_cast<char>(0xC0 | (cp >> 6));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        s += static_cast<char>(0xE0 | (cp >> 12));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// Glyphs in drawing order, one run while the colour stays and the next glyph follows on the same line.
std::vector<DrawnText> runs(const std::vector<Glyph>& glyphs, ImVec2 scale) {
    std::vector<DrawnText> out;
    float left = 0, top = 0, right = 0, bottom = 0;
    const Glyph* last = nullptr;
    std::string words;
    const auto close = [&] {
        if (!last) return;
        // A little room above and below the ink: the frame or window behind the words, not only between letters.
        const float pad = (bottom - top) * 0.25f;
        out.push_back({words, static_cast<int>(std::floor(left * scale.x)),
                       static_cast<int>(std::floor((top - pad) * scale.y)),
                       static_cast<int>(std::ceil((right - left) * scale.x)),
                       static_cast<int>(std::ceil((bottom - top + 2 * pad) * scale.y)), colour_of(last->colour)});
    };
    for (const Glyph& g : glyphs) {
        const float height = last ? bottom - top : 0;
        const bool same_line = last && g.colour == last->colour && g.x0 >= last->x0 && g.x0 - last->x1 < height &&
                               g.y0 < bottom && g.y1 > top;
        if (!same_line) {
            close();
            left = g.x0, top = g.y0, right = g.x1, bottom = g.y1;
            words.clear();
        } else {
            if (g.x0 - last->x1 > height * 0.2f) words += ' ';
            left = std::min(left, g.x0), top = std::min(top, g.y0);
            right = std::max(right, g.x1), bottom = std::max(bottom, g.y1);
        }
        append_utf8(words, g.codepoint);
        last = &g;
    }
    close();
    return out;
}

}  // namespace

GuiDrawnTexts gui_drawn_texts() {
    GuiDrawnTexts out;
    const ImDrawData* data = ImGui::GetDrawData();
    if (!data || !data->Valid) return out;
    const ImVec2 scale = data->FramebufferScale;
    const auto places = glyph_places();
    const ImTextureID font_texture = ImGui::GetIO().Fonts->TexID;
    for (int l = 0; l < data->CmdListsCount; ++l) {
        std::vector<Glyph> glyphs;
        collect_glyphs(*data->CmdLists[l], places, font_texture, glyphs);
        for (DrawnText& t : runs(glyphs, scale)) out.texts.push_back(std::move(t));
    }
    for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
        if (w->WasActive && !w->Hidden)
            out.windows.push_back({static_cast<int>(w->Pos.x * scale.x), static_cast<int>(w->Pos.y * scale.y),
                                   static_cast<int>(w->Size.x * scale.x), static_cast<int>(w->Size.y * scale.y)});
    return out;
}

bool under_a_window(const DrawnText& t, const std::vector<PixelRect>& windows) {
    return std::any_of(windows.begin(), windows.end(), [&](const PixelRect& w) {
        return t.x < w.x + w.w && w.x < t.x + t.w && t.y < w.y + w.h && w.y < t.y + t.h;
    });
}

}  // namespace bjt::game

#include "game/ui/gui_look.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/render/palette.h"

namespace bjt::game {

namespace {

ImVec4 vec(Color c, float alpha = -1) {
    return ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, alpha >= 0 ? alpha : c.a / 255.0f);
}

// Latin-1, and the punctuation the game's texts use: dashes, quotes, the bullet and ellipsis, arrows, the minus.
constexpr ImWchar kGlyphs[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x2193, 0x2212, 0x2212, 0};

void apply_colours(ImGuiStyle& s) {
    using namespace palette;
    ImVec4* c = s.Colors;
    c[ImGuiCol_Text] = vec(kButtonText);
    c[ImGuiCol_TextDisabled] = vec(kMuted);
    c[ImGuiCol_WindowBg] = vec(kPanel, 0.97f);
    c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_PopupBg] = vec(kPanel, 0.98f);
    c[ImGuiCol_Border] = vec(kPanelBorder);
    c[ImGuiCol_Separator] = vec(kGold, 0.45f);
    c[ImGuiCol_FrameBg] = vec(kButton, 0.85f);
    c[ImGuiCol_FrameBgHovered] = vec(kButtonHover);
    c[ImGuiCol_FrameBgActive] = vec(kButtonHover);
    c[ImGuiCol_TitleBg] = vec(kButton);
    c[ImGuiCol_TitleBgActive] = vec(kButton);
    c[ImGuiCol_TitleBgCollapsed] = vec(kButton);
    c[ImGuiCol_Button] = vec(kButton);
    c[ImGuiCol_ButtonHovered] = vec(kButtonHover);
    c[ImGuiCol_ButtonActive] = vec(kGold, 0.75f);
    c[ImGuiCol_Header] = vec(kButton);
    c[ImGuiCol_HeaderHovered] = vec(kButtonHover);
    c[ImGuiCol_HeaderActive] = vec(kButtonHover);
    c[ImGuiCol_CheckMark] = vec(kGold);
    c[ImGuiCol_SliderGrab] = vec(kGold, 0.85f);
    c[ImGuiCol_SliderGrabActive] = vec(kFocus);
    c[ImGuiCol_Tab] = vec(kButton, 0.7f);
    c[ImGuiCol_TabHovered] = vec(kButtonHover);
    c[ImGuiCol_TabActive] = vec(kButtonHover);
    c[ImGuiCol_TabUnfocused] = vec(kButton, 0.7f);
    c[ImGuiCol_TabUnfocusedActive] = vec(kButtonHover);
    c[ImGuiCol_TableHeaderBg] = vec(kButton);
    c[ImGuiCol_TableRowBgAlt] = vec(kButton, 0.25f);
    c[ImGuiCol_ScrollbarGrab] = vec(kGold, 0.45f);
    c[ImGuiCol_ScrollbarGrabHovered] = vec(kGold, 0.7f);
    c[ImGuiCol_ScrollbarGrabActive] = vec(kGold);
    c[ImGuiCol_NavHighlight] = vec(kFocus);
    c[ImGuiCol_ModalWindowDimBg] = vec(kShade);
}

// White on black, every frame bordered, the focus yellow: each text at 7:1 or more against what is behind it.
void apply_high_contrast_colours(ImGuiStyle& s) {
    const ImVec4 black(0, 0, 0, 1), white(1, 1, 1, 1), blue(0.0f, 0.24f, 0.55f, 1), hover(0.16f, 0.16f, 0.16f, 1);
    const ImVec4 yellow(1.0f, 0.9f, 0.0f, 1);
    ImVec4* c = s.Colors;
    for (int i = 0; i < ImGuiCol_COUNT; ++i) c[i] = black;
    c[ImGuiCol_Text] = white;
    c[ImGuiCol_TextDisabled] = ImVec4(0.8f, 0.8f, 0.8f, 1);
    c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
    for (ImGuiCol i : {ImGuiCol_Border, ImGuiCol_Separator, ImGuiCol_SeparatorHovered, ImGuiCol_SeparatorActive})
        c[i] = white;
    for (ImGuiCol i : {ImGuiCol_FrameBgHovered, ImGuiCol_ButtonHovered, ImGuiCol_HeaderHovered, ImGuiCol_TabHovered,
                       ImGuiCol_ScrollbarGrabHovered})
        c[i] = hover;
    for (ImGuiCol i : {ImGuiCol_FrameBgActive, ImGuiCol_ButtonActive, ImGuiCol_HeaderActive, ImGuiCol_TabActive,
                       ImGuiCol_TabUnfocusedActive, ImGuiCol_TextSelectedBg})
        c[i] = blue;
    for (ImGuiCol i : {ImGuiCol_CheckMark, ImGuiCol_SliderGrab, ImGuiCol_SliderGrabActive, ImGuiCol_NavHighlight})
        c[i] = yellow;
    c[ImGuiCol_ScrollbarGrab] = ImVec4(0.7f, 0.7f, 0.7f, 1);
    c[ImGuiCol_ScrollbarGrabActive] = white;
    c[ImGuiCol_ModalWindowDimBg] = ImVec4(0, 0, 0, 0.7f);
}

}  // namespace

bool GuiLook::fit(float points, float pixel_ratio, bool high_contrast) {
    const int pixels = static_cast<int>(std::lround(std::max(points * pixel_ratio, kSmallestPixels)));
    if (pixels == pixels_ && high_contrast == high_contrast_) return false;
    const bool new_font = pixels != pixels_;
    pixels_ = pixels;
    high_contrast_ = high_contrast;
    if (new_font) build_font(pixels, pixel_ratio);
    apply_style(static_cast<float>(pixels) / pixel_ratio / kTextLogical, high_contrast);
    return new_font;
}

void GuiLook::build_font(int pixels, float pixel_ratio) const {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig config;
    config.OversampleH = 2;  // sharper horizontal positions at small sizes
    if (font_path_.empty() ||
        !io.Fonts->AddFontFromFileTTF(font_path_.c_str(), static_cast<float>(pixels), &config, kGlyphs))
        io.Fonts->AddFontDefault();  // no TTF: ImGui's own (the game's text would be missing too)
    io.FontGlobalScale = 1.0f / pixel_ratio;  // the atlas is in pixels, ImGui lays out in points
    io.Fonts->Build();
}

void GuiLook::apply_style(float size_factor, bool high_contrast) {
    ImGuiStyle style;
    ImGui::StyleColorsDark(&style);
    style.WindowRounding = 10;
    style.ChildRounding = 6;
    style.FrameRounding = 6;
    style.PopupRounding = 6;
    style.GrabRounding = 6;
    style.TabRounding = 6;
    style.ScrollbarRounding = 6;
    style.WindowBorderSize = 2;
    style.FrameBorderSize = high_contrast ? 1 : 0;  // a frame's edge is its outline, not a shade of green
    // Rows as tall as ImGui's defaults at 720p: scripts click options by name, and the Trivia tab's last
    // category must stay in view there.
    style.WindowPadding = ImVec2(12, 10);
    style.FramePadding = ImVec2(6, 3);
    style.ItemSpacing = ImVec2(8, 4);
    style.ItemInnerSpacing = ImVec2(6, 4);
    style.IndentSpacing = 20;
    style.ScrollbarSize = 16;
    style.WindowTitleAlign = ImVec2(0.5f, 0.5f);
    if (high_contrast)
        apply_high_contrast_colours(style);
    else
        apply_colours(style);
    style.ScaleAllSizes(size_factor);
    ImGui::GetStyle() = style;
}

}  // namespace bjt::game

#include "game/ui/gui_text.h"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <string>

#include <imgui_internal.h>  // the current table's auto-fit state

#include "game/render/text_overflows.h"
#include "game/ui/gui_focus.h"
#include "game/ui/gui_sinks.h"

namespace bjt::game {

namespace {

TextOverflows* overflows() {
    GuiSinks* sinks = gui_sinks();
    return sinks ? sinks->overflows : nullptr;
}

// A table's columns take their widths from their contents over its first frames (ImGui's auto-fit queue):
// until then a cell's width says nothing about the text in it.
bool table_measuring() {
    const ImGuiTable* t = ImGui::GetCurrentTable();
    if (!t || t->CurrentColumn < 0) return false;
    return t->IsInitializing || t->Columns[t->CurrentColumn].AutoFitQueue != 0;
}

void count(std::string_view text, float width) {
    if (table_measuring()) return;
    if (TextOverflows* o = overflows()) o->add(text, width, ImGui::GetTextLineHeight(), "Dear ImGui");
}

std::string_view visible_label(std::string_view label) { return label.substr(0, label.find("##")); }

float width_of(std::string_view s) { return ImGui::CalcTextSize(s.data(), s.data() + s.size()).x; }

// Wrapping breaks between words; a word wider than the whole region would be cut inside the word (ImGui breaks
// it at any character), which is an overflow.
void check_words(std::string_view text, float width) {
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find_first_of(" \n", start);
        if (end == std::string_view::npos) end = text.size();
        if (width_of(text.substr(start, end - start)) > width) {
            count(text, width);
            return;
        }
        start = end + 1;
    }
}

// `text` cut to what fits `room` pixels with an ellipsis, so it is visibly cut rather than clipped mid-letter.
std::string elided(std::string_view text, float room) {
    constexpr const char* kEllipsis = "\xE2\x80\xA6";
    std::string shown(text);
    room -= width_of(kEllipsis);
    while (!shown.empty() && width_of(shown) > room) {
        while (!shown.empty() && (static_cast<unsigned char>(shown.back()) & 0xC0) == 0x80) shown.pop_back();
        if (!shown.empty()) shown.pop_back();  // the whole last character, never half of one
    }
    return shown + kEllipsis;
}

// The widest a popup or tooltip can be: the display less its safe margins and the popup's own padding.
float widest_popup_content() {
    const ImGuiStyle& style = ImGui::GetStyle();
    return ImGui::GetIO().DisplaySize.x - 2 * (style.DisplaySafeAreaPadding.x + style.WindowPadding.x);
}

void wrapped(std::string_view text, const ImVec4* colour) {
    check_words(text, std::max(ImGui::GetContentRegionAvail().x, 1.0f));
    ImGui::PushTextWrapPos(0.0f);
    if (colour) ImGui::PushStyleColor(ImGuiCol_Text, *colour);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    if (colour) ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
}

// A slider's value as ImGui prints it (the format is the caller's, a literal checked where it is written).
template <typename T>
std::string gui_format_value(const char* format, T value) {
    char text[32];
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    std::snprintf(text, sizeof text, format, value);
#pragma GCC diagnostic pop
    return text;
}

}  // namespace

std::string gui_format(const char* format, ...) {
    va_list args;
    va_start(args, format);
    va_list again;
    va_copy(again, args);
    const int n = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    std::string out(n > 0 ? static_cast<std::size_t>(n) : 0, '\0');
    if (n > 0) std::vsnprintf(out.data(), out.size() + 1, format, again);
    va_end(again);
    return out;
}

void gui_cell(std::string_view text, const ImVec4* colour) {
    // While a table measures its columns the whole text is drawn, so a column sized to its contents takes it in.
    const bool cut = !table_measuring() && !gui_fits(text);
    const std::string shown = cut ? elided(text, ImGui::GetContentRegionAvail().x) : std::string(text);
    if (colour) ImGui::PushStyleColor(ImGuiCol_Text, *colour);
    ImGui::TextUnformatted(shown.c_str());
    if (colour) ImGui::PopStyleColor();
}

void gui_text(std::string_view text) { wrapped(text, nullptr); }

void gui_read_line(std::string_view text, const ImVec4* colour) {
    // ImGui's text is no stop for its navigation: a Selectable as big as the wrapped text lies under it and is one.
    const float width = std::max(ImGui::GetContentRegionAvail().x, 1.0f);
    const float height = ImGui::CalcTextSize(text.data(), text.data() + text.size(), false, width).y;
    const ImVec2 at = ImGui::GetCursorPos();
    // Two lines may read alike (two events worded the same): the line's place in the window tells them apart.
    ImGui::PushID(static_cast<int>(at.y));
    ImGui::Selectable("##line", false, ImGuiSelectableFlags_AllowItemOverlap, ImVec2(width, height));
    ImGui::PopID();
    if (ImGui::IsItemFocused())
        if (GuiSinks* sinks = gui_sinks(); sinks && sinks->focus) sinks->focus->set(std::string(text));
    gui_focus_ring();
    ImGui::SetCursorPos(at);
    wrapped(text, colour);
}

void gui_muted(std::string_view text) { wrapped(text, &ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]); }

void gui_coloured(const ImVec4& colour, std::string_view text) { wrapped(text, &colour); }

bool gui_fits(std::string_view label, float extra) {
    const float room = ImGui::GetContentRegionAvail().x;
    const std::string_view shown = visible_label(label);
    if (width_of(shown) + extra <= room + 0.5f) return true;
    count(shown, room);
    return false;
}

bool gui_checkbox(const char* label, bool* value) {
    const ImGuiStyle& style = ImGui::GetStyle();
    gui_fits(label, ImGui::GetFrameHeight() + style.ItemInnerSpacing.x);
    const bool changed = ImGui::Checkbox(label, value);
    gui_focus_item(ImGui::IsItemFocused(), label, "checkbox", *value ? "on" : "off");
    gui_focus_ring();
    return changed;
}

bool gui_button(const char* label, const ImVec2& size) {
    // A width of 0 sizes the button to its label; a negative one reaches that far short of the right edge.
    const float frame = ImGui::GetStyle().FramePadding.x * 2;
    const float room = size.x > 0 ? size.x : ImGui::GetContentRegionAvail().x + std::min(size.x, 0.0f);
    const std::string_view shown = visible_label(label);
    if (width_of(shown) + frame > room + 0.5f) count(shown, room);
    const bool pressed = ImGui::Button(label, size);
    gui_focus_item(ImGui::IsItemFocused(), label, "button");
    gui_focus_ring();
    return pressed;
}

bool gui_slider_int(const char* label, int* value, int min, int max, const char* format) {
    const bool changed = ImGui::SliderInt(label, value, min, max, format);
    gui_focus_item(ImGui::IsItemFocused(), label, "slider", gui_format_value(format ? format : "%d", *value));
    gui_focus_ring();
    return changed;
}

bool gui_slider_float(const char* label, float* value, float min, float max, const char* format) {
    const bool changed = ImGui::SliderFloat(label, value, min, max, format);
    gui_focus_item(ImGui::IsItemFocused(), label, "slider",
                   gui_format_value(format ? format : "%.3f", static_cast<double>(*value)));
    gui_focus_ring();
    return changed;
}

bool gui_input_text(const char* label, char* buffer, std::size_t size, ImGuiInputTextFlags flags) {
    const bool changed = ImGui::InputText(label, buffer, size, flags);
    gui_focus_item(ImGui::IsItemFocused(), label, "text", *buffer ? std::string_view(buffer) : "empty");
    gui_focus_ring();
    return changed;
}

bool gui_header(const char* label, ImGuiTreeNodeFlags flags) {
    // The arrow takes a font's width and a frame padding either side of it, the label a frame padding after it.
    gui_fits(label, ImGui::GetFontSize() + ImGui::GetStyle().FramePadding.x * 3);
    const bool open = ImGui::CollapsingHeader(label, flags);
    gui_focus_item(ImGui::IsItemFocused(), label, "section", open ? "open" : "closed");
    gui_focus_ring();
    return open;
}

bool gui_begin_combo(const char* label, std::string_view shown, float width) {
    const ImGuiStyle& style = ImGui::GetStyle();
    gui_fits(label, width + style.ItemInnerSpacing.x);
    // The value is drawn from the frame's padding to the arrow button, a frame high and wide.
    const float room = width - ImGui::GetFrameHeight() - style.FramePadding.x;
    std::string preview(shown);
    if (width_of(shown) > room + 0.5f) {
        count(shown, room);
        preview = elided(shown, room);
    }
    ImGui::SetNextItemWidth(width);
    // Asked before the list opens its popup, which becomes ImGui's "last item".
    gui_focus_item(gui_nav_on(label), label, "list", shown);
    const bool open = ImGui::BeginCombo(label, preview.c_str());
    if (!open) gui_focus_ring();  // open, ImGui's last item is its list
    return open;
}

bool gui_selectable(const char* label, bool selected) {
    const std::string_view visible = visible_label(label);
    gui_focus_item(gui_nav_on(label), label, "choice", selected ? "chosen" : "");
    const float room = widest_popup_content();
    if (width_of(visible) <= room + 0.5f) return ImGui::Selectable(label, selected);
    count(visible, room);
    const std::string id(label);
    const std::size_t hashes = id.find("##");
    const std::string shown = elided(visible, room) + (hashes == std::string::npos ? "##" + id : id.substr(hashes));
    return ImGui::Selectable(shown.c_str(), selected);
}

void gui_tooltip(std::string_view text) {
    // A tooltip sizes itself to its text: wrapped at 36 letters' width, or the display's, whichever is narrower.
    const float wrap = std::min(ImGui::GetFontSize() * 36, widest_popup_content());
    ImGui::BeginTooltip();
    check_words(text, wrap);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

void gui_table_headers() {
    // ImGui::TableHeadersRow(), with each name measured in its own column first.
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers, ImGui::TableGetHeaderRowHeight());
    for (int column = 0; column < ImGui::TableGetColumnCount(); ++column) {
        if (!ImGui::TableSetColumnIndex(column)) continue;
        const char* name = ImGui::TableGetColumnName(column);
        gui_fits(name);
        ImGui::PushID(column);
        ImGui::TableHeader(name);
        ImGui::PopID();
        gui_focus_item(ImGui::IsItemFocused(), name, "column heading");  // a stop for the navigation: said too
    }
}

bool gui_tabs_fit(std::span<const char* const> labels) {
    // A tab is its label and a frame padding either side; tabs are ItemInnerSpacing apart.
    const ImGuiStyle& style = ImGui::GetStyle();
    float needed = 0;
    std::string all;
    for (const char* label : labels) {
        needed += width_of(visible_label(label)) + style.FramePadding.x * 2;
        all += (all.empty() ? "" : " | ") + std::string(visible_label(label));
    }
    if (!labels.empty()) needed += style.ItemInnerSpacing.x * static_cast<float>(labels.size() - 1);
    const float room = ImGui::GetContentRegionAvail().x;
    if (needed <= room + 0.5f) return true;
    count(all, room);
    return false;
}

void gui_separator() {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    // From the middle of one pixel row to the middle of the next: one row whatever the renderer samples.
    const float y = std::floor(at.y) + 0.5f;
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(std::floor(at.x), y), ImVec2(std::ceil(right), y + 1),
                                              ImGui::GetColorU32(ImGuiCol_Separator));
    ImGui::Dummy(ImVec2(0, 1));
}

}  // namespace bjt::game

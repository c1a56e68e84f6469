#include "game/ui/gui_text.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <string>

#include <imgui_internal.h>  // the current table's auto-fit state

#include "game/render/text_overflows.h"

namespace bjt::game {

namespace {

TextOverflows* overflows() { return static_cast<TextOverflows*>(ImGui::GetIO().UserData); }

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

void wrapped(std::string_view text, const ImVec4* colour) {
    check_words(text, std::max(ImGui::GetContentRegionAvail().x, 1.0f));
    ImGui::PushTextWrapPos(0.0f);
    if (colour) ImGui::PushStyleColor(ImGuiCol_Text, *colour);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    if (colour) ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
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
    std::string shown(text);
    // While a table measures its columns the whole text is drawn, so a column sized to its contents takes it in.
    if (!table_measuring() && !gui_fits(text)) {
        // Cut to what fits, with an ellipsis, so it is visibly cut rather than clipped mid-letter.
        const float room = ImGui::GetContentRegionAvail().x - width_of("\xE2\x80\xA6");
        while (!shown.empty() && width_of(shown) > room) {
            while (!shown.empty() && (static_cast<unsigned char>(shown.back()) & 0xC0) == 0x80) shown.pop_back();
            if (!shown.empty()) shown.pop_back();  // the whole last character, never half of one
        }
        shown += "\xE2\x80\xA6";
    }
    if (colour) ImGui::PushStyleColor(ImGuiCol_Text, *colour);
    ImGui::TextUnformatted(shown.c_str());
    if (colour) ImGui::PopStyleColor();
}

void set_gui_overflows(TextOverflows* o) { ImGui::GetIO().UserData = o; }

void gui_text(std::string_view text) { wrapped(text, nullptr); }

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
    return ImGui::Checkbox(label, value);
}

bool gui_button(const char* label, const ImVec2& size) {
    // A width of 0 sizes the button to its label; a negative one reaches that far short of the right edge.
    const float frame = ImGui::GetStyle().FramePadding.x * 2;
    const float room = size.x > 0 ? size.x : ImGui::GetContentRegionAvail().x + std::min(size.x, 0.0f);
    const std::string_view shown = visible_label(label);
    if (width_of(shown) + frame > room + 0.5f) count(shown, room);
    return ImGui::Button(label, size);
}

}  // namespace bjt::game

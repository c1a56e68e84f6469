#pragma once
// Text drawn by Dear ImGui that stays inside its window, as Painter::text_in() does for the game's own text:
// sentences wrap at the right edge of the content region, one-line labels are measured before they are drawn,
// and whatever still does not fit (a word wider than the whole region, a label longer than its row) is added to
// the TextOverflows count the App hands to ImGui (gui_sinks.h), so `expect text-overflows 0` sees it. The widgets
// also leave the words of the one the navigation is on (gui_focus.h), for speech.
#include <imgui.h>

#include <span>
#include <string>
#include <string_view>

namespace bjt::game {

// A sentence wrapped at the content region's right edge, in the style's text colour, muted, or in `colour`.
void gui_text(std::string_view text);
void gui_muted(std::string_view text);
void gui_coloured(const ImVec4& colour, std::string_view text);

// A sentence as gui_text() (or in `colour`) that the keyboard's and gamepad's navigation can stop on, and whose words
// are then the focus's (gui_focus.h): the lines of a window read rather than changed (the rule inspector).
void gui_read_line(std::string_view text, const ImVec4* colour = nullptr);

// printf into a string, for the sentences above (the ImGui::Text formats, checked by the compiler).
std::string gui_format(const char* format, ...) __attribute__((format(printf, 1, 2)));

// One cell of a table row, or any text that must stay on one line: drawn as is when it fits the width left of the
// cursor, else counted (gui_fits) and cut with an ellipsis.
void gui_cell(std::string_view text, const ImVec4* colour = nullptr);

// True when `label` (up to a "##" id suffix) plus `extra` pixels of widget (a check box, a frame) fits in the
// content region left of the cursor; false, counted as an overflow, when it does not.
bool gui_fits(std::string_view label, float extra = 0);

// ImGui widgets whose label is measured first (gui_fits).
bool gui_checkbox(const char* label, bool* value);
bool gui_button(const char* label, const ImVec2& size = ImVec2(0, 0));
// Sliders, their value printed with `format` as ImGui prints it ("%d", "%.0f%%") for the words of the focus.
bool gui_slider_int(const char* label, int* value, int min, int max, const char* format = "%d");
bool gui_slider_float(const char* label, float* value, float min, float max, const char* format);
// A one-line text box; the words of the focus say its text.
bool gui_input_text(const char* label, char* buffer, std::size_t size, ImGuiInputTextFlags flags = 0);
// A collapsing header whose label is measured with its arrow (gui_fits).
bool gui_header(const char* label, ImGuiTreeNodeFlags flags = 0);

// A list box (combo) `width` pixels wide, its label beside it measured (gui_fits) and the value shown in it cut
// with an ellipsis and counted when it is longer than the box. Returns ImGui::BeginCombo's answer: when true, the
// entries follow (gui_selectable) and then ImGui::EndCombo().
bool gui_begin_combo(const char* label, std::string_view shown, float width);
// An entry of an open list or popup. The list grows to its widest entry but never past the display: an entry
// wider than the display is counted and cut with an ellipsis.
bool gui_selectable(const char* label, bool selected);

// A tooltip (for the item just drawn, once the caller sees it hovered), wrapped at a width that stays inside the
// display; a word wider than that is counted, as gui_text() counts one.
void gui_tooltip(std::string_view text);

// The current table's header row, each column's name measured against its column (ImGui's TableHeadersRow
// cuts a long one with an ellipsis but says nothing).
void gui_table_headers();

// Called before ImGui::BeginTabBar with the labels of its tabs: true when they all fit the row at their full width;
// false, counted, when they do not (ImGui then narrows every tab and cuts its label with an ellipsis).
bool gui_tabs_fit(std::span<const char* const> labels);

// A separator line across the content region. ImGui's own Separator() is a one-pixel quad whose edges lie on the
// software renderer's sample rows, so at some heights half of it is drawn one row lower: a line cut in half. This
// one lies between two rows, whole on either kind of renderer.
void gui_separator();

}  // namespace bjt::game

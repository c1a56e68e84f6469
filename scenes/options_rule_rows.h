#pragma once
// The options' Rules tab, row by row: what the rule registry (engine/rule_keys.cpp) lacks to show a key to the
// player: its label in the trivia document's words, a line of help, and the widget. The registry gives the
// rest (the value, its check, its text), so the tab (OptionsScene::rules_tab()) draws every row the same way;
// player_option_keys() says which keys must have a row (a test checks it).
#include <span>

#include "engine/rules.h"

namespace bjt::game {

// One entry of a list: what the player reads, and the registry's value it writes.
struct RuleChoice {
    const char* label;
    const char* value;
};

struct RuleRow {
    enum class Widget {
        Check,  // ticked when the value is `on` (or anything but `off`, ticked_unless_off); writes on / off
        Choices,  // a list of `choices`
        Slider,  // an integer from `min` to `max`, shown with `format`
        Note,  // only the help, in muted words
        Separator,
    };
    Widget widget = Widget::Note;
    const char* key = "";  // the registry's key
    const char* label = "";
    const char* help = "";
    const char* on = "";
    const char* off = "";
    bool ticked_unless_off = false;
    std::span<const RuleChoice> choices{};
    int min = 0;
    int max = 0;
    const char* format = "%d";
    const char* id = nullptr;  // the item's id for scripts; opt-KEY when null
    bool (*shown)(const Rules&) = nullptr;  // null: always
    bool (*enabled)(const Rules&) = nullptr;  // null: always; greyed out otherwise, its help with it
    const char* help_disabled = nullptr;  // the help while greyed out, when it differs
    bool indented = false;
    bool help_outside = false;  // the help is not greyed out with the row
    bool plain = false;  // a second row of a key (early surrender): no gold mark for a change, no error under it
};

std::span<const RuleRow> rule_rows();

}  // namespace bjt::game

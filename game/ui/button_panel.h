#pragma once
// A set of buttons with mouse hover and click, a focus ring moved by the arrow keys or the d-pad, and
// Enter / gamepad A pressing the focused one. Scenes lay the buttons out and ask which one was pressed.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/input/input_event.h"
#include "game/ui/button.h"

namespace bjt::game {

class Painter;

class ButtonPanel {
public:
    void clear();
    Button& add(Button b);
    std::vector<Button>& buttons() { return buttons_; }
    const Button* find(std::string_view id) const;
    // The centre of an enabled button (scripts click only what a player could click).
    std::optional<Point> center_of(std::string_view id) const {
        const Button* b = find(id);
        if (!b || !b->enabled) return std::nullopt;
        return b->rect.center();
    }
    Button* find(std::string_view id);
    bool empty() const { return buttons_.empty(); }

    // Returns the id of the button pressed by this input, if any. Pointer presses count on release
    // over the same button; Confirm presses the focused button.
    std::optional<std::string> handle(const InputEvent& e);
    // Moves the focus ring to this button (keeps it where it is when the id is gone).
    void focus(std::string_view id);
    const std::string& focused() const { return focused_; }
    void show_focus(bool on) { focus_visible_ = on; }
    // The focused button as speech says it: "Deal, button, 1 of 6" (a disabled one says so); empty while the
    // focus ring is hidden.
    std::string focus_words() const;
    bool focus_shown() const { return focus_visible_; }

    void draw(Painter& p) const;
    static void draw_pad_glyph(Painter& p, std::string_view glyph, Point center, float size);

private:
    static float hints_width(Painter& p, const Button& b);  // the key cap and pad glyph side by side
    static void draw_hints(Painter& p, const Button& b, Point center);
    static void draw_frameless_mark(Painter& p, const Rect& r, float gap, Color c);
    int index_of(std::string_view id) const;
    void move_focus(float dx, float dy);
    void focus_next();  // Tab: the next enabled button in the order added, set-apart ones included

    std::vector<Button> buttons_;
    std::string hovered_;
    std::string pressed_;
    std::string focused_;
    bool focus_visible_ = false;
};

}  // namespace bjt::game

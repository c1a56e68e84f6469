#pragma once
// The count of texts that did not fit their box, whoever drew them: the Painter's text_in() and the Dear ImGui
// text helpers (game/ui/gui_text.h) add to the same count, which a script reads with `expect text-overflows 0`.
#include <string>
#include <string_view>

namespace bjt::game {

class TextOverflows {
public:
    // `text` did not fit a box of `width` x `height` (logical units for the Painter, pixels for ImGui; `where`
    // says which, and is empty for the Painter).
    void add(std::string_view text, float width, float height, std::string_view where = {}) {
        if (count_++ > 0) return;
        first_ = "'" + std::string(text.substr(0, 60)) + "' in " + std::to_string(static_cast<int>(width)) + "x" +
                 std::to_string(static_cast<int>(height));
        if (!where.empty()) first_ += " (" + std::string(where) + ")";
    }
    int count() const { return count_; }
    // "0", or the count and the first of them: `2 (first: 'Maximilian Featherstonehaugh III' in 238x30)`.
    std::string describe() const { return count_ == 0 ? "0" : std::to_string(count_) + " (first: " + first_ + ")"; }
    void reset() {
        count_ = 0;
        first_.clear();
    }

private:
    int count_ = 0;
    std::string first_;
};

}  // namespace bjt::game

#include "game/ui/notice_board.h"

#include <algorithm>
#include <string_view>

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
constexpr Rect kBoard{170, 130, 940, 460};
}

void NoticeBoard::show(std::vector<std::string> messages) {
    messages_ = std::move(messages);
    buttons_.clear();
    buttons_.add(
        {"notice-ok", "OK", "Enter", "A", {540, kBoard.y + kBoard.h - 84, 200, 60}, true, Color{30, 110, 60, 255}, 22});
    buttons_.focus("notice-ok");
}

std::string NoticeBoard::words() const {
    if (!open()) return "";
    std::string words = "Before you play.";
    for (const std::string& m : messages_) words += " " + m;
    return words + " OK, Enter or A, closes it.";
}

bool NoticeBoard::handle(const InputEvent& e, bool& closed) {
    if (!open()) return false;
    auto id = buttons_.handle(e);
    if (id || e.is(InputAction::Back)) {
        messages_.clear();
        closed = true;
    }
    return true;
}

void NoticeBoard::draw(Painter& p) const {
    if (!open()) return;
    draw_shade(p, 0.75f);
    p.fill_rounded(kBoard, 18, Color{14, 22, 20, 255});  // opaque: the title must not show through the text
    draw_panel(p, kBoard);
    p.text_in(
        "Before you play", {kBoard.x + 24, kBoard.y + 18, kBoard.w - 48, 40},
        {.size = 28, .color = palette::kGold, .align = Align::Center, .face = FontFace::SansBold, .max_lines = 1});
    float y = kBoard.y + 76;
    const float bottom = kBoard.y + kBoard.h - 100;
    for (const std::string& m : messages_) {
        if (y > bottom - 20) {
            p.text_in("(more in the log)", {kBoard.x + 24, y, kBoard.w - 48, 20},
                      {.size = 14, .color = palette::kMuted, .align = Align::Center});
            break;
        }
        p.fill_circle({kBoard.x + 44, y + 10}, 4, palette::kGold);
        // A notice's lines are paragraphs (the message, then where a damaged file was kept).
        std::size_t start = 0;
        bool first = true;
        while (start <= m.size()) {
            const std::size_t end = std::min(m.find('\n', start), m.size());
            const Color c = first ? palette::kWhite : palette::kFeltText;
            const Rect box{kBoard.x + 60, y, kBoard.w - 110, std::max(20.0f, bottom - y)};
            y += p.text_in(std::string_view(m).substr(start, end - start), box,
                           {.size = first ? 17.0f : 15.0f, .color = c})
                     .h +
                 4;
            first = false;
            start = end + 1;
        }
        y += 10;
    }
    buttons_.draw(p);
}

}  // namespace bjt::game

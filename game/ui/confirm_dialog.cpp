#include "game/ui/confirm_dialog.h"

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
constexpr Rect kBox{400, 250, 480, 200};
}

void ConfirmDialog::show(std::string question, Choice go, Choice back) {
    question_ = std::move(question);
    back_id_ = back.id;
    buttons_.clear();
    const float y = kBox.y + kBox.h - 80;
    buttons_.add({go.id, go.label, "Enter", "A", {kBox.x + 40, y, 180, 56}, true, Color{120, 40, 30, 255}, 22});
    buttons_.add({back.id, back.label, "Esc", "B", {kBox.x + kBox.w - 220, y, 180, 56}, true, std::nullopt, 22});
    buttons_.focus(go.id);
    buttons_.show_focus(true);
}

std::optional<std::string> ConfirmDialog::handle(const InputEvent& e) {
    if (!open()) return std::nullopt;
    std::optional<std::string> id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = back_id_;
    if (id) close();
    return id;
}

void ConfirmDialog::draw(Painter& p) const {
    if (!open()) return;
    draw_shade(p, 0.6f);
    p.fill_rounded(kBox, 18, Color{14, 22, 20, 255});
    draw_panel(p, kBox);
    // Up to two lines above the buttons: a question may say what it costs ("Cash out with 140 pts? Your run ends
    // and goes on the leaderboard.").
    p.text_in(question_, {kBox.x + 20, kBox.y + 18, kBox.w - 40, 96},
              {.size = 24,
               .color = palette::kWhite,
               .align = Align::Center,
               .face = FontFace::SansBold,
               .max_lines = 2,
               .middle = true});
    buttons_.draw(p);
}

}  // namespace bjt::game

#include "scenes/export_prompt.h"

#include "game/app/display_control.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/save/save_game.h"
#include "game/ui/panel.h"

namespace bjt::game {

namespace {
constexpr Rect kBox{240, 220, 800, 260};
constexpr Rect kField{272, 318, 736, 64};

std::string subject(const ReplayExport& what) {
    return (what.what == ReplayExport::What::Session ? "session " : "round ") + std::to_string(what.id);
}
}  // namespace

void ExportPrompt::open(const ReplayExport& what) {
    what_ = what;
    path_ = replay_file_name(what);
    open_ = true;
    buttons_.clear();
    buttons_.add({"export-write", "Write", "Enter", "A", {560, 404, 220, 56}, true, Color{30, 110, 60, 255}, 20});
    buttons_.add({"export-cancel", "Cancel", "Esc", "B", {790, 404, 220, 56}, true, std::nullopt, 20});
    buttons_.focus("export-write");
}

bool ExportPrompt::handle(const InputEvent& e) {
    if (!open_) return false;
    auto id = buttons_.handle(e);
    if (!id && e.is(InputAction::Back)) id = "export-cancel";
    if (id == "export-write") write();
    if (id == "export-cancel") open_ = false;
    return true;
}

void ExportPrompt::type_text(std::string_view text) {
    for (char c : text)
        if (static_cast<unsigned char>(c) >= 0x20 && path_.size() < 1024) path_ += c;
}

void ExportPrompt::erase_text() {
    while (!path_.empty() && (static_cast<unsigned char>(path_.back()) & 0xC0) == 0x80) path_.pop_back();
    if (!path_.empty()) path_.pop_back();
}

void ExportPrompt::write() {
    open_ = false;
    const auto path = replay_path(ctx_.saves.folder(), path_);
    if (!path) {
        failed_ = true;
        message_ = "Export failed: this game has no data folder (nothing is saved): type a full path, starting with /";
        return;
    }
    const Result<> r = ctx_.saves.export_replay(what_, *path);
    failed_ = !r.ok();
    message_ =
        r.ok() ? "Wrote the replay of " + subject(what_) + " to " + path->string() : "Export failed: " + r.error();
    written_ = r.ok() ? path->string() : "";
    // In a browser the file written is in the page's own storage, out of the player's reach: it is downloaded.
    if (r.ok() && ctx_.display.offer_download(path->string()))
        message_ = "Downloaded the replay of " + subject(what_) + " as " + path->filename().string() +
                   " (your browser's downloads)";
}

std::optional<Point> ExportPrompt::find_button(std::string_view id) const {
    return open_ ? buttons_.center_of(id) : std::nullopt;
}

std::string ExportPrompt::observe() const {
    if (open_) return "open";
    if (message_.empty()) return "none";
    return failed_ ? "failed: " + message_ : "wrote " + written_;
}

void ExportPrompt::draw(Painter& p) const {
    if (!open_) return;
    draw_shade(p, 0.6f);
    draw_panel(p, kBox);
    p.text_in("Export replay of " + subject(what_) + " to the file:", {kBox.x + 32, kBox.y + 16, kBox.w - 64, 34},
              {.size = 24, .color = palette::kGold, .face = FontFace::SansBold});
    // Where a name without a folder goes: the data folder's replays/ (a full path, starting with /, goes there).
    const std::string where = ctx_.saves.folder().empty()
                                  ? "No data folder: type a full path, starting with /"
                                  : "in " + (ctx_.saves.folder() / "replays").string() + "/, or a full path";
    p.text_in(where, {kBox.x + 32, kBox.y + 56, kBox.w - 64, 36},
              {.size = 16, .color = palette::kFeltText, .max_lines = 2, .middle = true});
    p.fill_rounded(kField, 8, Color{0, 0, 0, 160});
    p.outline_rounded(kField, 8, p.focus_thickness(), palette::kFocus);
    p.text_in(path_ + "_", kField.inset(10), {.size = 18, .min_size = 12, .max_lines = 2, .middle = true});
    p.text_in("Type to change the path; `bjt replay FILE` checks it.", {kBox.x + 32, kBox.y + 194, 280, 44},
              {.size = 14, .color = palette::kMuted, .max_lines = 3});
    buttons_.draw(p);
}

}  // namespace bjt::game

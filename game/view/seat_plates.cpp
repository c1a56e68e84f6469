#include "game/view/seat_plates.h"

#include <algorithm>
#include <string>

#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/ui/money_text.h"
#include "game/view/shown_table.h"
#include "game/view/table_layout.h"

namespace bjt::game {
namespace {

// How the seat's round went, in words: its last words from the dealer, then the money once settled.
std::string result_words(const SeatPlate& plate, const Rules& rules) {
    std::string money;
    if (plate.settled)
        money = plate.net > 0   ? "Win +" + money_text(plate.net, rules.units)
                : plate.net < 0 ? "Lose " + money_text(-plate.net, rules.units)
                                : "Push";
    if (plate.words.empty()) return money;
    return money.empty() ? plate.words : plate.words + " · " + money;
}

Color result_color(const SeatPlate& plate) {
    if (!plate.settled) return palette::kMuted;
    return plate.net > 0 ? palette::kWin : plate.net < 0 ? palette::kLose : palette::kPush;
}

void draw_plate(Painter& p, const ShownTable& shown, const SeatPlate& plate, const Rules& rules, bool active) {
    const Point c = layout::plate_center(plate.seat - shown.my_seat);
    const Rect box = Rect::centered(c, layout::kPlateWidth, layout::kPlateHeight);
    if (active) p.outline_rounded(box, 10, p.focus_thickness(), palette::kFocus);
    const float inner = box.w - 20;
    const std::string title = std::to_string(plate.seat + 1) + " · " + plate.name;
    const std::string stake = plate.staked > 0 ? money_text(plate.staked, rules.units) : std::string();
    const float stake_w = stake.empty() ? 0 : std::min(70.0f, p.text_width(stake, 13, FontFace::SansBold) + 6);
    // A name that fits beside the stake at a readable size takes one line; a long one (up to 32 W's) takes the
    // whole width on two small lines, and the stake goes down to the result's line.
    const bool long_name = p.text_width(title, 11, FontFace::SansBold) > inner - stake_w;
    p.text_in(title, {box.x + 10, box.y + 4, long_name ? inner : inner - stake_w, 23},
              {.size = 14,
               .color = active ? palette::kFocus : palette::kWhite,
               .face = FontFace::SansBold,
               .min_size = 8,
               .max_lines = 2});
    if (!stake.empty())
        p.text_line(stake, {box.x + box.w - 10, long_name ? box.y + box.h - 20 : box.y + 7}, stake_w,
                    {.size = 13, .color = palette::kGold, .align = Align::Right, .face = FontFace::SansBold});
    for (const auto& hand : plate.hands)
        for (const SpriteId id : hand)
            if (const CardSprite* s = shown.card(id); s && s->visible) {
                const float squeeze = std::abs(s->turn - 0.5f) * 2.0f;
                p.card(s->card, s->pos, layout::kCardWidth * s->scale, s->turn >= 0.5f, std::max(0.02f, squeeze),
                       s->alpha);
            }
    const std::string words = active && !plate.settled ? std::string("Playing...") : result_words(plate, rules);
    if (!words.empty())
        p.text_line(words, {long_name && !stake.empty() ? c.x - stake_w / 2 : c.x, box.y + box.h - 20},
                    long_name && !stake.empty() ? inner - stake_w : inner,
                    {.size = 13,
                     .color = active && !plate.settled ? palette::kFocus : result_color(plate),
                     .align = Align::Center,
                     .face = FontFace::SansBold});
}

}  // namespace

void draw_plate_backgrounds(Painter& p, const ShownTable& shown) {
    for (const SeatPlate& plate : shown.plates) {
        const Rect box =
            Rect::centered(layout::plate_center(plate.seat - shown.my_seat), layout::kPlateWidth, layout::kPlateHeight);
        p.fill_rounded(box, 10, Color{8, 14, 12, 205});
        p.outline_rounded(box, 10, 1.5f, palette::kPanelBorder.with_alpha(0.5f));
    }
}

std::string plate_layout_key(const ShownTable& shown) {
    std::string key;
    for (const SeatPlate& plate : shown.plates) key += std::to_string(plate.seat - shown.my_seat) + ",";
    return key;
}

void draw_seat_plates(Painter& p, const ShownTable& shown, const Rules& rules, int active_seat) {
    for (const SeatPlate& plate : shown.plates) draw_plate(p, shown, plate, rules, plate.seat == active_seat);
}

}  // namespace bjt::game

#include "game/view/table_renderer.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string_view>

#include "game/render/chip_layout.h"
#include "game/render/painter.h"
#include "game/render/palette.h"
#include "game/ui/money_text.h"
#include "game/view/seat_plates.h"
#include "game/view/shown_table.h"
#include "game/view/table_layout.h"
#include "game/view/table_words.h"

namespace bjt::game {

namespace {
std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

Color outcome_color(Outcome o) {
    switch (o) {
        case Outcome::Blackjack:
        case Outcome::Win:
        case Outcome::Charlie:
        case Outcome::EvenMoney:
        case Outcome::Natural:
        case Outcome::Right: return palette::kWin;
        case Outcome::Push:
        case Outcome::Surrender: return palette::kPush;
        default: return palette::kLose;
    }
}
}  // namespace

std::string TableRenderer::money_text(Cents c) const { return game::money_text(c, rules_.units); }

void TableRenderer::draw(Painter& p, int active_hand, Cents bank, int credits, int active_seat) const {
    // Back to front: the felt, the discard tray, the bet spots, the cards, the chips in flight, the bank.
    const int spots = std::max(1, static_cast<int>(shown_.hands.size()));
    draw_table_layer(p, spots);
    draw_discard_tray(p);
    if (rules_.mode == GameMode::ThreeBets)
        draw_prediction_spots(p);
    else
        draw_bet_spots(p, spots);
    draw_cards(p, active_hand);
    draw_seat_plates(p, shown_, rules_, active_seat);
    for (const auto& [id, f] : shown_.flights())
        if (f.visible)
            p.chip_columns(lay_out_chips(f.stakes, rules_.chips, layout::kChipDiameter, layout::bet_spot_width(1)),
                           f.pos);
    draw_hud(p, bank, credits);
}

void TableRenderer::draw_hud(Painter& p, Cents bank, int credits) const {
    // The player's bank and trivia credits (bottom left), each within the HUD's width.
    p.text_line(money_text(bank), layout::kHudBankValue, layout::kHud.x + layout::kHud.w - layout::kHudBankValue.x,
                {.size = 26, .color = palette::kWhite, .face = FontFace::SansBold, .key_figure = true});
    if (rules_.trivia)
        p.text_line(std::to_string(credits), layout::kHudCreditsValue, 80,
                    {.size = 24, .color = palette::kGold, .align = Align::Right, .face = FontFace::SansBold});
    // At a table of several, which seat is the player's (the plates name the others; with several people the turn's
    // banner and the betting screen's heading name whose seat it is, in room for a name of 32 W's).
    if (!shown_.plates.empty())
        p.text_line("SEAT " + std::to_string(shown_.my_seat + 1), layout::kHudSeatLabel, 90,
                    {.size = 13, .color = palette::kGold, .align = Align::Right, .face = FontFace::SansBold});
}

void TableRenderer::draw_felt(Painter& p) const {
    p.cached_layer("felt:" + rules_.name, [&] { paint_felt(p); });
}

void TableRenderer::draw_table_layer(Painter& p, int spots) const {
    // Everything that only changes with the number of hands and where the other seats' plates are: one copy per
    // frame.
    p.cached_layer("table:" + rules_.name + ":" + std::to_string(spots) + ":" + plate_layout_key(shown_), [&] {
        paint_felt(p);
        draw_plate_backgrounds(p, shown_);
        if (rules_.mode == GameMode::ThreeBets) {
            // Fixed short names under rings 68 units wide, 140 apart: they cannot meet.
            static const char* kNames[3] = {"WHO WINS", "YOUR VALUE", "DEALER VALUE"};
            for (int k = 0; k < 3; ++k) {
                const Point s = layout::prediction_spot(k);
                p.ring(s, 34, 2, palette::kFeltText.with_alpha(0.6f));
                p.text(kNames[k], {s.x, s.y + 40}, 11, palette::kFeltText.with_alpha(0.8f), Align::Center,
                       FontFace::SansBold);
            }
        } else {
            for (int h = 0; h < spots; ++h) p.ring(row(spots).bet_spot(h), 34, 2, palette::kFeltText.with_alpha(0.6f));
        }
        // The spot names and the HUD's labels are fixed short words in boxes made for them.
        p.fill_rounded(layout::kHud, 12, palette::kPanel);
        p.outline_rounded(layout::kHud, 12, 1.5f, palette::kPanelBorder);
        p.text("BANK", layout::kHudBankLabel, 13, palette::kMuted, Align::Left, FontFace::SansBold);
        if (rules_.trivia)
            p.text("TRIVIA CREDITS", layout::kHudCreditsLabel, 13, palette::kMuted, Align::Left, FontFace::SansBold);
    });
}

void TableRenderer::paint_felt(Painter& p) const {
    p.felt();
    const std::vector<std::string> lines = felt_lines(rules_);
    const Point c = layout::kRulesArcCenter;
    const float r = layout::kRulesArcRadius;
    if (!lines.empty()) p.arc_text(lines[0], c, r, 26, palette::kGold, FontFace::SansBold);
    if (lines.size() > 1) p.arc_text(lines[1], c, r + 32, 17, palette::kFeltText, FontFace::Sans);
    if (lines.size() > 2) {
        // A faint band: at 40 of 255 it lifted the felt so far that the words on it fell to 4.1:1 (the contrast check,
        // which measures the arcs' words); at 20 they stand at 4.8:1.
        p.arc_band(c, r + 62, 26, 58, 122, Color{236, 226, 190, 20});
        p.arc_band(c, r + 49, 1.5f, 58, 122, palette::kFeltText.with_alpha(0.7f));
        p.arc_band(c, r + 75, 1.5f, 58, 122, palette::kFeltText.with_alpha(0.7f));
        p.arc_text(lines[2], c, r + 62 - 8, 15, palette::kFeltText, FontFace::SansBold);
    }
    // The table's name under the dealer, between the discard tray and the shoe (a player's preset may name it long).
    p.text_line(upper(rules_.name), {640, 8}, 640,
                {.size = 13,
                 .color = palette::kFeltText.with_alpha(0.55f),
                 .align = Align::Center,
                 .face = FontFace::SansBold,
                 .min_size = 9});

    // The shoe (top right) and the discard tray's outline (top left) never change during a session; their
    // one-word names are fixed.
    const Rect shoe = Rect::centered(layout::kShoe, 118, 96);
    p.fill_rounded(shoe.inset(-6), 10, Color{40, 24, 14, 230});
    for (int i = 0; i < 4; ++i)
        p.card_back({layout::kShoe.x + 6 - static_cast<float>(i) * 3, layout::kShoe.y}, layout::kCardWidth * 0.8f);
    p.text("SHOE", {layout::kShoe.x, layout::kShoe.y + 56}, 12, palette::kFeltText.with_alpha(0.8f), Align::Center,
           FontFace::SansBold);
    const Rect tray = Rect::centered(layout::kDiscard, 118, 96);
    p.outline_rounded(tray.inset(-6), 10, 2, palette::kFeltText.with_alpha(0.5f));
    p.text("DISCARD", {layout::kDiscard.x, layout::kDiscard.y + 56}, 12, palette::kFeltText.with_alpha(0.8f),
           Align::Center, FontFace::SansBold);
}

void TableRenderer::draw_hand_label(Painter& p, const HandLabel& label, Point right_middle, float min_left) const {
    // Right-aligned to the left of the hand's first card, so a long label ("5 CARD CHARLIE") grows away from it; no
    // further left than `min_left`, where a split's hand before it ends (it then lies over its own first card).
    if (label.text.empty()) return;
    const float w = std::max(44.0f, p.text_width(label.text, 18, FontFace::SansBold) + 18);
    const Rect box{std::max(right_middle.x - w, min_left), right_middle.y - 14, w, 28};
    const bool good = label.tone == HandLabel::Tone::Good;
    p.fill_rounded(box, 14, label.tone == HandLabel::Tone::Bad ? Color{150, 30, 30, 230} : Color{0, 0, 0, 170});
    if (good) p.outline_rounded(box, 14, 2, palette::kGold);
    // The box is as wide as the label: it cannot overflow. A total is one of the table's key figures.
    p.text_line(label.text, {box.x + w / 2, right_middle.y - 11}, w,
                {.size = 18,
                 .color = good ? palette::kGold : palette::kWhite,
                 .align = Align::Center,
                 .face = FontFace::SansBold,
                 .key_figure = true});
}

void TableRenderer::draw_discard_tray(Painter& p) const {
    // Top left: its pile grows with the cards played since the shuffle.
    const int pile = std::min(12, (shown_.tray_cards + 5) / 6);
    for (int i = 0; i < pile; ++i)
        p.card_back({layout::kDiscard.x, layout::kDiscard.y - static_cast<float>(i) * 1.5f}, layout::kCardWidth * 0.8f);
}

void TableRenderer::draw_prediction_spots(Painter& p) const {
    for (int k = 0; k < 3; ++k) {
        const Point s = layout::prediction_spot(k);
        p.chip_stack(shown_.prediction_stakes[static_cast<std::size_t>(k)], rules_.chips, s, layout::kChipDiameter,
                     1.0f, layout::kPredictionWidth);
        const Outcome o = shown_.prediction_outcomes[static_cast<std::size_t>(k)];
        // Inside the ring, whose chips have gone by then: below it the row of buttons would cover the word.
        // One of the outcome words (WIN, LOSE, PUSH ...), narrower than the ring.
        if (o != Outcome::Pending)
            p.text(outcome_label(o, 0), {s.x, s.y - 9}, 15, outcome_color(o), Align::Center, FontFace::SansBold);
    }
}

layout::HandRow TableRenderer::row(int count) const { return {count, !shown_.plates.empty()}; }

void TableRenderer::draw_bet_spots(Painter& p, int spots) const {
    for (int h = 0; h < spots; ++h) {
        const Point s = row(spots).bet_spot(h);
        const std::vector<Cents> stacks = shown_.spot_stacks(h);
        // Each stake a group of columns beside the one before, centred on the spot (chip_layout.h).
        p.chip_columns(lay_out_chips(stacks, rules_.chips, layout::kChipDiameter, row(spots).bet_spot_width()), s);
        Cents shown = 0;
        for (Cents stake : stacks) shown += stake;
        if (shown > 0)
            p.text_line(money_text(shown), {s.x, s.y + 40}, row(spots).bet_spot_width(),
                        {.size = 15,
                         .color = palette::kWhite,
                         .align = Align::Center,
                         .face = FontFace::SansBold,
                         .key_figure = true});
    }
    shown_.side_spots.draw(p, rules_, shown_.hands.empty(), shown_.hands.size() > 1);
    draw_insurance(p);
}

void TableRenderer::draw_insurance(Painter& p) const {
    const Point label_at{layout::kInsuranceSpot.x, layout::kInsuranceSpot.y + 26};
    if (shown_.insurance > 0) {
        p.chip_stack(shown_.insurance, rules_.chips, layout::kInsuranceSpot, layout::kChipDiameter * 0.8f, 1.0f,
                     layout::kInsuranceWidth);
        if (shown_.insurance_result.empty())
            p.text("INSURANCE " + money_text(shown_.insurance), label_at, 12, palette::kWhite, Align::Center,
                   FontFace::SansBold);
    }
    // Beside the insurance spot; at a table of several (plates either side) under it, between the plates.
    if (!shown_.insurance_result.empty())
        p.text(shown_.insurance_result,
               shown_.plates.empty() ? layout::kInsuranceResult : layout::kInsuranceResultBetweenPlates, 16,
               shown_.insurance_won ? palette::kWin : palette::kLose, Align::Center, FontFace::SansBold);
}

void TableRenderer::draw_card(Painter& p, const CardSprite& c) {
    if (!c.visible) return;
    const bool face = c.turn >= 0.5f;
    const float squeeze = std::abs(c.turn - 0.5f) * 2.0f;
    p.card(c.card, c.pos, layout::kCardWidth * c.scale, face, std::max(0.02f, squeeze), c.alpha);
}

// Each card in turn, a side bet's winning card with its outline before the next card lies over it.
void TableRenderer::draw_hand_cards(Painter& p, const std::vector<SpriteId>& ids) const {
    for (const SpriteId id : ids)
        if (const CardSprite* c = shown_.card(id)) {
            draw_card(p, *c);
            if (shown_.side_spots.won_with(id)) SideBetSpots::outline_winning_card(p, *c);
        }
}

void TableRenderer::draw_cards(Painter& p, int active_hand) const {
    // Cards on their way to the tray, then the dealer's and the player's.
    for (const CardSprite* c : shown_.cards(shown_.discarding)) draw_card(p, *c);
    draw_hand_cards(p, shown_.dealer);
    if (!shown_.dealer.empty())
        draw_hand_label(p, dealer_label(rules_, shown_),
                        {layout::dealer_slot(0).x - layout::kCardWidth / 2 - 12, layout::kDealerY});
    const int n = static_cast<int>(shown_.hands.size());
    for (int h = 0; h < n; ++h) draw_player_hand(p, h, h == active_hand);
}

void TableRenderer::draw_player_hand(Painter& p, int h, bool active) const {
    const int n = static_cast<int>(shown_.hands.size());
    const HandView& hv = shown_.hands[static_cast<std::size_t>(h)];
    draw_hand_cards(p, hv.cards);
    const layout::HandRow hands = row(n);
    const float x = hands.x(h);
    const float card_w = layout::kCardWidth * hands.card_scale();
    if (active) {
        const float y = layout::kPlayerY + layout::kCardHeight * hands.card_scale() / 2 + 14;
        p.fill_rounded(Rect::centered({x, y}, 120 * hands.card_scale(), 6), 3, palette::kFocus);
    }
    // A split's hand before this one may reach towards it with its cards.
    const std::size_t before = h > 0 ? shown_.hands[static_cast<std::size_t>(h - 1)].cards.size() : 0;
    const float min_left = before > 0 ? hands.slot(h - 1, static_cast<int>(before) - 1).x + card_w / 2 + 6 : -1e9f;
    if (hv.cards.empty()) {
    } else if (hands.tight()) {
        // Between the plates the hands stand close: the label sits above its own cards, not beside them.
        const float above = layout::kPlayerY - layout::kCardHeight * hands.card_scale() / 2 - 18;
        draw_hand_label(p, player_label(rules_, shown_, h), {x + 22, above}, x - 60);
    } else {
        draw_hand_label(p, player_label(rules_, shown_, h), {hands.slot(h, 0).x - card_w / 2 - 12, layout::kPlayerY},
                        min_left);
    }
    draw_banner(p, h);
}

void TableRenderer::draw_banner(Painter& p, int h) const {
    const HandView& hv = shown_.hands[static_cast<std::size_t>(h)];
    if (hv.banner.empty() || hv.banner_alpha <= 0) return;
    const float x = row(static_cast<int>(shown_.hands.size())).x(h);
    const float w = p.text_width(hv.banner, 20, FontFace::SansBold) + 28;
    const Rect b = Rect::centered({x + 20, layout::kPlayerY + 34}, w, 36);
    // Nearly opaque: the banner sits over the lower edge of the cards and must read at a glance.
    p.fill_rounded(b, 8, Color{8, 12, 10, 255}.with_alpha(hv.banner_alpha * 0.92f));
    p.outline_rounded(b, 8, 2, outcome_color(hv.outcome).with_alpha(hv.banner_alpha));
    // The banner's box is as wide as its text.
    p.text(hv.banner, {x + 20, b.y + 6}, 20, outcome_color(hv.outcome).with_alpha(hv.banner_alpha), Align::Center,
           FontFace::SansBold);
}

}  // namespace bjt::game

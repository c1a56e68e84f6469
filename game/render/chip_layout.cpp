#include "game/render/chip_layout.h"

#include <algorithm>

#include "game/render/chip_pile.h"

namespace bjt::game {

namespace {
constexpr float kColumnStep = 1.06f;  // a column's centre to the next one's, in diameters: a sliver of felt between
constexpr float kGroupGap = 0.35f;  // more felt between two stakes, in diameters
constexpr float kSmallest = 0.7f;  // the chips shrink no further before the columns start to overlap
}  // namespace

std::vector<ChipColumn> chip_columns(Cents amount, const std::vector<Cents>& denominations) {
    std::vector<ChipColumn> columns;
    for (Cents chip : chip_pile(amount, denominations)) {
        if (!columns.empty() && columns.back().value == chip)
            ++columns.back().count;
        else
            columns.push_back({chip, 1});
    }
    return columns;
}

ChipLayout lay_out_chips(const std::vector<Cents>& stakes, const std::vector<Cents>& denominations, float diameter,
                         float max_width) {
    ChipLayout out;
    int groups = 0;
    for (Cents stake : stakes) {
        const std::vector<ChipColumn> columns = chip_columns(stake, denominations);
        if (columns.empty()) continue;
        for (const ChipColumn& c : columns) out.columns.push_back({c, 0, groups});
        ++groups;
    }
    if (out.columns.empty()) return out;
    // Everything but the first column's own width, in diameters: what may close up when room is short.
    const float spread =
        static_cast<float>(out.columns.size() - 1) * kColumnStep + static_cast<float>(groups - 1) * kGroupGap;
    float d = std::min(diameter, std::max(diameter * kSmallest, max_width / (1 + spread)));
    d = std::min(d, max_width);
    const float close_up = spread > 0 ? std::clamp((max_width / d - 1) / spread, 0.0f, 1.0f) : 1.0f;
    const float step = kColumnStep * close_up * d;
    const float gap = kGroupGap * close_up * d;
    float x = 0;
    for (std::size_t i = 0; i < out.columns.size(); ++i) {
        if (i > 0) x += step + (out.columns[i].group != out.columns[i - 1].group ? gap : 0);
        out.columns[i].x = x;
    }
    out.diameter = d;
    out.width = x + d;
    for (PlacedColumn& c : out.columns) c.x -= x / 2;  // centred on the spot
    return out;
}

}  // namespace bjt::game

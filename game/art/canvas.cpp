#include "game/art/canvas.h"

namespace bjt::game {

Canvas::Canvas(int width, int height, Rgba fill)
    : width_(std::max(width, 0)),
      height_(std::max(height, 0)),
      pixels_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), fill) {}

void Canvas::blend(int x, int y, Rgba colour, float coverage) {
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
    Rgba& dst = pixels_[index(x, y)];
    const float sa = static_cast<float>(colour.a) / 255.0f * coverage;
    if (sa <= 0.0f) return;
    if (sa >= 1.0f) {
        dst = Rgba{colour.r, colour.g, colour.b, 255};
        return;
    }
    const float da = static_cast<float>(dst.a) / 255.0f;
    const float out_a = sa + da * (1.0f - sa);
    const float keep = da * (1.0f - sa);
    auto channel = [&](std::uint8_t s, std::uint8_t d) {
        const float v = (static_cast<float>(s) * sa + static_cast<float>(d) * keep) / out_a;
        return static_cast<std::uint8_t>(std::clamp(v + 0.5f, 0.0f, 255.0f));
    };
    dst = Rgba{channel(colour.r, dst.r), channel(colour.g, dst.g), channel(colour.b, dst.b),
               static_cast<std::uint8_t>(std::clamp(out_a * 255.0f + 0.5f, 0.0f, 255.0f))};
}

void Canvas::draw_mask(const AlphaMask& mask, int x, int y, Rgba colour, bool rotate180) {
    for (int my = 0; my < mask.height; ++my) {
        for (int mx = 0; mx < mask.width; ++mx) {
            const std::uint8_t c = rotate180 ? mask.at(mask.width - 1 - mx, mask.height - 1 - my) : mask.at(mx, my);
            if (c != 0) blend(x + mx, y + my, colour, static_cast<float>(c) / 255.0f);
        }
    }
}

void Canvas::draw_canvas(const Canvas& source, int x, int y, bool rotate180) {
    for (int sy = 0; sy < source.height(); ++sy) {
        for (int sx = 0; sx < source.width(); ++sx) {
            const Rgba c =
                rotate180 ? source.pixel(source.width() - 1 - sx, source.height() - 1 - sy) : source.pixel(sx, sy);
            if (c.a != 0) blend(x + sx, y + sy, Rgba{c.r, c.g, c.b, 255}, static_cast<float>(c.a) / 255.0f);
        }
    }
}

}  // namespace bjt::game

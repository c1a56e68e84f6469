#include "game/art/chip_style.h"

#include <array>
#include <cstdint>

namespace bjt::game {
namespace {

constexpr Rgba white{236, 234, 226, 255};
constexpr Rgba cream{250, 246, 232, 255};
constexpr Rgba ink{28, 28, 32, 255};

ChipStyle on_light_inlay(Rgba body, Rgba insert) { return ChipStyle{body, insert, cream, body}; }

}  // namespace

ChipStyle chip_style(bjt::Cents value) {
    switch (value) {
        case 100: return ChipStyle{white, Rgba{34, 84, 176, 255}, Rgba{250, 250, 246, 255}, Rgba{34, 84, 176, 255}};
        case 250: return on_light_inlay(Rgba{226, 110, 160, 255}, white);
        case 500: return on_light_inlay(Rgba{190, 26, 38, 255}, white);
        case 1000: return on_light_inlay(Rgba{30, 96, 190, 255}, white);
        case 2500: return on_light_inlay(Rgba{22, 128, 62, 255}, white);
        case 10000: return ChipStyle{Rgba{26, 26, 30, 255}, white, cream, ink};
        case 50000: return on_light_inlay(Rgba{104, 40, 142, 255}, Rgba{246, 206, 70, 255});
        case 100000: return ChipStyle{Rgba{236, 192, 36, 255}, ink, cream, ink};
        case 500000: return on_light_inlay(Rgba{232, 112, 28, 255}, ink);
        default: break;
    }
    // Any other value: a stable pick (a multiplicative hash of the value) from colours unlike the standard ones.
    static constexpr std::array<Rgba, 6> palette{Rgba{0, 150, 160, 255},   Rgba{122, 76, 40, 255},
                                                 Rgba{128, 130, 138, 255}, Rgba{150, 180, 40, 255},
                                                 Rgba{200, 70, 120, 255},  Rgba{70, 60, 160, 255}};
    const auto hash = static_cast<std::uint64_t>(value) * 0x9E3779B97F4A7C15ull;
    const Rgba body = palette[(hash >> 32) % palette.size()];
    return ChipStyle{body, white, cream, body};
}

std::string chip_label(bjt::Cents value) {
    if (value <= 0) return "0";
    if (value % 100 != 0) {
        if (value < 100) return std::to_string(value) + "\xC2\xA2";  // cents sign
        const std::string cents = std::to_string(value % 100);
        return std::to_string(value / 100) + "." + (cents.size() == 1 ? "0" + cents : cents);
    }
    const bjt::Cents dollars = value / 100;
    auto scaled = [](bjt::Cents v, bjt::Cents unit, const char* suffix) -> std::string {
        if (v % unit == 0) return std::to_string(v / unit) + suffix;
        return std::to_string(v / unit) + "." + std::to_string((v % unit) / (unit / 10)) + suffix;
    };
    if (dollars >= 1000000 && dollars % 100000 == 0) return scaled(dollars, 1000000, "M");
    if (dollars >= 1000 && dollars % 100 == 0) return scaled(dollars, 1000, "K");
    return std::to_string(dollars);
}

}  // namespace bjt::game

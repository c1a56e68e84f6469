// App::set_option(): a script's `opt NAME VALUE` (docs/game-scripts.md), each a setting of the options window.
#include <charconv>

#include "game/app/app.h"

namespace bjt::game {

namespace {

std::optional<bool> on_off(std::string_view v) {
    if (v == "on") return true;
    if (v == "off") return false;
    return std::nullopt;
}

}  // namespace

std::string App::set_option(std::string_view name, std::string_view value) {
    if (name == "high-contrast") {
        const std::optional<bool> on = on_off(value);
        if (!on) return "opt high-contrast on|off";
        settings_.high_contrast = *on;
        frames_.redraw = 3;
        return "";
    }
    if (name == "speech-volume") {
        int percent = -1;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), percent);
        if (ec != std::errc() || end != value.data() + value.size() || percent < 0 || percent > 100)
            return "opt speech-volume 0..100";
        settings_.speech_volume = static_cast<float>(percent) / 100;
        return "";
    }
    return "unknown option '" + std::string(name) + "' (high-contrast, speech-volume)";
}

}  // namespace bjt::game

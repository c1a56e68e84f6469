#pragma once
// The animation speeds, in one table: the name the settings file and scripts use, the label the options
// menu shows and the factor on animation time. Everything that names a speed reads it from here.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bjt::game {

enum class AnimationSpeed : std::uint8_t { Slow, Normal, Fast, Instant };

struct AnimationSpeedInfo {
    AnimationSpeed speed;
    const char* key;  // settings.yaml's display.animation_speed, a script's `speed NAME`
    const char* label;  // the options menu
    float time_factor;  // Instant skips the animations instead (TableView::update)
};

// In enum order, so speed_info() can index it.
inline constexpr std::array<AnimationSpeedInfo, 4> kAnimationSpeeds{{
    {AnimationSpeed::Slow, "slow", "Slow", 0.5f},
    {AnimationSpeed::Normal, "normal", "Normal", 1.0f},
    {AnimationSpeed::Fast, "fast", "Fast", 2.5f},
    {AnimationSpeed::Instant, "instant", "Instant", 1.0f},
}};

inline const AnimationSpeedInfo& speed_info(AnimationSpeed s) { return kAnimationSpeeds[static_cast<std::size_t>(s)]; }

inline std::optional<AnimationSpeed> parse_animation_speed(std::string_view key) {
    for (const AnimationSpeedInfo& s : kAnimationSpeeds)
        if (key == s.key) return s.speed;
    return std::nullopt;
}

}  // namespace bjt::game

#pragma once
// What the player chooses in the options window. Kept for the session (saving them is the saves
// module's job).
#include <cstdint>

namespace bjt::game {

enum class AnimationSpeed : std::uint8_t { Slow, Normal, Fast, Instant };

struct Settings {
    bool fullscreen = false;
    bool vsync = true;
    bool four_colour_deck = false;
    AnimationSpeed speed = AnimationSpeed::Normal;
    float volume = 0.8f;  // master volume, 0..1
    bool muted = false;

    // Time multiplier for the animation queue.
    float speed_factor() const {
        switch (speed) {
            case AnimationSpeed::Slow: return 0.5f;
            case AnimationSpeed::Normal: return 1.0f;
            case AnimationSpeed::Fast: return 2.5f;
            case AnimationSpeed::Instant: return 1.0f;
        }
        return 1.0f;
    }
};

}  // namespace bjt::game

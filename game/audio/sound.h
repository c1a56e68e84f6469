#pragma once
// The sound effects the game plays. Each is synthesized at start-up (synth.h); none comes from a file.
#include <array>

namespace bjt::game {

enum class Sound { Deal, Flip, Chip, Button, Win, Lose, Blackjack, Shuffle, Right, Wrong };

inline constexpr std::array<Sound, 10> all_sounds{Sound::Deal,  Sound::Flip, Sound::Chip,      Sound::Button,
                                                  Sound::Win,   Sound::Lose, Sound::Blackjack, Sound::Shuffle,
                                                  Sound::Right, Sound::Wrong};

// "deal", "flip", ... (for logs and the WAV names of throwaway checks).
const char* sound_name(Sound s);

}  // namespace bjt::game

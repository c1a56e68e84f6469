#pragma once
// Plays the synthesized effects through SDL2_mixer. open() starts SDL's audio subsystem, opens the device and
// renders every effect once into buffers this object owns (Mix_QuickLoad_RAW chunks point into them). When
// there is no usable device (CI, a headless box, SDL_AUDIODRIVER=dummy) open() returns false and play() does
// nothing: the game simply runs silent.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "game/audio/sound.h"

struct Mix_Chunk;

namespace bjt::game {

class SoundBank {
public:
    SoundBank() = default;
    ~SoundBank();
    SoundBank(const SoundBank&) = delete;
    SoundBank& operator=(const SoundBank&) = delete;

    // allow_dummy_driver: also open SDL's "dummy" (silent) driver, so tests can exercise the whole path.
    bool open(bool allow_dummy_driver = false);
    void close();
    bool available() const { return open_; }
    // Why open() returned false ("" when it did not).
    const std::string& error() const { return error_; }

    void play(Sound s);
    void set_volume(float v);  // 0..1 master volume
    void set_muted(bool m);
    float volume() const { return volume_; }
    bool muted() const { return muted_; }

    // The device format the effects were rendered for (valid while available()).
    int device_rate() const { return rate_; }
    int device_channels() const { return channels_; }

private:
    void apply_volume();
    bool build_chunks();

    bool open_ = false;
    bool audio_subsystem_ = false;
    std::string error_;
    float volume_ = 0.8f;
    bool muted_ = false;
    int rate_ = 0;
    int channels_ = 0;
    std::array<std::vector<std::uint8_t>, all_sounds.size()> pcm_{};  // device-format bytes the chunks point at
    std::array<Mix_Chunk*, all_sounds.size()> chunks_{};
};

}  // namespace bjt::game

#include "game/audio/sound_bank.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "game/audio/synth.h"

namespace bjt::game {
namespace {

constexpr int wanted_rate = 48000;
constexpr int mixing_channels = 16;  // enough for a riffle, a deal, chips and a fanfare at once

}  // namespace

SoundBank::~SoundBank() { close(); }

bool SoundBank::open(bool allow_dummy_driver) {
    if (open_) return true;
    error_.clear();
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        error_ = std::string("no audio: ") + SDL_GetError();
        return false;
    }
    audio_subsystem_ = true;
    const char* driver = SDL_GetCurrentAudioDriver();
    const bool silent_driver =
        driver != nullptr && (std::strcmp(driver, "dummy") == 0 || std::strcmp(driver, "disk") == 0);
    if (silent_driver && !allow_dummy_driver) {
        error_ = std::string("no audio device (driver '") + driver + "')";
        close();
        return false;
    }
    // Let SDL convert to whatever the hardware wants; the chunks are then rendered for the format actually
    // obtained (queried below), since Mix_QuickLoad_RAW takes bytes as they are.
    if (Mix_OpenAudio(wanted_rate, AUDIO_S16SYS, 2, 1024) != 0) {
        error_ = std::string("cannot open audio device: ") + Mix_GetError();
        close();
        return false;
    }
    open_ = true;
    Mix_AllocateChannels(mixing_channels);
    if (!build_chunks()) {
        close();
        return false;
    }
    apply_volume();
    return true;
}

bool SoundBank::build_chunks() {
    int rate = 0, channels = 0;
    Uint16 format = 0;
    if (Mix_QuerySpec(&rate, &format, &channels) == 0) {
        error_ = std::string("audio device format unknown: ") + Mix_GetError();
        return false;
    }
    rate_ = rate;
    channels_ = channels;
    for (std::size_t i = 0; i < all_sounds.size(); ++i) {
        // Synthesize at the device rate (no resampling), then let SDL convert mono int16 to the device's
        // sample format and channel count.
        const std::vector<std::int16_t> mono = synthesize(all_sounds[i], rate);
        SDL_AudioCVT cvt;
        if (SDL_BuildAudioCVT(&cvt, AUDIO_S16SYS, 1, rate, format, static_cast<Uint8>(channels), rate) < 0) {
            error_ = std::string("cannot convert effects to the device format: ") + SDL_GetError();
            return false;
        }
        const auto bytes = static_cast<int>(mono.size() * sizeof(std::int16_t));
        std::vector<std::uint8_t>& buffer = pcm_[i];
        buffer.assign(static_cast<std::size_t>(bytes) * static_cast<std::size_t>(std::max(1, cvt.len_mult)), 0);
        std::memcpy(buffer.data(), mono.data(), static_cast<std::size_t>(bytes));
        cvt.buf = buffer.data();
        cvt.len = bytes;
        if (cvt.needed && SDL_ConvertAudio(&cvt) != 0) {
            error_ = std::string("cannot convert effects to the device format: ") + SDL_GetError();
            return false;
        }
        buffer.resize(static_cast<std::size_t>(cvt.needed ? cvt.len_cvt : bytes));
        chunks_[i] = Mix_QuickLoad_RAW(buffer.data(), static_cast<Uint32>(buffer.size()));
        if (chunks_[i] == nullptr) {
            error_ = std::string("cannot make sound chunk: ") + Mix_GetError();
            return false;
        }
    }
    return true;
}

void SoundBank::close() {
    if (open_) {
        Mix_HaltChannel(-1);  // nothing may still read our buffers
        for (Mix_Chunk*& chunk : chunks_) {
            if (chunk != nullptr) Mix_FreeChunk(chunk);  // QuickLoad chunks do not own their bytes
            chunk = nullptr;
        }
        Mix_CloseAudio();
        open_ = false;
    }
    for (auto& buffer : pcm_) std::vector<std::uint8_t>().swap(buffer);
    if (audio_subsystem_) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        audio_subsystem_ = false;
    }
    rate_ = channels_ = 0;
}

void SoundBank::play(Sound s) {
    if (!open_ || muted_) return;
    const auto i = static_cast<std::size_t>(s);
    if (i >= chunks_.size() || chunks_[i] == nullptr) return;
    // -1: the first free channel. When all are busy the effect is dropped, which is the right call for
    // short table sounds (the mix would be mud anyway).
    Mix_PlayChannel(-1, chunks_[i], 0);
}

void SoundBank::set_volume(float v) {
    volume_ = std::isfinite(v) ? std::clamp(v, 0.0f, 1.0f) : volume_;
    apply_volume();
}

void SoundBank::set_muted(bool m) {
    muted_ = m;
    if (open_ && m) Mix_HaltChannel(-1);
    apply_volume();
}

void SoundBank::apply_volume() {
    if (!open_) return;
    const int level = muted_ ? 0 : static_cast<int>(std::lround(volume_ * MIX_MAX_VOLUME));
    Mix_Volume(-1, level);
}

}  // namespace bjt::game

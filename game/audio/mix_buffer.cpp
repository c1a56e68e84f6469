#include "game/audio/mix_buffer.h"

#include <algorithm>
#include <cmath>

namespace bjt::game {

MixBuffer::MixBuffer(int rate, float seconds)
    : rate_(rate),
      samples_(static_cast<std::size_t>(std::max(1.0f, std::ceil(seconds * static_cast<float>(rate)))), 0.0f) {}

std::size_t MixBuffer::index_at(float seconds) const {
    return static_cast<std::size_t>(std::max(0.0f, std::round(seconds * static_cast<float>(rate_))));
}

std::vector<std::int16_t> MixBuffer::to_pcm(float peak, float fade_in_ms, float fade_out_ms) const {
    float loudest = 0.0f;
    for (float s : samples_) loudest = std::max(loudest, std::fabs(s));
    const float gain = loudest > 0.0f ? std::clamp(peak, 0.0f, 1.0f) * 32767.0f / loudest : 0.0f;
    const auto n = samples_.size();
    const auto fade_in = static_cast<std::size_t>(fade_in_ms * 0.001f * static_cast<float>(rate_));
    const auto fade_out = static_cast<std::size_t>(fade_out_ms * 0.001f * static_cast<float>(rate_));
    std::vector<std::int16_t> pcm(n);
    for (std::size_t i = 0; i < n; ++i) {
        float g = gain;
        // Raised-cosine ramps: smooth in value and slope, so the ends are inaudible.
        if (fade_in > 0 && i < fade_in)
            g *= 0.5f - 0.5f * std::cos(3.14159265f * static_cast<float>(i) / static_cast<float>(fade_in));
        const std::size_t from_end = n - 1 - i;
        if (fade_out > 0 && from_end < fade_out) {
            g *= 0.5f - 0.5f * std::cos(3.14159265f * static_cast<float>(from_end) / static_cast<float>(fade_out));
        }
        pcm[i] = static_cast<std::int16_t>(std::clamp(std::lround(samples_[i] * g), -32767L, 32767L));
    }
    return pcm;
}

}  // namespace bjt::game

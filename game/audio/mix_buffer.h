#pragma once
// A floating-point scratch track the synthesizer adds voices into, then normalises to a chosen peak and
// converts to 16-bit PCM with short fades at both ends so no effect starts or stops with a click.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace bjt::game {

class MixBuffer {
public:
    MixBuffer(int rate, float seconds);

    int rate() const { return rate_; }
    std::size_t size() const { return samples_.size(); }
    std::size_t index_at(float seconds) const;
    float& at(std::size_t i) { return samples_[i]; }
    void add(std::size_t i, float v) {
        if (i < samples_.size()) samples_[i] += v;
    }

    // Scales so the loudest sample is `peak` (0..1 of full scale), fades in over fade_in_ms and out over
    // fade_out_ms, and rounds to int16. A silent buffer stays silent.
    std::vector<std::int16_t> to_pcm(float peak, float fade_in_ms = 1.0f, float fade_out_ms = 6.0f) const;

private:
    int rate_;
    std::vector<float> samples_;
};

}  // namespace bjt::game

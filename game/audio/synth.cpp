#include "game/audio/synth.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <vector>

#include "game/audio/biquad.h"
#include "game/audio/mix_buffer.h"
#include "game/audio/white_noise.h"

namespace bjt::game {
namespace {

constexpr float two_pi = 6.28318530718f;

// Note frequencies (equal temperament, A4 = 440 Hz).
constexpr float G4 = 392.00f, C5 = 523.25f, E5 = 659.26f, G5 = 783.99f, C6 = 1046.50f, E4 = 329.63f, E6 = 1318.51f;

// Attack then exponential decay: a quarter-sine rise over `attack` seconds (no corner, so no click), then
// e^(-t / tau).
float attack_decay(float t, float attack, float tau) {
    if (t < 0.0f) return 0.0f;
    if (t < attack) return std::sin(0.25f * two_pi * t / attack);
    return std::exp(-(t - attack) / tau);
}

// Attack, hold at full level, then a raised-cosine release to silence at `length`.
float attack_hold_release(float t, float attack, float release, float length) {
    if (t < 0.0f || t >= length) return 0.0f;
    if (t < attack) return std::sin(0.25f * two_pi * t / attack);
    const float to_end = length - t;
    if (to_end < release) return 0.5f - 0.5f * std::cos(0.5f * two_pi * to_end / release);
    return 1.0f;
}

struct Partial {
    float ratio;  // of the fundamental
    float amp;
    float tau;  // decay time constant, seconds
};

// A struck or plucked tone: partials with their own decays (upper partials die first, as in bells and strings).
void add_struck(MixBuffer& b, float start, float freq, std::initializer_list<Partial> partials, float attack,
                float length, float gain) {
    const std::size_t first = b.index_at(start);
    const std::size_t count = b.index_at(length);
    const auto rate = static_cast<float>(b.rate());
    for (std::size_t i = 0; i < count; ++i) {
        const float t = static_cast<float>(i) / rate;
        float v = 0.0f;
        for (const Partial& p : partials) {
            if (freq * p.ratio >= rate * 0.45f) continue;  // keep below Nyquist
            v += p.amp * attack_decay(t, attack, p.tau) * std::sin(two_pi * freq * p.ratio * t);
        }
        b.add(first + i, gain * v);
    }
}

// A held, band-limited tone whose harmonics follow 1/n^rolloff (1: saw-like brass, 2 with odd only: soft),
// with a pitch glide of `bend` semitones over its length.
void add_held(MixBuffer& b, float start, float freq, float length, float attack, float release, int harmonics,
              float rolloff, bool odd_only, float bend, float gain) {
    const std::size_t first = b.index_at(start);
    const std::size_t count = b.index_at(length);
    const auto rate = static_cast<float>(b.rate());
    // Harmonic weights do not change over the note: work them out once.
    std::vector<float> weights;
    for (int n = 1; n <= harmonics; n += odd_only ? 2 : 1) {
        weights.push_back(1.0f / std::pow(static_cast<float>(n), rolloff));
        if (odd_only) weights.push_back(0.0f);
    }
    const float top_freq = freq * std::max(1.0f, std::pow(2.0f, bend / 12.0f));
    const auto usable = static_cast<std::size_t>(std::max(1.0f, std::floor(rate * 0.45f / top_freq)));  // below Nyquist
    weights.resize(std::min(weights.size(), usable));
    float phase = 0.0f;
    for (std::size_t i = 0; i < count; ++i) {
        const float t = static_cast<float>(i) / rate;
        const float f = bend == 0.0f ? freq : freq * std::pow(2.0f, bend * (t / length) / 12.0f);
        phase += f / rate;
        phase -= std::floor(phase);
        float v = 0.0f;
        for (std::size_t n = 0; n < weights.size(); ++n) {
            if (weights[n] != 0.0f) v += weights[n] * std::sin(two_pi * phase * static_cast<float>(n + 1));
        }
        b.add(first + i, gain * attack_hold_release(t, attack, release, length) * v);
    }
}

// A burst of filtered noise under an attack/decay envelope.
void add_noise(MixBuffer& b, WhiteNoise& noise, float start, float length, Biquad filter, float attack, float tau,
               float gain) {
    const std::size_t first = b.index_at(start);
    const std::size_t count = b.index_at(length);
    const auto rate = static_cast<float>(b.rate());
    for (std::size_t i = 0; i < count; ++i) {
        const float t = static_cast<float>(i) / rate;
        b.add(first + i, gain * attack_decay(t, attack, tau) * filter.process(noise.next()));
    }
}

// Card leaving the shoe: a bright filtered-noise flick whose band slides down as the card slows, over a
// soft low brush of the card landing on felt.
std::vector<std::int16_t> deal(int rate) {
    const auto r = static_cast<float>(rate);
    MixBuffer b(rate, 0.11f);
    WhiteNoise noise(0xDEA1);
    Biquad band = Biquad::band_pass(r, 4200.0f, 1.1f);
    const std::size_t count = b.index_at(0.09f);
    for (std::size_t i = 0; i < count; ++i) {
        const float t = static_cast<float>(i) / r;
        if (i % 32 == 0) band = Biquad::band_pass(r, 4200.0f - 18000.0f * t, 1.1f);  // sweep down
        b.add(i, attack_decay(t, 0.0015f, 0.016f) * band.process(noise.next()));
    }
    add_noise(b, noise, 0.012f, 0.08f, Biquad::low_pass(r, 700.0f), 0.004f, 0.02f, 0.9f);
    return b.to_pcm(0.5f);
}

// Card turned over: a dry snap as it lifts, a slightly louder, lower one as it lands face up.
std::vector<std::int16_t> flip(int rate) {
    const auto r = static_cast<float>(rate);
    MixBuffer b(rate, 0.12f);
    WhiteNoise noise(0xF11D);
    add_noise(b, noise, 0.0f, 0.03f, Biquad::high_pass(r, 2500.0f), 0.0005f, 0.005f, 0.7f);
    add_struck(b, 0.0f, 1900.0f, {{1.0f, 1.0f, 0.006f}}, 0.0005f, 0.03f, 0.15f);
    add_noise(b, noise, 0.05f, 0.06f, Biquad::band_pass(r, 2600.0f, 0.9f), 0.0008f, 0.009f, 1.6f);
    add_struck(b, 0.05f, 1300.0f, {{1.0f, 1.0f, 0.008f}}, 0.0008f, 0.04f, 0.2f);
    return b.to_pcm(0.55f);
}

// Clay chips clacking: two bright, inharmonic clicks 45 ms apart, the second a little softer and higher.
std::vector<std::int16_t> chip(int rate) {
    const auto r = static_cast<float>(rate);
    MixBuffer b(rate, 0.16f);
    WhiteNoise noise(0xC41B);
    for (int k = 0; k < 2; ++k) {
        const float start = 0.045f * static_cast<float>(k);
        const float gain = k == 0 ? 1.0f : 0.75f;
        const float f = k == 0 ? 2800.0f : 3000.0f;
        add_struck(b, start, f, {{1.0f, 1.0f, 0.012f}, {1.56f, 0.6f, 0.009f}, {2.18f, 0.4f, 0.006f}}, 0.0003f, 0.09f,
                   gain);
        add_noise(b, noise, start, 0.02f, Biquad::high_pass(r, 5000.0f), 0.0002f, 0.0025f, 1.2f * gain);
    }
    return b.to_pcm(0.6f);
}

// A soft UI click: a short sine blip with a whisper of low-passed noise, quieter than the table sounds.
std::vector<std::int16_t> button(int rate) {
    const auto r = static_cast<float>(rate);
    MixBuffer b(rate, 0.06f);
    WhiteNoise noise(0xB077);
    add_struck(b, 0.0f, 1100.0f, {{1.0f, 1.0f, 0.01f}, {2.0f, 0.3f, 0.006f}}, 0.001f, 0.05f, 1.0f);
    add_noise(b, noise, 0.0f, 0.02f, Biquad::low_pass(r, 3000.0f), 0.0005f, 0.003f, 0.5f);
    return b.to_pcm(0.3f);
}

// Winning hand: a rising C major arpeggio of soft bell-like notes, the top note left to ring.
std::vector<std::int16_t> win(int rate) {
    MixBuffer b(rate, 1.05f);
    const float notes[] = {C5, E5, G5, C6};
    for (int i = 0; i < 4; ++i) {
        const float tau = i == 3 ? 0.45f : 0.25f;
        add_struck(b, 0.1f * static_cast<float>(i), notes[i],
                   {{1.0f, 1.0f, tau}, {2.0f, 0.35f, tau * 0.6f}, {3.0f, 0.12f, tau * 0.4f}, {4.0f, 0.05f, tau * 0.3f}},
                   0.006f, 1.05f - 0.1f * static_cast<float>(i), 1.0f);
    }
    return b.to_pcm(0.6f);
}

// Losing hand: two soft, falling notes a minor third apart (G4 down to E4), the second sagging flat.
std::vector<std::int16_t> lose(int rate) {
    MixBuffer b(rate, 0.95f);
    add_held(b, 0.0f, G4, 0.3f, 0.02f, 0.08f, 9, 2.0f, true, 0.0f, 1.0f);
    add_held(b, 0.32f, E4, 0.6f, 0.02f, 0.3f, 9, 2.0f, true, -0.5f, 1.0f);
    return b.to_pcm(0.36f);  // sustained, so a lower peak matches the clicks' loudness
}

// Blackjack: a bright brass-like pickup (G4 C5 E5 G5) into a held C major chord with a bell on top.
std::vector<std::int16_t> blackjack(int rate) {
    MixBuffer b(rate, 1.45f);
    const float pickup[] = {G4, C5, E5, G5};
    for (int i = 0; i < 4; ++i) {
        add_held(b, 0.09f * static_cast<float>(i), pickup[i], 0.12f, 0.008f, 0.04f, 12, 1.0f, false, 0.0f, 0.8f);
    }
    for (float f : {C5, E5, G5, C6}) add_held(b, 0.38f, f, 1.05f, 0.015f, 0.6f, 12, 1.2f, false, 0.0f, 0.55f);
    add_struck(b, 0.38f, C6 * 2.0f, {{1.0f, 1.0f, 0.5f}, {2.76f, 0.3f, 0.2f}}, 0.004f, 1.05f, 0.5f);
    return b.to_pcm(0.65f);
}

// Riffle shuffle: two packets of cards flicking past the thumbs, a run of tiny noise clicks that speeds up
// then thins out, finished by the soft brush of the bridge squaring the deck.
std::vector<std::int16_t> shuffle(int rate) {
    const auto r = static_cast<float>(rate);
    MixBuffer b(rate, 0.9f);
    WhiteNoise noise(0x5AFF);
    constexpr int clicks = 32;
    for (int i = 0; i < clicks; ++i) {
        const float x = static_cast<float>(i) / clicks;
        const float start = 0.03f + 0.55f * std::pow(x, 0.85f) + noise.uniform(-0.004f, 0.004f);
        const float swell = std::sqrt(std::sin(3.14159265f * (x * 0.9f + 0.05f)));
        const float centre = noise.uniform(2400.0f, 4200.0f);
        add_noise(b, noise, start, 0.02f, Biquad::band_pass(r, centre, 1.4f), 0.0004f, 0.0035f, swell);
    }
    add_noise(b, noise, 0.62f, 0.25f, Biquad::low_pass(r, 1800.0f), 0.03f, 0.06f, 0.35f);
    return b.to_pcm(0.5f, 1.0f, 20.0f);
}

// Right answer: a clear bell ding on E6 with a softer fifth above, inharmonic partials decaying fast.
std::vector<std::int16_t> right(int rate) {
    MixBuffer b(rate, 0.9f);
    add_struck(b, 0.0f, E6, {{1.0f, 1.0f, 0.32f}, {2.0f, 0.35f, 0.2f}, {2.76f, 0.25f, 0.12f}, {5.4f, 0.1f, 0.05f}},
               0.002f, 0.9f, 1.0f);
    add_struck(b, 0.0f, E6 * 1.5f, {{1.0f, 1.0f, 0.22f}}, 0.002f, 0.9f, 0.3f);
    return b.to_pcm(0.5f, 1.0f, 30.0f);
}

// Wrong answer: a low buzz, two square-ish tones 3 Hz apart (beating) through a low-pass, held briefly.
std::vector<std::int16_t> wrong(int rate) {
    const auto r = static_cast<float>(rate);
    MixBuffer b(rate, 0.45f);
    add_held(b, 0.0f, 110.0f, 0.45f, 0.01f, 0.08f, 25, 1.0f, true, 0.0f, 1.0f);
    add_held(b, 0.0f, 113.0f, 0.45f, 0.01f, 0.08f, 25, 1.0f, true, 0.0f, 1.0f);
    Biquad soften = Biquad::low_pass(r, 1200.0f);
    for (std::size_t i = 0; i < b.size(); ++i) b.at(i) = soften.process(b.at(i));
    return b.to_pcm(0.3f);  // sustained buzz: lower peak for the same perceived level
}

}  // namespace

const char* sound_name(Sound s) {
    switch (s) {
        case Sound::Deal: return "deal";
        case Sound::Flip: return "flip";
        case Sound::Chip: return "chip";
        case Sound::Button: return "button";
        case Sound::Win: return "win";
        case Sound::Lose: return "lose";
        case Sound::Blackjack: return "blackjack";
        case Sound::Shuffle: return "shuffle";
        case Sound::Right: return "right";
        case Sound::Wrong: return "wrong";
    }
    return "?";
}

std::vector<std::int16_t> synthesize(Sound sound, int rate) {
    rate = std::clamp(rate, 8000, 192000);
    switch (sound) {
        case Sound::Deal: return deal(rate);
        case Sound::Flip: return flip(rate);
        case Sound::Chip: return chip(rate);
        case Sound::Button: return button(rate);
        case Sound::Win: return win(rate);
        case Sound::Lose: return lose(rate);
        case Sound::Blackjack: return blackjack(rate);
        case Sound::Shuffle: return shuffle(rate);
        case Sound::Right: return right(rate);
        case Sound::Wrong: return wrong(rate);
    }
    return {};
}

}  // namespace bjt::game

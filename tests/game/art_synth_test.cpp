#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "game/audio/synth.h"

using namespace bjt::game;

namespace {

double rms(const std::vector<std::int16_t>& pcm) {
    double sum = 0;
    for (std::int16_t s : pcm) sum += static_cast<double>(s) * s;
    return std::sqrt(sum / static_cast<double>(pcm.size())) / 32768.0;
}

int peak(const std::vector<std::int16_t>& pcm) {
    int p = 0;
    for (std::int16_t s : pcm) p = std::max(p, std::abs(static_cast<int>(s)));
    return p;
}

}  // namespace

TEST_CASE("every effect is audible, below full scale, and of a sensible length", "[art][audio]") {
    constexpr int rate = 48000;
    for (Sound s : all_sounds) {
        INFO(sound_name(s));
        const auto pcm = synthesize(s, rate);
        const double seconds = static_cast<double>(pcm.size()) / rate;
        CHECK(seconds >= 0.04);
        CHECK(seconds <= 1.6);
        CHECK(rms(pcm) > 0.01);  // not silent
        CHECK(peak(pcm) > 32767 * 0.25);  // normalised to a real level
        CHECK(peak(pcm) <= 32767 * 0.66);  // headroom: several effects may overlap in the mixer
        // Starts and ends at (near) zero, so playback never clicks.
        CHECK(std::abs(static_cast<int>(pcm.front())) < 200);
        CHECK(std::abs(static_cast<int>(pcm.back())) < 200);
    }
}

TEST_CASE("synthesis is deterministic and follows the sample rate", "[art][audio]") {
    for (Sound s : all_sounds) {
        INFO(sound_name(s));
        const auto a = synthesize(s, 44100);
        const auto b = synthesize(s, 44100);
        CHECK(a == b);
        const auto c = synthesize(s, 48000);
        // Same duration at another rate: sample counts scale with the rate (within rounding).
        CHECK(std::abs(static_cast<double>(c.size()) / 48000.0 - static_cast<double>(a.size()) / 44100.0) < 0.002);
    }
}

TEST_CASE("short table sounds are short and musical cues are longer", "[art][audio]") {
    auto seconds = [](Sound s) { return static_cast<double>(synthesize(s, 48000).size()) / 48000.0; };
    for (Sound s : {Sound::Deal, Sound::Flip, Sound::Chip, Sound::Button}) CHECK(seconds(s) < 0.2);
    for (Sound s : {Sound::Win, Sound::Lose, Sound::Blackjack, Sound::Shuffle, Sound::Right}) CHECK(seconds(s) > 0.5);
    CHECK(seconds(Sound::Blackjack) > seconds(Sound::Win));  // the fanfare outlasts an ordinary win
}

TEST_CASE("effects differ from one another", "[art][audio]") {
    for (std::size_t i = 0; i < all_sounds.size(); ++i) {
        for (std::size_t j = i + 1; j < all_sounds.size(); ++j) {
            CHECK(synthesize(all_sounds[i], 22050) != synthesize(all_sounds[j], 22050));
        }
    }
}

TEST_CASE("the wrong-answer buzz is low and the right-answer bell is high", "[art][audio]") {
    // Dominant pitch by autocorrelation over 60 Hz .. 2 kHz on a window just after the attack.
    auto pitch = [](Sound s) {
        constexpr int rate = 48000;
        const auto pcm = synthesize(s, rate);
        const std::size_t from = rate / 50, window = 4096;
        REQUIRE(pcm.size() > from + window + rate / 60);
        std::vector<double> correlation;
        const int min_lag = rate / 2000, max_lag = rate / 60;
        for (int lag = min_lag; lag <= max_lag; ++lag) {
            double sum = 0;
            for (std::size_t i = from; i < from + window; ++i)
                sum += static_cast<double>(pcm[i]) * pcm[i + static_cast<std::size_t>(lag)];
            correlation.push_back(sum);
        }
        // The shortest lag that correlates almost as well as the best one is the period (longer lags that
        // score as high are whole multiples of it).
        const double best = *std::max_element(correlation.begin(), correlation.end());
        for (std::size_t i = 1; i + 1 < correlation.size(); ++i) {
            const bool local_peak = correlation[i] >= correlation[i - 1] && correlation[i] >= correlation[i + 1];
            if (local_peak && correlation[i] >= 0.85 * best)
                return static_cast<double>(rate) / (min_lag + static_cast<int>(i));
        }
        return 0.0;
    };
    const double buzz = pitch(Sound::Wrong);
    const double bell = pitch(Sound::Right);
    CHECK(buzz > 90);
    CHECK(buzz < 130);  // 110 Hz
    CHECK(bell > 1100);
    CHECK(bell < 1500);  // E6, 1318.5 Hz
}

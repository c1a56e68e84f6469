#pragma once
// A second-order IIR filter section with the coefficient formulas of Robert Bristow-Johnson's "Audio EQ
// Cookbook": enough to shape noise into card flicks and riffles and to soften buzzes.
#include <cmath>

namespace bjt::game {

class Biquad {
public:
    static Biquad low_pass(float rate, float cutoff, float q = 0.7071f) { return make(rate, cutoff, q, Kind::LowPass); }
    static Biquad high_pass(float rate, float cutoff, float q = 0.7071f) {
        return make(rate, cutoff, q, Kind::HighPass);
    }
    // Band pass with 0 dB peak gain at the centre frequency.
    static Biquad band_pass(float rate, float centre, float q) { return make(rate, centre, q, Kind::BandPass); }

    float process(float x) {
        const float y = b0_ * x + b1_ * x1_ + b2_ * x2_ - a1_ * y1_ - a2_ * y2_;
        x2_ = x1_;
        x1_ = x;
        y2_ = y1_;
        y1_ = y;
        return y;
    }

private:
    enum class Kind { LowPass, HighPass, BandPass };
    static Biquad make(float rate, float freq, float q, Kind kind) {
        constexpr float pi = 3.14159265358979f;
        const float w0 = 2.0f * pi * std::fmin(freq, rate * 0.45f) / rate;
        const float cw = std::cos(w0);
        const float alpha = std::sin(w0) / (2.0f * q);
        const float a0 = 1.0f + alpha;
        Biquad f;
        switch (kind) {
            case Kind::LowPass:
                f.b0_ = (1.0f - cw) * 0.5f / a0;
                f.b1_ = (1.0f - cw) / a0;
                f.b2_ = f.b0_;
                break;
            case Kind::HighPass:
                f.b0_ = (1.0f + cw) * 0.5f / a0;
                f.b1_ = -(1.0f + cw) / a0;
                f.b2_ = f.b0_;
                break;
            case Kind::BandPass:
                f.b0_ = alpha / a0;
                f.b1_ = 0.0f;
                f.b2_ = -alpha / a0;
                break;
        }
        f.a1_ = -2.0f * cw / a0;
        f.a2_ = (1.0f - alpha) / a0;
        return f;
    }

    float b0_ = 1, b1_ = 0, b2_ = 0, a1_ = 0, a2_ = 0;
    float x1_ = 0, x2_ = 0, y1_ = 0, y2_ = 0;
};

}  // namespace bjt::game

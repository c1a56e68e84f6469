#include <catch2/catch.hpp>

#include <SDL.h>

#include "game/audio/sound_bank.h"
#include "tests/game/art_test_support.h"

using namespace bjt::game;

TEST_CASE("without a real audio device the sound bank stays closed and silent", "[art][audio]") {
    test::use_dummy_drivers();
    SoundBank bank;
    CHECK_FALSE(bank.open());
    CHECK_FALSE(bank.available());
    CHECK_FALSE(bank.error().empty());
    for (Sound s : all_sounds) bank.play(s);  // does nothing, must not crash
    bank.set_volume(0.5f);
    CHECK(bank.volume() == Approx(0.5f));
    bank.close();
}

TEST_CASE("on SDL's silent dummy device the whole mixer path runs", "[art][audio]") {
    test::use_dummy_drivers();
    SoundBank bank;
    REQUIRE(bank.open(true));
    CHECK(bank.available());
    CHECK(bank.device_rate() >= 8000);
    CHECK(bank.device_channels() >= 1);
    for (Sound s : all_sounds) bank.play(s);
    bank.set_volume(2.0f);
    CHECK(bank.volume() == Approx(1.0f));
    bank.set_volume(-1.0f);
    CHECK(bank.volume() == Approx(0.0f));
    bank.set_muted(true);
    CHECK(bank.muted());
    bank.play(Sound::Win);
    bank.set_muted(false);
    bank.close();
    CHECK_FALSE(bank.available());
    // Opening again after a close works (the game reopens after a device change).
    REQUIRE(bank.open(true));
    bank.play(Sound::Chip);
    bank.close();
}

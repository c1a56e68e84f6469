// The settings file and the input bindings, without a window: every setting survives a write and a read;
// a broken file names file:line:column and the key at fault, keeps what it could read and never throws;
// rebinding a key takes it from the action that had it; the options menu's capture of the next key.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "game/input/input_bindings.h"
#include "game/settings/settings.h"
#include "game/settings/settings_file.h"

namespace fs = std::filesystem;
using bjt::game::AnimationSpeed;
using bjt::game::InputAction;
using bjt::game::InputBindings;
using bjt::game::Settings;

namespace {

Settings unusual_settings() {
    Settings s;
    s.fullscreen = true;
    s.vsync = false;
    s.four_colour_deck = true;
    s.high_contrast = true;
    s.speed = AnimationSpeed::Fast;
    s.reduced_motion = true;
    s.speak = true;
    s.text_scale = 1.25f;
    s.volume = 0.3f;
    s.speech_volume = 0.4f;
    s.muted = true;
    s.answer_seconds = 25;
    s.excluded_categories = {"Sports", "Film & TV"};
    s.even_categories = true;
    s.warn_misplay = true;
    s.show_round_skill = true;
    s.bindings.set_key(InputAction::Hit, SDLK_j);
    s.bindings.set_button(InputAction::Double, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    return s;
}

void check_same(const Settings& a, const Settings& b) {
    CHECK(a.fullscreen == b.fullscreen);
    CHECK(a.vsync == b.vsync);
    CHECK(a.four_colour_deck == b.four_colour_deck);
    CHECK(a.high_contrast == b.high_contrast);
    CHECK(a.speed == b.speed);
    CHECK(a.reduced_motion == b.reduced_motion);
    CHECK(a.speak == b.speak);
    CHECK(a.text_scale == Approx(b.text_scale));
    CHECK(a.volume == Approx(b.volume));
    CHECK(a.speech_volume == Approx(b.speech_volume));
    CHECK(a.muted == b.muted);
    CHECK(a.answer_seconds == b.answer_seconds);
    CHECK(a.excluded_categories == b.excluded_categories);
    CHECK(a.even_categories == b.even_categories);
    CHECK(a.warn_misplay == b.warn_misplay);
    CHECK(a.show_round_skill == b.show_round_skill);
    CHECK(a.bindings == b.bindings);
}

}  // namespace

TEST_CASE("settings: every setting survives the file", "[game][settings]") {
    const Settings s = unusual_settings();
    const bjt::game::SettingsLoad back = bjt::game::parse_settings(bjt::game::settings_yaml(s), "settings.yaml");
    CHECK(back.notice.empty());
    check_same(back.settings, s);
    // And the defaults differ from it, so the round trip above proves something.
    CHECK_FALSE(Settings{}.bindings == s.bindings);
    CHECK(Settings{}.answer_seconds != s.answer_seconds);
    CHECK(Settings{}.even_categories != s.even_categories);
}

TEST_CASE("settings: saved to the data folder and read back, a missing file is the defaults, quietly",
          "[game][settings]") {
    std::string dir = (fs::temp_directory_path() / "bjt-settings-XXXXXX").string();
    REQUIRE(mkdtemp(dir.data()));
    const std::string file = (fs::path(dir) / "sub" / "settings.yaml").string();

    const bjt::game::SettingsLoad missing = bjt::game::load_settings(file);
    CHECK(missing.notice.empty());
    CHECK(missing.settings.file == file);
    check_same(missing.settings, Settings{});

    Settings s = unusual_settings();
    s.file = file;
    CHECK(bjt::game::save_settings(s).ok());
    CHECK_FALSE(fs::exists(file + ".tmp"));
    const bjt::game::SettingsLoad back = bjt::game::load_settings(file);
    CHECK(back.notice.empty());
    check_same(back.settings, s);
    fs::remove_all(dir);
}

TEST_CASE("settings: a broken value names file, line, column and key, the rest is read", "[game][settings]") {
    const std::string yaml =
        "display:\n"
        "  four_colour_deck: true\n"
        "  animation_speed: warp\n"
        "  text_scale: 3\n"
        "sound:\n"
        "  muted: yes please\n"
        "  volume: 0.5\n"
        "keys:\n"
        "  hit: NoSuchKey\n"
        "  stand: J\n";
    const bjt::game::SettingsLoad load = bjt::game::parse_settings(yaml, "settings.yaml");
    INFO(load.notice);
    CHECK(load.notice.find(
              "settings.yaml:3:20: display.animation_speed: expected slow, normal, fast or instant, found 'warp'") !=
          std::string::npos);
    CHECK(load.notice.find("settings.yaml:4:15: display.text_scale: expected 0.75 to 1.75") != std::string::npos);
    CHECK(load.notice.find("settings.yaml:6:10: sound.muted: cannot read 'yes please'") != std::string::npos);
    CHECK(load.notice.find("settings.yaml:9:8: keys.hit: no key is called 'NoSuchKey'") != std::string::npos);
    // What could be read was.
    CHECK(load.settings.four_colour_deck);
    CHECK(load.settings.volume == Approx(0.5f));
    CHECK(load.settings.bindings.key(InputAction::Stand) == SDLK_j);
    // What could not keeps its default.
    CHECK(load.settings.speed == Settings{}.speed);
    CHECK(load.settings.text_scale == Approx(Settings{}.text_scale));
    CHECK(load.settings.muted == Settings{}.muted);
    CHECK(load.settings.bindings.key(InputAction::Hit) == InputBindings{}.key(InputAction::Hit));
}

// Found by fuzz_settings_file: a category name with control bytes was kept, and written back it read as another.
TEST_CASE("settings: an excluded category that is not a name is refused where it is", "[game][settings]") {
    const bjt::game::SettingsLoad load = bjt::game::parse_settings(
        "trivia:\n  excluded_categories: [Art, \"Sci\\x03ence\", [Music], Hist\xff"
        "ory]\n",
        "settings.yaml");
    INFO(load.notice);
    CHECK(load.notice.find("settings.yaml:2:30: trivia.excluded_categories: expected a category's name without "
                           "control characters") != std::string::npos);
    CHECK(load.notice.find("trivia.excluded_categories: expected a category's name\n") != std::string::npos);
    CHECK(load.settings.excluded_categories == std::set<std::string, std::less<>>{"Art"});
    CHECK(load.notice.find("expected a category's name in valid UTF-8") != std::string::npos);
}

TEST_CASE("settings: a file that is not YAML gives the defaults and says where it broke", "[game][settings]") {
    const bjt::game::SettingsLoad load = bjt::game::parse_settings("display: [unclosed\nsound: {\n", "settings.yaml");
    CHECK(load.notice.find("settings.yaml:") != std::string::npos);
    check_same(load.settings, Settings{});
    const bjt::game::SettingsLoad list = bjt::game::parse_settings("- a\n- b\n", "settings.yaml");
    CHECK(list.notice.find("settings.yaml:1:1: settings: expected a map of sections") != std::string::npos);
}

TEST_CASE("bindings: a key bound to an action is taken from the action that had it", "[game][settings][input]") {
    InputBindings b;
    const int stand_key = b.key(InputAction::Stand);
    REQUIRE(b.for_key(stand_key).first == InputAction::Stand);
    b.set_key(InputAction::Hit, stand_key);
    CHECK(b.for_key(stand_key).first == InputAction::Hit);
    CHECK(b.key(InputAction::Stand) == InputBindings::kNoKey);
    CHECK(b.for_key(SDLK_h).first == InputAction::None);  // Hit's old key means nothing now
    b.reset_to_defaults();
    CHECK(b == InputBindings{});
}

TEST_CASE("bindings: the options menu captures the next key or button, Escape cancels a key capture",
          "[game][settings][input]") {
    InputBindings b;
    CHECK_FALSE(b.capture_key(SDLK_k));  // nothing is waiting
    b.begin_capture(InputAction::Double, false);
    CHECK_FALSE(b.capture_button(SDL_CONTROLLER_BUTTON_Y));  // waiting for a key, not a button
    CHECK(b.capture_key(SDLK_k));
    CHECK_FALSE(b.capturing());
    CHECK(b.for_key(SDLK_k).first == InputAction::Double);

    b.begin_capture(InputAction::Split, false);
    CHECK(b.capture_key(SDLK_ESCAPE));
    CHECK_FALSE(b.capturing());
    CHECK(b.key(InputAction::Split) == InputBindings{}.key(InputAction::Split));

    b.begin_capture(InputAction::Hint, true);
    CHECK(b.capture_button(SDL_CONTROLLER_BUTTON_LEFTSTICK));
    CHECK(b.for_button(SDL_CONTROLLER_BUTTON_LEFTSTICK).first == InputAction::Hint);
}

TEST_CASE("bindings: key and button names read back", "[game][settings][input]") {
    for (int key : {SDLK_h, SDLK_F2, SDLK_LSHIFT, SDLK_SPACE, SDLK_RETURN, SDLK_1})
        CHECK(InputBindings::key_from_name(InputBindings::key_name(key)) == key);
    for (int button : {SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, SDL_CONTROLLER_BUTTON_START})
        CHECK(InputBindings::button_from_name(InputBindings::button_name(button)) == button);
    CHECK(InputBindings::key_from_name("NoSuchKey") == InputBindings::kNoKey);
    CHECK(InputBindings::button_from_name("nosuchbutton") == InputBindings::kNoButton);
}

TEST_CASE("settings: a second YAML document is said where it starts, not read", "[game][settings]") {
    const bjt::game::SettingsLoad load = bjt::game::parse_settings(
        "trivia:\n  answer_seconds: 25\n---\ntrivia:\n  answer_seconds: 40\n", "settings.yaml");
    INFO(load.notice);
    CHECK(load.notice.find("settings.yaml:3:1: a second YAML document") != std::string::npos);
    CHECK(load.settings.answer_seconds == 25);
}

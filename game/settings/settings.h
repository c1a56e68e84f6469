#pragma once
// What the player chooses in the options window besides the rules: presentation, sound, controls,
// the trivia timer and categories, the coach. Saved in the settings file of the data folder
// (settings/settings_file.h); the rules themselves live in ActiveRules.
#include <cstdint>
#include <set>
#include <string>

#include "game/input/input_bindings.h"
#include "game/settings/animation_speed.h"

namespace bjt::game {

struct Settings {
    bool fullscreen = false;
    bool vsync = true;
    bool four_colour_deck = false;
    // The high contrast theme (game/render/high_contrast.h, GuiLook): texts on plates, a dark felt, outlined cards
    // and chips, for low-vision players.
    bool high_contrast = false;
    AnimationSpeed speed = AnimationSpeed::Normal;
    float volume = 0.8f;  // master volume, 0..1
    bool muted = false;
    // No slides or flips: cards and chips are placed at once and fade in; banners fade.
    bool reduced_motion = false;
    float text_scale = 1.0f;
    // "Speak the game" (game/speech/): the table, the screens and the focus said aloud through speech-dispatcher.
    // Also on for one run with --speak, or when the desktop reports a running screen reader.
    bool speak = false;  // the options and inspector windows' text, 0.75..1.75
    // The voice's loudness apart from the game's sounds, 0..1: 1 is the voice as the player set it up in
    // speech-dispatcher, 0 its quietest.
    float speech_volume = 1.0f;

    // Trivia: seconds to answer (0: no timer; when it runs out the answer is wrong), categories left out.
    int answer_seconds = 0;
    std::set<std::string, std::less<>> excluded_categories;
    // Draw every category alike instead of in proportion to the questions it has left (the default).
    bool even_categories = false;

    // The coach: ask before an action worse than the best, showing what it costs.
    bool warn_misplay = false;
    // The coach: after each round, a line on the settled table with the round's skill score (storage/round_skill.h).
    bool show_round_skill = false;
    // The coach was offered after a costly misplay (game/coach/coach_offer.h): it is never offered again.
    bool coach_offered = false;

    InputBindings bindings;

    // Where these settings are saved (empty: not saved, e.g. a scripted run without --data-dir).
    std::string file;

    // Time multiplier for the animation queue.
    float speed_factor() const { return speed_info(speed).time_factor; }
};

}  // namespace bjt::game

// The options' Display & sound tab: the window, the cards, the animations, the text size, the sound.
#include <imgui.h>

#include <string>

#include "game/app/display_control.h"
#include "game/audio/sound_bank.h"
#include "game/settings/settings.h"
#include "game/speech/speaker.h"
#include "game/ui/gui_text.h"
#include "game/view/table_stage.h"
#include "scenes/options_look.h"
#include "scenes/options_scene.h"

namespace bjt::game {

void OptionsScene::display_tab() {
    Settings& s = ctx_.settings;
    bool fullscreen = ctx_.display.fullscreen();
    if (gui_checkbox("Fullscreen (F11, Alt+Enter)", &fullscreen)) {
        s.fullscreen = fullscreen;
        ctx_.display.set_fullscreen(fullscreen);
    }
    record("fullscreen");
    if (gui_checkbox("Vertical sync", &s.vsync)) ctx_.display.set_vsync(s.vsync);
    gui_checkbox("Four-colour deck", &s.four_colour_deck);
    record("four-colour-deck");
    explain("Clubs green and diamonds blue, so the four suits never look alike.");
    gui_checkbox("High contrast", &s.high_contrast);
    record("high-contrast");
    explain("Every text on a plate of its own, a dark felt, outlined cards and chips, and thicker focus rings.");
    if (gui_begin_combo("Animation speed", speed_info(s.speed).label, ImGui::GetFontSize() * 9)) {
        for (const auto& a : kAnimationSpeeds)
            if (gui_selectable(a.label, a.speed == s.speed)) s.speed = a.speed;
        ImGui::EndCombo();
    }
    record("animation-speed");
    if (gui_checkbox("Reduced motion", &s.reduced_motion)) ctx_.stage.set_reduced_motion(s.reduced_motion);
    record("reduced-motion");
    explain("No sliding or flipping: cards and chips are placed at once and fade in.");
    options_look::slider_width("Text size");
    gui_slider_float("Text size", &s.text_scale, 0.75f, 1.75f, "%.2fx");
    explain("The size of the text in this window and the rule inspector.");
    gui_text(std::string("Renderer: ") + ctx_.display.renderer_name());

    ImGui::Spacing();
    gui_text("Sound");
    gui_separator();
    if (!ctx_.sound.available()) gui_muted("No audio device: the game is silent.");
    float volume = s.volume * 100.0f;
    options_look::slider_width("Master volume");
    if (gui_slider_float("Master volume", &volume, 0.0f, 100.0f, "%.0f%%")) {
        s.volume = volume / 100.0f;
        ctx_.sound.set_volume(s.volume);
    }
    if (gui_checkbox("Mute", &s.muted)) ctx_.sound.set_muted(s.muted);
    speech_options();
}

// "Speak the game": the table, each screen and the focus said aloud (game/speech/), and why nothing is heard when
// the voice could not be opened.
void OptionsScene::speech_options() {
    Settings& s = ctx_.settings;
    ImGui::Spacing();
    gui_text("Speech");
    gui_separator();
    gui_checkbox("Speak the game", &s.speak);
    record("speak");
    explain(
        "Cards, totals, questions, results and money said aloud by the system's voice (speech-dispatcher on "
        "Linux, the browser's own voice on the web). F5 repeats, F6 says the whole table. On by itself when a "
        "screen reader runs.");
    float speech_volume = s.speech_volume * 100.0f;
    options_look::slider_width("Speech volume");
    if (gui_slider_float("Speech volume", &speech_volume, 0.0f, 100.0f, "%.0f%%"))
        s.speech_volume = speech_volume / 100;
    record("speech-volume");
    explain("The voice apart from the game's sounds: 100% is the voice as the system sets it up.");
    if (s.speak && ctx_.speaker && !ctx_.speaker->has_voice() && !ctx_.speaker->voice_problem().empty())
        gui_coloured(options_look::kErrorColour, "Speech is off: " + ctx_.speaker->voice_problem());
}

}  // namespace bjt::game

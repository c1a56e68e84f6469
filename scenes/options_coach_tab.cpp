// The options' Coach tab: the hint's keys, the misplay warning, the skill line after each round.
#include <imgui.h>

#include "game/input/input_bindings.h"
#include "game/settings/settings.h"
#include "game/ui/gui_text.h"
#include "scenes/options_look.h"
#include "scenes/options_scene.h"

namespace bjt::game {

void OptionsScene::coach_tab() {
    Settings& s = ctx_.settings;
    const InputBindings& b = s.bindings;
    gui_text(
        gui_format("Hint: %s (keyboard), %s (gamepad) at the table shows the best play and the value of each "
                   "option.",
                   InputBindings::key_name(b.key(InputAction::Hint)).c_str(),
                   options_look::pad_name(b.button(InputAction::Hint)).c_str()));
    gui_checkbox("Warn before a misplay", &s.warn_misplay);
    record("warn-misplay");
    explain("When you choose a play worse than the best, ask first and show what it costs (in % of the bet).");
    gui_checkbox("Show my skill after each round", &s.show_round_skill);
    record("show-round-skill");
    explain("After each round, a line on the table: how many of your plays were the best, and the EV given away.");
}

}  // namespace bjt::game

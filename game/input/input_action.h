#pragma once
// The game's own input actions. Keyboard keys, gamepad buttons and scripted input all map to these
// (through the player's InputBindings); scenes never see SDL events.
#include <cstdint>
#include <optional>
#include <string_view>

namespace bjt::game {

enum class InputAction : std::uint8_t {
    None,
    Hit,  // H, gamepad A (through the focused button)
    Stand,  // S, gamepad B
    Double,  // D, gamepad X
    Split,  // P, gamepad Y
    Surrender,  // R, gamepad shoulders
    Up,  // arrows, d-pad: move the focus ring
    Down,
    Left,
    Right,
    Confirm,  // Enter, gamepad A: press the focused button
    Back,  // Esc, gamepad B in menus
    Options,  // O, gamepad Start
    Skip,  // Space, gamepad Back: finish the running animations at once
    Choice1,  // 1-4: trivia answers, difficulty
    Choice2,
    Choice3,
    Choice4,
    Choice5,  // 5-8: the betting screen's fifth to eighth chips (a preset has up to eight; 1-4 are chips there too)
    Choice6,
    Choice7,
    Choice8,
    True,  // T / F: true-false answers
    False,
    Hint,  // F2, gamepad RB: the coach's advice for the hand
    PreviousTab,  // gamepad LB in a window with tabs (the options), whatever LB is bound to at the table
    NextTab,  // gamepad RB likewise
    Guide,  // G, gamepad RS (the right stick pressed): how this table works (the table guide)
    RepeatSpeech,  // F5, gamepad Misc (share): say the last utterance again (game/speech/)
    SpeakState,  // F6, gamepad LS (the left stick pressed): say the whole state of the table
    NextFocus,  // Tab (fixed, never rebound): the focus ring to the next button in order, every button reachable
    Inspector,  // F1, gamepad Back+Start: the rule inspector (debug overlay); keep it last (InputBindings)
};

std::string_view input_action_name(InputAction a);

}  // namespace bjt::game

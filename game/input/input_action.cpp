#include "game/input/input_action.h"

namespace bjt::game {

std::string_view input_action_name(InputAction a) {
    switch (a) {
        case InputAction::None: return "none";
        case InputAction::Hit: return "hit";
        case InputAction::Stand: return "stand";
        case InputAction::Double: return "double";
        case InputAction::Split: return "split";
        case InputAction::Surrender: return "surrender";
        case InputAction::Up: return "up";
        case InputAction::Down: return "down";
        case InputAction::Left: return "left";
        case InputAction::Right: return "right";
        case InputAction::Confirm: return "confirm";
        case InputAction::Back: return "back";
        case InputAction::Options: return "options";
        case InputAction::Skip: return "skip";
        case InputAction::Choice1: return "choice1";
        case InputAction::Choice2: return "choice2";
        case InputAction::Choice3: return "choice3";
        case InputAction::Choice4: return "choice4";
        case InputAction::Choice5: return "choice5";
        case InputAction::Choice6: return "choice6";
        case InputAction::Choice7: return "choice7";
        case InputAction::Choice8: return "choice8";
        case InputAction::True: return "true";
        case InputAction::False: return "false";
        case InputAction::Hint: return "hint";
        case InputAction::PreviousTab: return "previous-tab";
        case InputAction::NextTab: return "next-tab";
        case InputAction::Guide: return "guide";
        case InputAction::RepeatSpeech: return "repeat-speech";
        case InputAction::SpeakState: return "speak-state";
        case InputAction::NextFocus: return "next-focus";
        case InputAction::Inspector: return "inspector";
    }
    return "?";
}

}  // namespace bjt::game

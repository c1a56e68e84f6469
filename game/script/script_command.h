#pragma once
// One line of a game script (--script FILE). See docs/game-scripts.md for the language.
#include <cstdint>
#include <string>

namespace bjt::game {

struct ScriptCommand {
    enum class Kind : std::uint8_t {
        ClickAt,  // click X Y            (logical coordinates)
        ClickButton,  // click NAME           (waits until the top scene shows that button, enabled)
        Key,  // key NAME             (h, s, enter, esc, space, left, f11, 1 ...)
        Pad,  // pad NAME             (a, b, x, y, lb, rb, start, back, up, down, left, right)
        Wait,  // wait N               (frames of 1/60 s)
        Await,  // await SCENE          (until SCENE is on top and nothing moves)
        Screenshot,  // screenshot NAME
        Resize,  // resize W H           (window size in pixels)
        Speed,  // speed slow|normal|fast|instant
        Expect,  // expect WHAT VALUE    (scene, state, bank, credits, hands, outcome, message)
        Quit,  // quit
        Until,  // until WHAT VALUE      (waits, up to a minute of game time, for an expect to hold)
        Type,  // type TEXT            (typed text, as a keyboard's text input sends it; spaces kept)
        HoverAt,  // hover X Y            (the pointer moves there; nothing is pressed)
        AnswerKey,  // answer right|wrong key (presses the key of the right / a wrong answer, once one is up)
        Wheel,  // wheel N              (the mouse wheel turned N notches where the pointer is: up > 0, down < 0)
        Tap,  // tap NAME             (a key pressed and released within one frame, as xdotool's `key` sends it)
        Option,  // opt NAME VALUE       (a setting, as the options window sets it: high-contrast on)
    };
    Kind kind = Kind::Wait;
    std::string text;  // button, key, pad, scene, screenshot or speed name; expect: what
    std::string value;  // expect: the value; opt: the setting's value
    float x = 0, y = 0;
    int n = 0;  // frames, width
    int m = 0;  // height
    int line = 0;  // 1-based line in the file
};

}  // namespace bjt::game

#include "game/monkey/monkey_moves.h"

#include <array>
#include <string_view>

#include "game/monkey/monkey_vocabulary.h"

namespace bjt::game {

namespace {
using Kind = ScriptCommand::Kind;

MonkeyMove command(Kind kind, std::string text, std::string line) {
    MonkeyMove m;
    m.command.kind = kind;
    m.command.text = std::move(text);
    m.line = std::move(line);
    return m;
}

// Pieces of typed text: letters, digits, a space, the symbols a name may hold, and UTF-8 of two and three bytes.
constexpr std::array<std::string_view, 12> kTextPieces = {"a", "Z", "m", "7", " ", "-", "'", "_", ".", "é", "€", "ß"};
constexpr std::array<std::string_view, 4> kSpeeds = {"slow", "normal", "fast", "instant"};

// The buttons that play the game onwards (a round dealt, played and settled; a menu closed), as against those
// that open menus and change options.
bool moves_game_on(std::string_view name) {
    constexpr std::array<std::string_view, 35> kOnward = {
        "play",           "deal",         "rebet",     "max",         "hit",           "stand",
        "double",         "split",        "surrender", "insurance",   "no-insurance",  "even-money",
        "no-even-money",  "no-surrender", "next",      "easy",        "medium",        "hard",
        "answer-1",       "answer-2",     "answer-3",  "answer-4",    "winner-player", "winner-dealer",
        "place",          "play-again",   "continue",  "back",        "close",         "confirm-misplay",
        "cancel-misplay", "notice-ok",    "spot-main", "player-plus", "stay"};
    if (name.starts_with("chip-")) return true;
    for (std::string_view o : kOnward)
        if (o == name) return true;
    return false;
}
}  // namespace

MonkeyMove MonkeyMoves::next(const std::vector<std::string>& shown, bool inspector_open, bool fullscreen) {
    if (inspector_open && below(8) == 0) return command(Kind::Key, "f1", "key f1");
    if (fullscreen && below(8) == 0) return command(Kind::Key, "f11", "key f11");
    const int roll = below(1000);
    if (roll < kCloseWindowPerMille) {
        MonkeyMove m;
        m.close_window = true;
        m.line = "close window";
        return m;
    }
    if (roll < 430) return shown.empty() ? click_anywhere() : click_shown(shown);
    if (roll < 530) return click_anywhere();
    if (roll < 680) return key();
    if (roll < 770) return pad();
    if (roll < 940) return wait();
    if (roll < 970) return type_text();
    if (roll < 982) return resize();
    return speed();
}

MonkeyMove MonkeyMoves::click_shown(const std::vector<std::string>& shown) {
    // Three clicks in four go to a button that moves the game on, when the scene shows one: a monkey clicking
    // any button alike spends its soak in the menus and plays a round now and then.
    std::vector<const std::string*> onward;
    for (const std::string& name : shown)
        if (moves_game_on(name)) onward.push_back(&name);
    if (!onward.empty() && below(4) < 3) {
        const std::string& name = *onward[static_cast<std::size_t>(below(static_cast<int>(onward.size())))];
        return command(Kind::ClickButton, name, "click " + name);
    }
    const std::string& name = shown[static_cast<std::size_t>(below(static_cast<int>(shown.size())))];
    return command(Kind::ClickButton, name, "click " + name);
}

MonkeyMove MonkeyMoves::click_anywhere() {
    // The whole logical space, a little beyond its edges too (the felt a wide window shows).
    MonkeyMove m = command(Kind::ClickAt, "", "");
    m.command.x = static_cast<float>(below(1360) - 40);
    m.command.y = static_cast<float>(below(800) - 40);
    m.line =
        "click " + std::to_string(static_cast<int>(m.command.x)) + " " + std::to_string(static_cast<int>(m.command.y));
    return m;
}

MonkeyMove MonkeyMoves::key() {
    const auto keys = monkey_key_names();
    const std::string name(keys[static_cast<std::size_t>(below(static_cast<int>(keys.size())))]);
    return command(Kind::Key, name, "key " + name);
}

MonkeyMove MonkeyMoves::pad() {
    const auto pads = monkey_pad_names();
    const std::string name(pads[static_cast<std::size_t>(below(static_cast<int>(pads.size())))]);
    // One of three pads: at a table of several people each may belong to someone (or to nobody).
    MonkeyMove m = command(Kind::Pad, name, "");
    m.command.n = 1 + below(3);
    m.line = "pad " + name + " " + std::to_string(m.command.n);
    return m;
}

MonkeyMove MonkeyMoves::wait() {
    // Mostly a moment; now and then long enough for a deal or a dealer's turn to play out.
    MonkeyMove m = command(Kind::Wait, "", "");
    m.command.n = below(4) == 0 ? 30 + below(150) : 1 + below(20);
    m.line = "wait " + std::to_string(m.command.n);
    return m;
}

MonkeyMove MonkeyMoves::type_text() {
    std::string text;
    for (int i = 0, n = 1 + below(8); i < n; ++i)
        text += kTextPieces[static_cast<std::size_t>(below(static_cast<int>(kTextPieces.size())))];
    return command(Kind::Type, text, "type " + text);
}

MonkeyMove MonkeyMoves::resize() {
    // From the window's smallest (480x270) to 960x600, any aspect ratio: the software renderer's time per frame
    // grows with the pixels, and a soak is to stay short (scripts cover the large and HiDPI windows).
    MonkeyMove m = command(Kind::Resize, "", "");
    m.command.n = 480 + below(kMaxWidth - 480 + 1);
    m.command.m = 270 + below(kMaxHeight - 270 + 1);
    m.line = "resize " + std::to_string(m.command.n) + " " + std::to_string(m.command.m);
    return m;
}

MonkeyMove MonkeyMoves::speed() {
    const std::string name(kSpeeds[static_cast<std::size_t>(below(static_cast<int>(kSpeeds.size())))]);
    return command(Kind::Speed, name, "speed " + name);
}

}  // namespace bjt::game

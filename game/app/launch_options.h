#pragma once
// The command line of blackjack-trivia.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "game/base/result.h"

namespace bjt::game {

struct LaunchOptions {
    std::string preset;  // --preset NAME|FILE: selected on the title screen
    std::uint64_t seed = 0;  // --seed N (0: from the clock)
    bool seed_given = false;
    bool fullscreen = false;  // --fullscreen
    int window_w = 1280;  // --window WxH
    int window_h = 720;
    bool headless = false;  // --headless: SDL's dummy video driver, software renderer
    std::string script;  // --script FILE
    std::string replay;  // --replay FILE: a replay file played back on the table (never touches the save)
    std::string screenshot_dir = "screenshots";  // --screenshot-dir DIR
    // --data-dir DIR: where the save lives. Empty: SDL_GetPrefPath, except under --script, where an empty
    // data dir means an in-memory save (a scripted run never touches the player's own save).
    std::string data_dir;
    std::optional<std::vector<Card>> shoe;  // --shoe "CARDS" (hidden; tests): a stacked shoe
    // --fair-server-seed HEX (hidden; tests): provably fair shoes even in a scripted or seeded run, every shoe
    // from this server seed (64 hex digits), so a script can check the commitment and the reveal.
    std::string fair_server_seed;
    std::string client_seed;  // --client-seed TEXT (hidden; tests): the fair shoes' client seed to start with

    // Normal play deals provably fair shoes; a seeded or scripted run deals from its seed, unless it opts in.
    bool fair_shoes() const { return !fair_server_seed.empty() || (!seed_given && !shoe.has_value() && !scripted()); }
    // --debug-show-hidden-cards: a debugging switch, off by default: the rule inspector prints face-down
    // cards (the dealer's hole card) instead of "??". Never for play: it shows what the table hides.
    bool debug_show_hidden_cards = false;
    // --monkey SEED --frames N: random input for N frames with the invariants checked (game/monkey/monkey.h).
    // Headless; like --script it uses no data folder unless --data-dir names one.
    std::optional<std::uint64_t> monkey;
    long monkey_frames = 3600;
    std::string monkey_opening;  // --monkey-opening FILE: a script the monkey plays at each start, then random moves
    // --welcome: a scripted run opens How to play by itself on a profile that never saw it, as a player's start does.
    bool welcome = false;
    // Whether How to play opens by itself for a profile that never saw it: at a player's start, never in a
    // script's or the monkey's unless --welcome asks.
    bool welcomes_new_players() const { return !scripted() || welcome; }
    bool speak = false;  // --speak: speech on for this run, whatever the options say
    std::string speech_log;  // --speech-log FILE: every utterance, one line each (game/speech/speech_log.h)
    bool help = false;
    bool version = false;  // --version

    // Played by a program (--script or --monkey), not a person: replayed frame for frame, no player's files.
    bool scripted() const { return !script.empty() || monkey.has_value(); }
};

struct [[nodiscard]] LaunchParse {
    LaunchOptions options;
    std::string error;  // empty when the command line was good
};

LaunchParse parse_launch_options(const std::vector<std::string>& args);
std::string launch_usage();
// "AS KH 10d" (spaces or commas), the card syntax of `bjt round --shoe`.
Result<std::vector<Card>> parse_shoe(const std::string& text);

}  // namespace bjt::game

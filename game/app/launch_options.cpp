#include "game/app/launch_options.h"

#include <algorithm>
#include <charconv>

#include "engine/fairness/server_seed.h"

namespace bjt::game {

namespace {
bool parse_u64(const std::string& s, std::uint64_t& out) {
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}
// --monkey's company: --frames only with it, never with --script; its seed is the game's unless --seed says.
void check_monkey(const std::vector<std::string>& args, LaunchParse& r) {
    LaunchOptions& o = r.options;
    const bool frames = std::find(args.begin(), args.end(), "--frames") != args.end();
    if (frames && !o.monkey) r.error = "--frames goes with --monkey";
    if (!o.monkey_opening.empty() && !o.monkey) r.error = "--monkey-opening goes with --monkey";
    if (o.monkey && !o.script.empty()) r.error = "--monkey and --script cannot be used together";
    if (o.monkey && !o.seed_given) o.seed = *o.monkey, o.seed_given = true;
}
}  // namespace

std::string launch_usage() {
    return "usage: blackjack-trivia [options]\n"
           "  --preset NAME|FILE   start with this preset selected (trivia, classic, three-bets, single-deck,\n"
           "                       chartwell, or a preset file)\n"
           "  --seed N             shuffle and question order from this seed (a scripted session replays exactly)\n"
           "  --fullscreen         start fullscreen (F11 or Alt+Enter toggle it)\n"
           "  --window WxH         window size in pixels (default 1280x720)\n"
           "  --headless           no window: SDL's dummy video driver and the software renderer\n"
           "  --script FILE        play a script of input (see docs/game-scripts.md), then quit\n"
           "  --replay FILE        play a replay file (docs/replays.md) back on the table: Enter/A pause, Right step,\n"
           "                       Up/Down speed, Esc/B quit; the save is not opened\n"
           "  --screenshot-dir DIR where `screenshot NAME` writes NAME.png (default ./screenshots)\n"
           "  --data-dir DIR       where the save (profiles, banks, stats, leaderboard) lives (default: the\n"
           "                       folder SDL_GetPrefPath gives; with --script and no --data-dir, nothing is saved)\n"
           "  --debug-show-hidden-cards\n"
           "                       debugging: the rule inspector (F1) shows face-down cards (the dealer's hole card)\n"
           "  --welcome            a scripted run starts as a player's start does: How to play opens by itself on a\n"
           "                       profile that has never seen it (a script otherwise starts as a returning player)\n"
           "  --speak              speak the game aloud through speech-dispatcher (the options' \"Speak the game\")\n"
           "  --speech-log FILE    write every utterance to FILE, one line each with its priority (for tests)\n"
           "  --monkey SEED        play random input from this seed, headless, checking the game's invariants\n"
           "                       after every frame (see docs/game-scripts.md); exits 1 on a violation\n"
           "  --frames N           how many frames --monkey plays (default 3600)\n"
           "  --monkey-opening FILE  a game script --monkey plays at each start of the game (a table of several\n"
           "                       people set up, say) before its random moves\n"
           "  --version            print the version and exit\n"
           "  --help               this text\n";
}

Result<std::vector<Card>> parse_shoe(const std::string& text) {
    using Shoe = Result<std::vector<Card>>;
    std::vector<Card> cards;
    std::string token;
    std::string error;
    auto flush = [&]() -> bool {
        if (token.empty()) return true;
        const auto c = parse_card(token);
        if (!c) {
            error = "not a card: '" + token + "' (expected e.g. AS, TD, 10C, qh)";
            return false;
        }
        cards.push_back(*c);
        token.clear();
        return true;
    };
    for (char ch : text) {
        if (ch == ' ' || ch == ',' || ch == '\t' || ch == '\n') {
            if (!flush()) return Shoe::failure(error);
        } else {
            token += ch;
        }
    }
    if (!flush()) return Shoe::failure(error);
    if (cards.empty()) return Shoe::failure("the shoe is empty");
    return Shoe::success(std::move(cards));
}

// Long on purpose: one flat branch per option of launch_usage(), each with its own error message.
LaunchParse parse_launch_options(const std::vector<std::string>& args) {
    LaunchParse r;
    LaunchOptions& o = r.options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string& out) -> bool {
            if (i + 1 >= args.size()) {
                r.error = a + " needs a value";
                return false;
            }
            out = args[++i];
            return true;
        };
        std::string v;
        if (a == "--help" || a == "-h") {
            o.help = true;
        } else if (a == "--version") {
            o.version = true;
        } else if (a == "--welcome") {
            o.welcome = true;
        } else if (a == "--speak") {
            o.speak = true;
        } else if (a == "--speech-log") {
            if (!value(o.speech_log)) return r;
        } else if (a == "--fullscreen") {
            o.fullscreen = true;
        } else if (a == "--debug-show-hidden-cards") {
            o.debug_show_hidden_cards = true;
        } else if (a == "--headless") {
            o.headless = true;
        } else if (a == "--preset") {
            if (!value(o.preset)) return r;
        } else if (a == "--script") {
            if (!value(o.script)) return r;
        } else if (a == "--replay") {
            if (!value(o.replay)) return r;
        } else if (a == "--screenshot-dir") {
            if (!value(o.screenshot_dir)) return r;
        } else if (a == "--data-dir") {
            if (!value(o.data_dir)) return r;
        } else if (a == "--seed") {
            if (!value(v)) return r;
            if (!parse_u64(v, o.seed)) {
                r.error = "--seed expects a whole number, found '" + v + "'";
                return r;
            }
            o.seed_given = true;
        } else if (a == "--monkey") {
            std::uint64_t seed = 0;
            if (!value(v)) return r;
            if (!parse_u64(v, seed)) {
                r.error = "--monkey expects a whole number (the seed), found '" + v + "'";
                return r;
            }
            o.monkey = seed;
            o.headless = true;
        } else if (a == "--monkey-opening") {
            if (!value(o.monkey_opening)) return r;
        } else if (a == "--frames") {
            std::uint64_t n = 0;
            if (!value(v)) return r;
            if (!parse_u64(v, n) || n == 0 || n > 100'000'000) {
                r.error = "--frames expects a number of frames from 1 to 100000000, found '" + v + "'";
                return r;
            }
            o.monkey_frames = static_cast<long>(n);
        } else if (a == "--window") {
            if (!value(v)) return r;
            const auto x = v.find_first_of("xX");
            std::uint64_t w = 0, h = 0;
            if (x == std::string::npos || !parse_u64(v.substr(0, x), w) || !parse_u64(v.substr(x + 1), h) || w < 320 ||
                h < 200 || w > 16384 || h > 16384) {
                r.error = "--window expects WxH such as 1280x720 (at least 320x200), found '" + v + "'";
                return r;
            }
            o.window_w = static_cast<int>(w);
            o.window_h = static_cast<int>(h);
        } else if (a == "--shoe") {
            if (!value(v)) return r;
            auto shoe = parse_shoe(v);
            if (!shoe) {
                r.error = "--shoe: " + shoe.error();
                return r;
            }
            o.shoe = std::move(shoe.value());
        } else if (a == "--fair-server-seed") {
            if (!value(o.fair_server_seed)) return r;
            if (!fairness::ServerSeed::from_hex(o.fair_server_seed)) {
                r.error = "--fair-server-seed expects 64 hex digits, found '" + o.fair_server_seed + "'";
                return r;
            }
        } else if (a == "--client-seed") {
            if (!value(o.client_seed)) return r;
        } else {
            r.error = "unknown option '" + a + "' (try --help)";
            return r;
        }
    }
    check_monkey(args, r);
    return r;
}

}  // namespace bjt::game

#include "game/monkey/monkey_vocabulary.h"

#include <array>

#include "engine/money.h"
#include "engine/rule_keys.h"
#include "game/input/input_action.h"
#include "game/input/input_bindings.h"
#include "game/questions/question_source.h"
#include "game/session/game_context.h"
#include "game/session/preset_catalog.h"
#include "game/session/session.h"

namespace bjt::game {

namespace {
// Ids that do not depend on the game: title, betting, table, trivia, prediction, game over, leaderboard,
// stats, players, the table's seats (Table for several) and the options window (scenes/).
constexpr std::array kFixedButtons = {"play",
                                      "several",
                                      "more-seats",
                                      "fewer-seats",
                                      "sit-1",
                                      "sit-3",
                                      "sit-5",
                                      "who-1",
                                      "who-3",
                                      "who-4",
                                      "style-2",
                                      "skill-2",
                                      "sit-down",
                                      "options",
                                      "stats",
                                      "players",
                                      "leaderboard",
                                      "notice-ok",
                                      "stay",
                                      "undo",
                                      "clear",
                                      "rebet",
                                      "max",
                                      "deal",
                                      "cash-out",
                                      "confirm-cash-out",
                                      "leave",
                                      "spot-main",
                                      "hit",
                                      "stand",
                                      "double",
                                      "split",
                                      "surrender",
                                      "insurance",
                                      "no-insurance",
                                      "even-money",
                                      "no-even-money",
                                      "no-surrender",
                                      "next",
                                      "confirm-misplay",
                                      "cancel-misplay",
                                      "easy",
                                      "medium",
                                      "hard",
                                      "answer-1",
                                      "answer-2",
                                      "answer-3",
                                      "answer-4",
                                      "winner-player",
                                      "winner-dealer",
                                      "player-minus",
                                      "player-plus",
                                      "dealer-minus",
                                      "dealer-plus",
                                      "place",
                                      "play-again",
                                      "title",
                                      "continue",
                                      "back",
                                      "create",
                                      "rename",
                                      "key-case",
                                      "key-space",
                                      "key-erase",
                                      "profile-1",
                                      "profile-2",
                                      "profile-3",
                                      "profile-4",
                                      "profile-5",
                                      "tab-rules",
                                      "tab-trivia",
                                      "tab-display",
                                      "tab-controls",
                                      "tab-coach",
                                      "opt-early-surrender",
                                      "opt-charlie-cards",
                                      "opt-charlie-cards=5",
                                      "opt-charlie-cards=6",
                                      "opt-charlie-cards=7",
                                      "opt-dealer_stands_on=hard-16",
                                      "opt-dealer_stands_on=soft-16",
                                      "opt-dealer_stands_on=hard-17",
                                      "opt-dealer_stands_on=soft-17",
                                      "opt-blackjack_pays=3:2",
                                      "opt-blackjack_pays=6:5",
                                      "opt-blackjack_pays=1:1",
                                      "answer-timer",
                                      "answer-seconds",
                                      "even-categories",
                                      "fullscreen",
                                      "four-colour-deck",
                                      "reduced-motion",
                                      "default-controls",
                                      "warn-misplay",
                                      "show-round-skill",
                                      "save-preset",
                                      "preset-name",
                                      "save-confirm",
                                      "reset",
                                      "close",
                                      "cancel-questions"};

constexpr std::array<std::string_view, 32> kKeys = {
    "h",     "s",  "d",    "p",  "r",  "1",   "2",     "3",         "4", "t", "f", "o", "enter", "esc", "space", "left",
    "right", "up", "down", "f1", "f2", "f11", "slash", "backspace", "a", "b", "c", "n", "y",     "0",   "9",     "z"};
constexpr std::array<std::string_view, 12> kPads = {"a",     "b",    "x",  "y",    "lb",   "rb",
                                                    "start", "back", "up", "down", "left", "right"};

// "key-A" ... "key-Z", "key-0" ... "key-9" and the symbols of the players screen's keyboard.
void add_letter_keys(std::vector<std::string>& out) {
    for (char c = 'A'; c <= 'Z'; ++c) out.push_back(std::string("key-") + c);
    for (char c = '0'; c <= '9'; ++c) out.push_back(std::string("key-") + c);
    for (char c : std::string_view("'-._")) out.push_back(std::string("key-") + c);
}
}  // namespace

std::vector<std::string> monkey_button_names(const GameContext& ctx) {
    std::vector<std::string> out(kFixedButtons.begin(), kFixedButtons.end());
    add_letter_keys(out);
    for (Cents chip : ctx.session.rules().chips) out.push_back("chip-" + format_amount(chip));
    for (const PresetChoice& c : ctx.presets.choices()) out.push_back("preset-" + c.key());
    for (const RuleKey& k : rule_keys()) out.push_back("opt-" + std::string(k.name));
    for (InputAction a : InputBindings::bindable()) {
        out.push_back("bind-key-" + std::string(input_action_name(a)));
        out.push_back("bind-pad-" + std::string(input_action_name(a)));
    }
    if (ctx.questions.loaded())
        for (const std::string& c : ctx.questions.categories()) out.push_back("category-" + c);
    return out;
}

std::span<const std::string_view> monkey_key_names() { return kKeys; }
std::span<const std::string_view> monkey_pad_names() { return kPads; }

}  // namespace bjt::game

#include "engine/presets/preset_reference.h"

#include "engine/rule_keys.h"

namespace bjt {

namespace {
std::string cell(std::string_view text) {
    std::string out;
    for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out;
}
}  // namespace

std::string preset_reference_markdown() {
    const Rules defaults;
    std::string out =
        "# Preset reference\n\n"
        "A preset is a YAML file of `key: value` lines in `config/presets/` (or a player's preset folder).\n"
        "`extends: NAME` starts from another preset (a file `NAME.yaml` beside it, or a shipped preset) and the\n"
        "keys below override it. Amounts are in the preset's units (dollars or points), with up to two decimals.\n"
        "Unknown keys are errors, and every error names file, line, column, key, what was expected and what was\n"
        "found. `bjt validate FILE...` checks files; `bjt round --set KEY=VALUE` overrides a key for one run.\n\n"
        "This page is generated from the engine's rule registry (`bjt presets --reference`); a test keeps it in step.\n\n"
        "A saved rule set or replay file written before a key existed lacks it, and plays as the game did then:\n"
        "the key's *absent means* value where it has one, else its default (docs/replays.md).\n\n"
        "| key | meaning | default | allowed values | absent means |\n"
        "|---|---|---|---|---|\n";
    for (const auto& key : rule_keys()) {
        const std::string absent = key.absent_means.empty() ? "" : "`" + cell(key.absent_means) + "`";
        out += "| `" + std::string(key.name) + "` | " + cell(key.meaning) + " | `" + cell(key.format(defaults)) +
               "` | " + cell(key.expected) + " | " + absent + " |\n";
    }
    out +=
        "\n## Rules that bind keys together\n\n"
        "- `max_hands` above 2 (resplitting), `split_aces` and `double_after_split` need `split` other than `none`.\n"
        "- `hit_split_aces` needs `split_aces`; `resplit_aces` needs `split_aces` and `max_hands` above 2.\n"
        "- `insurance`, `even_money` and `surrender: early` need `peek: true`.\n"
        "- `player_draws_past_21` needs `player_max_cards`.\n"
        "- `double_face_down` needs `double_on` other than `none`.\n"
        "- `min_bet` is at most `max_bet`; `min_bet_percent` at most `max_bet_percent`; `min_bet` and every chip are whole\n"
        "  multiples of `bet_step`; points games bet whole points.\n"
        "- `mode: three-bets` needs `surrender: none`, `double_on: none`, `split: none`, `insurance: false`,\n"
        "  `even_money: none` and `trivia: false` (there is no base bet).\n";
    return out;
}

}  // namespace bjt

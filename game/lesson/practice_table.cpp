#include "game/lesson/practice_table.h"

#include <string>

#include "game/save/save_game.h"
#include "game/session/active_rules.h"
#include "game/session/preset_catalog.h"
#include "game/session/session.h"
#include "game/settings/settings.h"
#include "game/speech/table_narrator.h"
#include "storage/system_clock.h"

namespace bjt::game {

PracticeTable::~PracticeTable() = default;

Result<std::unique_ptr<PracticeTable>> PracticeTable::sit_down(GameContext& player) {
    using Made = Result<std::unique_ptr<PracticeTable>>;
    const int selected = player.presets.selected();
    const ActiveRules* theirs = player.session.active_rules();
    if (selected < 0 || selected >= static_cast<int>(player.presets.choices().size()) || !theirs ||
        !theirs->preset_loaded())
        return Made::failure("How to play needs a preset that loads.");
    const PresetChoice& choice = player.presets.choices()[static_cast<std::size_t>(selected)];
    if (theirs->preset_path() != choice.path) return Made::failure("How to play needs the chosen preset loaded.");
    const std::string key = choice.key();
    std::unique_ptr<PracticeTable> t(new PracticeTable());
    t->clock_ = std::make_unique<storage::SystemClock>();
    // An empty folder: a save in memory, gone with the table.
    t->saves_ = std::make_unique<SaveGame>(std::filesystem::path(), *t->clock_, key, theirs->rules());
    t->session_ = std::make_unique<Session>(player.seed, std::nullopt, *t->saves_);
    t->session_->watch(&t->stage_);
    if (player.speaker) {  // spoken as the player's own table is, after the stage: the words follow what is shown
        t->narrator_ = std::make_unique<TableNarrator>(*player.speaker, player.settings.bindings);
        t->session_->watch(t->narrator_.get());
    }
    t->stage_.set_sound(&player.sound);
    t->stage_.set_reduced_motion(player.settings.reduced_motion);
    ActiveRules& ours = t->session_->choose_preset(theirs->preset_path(), choice.label);
    for (const auto& [rule, value] : theirs->overrides()) (void)ours.set(rule, value);  // the player's options
    t->context_ = std::make_unique<GameContext>(
        GameContext{t->scenes_, *t->session_, t->stage_, player.settings, player.sound, player.questions,
                    player.presets, player.display, player.seed, *t->saves_, false, player.speaker});
    if (!t->session_->sit_down(key)) return Made::failure("The practice table could not be set up.");
    return Made::success(std::move(t));
}

void PracticeTable::narrate() {
    if (narrator_ && session_->started()) narrator_->tick(session_->table(), stage_.view().idle());
}

}  // namespace bjt::game

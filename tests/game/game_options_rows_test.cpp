// The options' Rules tab and "Save as preset..." without ImGui: every player option of the rule registry has a
// row, every row names a registry key, and a saved preset is checked by loading it back.
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>

#include "engine/presets/preset_loader.h"
#include "engine/rule_keys.h"
#include "game/session/checked_preset.h"
#include "scenes/options_rule_rows.h"
#include "tests/temp_folder.h"

using namespace bjt::game;

TEST_CASE("options rows: every player option of the registry has a row, every row a registry key", "[options]") {
    std::set<std::string> rows;
    for (const RuleRow& row : rule_rows()) {
        if (row.widget == RuleRow::Widget::Note || row.widget == RuleRow::Widget::Separator) continue;
        INFO(row.label);
        CHECK(bjt::find_rule_key(row.key) != nullptr);
        rows.insert(row.key);
        // What a row writes is a value its key accepts.
        const bjt::RuleKey* key = bjt::find_rule_key(row.key);
        if (!key) continue;
        bjt::Rules rules;
        if (row.widget == RuleRow::Widget::Check) {
            CHECK(key->apply(rules, row.on));
            CHECK(key->apply(rules, row.off));
        }
        for (const RuleChoice& c : row.choices) CHECK(key->apply(rules, c.value));
    }
    for (std::string_view key : bjt::player_option_keys()) {
        INFO(key);
        CHECK(bjt::find_rule_key(key) != nullptr);
        CHECK(rows.count(std::string(key)) == 1);
    }
}

TEST_CASE("save as preset: the file is written and loads back to the same rules", "[options]") {
    bjt::test::TempFolder dir;
    bjt::Rules rules;
    rules.name = "my rules";
    rules.decks = 2;
    const std::filesystem::path path = dir / "presets" / "my-rules.yaml";  // the folder is made
    const Result<> saved = write_checked_preset(path, rules, "a test");
    INFO(saved.error());
    REQUIRE(saved);
    const bjt::PresetLoad back = bjt::load_preset(path.string());
    REQUIRE(back.ok());
    CHECK(back.preset->rules == rules);
}

TEST_CASE("save as preset: a file that cannot be written says so", "[options]") {
    bjt::test::TempFolder dir;
    const std::filesystem::path blocker = dir / "file";
    REQUIRE(bjt::game::write_checked_preset(blocker, bjt::Rules{}, "first"));
    // A folder where the file should be: the write fails, and nothing claims it was saved.
    const Result<> saved = write_checked_preset(blocker / "under-a-file.yaml", bjt::Rules{}, "second");
    REQUIRE_FALSE(saved);
    CHECK(saved.error().rfind("Not saved: ", 0) == 0);
}

#include <catch2/catch.hpp>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/presets/preset_loader.h"
#include "engine/presets/preset_reference.h"
#include "engine/presets/preset_watcher.h"
#include "engine/rule_keys.h"
#include "tests/file_text.h"

using namespace bjt;
using bjt::test::file_text;
namespace fs = std::filesystem;

namespace {

const std::string kPresets = std::string(BJT_SOURCE_DIR) + "/config/presets";
const std::string kBroken = std::string(BJT_SOURCE_DIR) + "/tests/presets/broken";

// Messages name files by the path they were loaded from; the corpus compares them without the folder.
std::string messages_without_folder(const PresetLoad& load, const std::string& folder) {
    std::string out;
    for (const auto& e : load.errors) {
        std::string m = e.message();
        for (auto pos = m.find(folder + "/"); pos != std::string::npos; pos = m.find(folder + "/"))
            m.erase(pos, folder.size() + 1);
        out += m + "\n";
    }
    return out;
}

}  // namespace

TEST_CASE("every shipped preset loads without an error", "[presets]") {
    for (const char* name : {"trivia", "classic", "three-bets", "single-deck", "chartwell"}) {
        INFO(name);
        auto path = find_preset(kPresets + "/" + name + ".yaml");
        REQUIRE(path);
        PresetLoad load = load_preset(*path);
        for (const auto& e : load.errors) UNSCOPED_INFO(e.message());
        CHECK(load.ok());
        // Each opens with a comment block naming its rule document.
        const std::string text = file_text(*path);
        CHECK(text.rfind("# ", 0) == 0);
        CHECK(text.find("Rule document: ../shared/rules/") != std::string::npos);
        CHECK(text.find("RULINGS.md") != std::string::npos);
    }
}

TEST_CASE("presets are found by name", "[presets]") {
    auto trivia = find_preset("trivia");
    REQUIRE(trivia);
    CHECK(fs::path(*trivia).filename() == "trivia.yaml");
    CHECK_FALSE(find_preset("no-such-preset"));
    CHECK_FALSE(find_preset("missing/dir/x.yaml"));
}

TEST_CASE("the shipped presets say what their documents say", "[presets][rulings]") {
    auto load = [](const char* name) {
        return load_preset(*find_preset(kPresets + "/" + name + ".yaml")).preset->rules;
    };
    const Rules trivia = load("trivia"), classic = load("classic"), three = load("three-bets"),
                single = load("single-deck"), chartwell = load("chartwell");
    CHECK((trivia.decks == 6 && trivia.penetration_percent == 75 && trivia.starting_bank == 1000'00 &&
           trivia.min_bet == 5'00));
    CHECK((trivia.dealer_stands == DealerStands{17, true} && trivia.blackjack_pays == Ratio{3, 2}));
    CHECK((trivia.surrender == Surrender::Late && trivia.charlie_cards == 5 && trivia.dealer_charlie && trivia.trivia));
    CHECK((trivia.even_money == EvenMoney::SideBet && !trivia.split_aces && !trivia.double_after_split &&
           trivia.max_hands == 2));
    CHECK((classic.units == Units::Points && classic.cut_card == CutCardPlacement::RandomBottomHalf));
    CHECK(
        (classic.min_bet_percent == 5 && classic.max_bet_percent == 25 && classic.limits_lifted_at_or_below == 25'00));
    CHECK((classic.double_on == DoubleOn::NineToEleven && !classic.insurance && classic.leaderboard));
    CHECK((three.mode == GameMode::ThreeBets && three.dealer_stands == DealerStands{17, false} &&
           three.dealer_max_cards == 5));
    CHECK((three.player_max_cards == 5 && three.player_draws_past_21 && !three.show_totals &&
           three.three_bets_bonus == 1000'00));
    CHECK((single.decks == 1 && single.shuffle == ShuffleMode::EveryRound && single.blackjack_pays == Ratio{1, 1}));
    CHECK((!single.hole_card_shown_after_bust && single.min_bet == 10'00 && single.starting_bank == 500'00));
    CHECK((chartwell.hole_card == HoleCard::First && chartwell.even_money == EvenMoney::Standard));
    CHECK((chartwell.split == SplitRule::SameValue && chartwell.double_after_split && chartwell.max_hands == 2));
}

TEST_CASE("side bets: trivia offers both with the usual paytables, the other presets none", "[presets][side-bets]") {
    const Rules trivia = load_preset(kPresets + "/trivia.yaml").preset->rules;
    CHECK((trivia.perfect_pairs && trivia.twenty_one_plus_three));
    CHECK(trivia.perfect_pairs_pays == std::array<int, 3>{6, 12, 25});
    CHECK(trivia.twenty_one_plus_three_pays == std::array<int, 5>{5, 10, 30, 40, 100});
    CHECK((trivia.perfect_pairs_min == 1'00 && trivia.perfect_pairs_max == 100'00));
    CHECK((trivia.twenty_one_plus_three_min == 1'00 && trivia.twenty_one_plus_three_max == 100'00));
    for (const char* name : {"classic", "three-bets", "single-deck", "chartwell"}) {
        INFO(name);
        const Rules r = load_preset(kPresets + "/" + name + ".yaml").preset->rules;
        CHECK_FALSE(r.perfect_pairs);
        CHECK_FALSE(r.twenty_one_plus_three);
    }
    Preset p = *load_preset(kPresets + "/trivia.yaml").preset;
    CHECK(set_rule_assignment(p, "perfect_pairs_pays=5, 10, 30").empty());
    CHECK(p.rules.perfect_pairs_pays == std::array<int, 3>{5, 10, 30});
    CHECK(set_rule_assignment(p, "twenty_one_plus_three_max_bet=250").empty());
    CHECK(p.rules.twenty_one_plus_three_max == 250'00);
    CHECK(set_rule_assignment(p, "perfect_pairs_pays=5,10,30,40").size() == 1);
    CHECK(set_rule_assignment(p, "perfect_pairs_max_bet=0.5").size() == 2);  // below the minimum of 1, not a whole step
}

TEST_CASE("a corpus of broken presets gives exactly the expected messages", "[presets][errors]") {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kBroken)) {
        if (entry.path().extension() != ".yaml") continue;
        ++files;
        const std::string name = entry.path().filename().string();
        INFO(name);
        PresetLoad load = load_preset(entry.path().string());
        CHECK_FALSE(load.ok());
        CHECK_FALSE(load.preset.has_value());
        fs::path expected_path = entry.path();
        expected_path.replace_extension(".expected");
        REQUIRE(fs::exists(expected_path));
        CHECK(messages_without_folder(load, kBroken) == file_text(expected_path.string()));
    }
    CHECK(files >= 12);
}

TEST_CASE("every error of a file is reported at once", "[presets][errors]") {
    PresetLoad load = load_preset(kBroken + "/bad-values.yaml");
    CHECK(load.errors.size() == 8);
    for (const auto& e : load.errors) {
        CHECK(e.where.line > 0);
        CHECK(e.where.column > 0);
        CHECK_FALSE(e.key.empty());
        CHECK_FALSE(e.expected.empty());
        CHECK_FALSE(e.found.empty());
    }
}

TEST_CASE("extends: a preset starts from another and overrides some keys", "[presets][extends]") {
    const std::string yaml = "extends: classic\ndecks: 2\nname: Two-deck classic\n";
    PresetLoad load = load_preset_text(yaml, "two-deck.yaml", kPresets);
    REQUIRE(load.ok());
    const Rules& r = load.preset->rules;
    CHECK(r.decks == 2);
    CHECK(r.units == Units::Points);  // from classic
    CHECK(r.double_on == DoubleOn::NineToEleven);
    CHECK(load.preset->origin.at("decks").file == "two-deck.yaml");
    CHECK(load.preset->origin.at("decks").line == 2);
    CHECK(fs::path(load.preset->origin.at("units").file).filename() == "classic.yaml");
}

TEST_CASE("overrides (bjt --set) get the same validation, cross-field rules included", "[presets][set]") {
    Preset p = *load_preset(kPresets + "/trivia.yaml").preset;
    CHECK(set_rule_assignment(p, "decks=2").empty());
    CHECK(p.rules.decks == 2);
    CHECK(p.origin.at("decks").file == "--set");
    CHECK(set_rule_assignment(p, "chips=[1, 10]").empty());
    CHECK(p.rules.chips == std::vector<Cents>{1'00, 10'00});

    auto bad = set_rule_assignment(p, "decks=9");
    REQUIRE(bad.size() == 1);
    CHECK(bad[0].message() == "--set: key 'decks': expected an integer from 1 to 8, found '9'");
    CHECK(p.rules.decks == 2);  // unchanged

    auto conflict = set_rule_assignment(p, "max_hands=4");
    CHECK(conflict.empty());  // trivia splits by rank, so resplitting is fine
    p.rules.split = SplitRule::None;
    p.rules.max_hands = 2;
    conflict = set_rule_assignment(p, "max_hands=4");
    REQUIRE(conflict.size() == 1);
    CHECK(conflict[0].key == "max_hands");

    auto unknown = set_rule_assignment(p, "deck=4");
    REQUIRE(unknown.size() == 1);
    CHECK(unknown[0].message().find("such as 'decks'") != std::string::npos);
    CHECK(set_rule_assignment(p, "decks").size() == 1);
}

TEST_CASE("a preset written from rules loads back to the same rules", "[presets][writer]") {
    for (const char* name : {"trivia", "classic", "three-bets", "single-deck", "chartwell"}) {
        INFO(name);
        const Rules original = load_preset(kPresets + "/" + name + ".yaml").preset->rules;
        const std::string yaml = write_preset_yaml(original, "Saved from the options menu\nsecond line");
        PresetLoad again = load_preset_text(yaml, "saved.yaml");
        for (const auto& e : again.errors) UNSCOPED_INFO(e.message());
        REQUIRE(again.ok());
        for (const auto& key : rule_keys()) {
            INFO(key.name);
            CHECK(key.format(again.preset->rules) == key.format(original));
        }
    }
}

// Found by fuzz_preset_loader: a chip of 1,251 was written "[1,251]", which reads back as two chips.
TEST_CASE("chips of a thousand or more are written without a thousands separator", "[presets][writer]") {
    PresetLoad load = load_preset_text("extends: classic\ndecks: 1\nchips: [ 1251 ,]\n", "chips.yaml", kPresets);
    REQUIRE(load.ok());
    REQUIRE(load.preset->rules.chips == std::vector<Cents>{1251'00});
    const std::string yaml = write_preset_yaml(load.preset->rules, "");
    CHECK(yaml.find("chips: [1251]") != std::string::npos);
    PresetLoad again = load_preset_text(yaml, "saved.yaml");
    REQUIRE(again.ok());
    CHECK(again.preset->rules.chips == load.preset->rules.chips);
}

TEST_CASE("docs/presets.md is the generated reference", "[presets][docs]") {
    CHECK(file_text(std::string(BJT_SOURCE_DIR) + "/docs/presets.md") == preset_reference_markdown());
}

TEST_CASE("every key reads back what it writes, and rejects junk", "[presets][keys]") {
    Rules r;
    for (const auto& key : rule_keys()) {
        INFO(key.name);
        const std::string text = key.format(r);
        Rules copy = r;
        CHECK(key.apply(copy, key.is_list ? text.substr(1, text.size() - 2) : text));
        CHECK(key.format(copy) == text);
        CHECK_FALSE(key.apply(copy, "\x01junk\x02"));
    }
}

TEST_CASE("a preset edited on disk reloads, a broken edit keeps the last good rules and shows the error",
          "[presets][watch]") {
    const fs::path dir = fs::temp_directory_path() / ("bjt-watch-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path file = dir / "house.yaml";
    auto write = [&](const std::string& text) {
        std::ofstream out(file, std::ios::trunc);
        out << text;
    };
    write("extends: " + kPresets + "/trivia.yaml\ndecks: 4\n");
    PresetWatcher watcher(file.string());
    REQUIRE(watcher.has_good());
    CHECK(watcher.good().rules.decks == 4);
    CHECK(watcher.poll() == PresetWatcher::Change::None);

    write("extends: " + kPresets + "/trivia.yaml\ndecks: 2\n");
    CHECK(watcher.poll() == PresetWatcher::Change::Reloaded);
    CHECK(watcher.good().rules.decks == 2);

    write("extends: " + kPresets + "/trivia.yaml\ndecks: 12\n");
    CHECK(watcher.poll() == PresetWatcher::Change::Broken);
    CHECK(watcher.good().rules.decks == 2);  // the last good rules stay
    REQUIRE(watcher.errors().size() == 1);
    CHECK(watcher.errors()[0].message() ==
          file.string() + ":2:8: key 'decks': expected an integer from 1 to 8, found '12'");
    CHECK(watcher.poll() == PresetWatcher::Change::None);  // unchanged broken file: nothing new

    write("extends: " + kPresets + "/trivia.yaml\ndecks: 3\n");
    CHECK(watcher.poll() == PresetWatcher::Change::Reloaded);
    CHECK(watcher.errors().empty());
    CHECK(watcher.good().rules.decks == 3);
    fs::remove_all(dir);
}

TEST_CASE("a name from a preset never makes a filesystem call throw", "[presets][errors]") {
    // extends: with a name longer than the system allows ("File name too long" from the OS).
    const std::string long_name = "extends-cycle-b" + std::string(4000, '9');
    PresetLoad load = load_preset_text("extends: " + long_name + "\n", "long.yaml", kBroken);
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].message() ==
          "long.yaml:1:10: key 'extends': expected the name or file of an existing preset, found "
          "'extends-cycle-b999999999999999999999999999999999999999999999... (4015 bytes)' (the system cannot look it "
          "up: File name too long)");
    // The same as a path, and a path that is a folder.
    load = load_preset_text("extends: " + long_name + ".yaml\n", "long.yaml", kBroken);
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].message().find("File name too long") != std::string::npos);
    load = load_preset_text("extends: ../broken/\n", "folder.yaml", kBroken);
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].message() ==
          "folder.yaml:1:10: key 'extends': expected the name or file of an existing preset, found '../broken/' (that "
          "is a folder)");
    CHECK_FALSE(find_preset(long_name));
    CHECK_FALSE(find_preset(long_name + ".yaml"));
}

TEST_CASE("a folder given as a preset is reported as a folder", "[presets][errors]") {
    PresetLoad load = load_preset(kBroken);
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].message() == kBroken + ": expected a preset file, found a folder");
}

TEST_CASE("several overrides are all applied before the cross-key rules are checked", "[presets][set]") {
    Preset p = *load_preset(kPresets + "/classic.yaml").preset;
    CHECK(set_rule_assignments(p, {"split=none", "split_aces=false"}).empty());
    CHECK(p.rules.split == SplitRule::None);
    Preset q = *load_preset(kPresets + "/classic.yaml").preset;
    CHECK(set_rule_assignments(q, {"split_aces=false", "split=none"}).empty());
    Preset r = *load_preset(kPresets + "/classic.yaml").preset;
    const Rules before = r.rules;
    auto errors = set_rule_assignments(r, {"split=none", "decks=2"});
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].key == "split_aces");
    CHECK(r.rules.decks == before.decks);  // unchanged on any error
}

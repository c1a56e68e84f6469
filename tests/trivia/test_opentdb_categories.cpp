// Open Trivia DB categories onto the game's: the built-in table, a player's overrides, and every
// bad entry reported with its place while the table stays as it was.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "engine/trivia/files/opentdb_categories.h"
#include "engine/trivia/files/question_file_loader.h"

using namespace bjt::trivia;

namespace {

std::vector<std::string> messages(const std::vector<QuestionFileError>& errors) {
    std::vector<std::string> out;
    for (const auto& e : errors) out.push_back(e.to_string());
    return out;
}

}  // namespace

TEST_CASE("opentdb categories: the built-in table", "[trivia][categories]") {
    const OpenTdbCategories table;
    CHECK(table.game_category("Entertainment: Music") == "Music");
    CHECK(table.game_category("Entertainment: Video Games") == "Games");
    CHECK(table.game_category("Entertainment: Board Games") == "Games");
    CHECK(table.game_category("Science & Nature") == "Science");
    CHECK(table.game_category("Animals") == "Nature");
    CHECK(table.game_category("Science: Computers") == "Technology");
    CHECK(table.game_category("Entertainment: Books") == "Literature");
    CHECK(table.game_category("General Knowledge") == "General Knowledge");
    CHECK(table.game_category("Something OpenTDB Adds") == "Something OpenTDB Adds");
    CHECK(OpenTdbCategories::opentdb_names().size() == 24);
    CHECK(OpenTdbCategories::opentdb_names().front() == std::pair<int, std::string_view>{9, "General Knowledge"});
    CHECK(OpenTdbCategories::opentdb_names().back().first == 32);

    // Every target but General Knowledge is one of the shipped bank's categories.
    QuestionBank bank;
    QuestionFileLoader(bank, TextLimits::shipped_bank()).load_folder(std::string(BJT_SOURCE_DIR) + "/assets/trivia");
    const auto shipped = bank.categories();
    REQUIRE(shipped.size() == 12);
    std::set<std::string> targets;
    for (const auto& [id, name] : OpenTdbCategories::opentdb_names()) targets.insert(table.game_category(name));
    targets.erase("General Knowledge");
    for (const auto& t : targets) CHECK(std::find(shipped.begin(), shipped.end(), t) != shipped.end());
    CHECK(targets.size() == 11);  // all but Food & Drink, which OpenTDB has no category for
    CHECK(targets.count("Food & Drink") == 0);

    std::vector<Question> questions = {
        Question::true_false("a", "Entertainment: Film", bjt::Difficulty::Easy, "A film question.", true)};
    table.apply(questions);
    CHECK(questions[0].category == "Film & TV");
}

TEST_CASE("opentdb categories: a player's file overrides the entries it names", "[trivia][categories]") {
    OpenTdbCategories table;
    const auto errors = table.override_from_text(
        "# mine\n\"Science & Nature\": Nature\nGeneral Knowledge: History\n'Entertainment: Comics': Comics\n",
        "opentdb-categories.yaml");
    CHECK(messages(errors).empty());
    CHECK(table.game_category("Science & Nature") == "Nature");
    CHECK(table.game_category("General Knowledge") == "History");
    CHECK(table.game_category("Entertainment: Comics") == "Comics");
    CHECK(table.game_category("Entertainment: Music") == "Music");  // untouched
    CHECK(table.override_from_text("", "empty.yaml").empty());
    CHECK(table.override_from_text("# only a comment\n", "empty.yaml").empty());
}

// yaml-cpp 0.7's LoadAll allocates without end on a tag followed by a comma outside brackets (found by
// fuzz_question_file); the file is refused before yaml-cpp reads it.
TEST_CASE("opentdb categories: a tag then a comma is an error, not a hang", "[trivia][categories]") {
    OpenTdbCategories table;
    const auto errors = table.override_from_text("!nnnG,y\n", "opentdb-categories.yaml");
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line == 1);
    CHECK(errors[0].column == 6);
    CHECK(errors[0].message.find("outside brackets") != std::string::npos);
}

TEST_CASE("opentdb categories: bad entries are errors at file:line:col and change nothing", "[trivia][categories]") {
    OpenTdbCategories table;
    const auto errors = table.override_from_text(
        "Science & Nature: Nature\n"
        "Scince & Nature: Science\n"
        "Science & Nature: History\n"
        "Animals: [Nature]\n"
        "Sports:\n"
        "Art: \" Art\"\n",
        "map.yaml");
    CHECK(messages(errors) ==
          std::vector<std::string>{
              "map.yaml:2:1: unknown Open Trivia DB category 'Scince & Nature' (expected one of 'General Knowledge', "
              "'Entertainment: Books', 'Entertainment: Film', 'Entertainment: Music', 'Entertainment: Musicals & "
              "Theatres', 'Entertainment: Television', 'Entertainment: Video Games', 'Entertainment: Board Games', "
              "'Science & Nature', 'Science: Computers', 'Science: Mathematics', 'Mythology', 'Sports', 'Geography', "
              "'History', 'Politics', 'Art', 'Celebrities', 'Animals', 'Vehicles', 'Entertainment: Comics', 'Science: "
              "Gadgets', 'Entertainment: Japanese Anime & Manga', 'Entertainment: Cartoon & Animations'; quote a name "
              "that holds ': ')",
              "map.yaml:3:1: 'Science & Nature' given twice",
              "map.yaml:4:10: 'Animals': expected a category name, found a list or mapping",
              "map.yaml:5:1: 'Sports': expected a category name, found nothing",
              "map.yaml:6:6: 'Art': category: has a leading space",
          });
    CHECK(table.game_category("Science & Nature") == "Science");  // the good first line was not applied either

    CHECK(messages(table.override_from_text("Entertainment: Music: Music\n", "colon.yaml")) ==
          std::vector<std::string>{
              "colon.yaml:1:21: YAML syntax error: illegal map value (quote a name that holds ': ')"});
    CHECK(messages(table.override_from_text("- Music\n", "list.yaml")) ==
          std::vector<std::string>{"list.yaml:1:1: expected a mapping of Open Trivia DB category: game category"});
    CHECK(messages(table.override_from_text("Art: Art\n---\nArt: Music\n", "two.yaml")) ==
          std::vector<std::string>{
              "two.yaml:2:1: more than one YAML document ('---', or text after the first document ends)"});
    CHECK(table.game_category("Art") == "Art");
    CHECK(messages(table.override_from_file("/no/such/map.yaml")).size() == 1);

    const auto loaded = load_opentdb_categories("/no/such/map.yaml");  // a missing default file: built-ins
    CHECK(loaded.errors.empty());
    CHECK(loaded.table.game_category("Animals") == "Nature");
}

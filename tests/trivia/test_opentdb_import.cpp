// Open Trivia DB import of the shared 200-record sample: every record accepted, text decoded and
// cleaned as promised, and the written file loading back through the loader with no error.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "engine/rng.h"
#include "engine/trivia/files/opentdb_importer.h"
#include "engine/trivia/files/question_file_loader.h"
#include "engine/trivia/html_entities.h"
#include "engine/trivia/question_checker.h"

using namespace bjt::trivia;
using bjt::Difficulty;

namespace {

const std::string kSample = std::string(BJT_SHARED_DIR) + "/data/opentdb/questions.json";

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

// One record in the API's format with the given fields.
std::string record(const std::string& type, const std::string& question, const std::string& right,
                   const std::string& wrong_json) {
    return R"({"type":")" + type + R"(","difficulty":"easy","category":"General Knowledge","question":")" + question +
           R"(","correct_answer":")" + right + R"(","incorrect_answers":)" + wrong_json + "}";
}

}  // namespace

TEST_CASE("the 200-record sample imports whole", "[trivia][import]") {
    const ImportReport report = OpenTdbImporter().import_file(kSample);
    REQUIRE(report.ok());
    CHECK(report.records == 200);
    for (const auto& r : report.rejected) FAIL_CHECK(r.to_string());
    REQUIRE(report.questions.size() == 200);  // all accepted, so questions[i] is record i
    CHECK(report.summary() == "200 records: 200 imported, 0 rejected");
    const auto& q = report.questions;

    SECTION("decoded and cleaned text, spot-checked") {
        // index 80: "&lt;1%" among the answers, "&#039;" in the question
        CHECK(contains(q[80].wrong_answers, "<1%"));
        CHECK(q[80].right_answer == "5%");
        CHECK(q[80].text.find("Tamerlane's conquests?") != std::string::npos);
        // index 136: "separate&nbsp;heavy" becomes an ordinary space
        CHECK(q[136].text == "How does a centrifuge separate heavy and light particles?");
        // index 55: "Jamaica&lrm;" decodes to U+200E, which is dropped
        CHECK(q[55].wrong_answers == std::vector<std::string>{"Cuba", "Jamaica", "Dominica"});
        // index 57: raw non-ASCII kept; the question's trailing space trimmed
        CHECK(contains(q[57].wrong_answers, "al-Khw\xC4\x81rizm\xC4\xAB"));
        CHECK(q[57].text == "The C programming language was created by this American computer scientist.");
        // index 127: the double space after "Reigen" folded
        CHECK(q[127].text == "Who voices the character \"Reigen\" in the English dub of \"Mob Psycho 100\"?");
        CHECK(q[127].category == "Entertainment: Japanese Anime & Manga");
        CHECK(q[0].right_answer == "Harper's Ferry");
    }
    SECTION("every field is plain text; types, difficulties and categories as in SOURCE.md") {
        std::size_t true_false = 0, easy = 0, hard = 0;
        std::set<std::string> categories;
        for (const auto& x : q) {
            INFO(x.origin.to_string());
            for (const std::string* s : {&x.text, &x.category, &x.right_answer})
                CHECK(QuestionChecker::plain_text_problem("text", *s).empty());
            for (const auto& w : x.wrong_answers) CHECK(QuestionChecker::plain_text_problem("text", w).empty());
            CHECK(x.id.rfind("opentdb-", 0) == 0);
            true_false += x.type == QuestionType::TrueFalse;
            easy += x.difficulty == Difficulty::Easy;
            hard += x.difficulty == Difficulty::Hard;
            categories.insert(x.category);
        }
        CHECK(true_false == 31);
        CHECK(easy == 53);
        CHECK(hard == 41);
        CHECK(categories.size() == 24);
        CHECK(categories.count("Science & Nature") == 1);
        CHECK(categories.count("Entertainment: Cartoon & Animations") == 1);
    }
    SECTION("the imported file loads back through the loader with no error") {
        const std::string yaml = OpenTdbImporter::question_file(report);
        CHECK(yaml.find("attribution: |") != std::string::npos);
        CHECK(yaml.find("Open Trivia Database (https://opentdb.com)") != std::string::npos);
        CHECK(yaml.find("CC BY-SA 4.0") != std::string::npos);
        CHECK(yaml.find("Adapted by import") != std::string::npos);
        QuestionBank bank;
        const auto back = QuestionFileLoader(bank, TextLimits::player_files()).load_text(yaml, "imported.yaml");
        for (const auto& e : back.errors) FAIL_CHECK(e.to_string());
        CHECK(back.added == 200);
        for (const auto& original : q) {
            const Question* loaded = bank.find(original.id);
            REQUIRE(loaded);
            CHECK(loaded->text == original.text);
            CHECK(loaded->category == original.category);
            CHECK(loaded->difficulty == original.difficulty);
            CHECK(loaded->type == original.type);
            CHECK(loaded->right_answer == original.right_answer);
            CHECK(loaded->wrong_answers == original.wrong_answers);
        }
    }
}

TEST_CASE("why the import uses the player-file limits: three sample answers pass 40 characters", "[trivia][import]") {
    const ImportReport strict = OpenTdbImporter(TextLimits::shipped_bank()).import_file(kSample);
    REQUIRE(strict.rejected.size() == 3);
    CHECK(strict.rejected[0].index == 4);
    CHECK(strict.rejected[1].index == 9);
    CHECK(strict.rejected[2].index == 61);
    CHECK(strict.rejected[0].reason == "incorrect_answers[2]: 47 characters, over the limit of 40");
}

TEST_CASE("each unusable record is rejected with its index and reason, the rest import", "[trivia][import]") {
    const std::string json =
        "{\"response_code\":0,\"results\":[\n" + record("multiple", "Fine?", "Yes", R"(["No","Maybe","Never"])") +
        ",\n" + record("multiple", "FINE", "A", R"(["B","C","D"])") + ",\n" +
        record("multiple", "Two wrong?", "A", R"(["B","C"])") + ",\n" +
        record("boolean", "Sky is green.", "Maybe", R"(["True"])") + ",\n" +
        record("multiple", "Same &amp; same?", "A", R"(["a","C","D"])") + ",\n" +
        record("quiz", "Type?", "A", R"(["B","C","D"])") + ",\n" +
        R"({"type":"multiple","difficulty":"easy","category":"X","question":5,"correct_answer":"A","incorrect_answers":["B","C","D"]})" +
        ",\n" + record("multiple", std::string(251, 'q'), "A", R"(["B","C","D"])") + ",\n" +
        record("boolean", "Water is wet.", "True", R"(["False"])") + "\n]}";
    const ImportReport report = OpenTdbImporter().import_text(json, "t.json");
    REQUIRE(report.ok());
    CHECK(report.records == 9);
    REQUIRE(report.questions.size() == 2);
    CHECK(report.questions[1].type == QuestionType::TrueFalse);
    CHECK(report.questions[1].statement_is_true());
    std::vector<std::string> got;
    for (const auto& r : report.rejected) got.push_back(r.to_string());
    CHECK(got == std::vector<std::string>{
                     "record 1 (line 3, column 1): duplicate of record 0",
                     "record 2 (line 4, column 1): incorrect_answers: expected 3 wrong answers, found 2",
                     "record 3 (line 5, column 1): correct_answer \"Maybe\" of a boolean question is not True or False",
                     "record 4 (line 6, column 1): incorrect_answers[0]: 'a' is the right answer too",
                     "record 5 (line 7, column 1): type \"quiz\" is not multiple or boolean",
                     "record 6 (line 8, column 1): \"question\" is not a string",
                     "record 7 (line 9, column 1): question: 251 characters, over the limit of 250",
                 });
    CHECK(report.summary() == "9 records: 2 imported, 7 rejected");
}

TEST_CASE("a malformed file is an error with its place, never an exception", "[trivia][import]") {
    struct Case {
        const char* json;
        const char* message;
    };
    const Case cases[] = {
        {"{\"results\": [", "t.json:1:"},
        {"[1, 2]", "t.json:1:1: expected a JSON object with \"results\" (an Open Trivia DB response)"},
        {"{\"response_code\": 1, \"results\": []}", "t.json:1:19: response_code 1: no results"},
        {"{\"response_code\": 0}", "t.json:1:1: missing \"results\""},
        {"{\"results\": {\"a\": 1}}", "t.json:1:13: \"results\" is not a list"},
    };
    for (const auto& c : cases) {
        INFO(c.json);
        ImportReport report;
        REQUIRE_NOTHROW(report = OpenTdbImporter().import_text(c.json, "t.json"));
        REQUIRE(report.errors.size() == 1);
        CHECK(report.errors[0].to_string().rfind(c.message, 0) == 0);
    }
    // The scraper's dumps have no response_code; that is fine.
    CHECK(OpenTdbImporter().import_text("{\"results\": []}", "t.json").ok());
}

TEST_CASE("JSON escapes: surrogate pairs, the escaped slash and friends", "[trivia][import]") {
    const std::string json = "{\"results\":[" +
                             record("multiple", R"(Which emoji is \ud83d\ude00 called?)", R"(AC\/DC)",
                                    R"(["Escaped \/ slash","\\ud83d literal","\u00e9t\u00e9"])") +
                             "]}";
    const ImportReport report = OpenTdbImporter().import_text(json, "t.json");
    REQUIRE(report.ok());
    REQUIRE(report.questions.size() == 1);
    const Question& q = report.questions[0];
    CHECK(q.text == "Which emoji is \xF0\x9F\x98\x80 called?");
    CHECK(q.right_answer == "AC/DC");
    CHECK(q.wrong_answers == std::vector<std::string>{"Escaped / slash", "\\ud83d literal", "\xC3\xA9t\xC3\xA9"});
    // A lone surrogate is no character: refused, never replaced.
    const ImportReport lone = OpenTdbImporter().import_text(
        "{\"results\":[" + record("multiple", R"(Lone \ud83d half?)", "A", R"(["B","C","D"])") + "]}", "t.json");
    REQUIRE(lone.errors.size() == 1);
    CHECK(lone.errors[0].message.rfind("not valid JSON: ", 0) == 0);
}

TEST_CASE("ids are stable: the same question imports under the same id", "[trivia][import]") {
    CHECK(OpenTdbImporter::id_for("What is 2 + 2?") == OpenTdbImporter::id_for("what is 2 + 2"));
    CHECK(OpenTdbImporter::id_for("What is 2 + 2?") != OpenTdbImporter::id_for("What is 2 + 3?"));
    CHECK(OpenTdbImporter::id_for("x").size() == std::string("opentdb-").size() + 12);
}

TEST_CASE("mutated JSON never throws out of the importer", "[trivia][import]") {
    std::ifstream in(kSample, std::ios::binary);
    std::ostringstream whole;
    whole << in.rdbuf();
    // The first records, closed again so the unmutated text is a valid response.
    const std::string sample = whole.str();
    const std::size_t cut = sample.find("\n    },\n", 4000);
    REQUIRE(cut != std::string::npos);
    const std::string original = sample.substr(0, cut) + "\n    }\n  ]\n}\n";
    REQUIRE(OpenTdbImporter().import_text(original, "m.json").questions.size() >= 10);
    std::size_t some_imported = 0;
    const std::string specials = "{}[]:,\"\\u&;#\n \xED\xA0";
    bjt::Rng rng(7);
    for (int round = 0; round < 1000; ++round) {
        std::string text = original;
        for (std::uint32_t e = 0, n = 1 + rng.below(6); e < n; ++e) {
            const std::size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
            const char c = specials[rng.below(static_cast<std::uint32_t>(specials.size()))];
            if (rng.below(2) == 0)
                text.insert(at, 1, c);
            else
                text[at] = c;
        }
        ImportReport report;
        REQUIRE_NOTHROW(report = OpenTdbImporter().import_text(text, "m.json"));
        CHECK(report.records == report.questions.size() + report.rejected.size());
        some_imported += report.questions.empty() ? 0 : 1;
    }
    CHECK(some_imported > 100);  // the mutations reach the record checks, not only the parser
}

TEST_CASE("the import reads strict JSON: one document, valid UTF-8, each key once", "[trivia][import]") {
    const std::string one = record("multiple", "Q1?", "A", R"(["B","C","D"])");
    struct Case {
        std::string json;
        std::string message;
    };
    const std::vector<Case> cases = {
        {"{\"results\":[" + one + "]}{\"results\":[]}",
         "t.json:1:" + std::to_string(15 + one.size()) +
             ": not valid JSON: more JSON follows the first document (a response is exactly one JSON object)"},
        {"{\"results\":[" + one + "]}\n[]",
         "t.json:2:1: not valid JSON: more JSON follows the first document (a "
         "response is exactly one JSON object)"},
        {"{\"results\":[{\"question\":\"Caf\xE9?\"}]}", "t.json:1:29: not valid JSON: the text is not valid UTF-8"},
        {"{\"results\":[{\"type\":\"multiple\",\"type\":\"boolean\"}]}",
         "t.json:1:32: not valid JSON for an import: the key \"type\" appears twice in one object (which one is meant?)"},
        {"{\"results\":[],\"res\\u0075lts\":[]}",
         "t.json:1:15: not valid JSON for an import: the key \"results\" appears twice in one object (which one is "
         "meant?)"},
    };
    for (const auto& c : cases) {
        INFO(c.json);
        const ImportReport report = OpenTdbImporter().import_text(c.json, "t.json");
        REQUIRE(report.errors.size() == 1);
        CHECK(report.errors[0].to_string() == c.message);
        CHECK(report.questions.empty());
    }
}

TEST_CASE("compact JSON: each rejected record has its index and column, each bad wrong answer its place",
          "[trivia][import]") {
    const std::string good = record("multiple", "Q1?", "A", R"(["B","C","D"])");
    const std::string bad = record("multiple", "Q2?", "A", R"(["B","a",""])");
    const std::string json = "{\"results\":[" + good + "," + bad + "," + good + "]}";
    const ImportReport report = OpenTdbImporter().import_text(json, "t.json");
    REQUIRE(report.ok());
    REQUIRE(report.rejected.size() == 2);
    const std::size_t second = 13 + good.size() + 1;
    CHECK(report.rejected[0].to_string() == "record 1 (line 1, column " + std::to_string(second) +
                                                "): incorrect_answers[1]: 'a' is the right answer too; "
                                                "incorrect_answers[2]: is empty");
    CHECK(report.rejected[1].to_string() ==
          "record 2 (line 1, column " + std::to_string(second + bad.size() + 1) + "): duplicate of record 0");
}

TEST_CASE("a number too large for the parser is an error, not an exception", "[trivia][import]") {
    // Found by fuzz_opentdb_import: nlohmann throws out_of_range, not parse_error, for it.
    ImportReport report;
    REQUIRE_NOTHROW(report = OpenTdbImporter().import_text("{\"response_code\": 88888e32616504}", "t.json"));
    REQUIRE(report.errors.size() == 1);
    CHECK(report.errors[0].message.find("not valid JSON: ") == 0);
}

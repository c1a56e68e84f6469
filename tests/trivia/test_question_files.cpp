// Question files: a good file loads whole; each broken file in data/broken gives exactly the
// messages in its .expected file (FILE:LINE:COL: message, paths relative to data/); files checked
// together catch duplicates across them; a written file reads back the same.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <cstdlib>

#include "engine/rng.h"
#include "engine/trivia/files/question_file_loader.h"
#include "engine/trivia/files/question_file_writer.h"
#include "engine/trivia/files/question_folders.h"
#include "tests/file_text.h"

using bjt::test::file_text;

using namespace bjt::trivia;
using bjt::Difficulty;

namespace {

const std::string kData = BJT_TRIVIA_TEST_DATA;

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) out.push_back(line);
    return out;
}

// Messages with the data folder taken off every path in them.
std::vector<std::string> relative(const std::vector<QuestionFileError>& errors) {
    std::vector<std::string> out;
    const std::string prefix = kData + "/";
    for (const auto& e : errors) {
        std::string m = e.to_string();
        for (std::size_t at; (at = m.find(prefix)) != std::string::npos;) m.erase(at, prefix.size());
        out.push_back(m);
    }
    return out;
}

}  // namespace

TEST_CASE("a good file loads every question with its content", "[trivia][files]") {
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const auto report = loader.load_file(kData + "/good/mixed.yaml");
    CHECK(relative(report.errors).empty());
    CHECK(report.questions == 5);
    CHECK(report.added == 5);
    const Question* q = bank.find("good-003");
    REQUIRE(q);
    CHECK(q->category == "Geography");  // its own category beats the file's
    CHECK(q->difficulty == Difficulty::Hard);
    CHECK(q->right_answer == "Z\xC3\xBCrich");
    CHECK(q->origin.line == 18);
    CHECK(bank.find("good-001")->category == "Science");
    CHECK(bank.find("good-002")->type == QuestionType::TrueFalse);
    CHECK(bank.find("good-002")->statement_is_true());
    CHECK_FALSE(bank.find("good-004")->statement_is_true());  // "False" is accepted too
    CHECK(bank.find("good-005")->wrong_answers[0] == "1979");  // plain numbers are text
}

TEST_CASE("each broken file reports exactly its expected errors", "[trivia][files]") {
    for (const char* name :
         {"answers", "bad-values", "empty", "keys", "missing-keys", "no-category", "not-a-mapping", "syntax", "text",
          "tab", "unclosed-quote", "deep", "placed", "alias", "tag-comma", "list-no-brackets", "text-after-quote"}) {
        INFO(name);
        QuestionBank bank;
        QuestionFileLoader loader(bank, TextLimits::shipped_bank());
        FileLoadReport report;
        REQUIRE_NOTHROW(report = loader.load_file(kData + "/broken/" + name + ".yaml"));
        const auto expected = lines_of(file_text(kData + "/broken/" + name + ".expected"));
        REQUIRE_FALSE(expected.empty());
        CHECK(relative(report.errors) == expected);
    }
}

TEST_CASE("questions with errors are left out, the rest of the file loads", "[trivia][files]") {
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const auto report = loader.load_file(kData + "/broken/keys.yaml");
    CHECK(report.questions == 5);
    CHECK(report.added == 1);  // only key-003 (the first) is clean
    CHECK(bank.find("key-003") != nullptr);
    CHECK(bank.find("key-001") == nullptr);
}

TEST_CASE("a folder loads every file and catches duplicates across them", "[trivia][files]") {
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const auto report = loader.load_folder(kData + "/crossfile");
    REQUIRE(report.files.size() == 2);
    CHECK(report.files[0].ok());
    std::vector<QuestionFileError> all;
    for (const auto& f : report.files) all.insert(all.end(), f.errors.begin(), f.errors.end());
    CHECK(relative(all) == lines_of(file_text(kData + "/crossfile/expected.txt")));
    CHECK(report.added() == 3);
    CHECK(report.error_count() == 2);

    const auto missing = loader.load_folder(kData + "/no-such-folder");
    CHECK(missing.files.empty());
    REQUIRE(missing.errors.size() == 1);
    CHECK(relative(missing.errors)[0] == "no-such-folder: no such folder");
    const auto unreadable = loader.load_file(kData + "/no-such-file.yaml");
    REQUIRE(unreadable.errors.size() == 1);
    CHECK(relative(unreadable.errors)[0] == "no-such-file.yaml: cannot open the file: No such file or directory");
}

TEST_CASE("player limits let longer text through, to a harder limit", "[trivia][files]") {
    const std::string yaml =
        "category: Custom\n"
        "questions:\n"
        "  - id: long-001\n"
        "    difficulty: easy\n"
        "    type: multiple\n"
        "    question: \"Which of these phrases is the longest one?\"\n"
        "    answer: \"The Name of a Warner Brothers Cartoon Character\"\n"
        "    wrong: [\"Short\", \"Shorter\", \"Tiny\"]\n";
    QuestionBank shipped_bank, player_bank;
    const auto shipped = QuestionFileLoader(shipped_bank, TextLimits::shipped_bank()).load_text(yaml, "f.yaml");
    CHECK(relative(shipped.errors) ==
          std::vector<std::string>{"f.yaml:7:13: answer: 47 characters, over the limit of 40"});
    const auto player = QuestionFileLoader(player_bank, TextLimits::player_files()).load_text(yaml, "f.yaml");
    CHECK(player.ok());
}

TEST_CASE("nothing in a file makes the loader throw", "[trivia][files]") {
    for (const char* yaml : {"", "---\n---\n", "questions: !!binary abc", "questions: [[[", "{", "questions:\n  - ~\n",
                             "questions:\n  - [1, 2]\n", "category: [a]\nquestions: {}\n", "\xFF\xFE\x00",
                             "questions:\n  - id: x\n    id: y\n", "? [a, b]\n: c\n", "questions: *nope\n"}) {
        QuestionBank bank;
        QuestionFileLoader loader(bank, TextLimits::shipped_bank());
        FileLoadReport report;
        REQUIRE_NOTHROW(report = loader.load_text(yaml, "odd.yaml"));
        CHECK_FALSE(report.ok());
    }
}

TEST_CASE("the writer's output reads back as the same questions", "[trivia][files]") {
    std::vector<Question> questions = {
        Question::multiple_choice("w-001", "Food & Drink", Difficulty::Medium,
                                  "Which \"quoted\" word: has a colon, a # and 'quotes'?", "It's this one",
                                  {"Caf\xC3\xA9", "[brackets]", "- dash"}),
        Question::true_false("w-002", "Science: Computers", Difficulty::Hard, "Yes: no?", true),
    };
    QuestionFileHeader header;
    header.comment_lines = {"A test file.", "", "Second line."};
    header.attribution = "Line one.\nLine two.";
    const std::string text = QuestionFileWriter::write(questions, header);
    CHECK(text.rfind("# A test file.\n#\n# Second line.\n", 0) == 0);
    QuestionBank bank;
    const auto report = QuestionFileLoader(bank, TextLimits::shipped_bank()).load_text(text, "written.yaml");
    CHECK(relative(report.errors).empty());
    REQUIRE(bank.size() == 2);
    for (const auto& q : questions) {
        const Question* back = bank.find(q.id);
        REQUIRE(back);
        CHECK(back->category == q.category);
        CHECK(back->difficulty == q.difficulty);
        CHECK(back->type == q.type);
        CHECK(back->text == q.text);
        CHECK(back->right_answer == q.right_answer);
        CHECK(back->wrong_answers == q.wrong_answers);
    }
}

TEST_CASE("the game's questions: shipped bank, then the player's folder, in one bank", "[trivia][files]") {
    ::setenv("BJT_TRIVIA_DIR", (kData + "/good").c_str(), 1);
    ::setenv("BJT_PLAYER_QUESTION_DIR", (kData + "/crossfile").c_str(), 1);
    QuestionBank bank;
    const GameQuestionsLoad load = load_game_questions(bank, player_question_dir());
    CHECK(load.shipped_found);
    CHECK(load.shipped.ok());
    CHECK(load.shipped.added() == 5);
    REQUIRE(load.player);
    CHECK(load.player->added() == 3);
    CHECK(load.player->error_count() == 2);
    CHECK(bank.size() == 8);

    ::setenv("BJT_PLAYER_QUESTION_DIR", (kData + "/no-such-folder").c_str(), 1);
    QuestionBank second;
    CHECK_FALSE(
        load_game_questions(second, player_question_dir()).player.has_value());  // no folder yet is not an error
    QuestionBank third;
    CHECK_FALSE(load_game_questions(third, "").player.has_value());  // none given: only the shipped bank

    ::unsetenv("BJT_PLAYER_QUESTION_DIR");
    ::setenv("XDG_DATA_HOME", "/xdg", 1);
    CHECK(player_question_dir() == "/xdg/blackjack-trivia/questions");
    ::unsetenv("XDG_DATA_HOME");
    ::setenv("HOME", "/home/player", 1);
    CHECK(player_question_dir() == "/home/player/.local/share/blackjack-trivia/questions");
    ::unsetenv("BJT_TRIVIA_DIR");
    CHECK(shipped_question_dirs().size() == 3);  // beside the executable, the source tree, the install prefix
}

TEST_CASE("mutated files never throw out of the loader", "[trivia][files]") {
    // 2,000 seeded mutations of a good file (bytes deleted, inserted, replaced by YAML-significant
    // characters): whatever they become, the loader reports and returns.
    const std::string original = file_text(kData + "/good/mixed.yaml");
    const std::string specials = ":-[]{}\"'#&*!|>%@`\n\t ,?\\\xC3\xFF";
    bjt::Rng rng(20240611);
    std::size_t rejected = 0;
    for (int round = 0; round < 2000; ++round) {
        std::string text = original;
        const std::uint32_t edits = 1 + rng.below(4);
        for (std::uint32_t e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
            const char c = specials[rng.below(static_cast<std::uint32_t>(specials.size()))];
            switch (rng.below(3)) {
                case 0: text.erase(at, 1 + rng.below(8)); break;
                case 1: text.insert(at, 1, c); break;
                default: text[at] = c; break;
            }
        }
        QuestionBank bank;
        FileLoadReport report;
        REQUIRE_NOTHROW(report = QuestionFileLoader(bank, TextLimits::shipped_bank()).load_text(text, "m.yaml"));
        for (const auto& e : report.errors) REQUIRE(e.line >= 1);
        rejected += report.ok() ? 0 : 1;
    }
    CHECK(rejected > 1000);  // most mutations break something, and it is reported
}

TEST_CASE("a folder given as a question file is reported as a folder", "[trivia][files]") {
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const FileLoadReport report = loader.load_file(kData + "/broken");
    REQUIRE(report.errors.size() == 1);
    CHECK(report.errors[0].to_string() == kData + "/broken: is a folder, not a question file");
}

TEST_CASE("a value starting with ',' is an error, not a parser that never returns", "[trivia][files]") {
    // Found by fuzz_question_file: yaml-cpp 0.7's LoadAll loops forever on a leading ','.
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const FileLoadReport report = loader.load_text(", id: l}}", "comma.yaml");
    REQUIRE(report.errors.size() == 1);
    CHECK(report.errors[0].to_string() ==
          "comma.yaml:1:1: a ',' outside brackets, where a value should start (put the value in quotes)");
}

TEST_CASE("a control character is an error before the YAML parser sees it", "[trivia][files]") {
    // Found by fuzz_question_file: yaml-cpp 0.7's LoadAll never returned on these bytes.
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const FileLoadReport report = loader.load_text(std::string("\0,\xC2\xA0y\x08", 6), "control.yaml");
    REQUIRE(report.errors.size() == 1);
    CHECK(report.errors[0].to_string() == "control.yaml:1:1: the control character U+0000 (YAML text allows none)");
}

TEST_CASE("text yaml-cpp reads as endless documents is refused as a second document, and the read returns",
          "[trivia][files]") {
    // Found by fuzz_question_file (tests/fuzz/regressions/question_file/): a stray quote mid-line made yaml-cpp
    // 0.7's parser report the same next document forever, and LoadAll never returned. One document is read,
    // and a second one is named where it starts.
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const FileLoadReport report =
        loader.load_text("!ategoryfalsRaphael\"wn\n# c\n  tegory+ A!\n n\", \"LeaeaA!\n", "endless.yaml");
    REQUIRE(!report.errors.empty());
    CHECK(report.errors[0].to_string() ==
          "endless.yaml:4:4: more than one YAML document ('---', or text after the first document ends); a question "
          "file holds one");
}

TEST_CASE("a second YAML document is an error at its line", "[trivia][files]") {
    QuestionBank bank;
    QuestionFileLoader loader(bank, TextLimits::shipped_bank());
    const FileLoadReport report =
        loader.load_text("category: Science\nquestions: []\n---\ncategory: Art\n", "two.yaml");
    std::vector<std::string> messages;
    for (const auto& e : report.errors) messages.push_back(e.to_string());
    CHECK(messages == std::vector<std::string>{"two.yaml:2:12: questions: the list is empty",
                                               "two.yaml:3:1: more than one YAML document ('---', or text after the "
                                               "first document ends); a question file holds one"});
}

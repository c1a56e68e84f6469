// bjt trivia validate / import as a user runs them: exit codes, where messages go, help.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/file_text.h"
#include "tests/tools/run_command.h"

using bjt::test::file_text;

using bjt::test::run_bjt;

namespace {

const std::string kData = BJT_TRIVIA_TEST_DATA;
const std::string kSample = std::string(BJT_SHARED_DIR) + "/data/opentdb/questions.json";

}  // namespace

TEST_CASE("bjt trivia: help and usage errors", "[trivia][cli]") {
    auto r = run_bjt({"trivia", "--help"});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("bjt trivia validate") != std::string::npos);
    r = run_bjt({"trivia", "validate", "--help"});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("FILE:LINE:COL") != std::string::npos);
    CHECK(r.out.find("clue-leak-allow.yaml") != std::string::npos);
    r = run_bjt({"trivia", "import", "--help"});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("CC BY-SA 4.0") != std::string::npos);
    CHECK(run_bjt({"trivia"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "frobnicate"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "validate"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "validate", "--nope", "x.yaml"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "import"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "import", kSample, "-o"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "import", kSample, kSample}).exit_code == 2);
}

TEST_CASE("bjt trivia validate: 0 for good files, 2 with every error as FILE:LINE:COL", "[trivia][cli]") {
    auto r = run_bjt({"trivia", "validate", kData + "/good/mixed.yaml"});
    CHECK(r.exit_code == 0);
    CHECK(r.out == kData + "/good/mixed.yaml: ok (5 questions)\n");

    r = run_bjt({"trivia", "validate", kData + "/broken/text.yaml"});
    CHECK(r.exit_code == 2);
    std::string expected;
    std::istringstream lines(file_text(kData + "/broken/text.expected"));
    for (std::string line; std::getline(lines, line);) expected += kData + "/" + line + "\n";
    CHECK(r.out == expected);
    CHECK(r.err == "bjt: 7 error(s) in 1 of 1 question file(s)\n");

    // A folder stands for its files, checked together.
    r = run_bjt({"trivia", "validate", kData + "/crossfile"});
    CHECK(r.exit_code == 2);
    CHECK(r.out.find("b.yaml:11:15: the same question as 'food-001'") != std::string::npos);

    r = run_bjt({"trivia", "validate", std::string(BJT_SOURCE_DIR) + "/assets/trivia"});
    CHECK(r.exit_code == 0);
}

TEST_CASE("bjt trivia import: writes a file that validates with the player limits", "[trivia][cli]") {
    const std::string out = std::string(BJT_TEST_TMP) + "/imported-sample.yaml";
    auto r = run_bjt({"trivia", "import", kSample, "-o", out});
    CHECK(r.exit_code == 0);
    CHECK(r.out.empty());
    CHECK(r.err.find("200 records: 200 imported, 0 rejected") != std::string::npos);
    CHECK(run_bjt({"trivia", "validate", "--player", out}).exit_code == 0);
    // Three answers are longer than the shipped bank allows: shipped limits refuse the file.
    r = run_bjt({"trivia", "validate", out});
    CHECK(r.exit_code == 2);
    CHECK(r.out.find("47 characters, over the limit of 40") != std::string::npos);

    r = run_bjt({"trivia", "import", kSample});
    CHECK(r.exit_code == 0);
    CHECK(r.out == file_text(out));

    const std::string bad = std::string(BJT_TEST_TMP) + "/malformed.json";
    std::ofstream(bad) << "{\"results\": [\n  {\"type\": \"multiple\",\n";
    r = run_bjt({"trivia", "import", bad});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.rfind(bad + ":", 0) == 0);
    CHECK(run_bjt({"trivia", "import", kData + "/no-such.json"}).exit_code == 2);
}

TEST_CASE("bjt trivia validate: near-duplicates are errors in the shipped bank, warnings in a player's files",
          "[trivia][cli][near]") {
    const std::string shipped = kData + "/near/shipped";
    auto r = run_bjt({"trivia", "validate", shipped});
    CHECK(r.exit_code == 2);
    CHECK(
        r.out.find(shipped + "/games.yaml:9:5: near-duplicate of games-001 at " + shipped +
                   "/games.yaml:3:5: the same answer 'Alexey Pajitnov' and 2 of 2 content words (tetris, created)\n") !=
        std::string::npos);
    CHECK(r.out.find("geo-002") == std::string::npos);  // capital of Austria: another answer
    CHECK(r.err == "bjt: 1 near-duplicate pair(s)\n");

    // A player's files are checked against the shipped bank ($BJT_TRIVIA_DIR here) as the game loads them.
    REQUIRE(setenv("BJT_TRIVIA_DIR", shipped.c_str(), 1) == 0);
    const std::string mine = kData + "/near/player/mine.yaml";
    r = run_bjt({"trivia", "validate", "--player", mine});
    CHECK(r.exit_code == 0);
    CHECK(r.out ==
          mine + ": ok (2 questions)\n" + mine + ":3:5: warning: near-duplicate of geo-001 at " + shipped +
              "/geography.yaml:3:5: the same answer 'Canberra' and 2 of 3 content words (capital, australia)\n");
    // The shipped pair is not the player's business.
    CHECK(r.out.find("games-001") == std::string::npos);
}

TEST_CASE("bjt trivia validate: clue leaks and answer echoes are warnings, a stale allow entry an error",
          "[trivia][cli][clues]") {
    const std::string bank = kData + "/clues";
    auto r = run_bjt({"trivia", "validate", bank});
    CHECK(r.exit_code == 0);
    CHECK(r.out == bank + "/geography.yaml: ok (4 questions)\n" + bank +
                       "/geography.yaml:9:5: warning: clue leak: the answer of geo-001 (\"Sicily\") appears in "
                       "geo-002's question\n" +
                       bank +
                       "/geography.yaml:20:5: warning: answer echo: \"city\" of geo-004's answer (\"New York City\") "
                       "is in its question and in no wrong option\n");
    CHECK(r.err.empty());

    // Once geo-003 no longer names Sicily, its allow entry excuses nothing: an error at the entry.
    const std::string copy = std::string(BJT_TEST_TMP) + "/clues-stale";
    std::filesystem::remove_all(copy);
    std::filesystem::create_directories(copy + "/checks");
    std::filesystem::copy(bank + "/checks/clue-leak-allow.yaml", copy + "/checks/clue-leak-allow.yaml");
    std::string text = file_text(bank + "/geography.yaml");
    text.replace(text.find("Mount Etna, on Sicily,"), 22, "Mount Etna");
    std::ofstream(copy + "/geography.yaml") << text;
    r = run_bjt({"trivia", "validate", copy});
    CHECK(r.exit_code == 2);
    CHECK(r.out.find(copy + "/checks/clue-leak-allow.yaml:3:5: clue-leak allow-list: the answer of geo-001 does not "
                            "leak into geo-003 (no clue leak to allow; remove the entry)\n") != std::string::npos);
    CHECK(r.err == "bjt: 1 error(s) in clue-leak allow-lists\n");
}

TEST_CASE("bjt trivia import: OpenTDB categories become the game's, with the data folder's overrides",
          "[trivia][cli][categories]") {
    // The default overrides file sits beside the player's questions folder.
    const std::string data = std::string(BJT_TEST_TMP) + "/categories-data";
    std::filesystem::create_directories(data + "/questions");
    REQUIRE(setenv("BJT_PLAYER_QUESTION_DIR", (data + "/questions").c_str(), 1) == 0);
    std::filesystem::remove(data + "/opentdb-categories.yaml");

    auto r = run_bjt({"trivia", "import", kSample});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("category: \"Entertainment") == std::string::npos);
    CHECK(r.out.find("category: \"Science & Nature\"") == std::string::npos);
    CHECK(r.out.find("category: \"Games\"") != std::string::npos);
    CHECK(r.out.find("category: \"General Knowledge\"") != std::string::npos);

    std::ofstream(data + "/opentdb-categories.yaml") << "General Knowledge: History\n";
    r = run_bjt({"trivia", "import", kSample});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("category: \"General Knowledge\"") == std::string::npos);

    const std::string bad = std::string(BJT_TEST_TMP) + "/bad-categories.yaml";
    std::ofstream(bad) << "General Knowledge: History\nMusic: Music\n";
    r = run_bjt({"trivia", "import", kSample, "--categories", bad});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.rfind(bad + ":2:1: unknown Open Trivia DB category 'Music'", 0) == 0);
    CHECK(run_bjt({"trivia", "import", kSample, "--categories", data + "/none.yaml"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "import", kSample, "--categories"}).exit_code == 2);
}

TEST_CASE("bjt trivia import: stdin, the input never overwritten, output whole or not at all", "[trivia][cli]") {
    const std::string json = file_text(kSample);
    auto r = run_bjt({"trivia", "import", "-"}, {json, ""});
    CHECK(r.exit_code == 0);
    CHECK(r.err.find("bjt: standard input: 200 records: 200 imported, 0 rejected") != std::string::npos);
    const std::string from_file = run_bjt({"trivia", "import", kSample}).out;
    REQUIRE(r.out.find("questions:") != std::string::npos);
    CHECK(r.out.substr(r.out.find("questions:")) == from_file.substr(from_file.find("questions:")));
    CHECK(r.out.find("Adapted by import (bjt trivia import) from standard input") != std::string::npos);

    const std::string input = std::string(BJT_TEST_TMP) + "/keep-me.json";
    std::ofstream(input) << json;
    r = run_bjt({"trivia", "import", input, "-o", input});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "bjt: trivia import: -o " + input + " is the input file; write the question file somewhere else\n");
    CHECK(file_text(input) == json);

    // A full disk on standard output is a failure, not a silent exit 0.
    r = run_bjt({"trivia", "import", kSample}, {"", "/dev/full"});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("bjt: cannot write the question file to standard output: No space left on device") !=
          std::string::npos);

    // An output folder that does not exist: nothing written, the reason given, no temporary file left.
    const std::string nowhere = std::string(BJT_TEST_TMP) + "/no-such-folder/out.yaml";
    r = run_bjt({"trivia", "import", kSample, "-o", nowhere});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("bjt: cannot write " + nowhere + ": No such file or directory\n") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(std::string(BJT_TEST_TMP) + "/no-such-folder"));
    // An existing output is replaced whole (a rename), never left half written.
    const std::string out = std::string(BJT_TEST_TMP) + "/replaced.yaml";
    std::ofstream(out) << "old";
    CHECK(run_bjt({"trivia", "import", kSample, "-o", out}).exit_code == 0);
    CHECK(file_text(out) == run_bjt({"trivia", "import", kSample}).out);
}

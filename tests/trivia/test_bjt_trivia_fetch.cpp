// bjt trivia fetch as a user runs it, against a local server with the recorded API answers.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/file_text.h"
#include "tests/temp_folder.h"
#include "tests/tools/run_command.h"
#include "tests/trivia/fake_http_server.h"

using bjt::test::file_text;

using bjt::test::FakeHttpServer;
using bjt::test::run_bjt;

namespace {

// Answers api_token.php with the recorded token and api.php with results-a then results-b.
FakeHttpServer recorded_api() {
    return FakeHttpServer([served = 0](const std::string& path) mutable {
        const std::string api = std::string(BJT_TRIVIA_TEST_DATA) + "/opentdb-api/";
        if (path.rfind("/api_token.php", 0) == 0) return FakeHttpServer::Reply{file_text(api + "token.json")};
        return FakeHttpServer::Reply{file_text(api + (served++ % 2 == 0 ? "results-a.json" : "results-b.json"))};
    });
}

}  // namespace

TEST_CASE("bjt trivia fetch: help and bad arguments", "[trivia][cli][fetch]") {
    auto r = run_bjt({"trivia", "fetch", "--help"});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("BJT_OPENTDB_URL") != std::string::npos);
    CHECK(run_bjt({"trivia", "fetch", "--amount", "0"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "fetch", "--amount", "1001"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "fetch", "--amount"}).exit_code == 2);
    r = run_bjt({"trivia", "fetch", "--category", "Cooking"});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("unknown category 'Cooking'") != std::string::npos);
    CHECK(run_bjt({"trivia", "fetch", "--difficulty", "brutal"}).exit_code == 2);
    CHECK(run_bjt({"trivia", "fetch", "--frobnicate"}).exit_code == 2);
}

TEST_CASE("bjt trivia fetch: fetched questions land in the file under the game's categories, once",
          "[trivia][cli][fetch]") {
    bjt::test::TempFolder data;
    const std::string questions = (data.path() / "questions").string();
    const std::string out = questions + "/opentdb.yaml";
    FakeHttpServer server = recorded_api();
    REQUIRE(setenv("BJT_OPENTDB_URL", server.url().c_str(), 1) == 0);
    REQUIRE(setenv("BJT_OPENTDB_INTERVAL_MS", "100", 1) == 0);
    REQUIRE(setenv("BJT_OPENTDB_TIMEOUT_MS", "3000", 1) == 0);
    REQUIRE(setenv("BJT_PLAYER_QUESTION_DIR", questions.c_str(), 1) == 0);

    auto r = run_bjt({"trivia", "fetch", "--amount", "6", "--category", "General Knowledge"});
    CHECK(r.exit_code == 0);
    CHECK(r.err == "bjt: fetched 6 of 6 question(s); added 6 to " + out + " (0 already in the game)\n");
    CHECK(server.requests().at(1).path.find("&category=9") != std::string::npos);
    const std::string file = file_text(out);
    CHECK(file.find("category: \"Entertainment") == std::string::npos);
    CHECK(file.find("category: \"Technology\"") != std::string::npos);  // Science: Computers
    CHECK(file.find("Open Trivia Database (https://opentdb.com)") != std::string::npos);
    CHECK(run_bjt({"trivia", "validate", "--player", out}).exit_code == 0);

    // The same questions again: nothing new, the file unchanged.
    r = run_bjt({"trivia", "fetch", "--amount", "3"});
    CHECK(r.exit_code == 0);
    CHECK(r.err == "bjt: fetched 3 of 3 question(s); added 0 to " + out + " (3 already in the game)\n");
    CHECK(file_text(out) == file);

    // No server: exit 1 with the reason, the file untouched.
    const std::string nowhere = "http://127.0.0.1:" + std::to_string(bjt::test::unused_local_port());
    REQUIRE(setenv("BJT_OPENTDB_URL", nowhere.c_str(), 1) == 0);
    r = run_bjt({"trivia", "fetch", "-o", out});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("bjt: the fetch stopped early: cannot reach " + nowhere) != std::string::npos);
    CHECK(file_text(out) == file);

    REQUIRE(setenv("BJT_OPENTDB_INTERVAL_MS", "soon", 1) == 0);
    r = run_bjt({"trivia", "fetch"});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("$BJT_OPENTDB_INTERVAL_MS: expected milliseconds") != std::string::npos);
}

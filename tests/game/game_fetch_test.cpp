// "Get more questions" in the options (Trivia tab) against a local server standing for Open Trivia
// DB: the questions land in the player's folder and the bank reloads with them; with no server, a
// clear message and nothing added. Nothing reaches the internet.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/trivia/files/question_file_loader.h"
#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "scenes/first_scene.h"
#include "tests/game/scripted_launch.h"
#include "tests/temp_folder.h"
#include "tests/trivia/fake_http_server.h"

namespace fs = std::filesystem;
using bjt::game::App;
using bjt::game::test::observe;
using bjt::game::test::run_script_to_end;
using bjt::test::FakeHttpServer;

namespace {

constexpr const char* kStandWins = "TS 9D 8H 7C";

std::size_t shipped_questions() {
    bjt::trivia::QuestionBank bank;
    bjt::trivia::QuestionFileLoader(bank, bjt::trivia::TextLimits::shipped_bank())
        .load_folder(std::string(BJT_SOURCE_DIR) + "/assets/trivia");
    return bank.size();
}

// An api.php answer with `n` multiple-choice questions, entities as the API sends them.
std::string results(int n) {
    std::string json = "{\"response_code\":0,\"results\":[";
    for (int k = 0; k < n; ++k) {
        json += std::string(k ? "," : "") +
                R"({"type":"multiple","difficulty":"medium","category":"Science &amp; Nature",)" +
                R"("question":"Which answer is number )" + std::to_string(k) +
                R"( in this &quot;test&quot;?","correct_answer":"Right )" + std::to_string(k) +
                R"(","incorrect_answers":["Wrong A","Wrong B","Wrong C"]})";
    }
    return json + "]}";
}

}  // namespace

TEST_CASE("options: Get more questions fetches in the background and the bank grows", "[game][trivia][fetch]") {
    FakeHttpServer server([](const std::string& path) {
        if (path.rfind("/api_token.php", 0) == 0)
            return FakeHttpServer::Reply{R"({"response_code":0,"response_message":"ok","token":"abc123"})"};
        return FakeHttpServer::Reply{results(50)};
    });
    REQUIRE(setenv("BJT_OPENTDB_URL", server.url().c_str(), 1) == 0);
    REQUIRE(setenv("BJT_OPENTDB_INTERVAL_MS", "50", 1) == 0);
    bjt::test::TempFolder data;
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch("more_questions", kStandWins, 7);
    o.data_dir = data.path().string();
    o.window_h = 1400;  // tall enough that the tab shows "Get more questions" below the categories unscrolled
    App app(o, bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(observe(app, "questions") == std::to_string(shipped_questions() + 50));
    const fs::path file = data.path() / "questions" / "opentdb.yaml";
    CHECK(fs::exists(file));
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    CHECK(text.str().find("category: \"Science\"") != std::string::npos);  // mapped from Science & Nature
    CHECK(text.str().find("in this \\\"test\\\"?") != std::string::npos);
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("options: Get more questions with no network says so and adds nothing", "[game][trivia][fetch]") {
    const std::string nowhere = "http://127.0.0.1:" + std::to_string(bjt::test::unused_local_port());
    REQUIRE(setenv("BJT_OPENTDB_URL", nowhere.c_str(), 1) == 0);
    bjt::test::TempFolder data;
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch("more_questions_offline", kStandWins, 7);
    o.data_dir = data.path().string();
    o.window_h = 1400;  // tall enough that the tab shows "Get more questions" below the categories unscrolled
    App app(o, bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(observe(app, "questions") == std::to_string(shipped_questions()));
    CHECK_FALSE(fs::exists(data.path() / "questions" / "opentdb.yaml"));
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("options: Get more questions can be cancelled mid-transfer", "[game][trivia][fetch]") {
    FakeHttpServer server([](const std::string& path) {
        if (path.rfind("/api_token.php", 0) == 0)
            return FakeHttpServer::Reply{R"({"response_code":0,"response_message":"ok","token":"abc123"})"};
        FakeHttpServer::Reply slow{results(50)};
        slow.delay = std::chrono::milliseconds(20000);
        return slow;
    });
    REQUIRE(setenv("BJT_OPENTDB_URL", server.url().c_str(), 1) == 0);
    REQUIRE(setenv("BJT_OPENTDB_INTERVAL_MS", "50", 1) == 0);
    bjt::test::TempFolder data;
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch("more_questions_cancel", kStandWins, 7);
    o.data_dir = data.path().string();
    o.window_h = 1400;
    const auto start = std::chrono::steady_clock::now();
    App app(o, bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(15));  // not the 20 s answer
    CHECK(observe(app, "questions") == std::to_string(shipped_questions()));
    CHECK(app.screenshots().size() == 1);
}

TEST_CASE("options: Get more questions scrolled down to in a short window brings its failure into sight",
          "[game][trivia][fetch]") {
    const std::string nowhere = "http://127.0.0.1:" + std::to_string(bjt::test::unused_local_port());
    REQUIRE(setenv("BJT_OPENTDB_URL", nowhere.c_str(), 1) == 0);
    bjt::test::TempFolder data;
    bjt::game::LaunchOptions o = bjt::game::test::scripted_launch("more_questions_offline_scrolled", kStandWins, 7);
    o.data_dir = data.path().string();
    o.window_h = 600;  // shorter than the Trivia tab: the sentence comes under the window's bottom edge
    App app(o, bjt::game::make_first_scene);
    run_script_to_end(app);
    CHECK(app.screenshots().size() == 1);
}

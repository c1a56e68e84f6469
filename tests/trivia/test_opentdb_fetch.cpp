// The Open Trivia DB fetch against a local server serving recorded API answers: the token, the
// pacing, every response code, a slow answer, a dropped connection, no server, cancel; and the
// merge into a player's folder without duplicates. Nothing reaches the internet.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "engine/trivia/fetch/opentdb_fetcher.h"
#include "engine/trivia/files/question_file_loader.h"
#include "engine/trivia/files/question_file_merge.h"
#include "tests/temp_folder.h"
#include "tests/trivia/fake_http_server.h"

using namespace bjt::trivia;
using bjt::test::FakeHttpServer;
using Reply = FakeHttpServer::Reply;
using namespace std::chrono_literals;

namespace {

const std::string kApi = std::string(BJT_TRIVIA_TEST_DATA) + "/opentdb-api/";
const std::string kToken = "5f0c8e9a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6";

Reply recorded(const std::string& name) {
    std::ifstream in(kApi + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    REQUIRE(!text.str().empty());
    return {text.str()};
}

// Serves `replies` in order, one per request; a request past the end gets HTTP 404.
class ScriptedServer {
public:
    explicit ScriptedServer(std::vector<Reply> replies)
        : replies_(std::move(replies)), server_([this](const std::string&) {
              const std::size_t k = next_++;
              return k < replies_.size() ? replies_[k] : Reply{"{}", 404};
          }) {}
    std::string url() const { return server_.url(); }
    std::vector<std::string> paths() const {
        std::vector<std::string> out;
        for (const auto& r : server_.requests()) out.push_back(r.path);
        return out;
    }
    std::vector<FakeHttpServer::Request> requests() const { return server_.requests(); }

private:
    std::vector<Reply> replies_;
    std::atomic<std::size_t> next_{0};
    FakeHttpServer server_;
};

FetchSettings local(const std::string& url, std::chrono::milliseconds interval = 150ms,
                    std::chrono::milliseconds timeout = 2000ms) {
    return {url, interval, timeout};
}

FetchRequest wanting(int amount) {
    FetchRequest r;
    r.amount = amount;
    return r;
}

std::string batch(int amount, const std::string& token = kToken) {
    return "/api.php?amount=" + std::to_string(amount) + "&token=" + token;
}

}  // namespace

TEST_CASE("fetch: a session token, then batches, one request per interval", "[trivia][fetch]") {
    ScriptedServer server({recorded("token.json"), recorded("results-a.json"), recorded("results-b.json")});
    std::vector<FetchProgress> seen;
    const FetchResult result =
        OpenTdbFetcher(local(server.url())).fetch(wanting(5), [&](const FetchProgress& p) { seen.push_back(p); });
    CHECK(result.stopped_early.empty());
    CHECK_FALSE(result.cancelled);
    CHECK(server.paths() == std::vector<std::string>{"/api_token.php?command=request", batch(5), batch(2)});
    REQUIRE(result.questions.size() == 5);
    CHECK(result.questions[0].right_answer == "Harper's Ferry");  // entities decoded by the importer
    CHECK(result.questions[0].category == "History");  // OpenTDB's names; the caller maps them
    const auto requests = server.requests();
    for (std::size_t k = 1; k < requests.size(); ++k) CHECK(requests[k].at - requests[k - 1].at >= 150ms);
    REQUIRE(!seen.empty());
    CHECK(seen.back().fetched == 5);
    CHECK(seen.back().wanted == 5);
    CHECK(seen.back().status == "done");
}

TEST_CASE("fetch: category and difficulty go into the request", "[trivia][fetch]") {
    ScriptedServer server({recorded("token.json"), recorded("results-a.json")});
    FetchRequest request = wanting(3);
    request.category = 17;
    request.difficulty = bjt::Difficulty::Hard;
    const FetchResult result = OpenTdbFetcher(local(server.url(), 0ms)).fetch(request);
    CHECK(result.questions.size() == 3);
    CHECK(server.paths().back() == batch(3) + "&category=17&difficulty=hard");
}

TEST_CASE("fetch: code 4 resets the token once, repeats are dropped, a second code 4 stops", "[trivia][fetch]") {
    ScriptedServer server({recorded("token.json"), recorded("results-a.json"), recorded("code-4.json"),
                           recorded("reset.json"), recorded("results-c.json")});
    FetchResult result = OpenTdbFetcher(local(server.url(), 0ms)).fetch(wanting(5));
    CHECK(server.paths() == std::vector<std::string>{"/api_token.php?command=request", batch(5), batch(2),
                                                     "/api_token.php?command=reset&token=" + kToken, batch(2)});
    CHECK(result.stopped_early.empty());
    CHECK(result.questions.size() == 5);  // results-c repeats one of results-a: left out
    CHECK(result.notes ==
          std::vector<std::string>{"every question for this choice had been given to this session; token reset"});

    ScriptedServer again(
        {recorded("token.json"), recorded("code-4.json"), recorded("reset.json"), recorded("code-4.json")});
    result = OpenTdbFetcher(local(again.url(), 0ms)).fetch(wanting(5));
    CHECK(again.paths().size() == 4);
    CHECK(result.questions.empty());
    CHECK(result.stopped_early == "Open Trivia DB has no more questions for this choice (response code 4)");
}

TEST_CASE("fetch: code 3 asks for a new token once", "[trivia][fetch]") {
    ScriptedServer server(
        {recorded("token.json"), recorded("code-3.json"), recorded("token-2.json"), recorded("results-a.json")});
    const FetchResult result = OpenTdbFetcher(local(server.url(), 0ms)).fetch(wanting(3));
    CHECK(result.stopped_early.empty());
    CHECK(result.questions.size() == 3);
    CHECK(server.paths().back() == batch(3, "0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9"));

    ScriptedServer twice(
        {recorded("token.json"), recorded("code-3.json"), recorded("token.json"), recorded("code-3.json")});
    CHECK(OpenTdbFetcher(local(twice.url(), 0ms)).fetch(wanting(3)).stopped_early ==
          "the session token is not known to Open Trivia DB (response code 3)");
}

TEST_CASE("fetch: code 5 waits the interval and asks again, three times at most", "[trivia][fetch]") {
    ScriptedServer server({recorded("token.json"), recorded("code-5.json"), recorded("results-a.json")});
    const FetchResult result = OpenTdbFetcher(local(server.url(), 200ms)).fetch(wanting(3));
    CHECK(result.stopped_early.empty());
    CHECK(result.questions.size() == 3);
    const auto requests = server.requests();
    REQUIRE(requests.size() == 3);
    CHECK(requests[2].at - requests[1].at >= 200ms);

    ScriptedServer busy({recorded("token.json"), recorded("code-5.json"), recorded("code-5.json"),
                         recorded("code-5.json"), recorded("code-5.json")});
    const FetchResult refused = OpenTdbFetcher(local(busy.url(), 0ms)).fetch(wanting(3));
    CHECK(busy.paths().size() == 5);
    CHECK(refused.stopped_early == "Open Trivia DB kept refusing: too many requests (response code 5)");
}

TEST_CASE("fetch: codes 1 and 2 stop with the reason and keep what came", "[trivia][fetch]") {
    ScriptedServer few({recorded("token.json"), recorded("results-a.json"), recorded("code-1.json")});
    FetchResult result = OpenTdbFetcher(local(few.url(), 0ms)).fetch(wanting(60));
    CHECK(few.paths() == std::vector<std::string>{"/api_token.php?command=request", batch(50), batch(50)});
    CHECK(result.questions.size() == 3);
    CHECK(result.stopped_early == "Open Trivia DB has fewer than 50 questions left for this choice (response code 1)");

    ScriptedServer invalid({recorded("token.json"), recorded("code-2.json")});
    result = OpenTdbFetcher(local(invalid.url(), 0ms)).fetch(wanting(3));
    CHECK(result.questions.empty());
    CHECK(result.stopped_early ==
          "Open Trivia DB refused the request as invalid: check the category and difficulty (response code 2)");
}

TEST_CASE("fetch: a slow answer times out, a dropped connection and no server are named", "[trivia][fetch]") {
    Reply slow = recorded("results-a.json");
    slow.delay = 5000ms;
    ScriptedServer server({recorded("token.json"), slow});
    const auto start = std::chrono::steady_clock::now();
    FetchResult result = OpenTdbFetcher(local(server.url(), 0ms, 400ms)).fetch(wanting(3));
    CHECK(std::chrono::steady_clock::now() - start < 3000ms);
    CHECK(result.questions.empty());
    CHECK(result.stopped_early.rfind("no answer from " + server.url() + batch(3) + " in time", 0) == 0);

    Reply dropped;
    dropped.drop = true;
    ScriptedServer drops({recorded("token.json"), dropped});
    result = OpenTdbFetcher(local(drops.url(), 0ms)).fetch(wanting(3));
    CHECK(result.stopped_early.rfind("the connection to " + drops.url() + batch(3) + " was dropped", 0) == 0);

    Reply cut = recorded("results-a.json");
    cut.cut_body = true;
    ScriptedServer cuts({recorded("token.json"), recorded("results-b.json"), cut});
    result = OpenTdbFetcher(local(cuts.url(), 0ms)).fetch(wanting(6));
    CHECK(result.questions.size() == 3);  // the first batch is kept
    CHECK(result.stopped_early.find("was dropped before the answer was complete") != std::string::npos);

    const std::string nowhere = "http://127.0.0.1:" + std::to_string(bjt::test::unused_local_port());
    result = OpenTdbFetcher(local(nowhere, 0ms)).fetch(wanting(3));
    CHECK(result.stopped_early.rfind("cannot reach " + nowhere + "/api_token.php?command=request (", 0) == 0);
    CHECK(result.stopped_early.find("check the network connection") != std::string::npos);

    ScriptedServer error({Reply{"<html>busy</html>", 503}});
    result = OpenTdbFetcher(local(error.url(), 0ms)).fetch(wanting(3));
    CHECK(result.stopped_early == error.url() + "/api_token.php?command=request answered HTTP 503");
    ScriptedServer html({Reply{"<html>not json</html>"}});
    result = OpenTdbFetcher(local(html.url(), 0ms)).fetch(wanting(3));
    CHECK(result.stopped_early.find("did not answer with an Open Trivia DB response") != std::string::npos);
}

TEST_CASE("fetch: cancel stops a wait and a transfer within a fraction of a second", "[trivia][fetch]") {
    ScriptedServer server({recorded("token.json"), recorded("results-a.json"), recorded("results-b.json")});
    std::atomic<bool> cancel{false};
    const auto start = std::chrono::steady_clock::now();
    // A 10 s interval: the cancel must cut the wait short.
    const FetchResult result =
        OpenTdbFetcher(local(server.url(), 10000ms), &cancel).fetch(wanting(3), [&](const FetchProgress& p) {
            if (p.status.rfind("waiting", 0) == 0) cancel = true;
        });
    CHECK(std::chrono::steady_clock::now() - start < 2000ms);
    CHECK(result.cancelled);
    CHECK(result.stopped_early == "cancelled");
    CHECK(server.paths().size() == 1);

    Reply slow = recorded("results-a.json");
    slow.delay = 5000ms;
    ScriptedServer slow_server({recorded("token.json"), slow});
    cancel = false;
    std::thread canceller([&] {
        std::this_thread::sleep_for(300ms);
        cancel = true;
    });
    const auto begun = std::chrono::steady_clock::now();
    const FetchResult cut = OpenTdbFetcher(local(slow_server.url(), 0ms, 10000ms), &cancel).fetch(wanting(3));
    canceller.join();
    CHECK(std::chrono::steady_clock::now() - begun < 3000ms);
    CHECK(cut.cancelled);
}

TEST_CASE("merge: fetched questions join a player's file without duplicates and a broken file is left alone",
          "[trivia][fetch][merge]") {
    bjt::test::TempFolder data;
    const auto dir = data.path() / "questions";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "mine.yaml") << "category: Mine\nquestions:\n"
                                        "  - id: mine-1\n    difficulty: easy\n    type: true-false\n"
                                        "    question: \"My own statement.\"\n    answer: true\n";
    // The shipped bank's first question, asked again in other case and punctuation.
    QuestionBank shipped;
    QuestionFileLoader(shipped, TextLimits::shipped_bank()).load_folder(std::string(BJT_SOURCE_DIR) + "/assets/trivia");
    REQUIRE(!shipped.empty());
    const std::string shipped_text = shipped.questions().front().text;

    auto tf = [](std::string id, std::string text) {
        return Question::true_false(std::move(id), "History", bjt::Difficulty::Medium, std::move(text), false);
    };
    const std::vector<Question> first = {tf("opentdb-000000000001", "A new statement."),
                                         tf("opentdb-000000000002", "MY OWN STATEMENT"),
                                         tf("opentdb-000000000003", shipped_text + "!")};
    const std::string file = (dir / "opentdb.yaml").string();
    MergeReport report = merge_into_question_file(first, file, dir.string(), "opentdb.com API");
    CHECK(report.ok());
    CHECK(report.kept == 0);
    CHECK(report.added == 1);
    CHECK(report.duplicates == 2);

    const std::vector<Question> second = {tf("opentdb-000000000001", "A new statement."),
                                          tf("opentdb-000000000004", "Another new statement.")};
    report = merge_into_question_file(second, file, dir.string(), "opentdb.com API");
    CHECK(report.kept == 1);
    CHECK(report.added == 1);
    CHECK(report.duplicates == 1);
    QuestionBank back;
    const FileLoadReport loaded = QuestionFileLoader(back, TextLimits::player_files()).load_file(file);
    CHECK(loaded.ok());
    CHECK(loaded.added == 2);
    CHECK(back.find("opentdb-000000000004") != nullptr);
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    CHECK(text.str().find("CC BY-SA 4.0") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(file + ".part"));

    // A file with an error is not rewritten: that would lose the broken question.
    const std::string broken = (dir / "broken.yaml").string();
    std::ofstream(broken) << "questions:\n  - id: x\n";
    report = merge_into_question_file(second, broken, dir.string(), "opentdb.com API");
    CHECK_FALSE(report.ok());
    CHECK(report.errors.front().file == broken);
    std::ifstream again(broken);
    std::ostringstream unchanged;
    unchanged << again.rdbuf();
    CHECK(unchanged.str() == "questions:\n  - id: x\n");
}

#include "engine/trivia/fetch/opentdb_fetcher.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstdlib>
#include <thread>
#include <unordered_set>

#include "engine/trivia/fetch/http_get.h"
#include "engine/trivia/files/opentdb_importer.h"
#include "engine/trivia/question_words.h"
#include "engine/trivia/text_fold.h"

namespace bjt::trivia {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kBatch = 50;  // the most one API call returns

// What an API answer says besides its results.
struct ApiAnswer {
    long code = -1;
    std::string token;
    std::string body;
};

std::optional<ApiAnswer> parse_answer(std::string body) {
    try {
        const YAML::Node root = YAML::Load(body);
        if (!root.IsMap() || !root["response_code"]) return std::nullopt;
        ApiAnswer answer;
        answer.code = root["response_code"].as<long>();
        if (const YAML::Node token = root["token"]; token && token.IsScalar()) answer.token = token.Scalar();
        answer.body = std::move(body);
        return answer;
    } catch (const YAML::Exception&) {
        return std::nullopt;
    }
}

std::string reason(const HttpReply& reply, const std::string& url) {
    switch (reply.outcome) {
        case HttpReply::Outcome::NoConnection:
            return "cannot reach " + url + " (" + reply.error + "); check the network connection";
        case HttpReply::Outcome::TimedOut: return "no answer from " + url + " in time (" + reply.error + ")";
        case HttpReply::Outcome::Dropped:
            return "the connection to " + url + " was dropped before the answer was complete (" + reply.error + ")";
        case HttpReply::Outcome::Cancelled: return "cancelled";
        default: return "cannot fetch " + url + ": " + reply.error;
    }
}

long env_milliseconds(const char* name, long fallback, std::string& error) {
    const char* value = std::getenv(name);
    if (value == nullptr || *value == '\0') return fallback;
    char* end = nullptr;
    const long n = std::strtol(value, &end, 10);
    if (*end != '\0' || n < 0 || n > 3'600'000) {
        error = std::string("$") + name + ": expected milliseconds from 0 to 3600000, found '" + value + "'";
        return fallback;
    }
    return n;
}

}  // namespace

FetchSettings FetchSettings::from_environment(std::string& error) {
    FetchSettings s;
    if (const char* url = std::getenv("BJT_OPENTDB_URL"); url != nullptr && *url != '\0') s.base_url = url;
    while (!s.base_url.empty() && s.base_url.back() == '/') s.base_url.pop_back();
    s.interval = std::chrono::milliseconds(env_milliseconds("BJT_OPENTDB_INTERVAL_MS", 5000, error));
    s.timeout = std::chrono::milliseconds(env_milliseconds("BJT_OPENTDB_TIMEOUT_MS", 20000, error));
    return s;
}

// One fetch: the token, the pacing and the result being built.
struct OpenTdbFetcher::Session {
    const OpenTdbFetcher& fetcher;
    const ProgressSink& progress;
    FetchResult& result;
    int wanted = 0;
    std::string token;
    std::optional<Clock::time_point> last_request;
    std::unordered_set<std::string> seen;  // folded question texts: a reset token may repeat some

    void report(std::string status) const {
        if (progress) progress({static_cast<int>(result.questions.size()), wanted, std::move(status)});
    }
    bool stop(std::string why) {
        result.stopped_early = std::move(why);
        return false;
    }
    bool wait_turn();
    std::optional<ApiAnswer> call(const std::string& path, const std::string& status);
    bool new_token(const std::string& command);
    // Adds a code-0 answer's questions; false (with the reason) when the answer is unusable.
    bool take_results(const ApiAnswer& answer, int asked);
};

bool OpenTdbFetcher::Session::wait_turn() {
    if (!last_request) return !fetcher.cancelled();
    const Clock::time_point due = *last_request + fetcher.settings_.interval;
    if (Clock::now() < due) {
        const long long ms = fetcher.settings_.interval.count();
        const std::string every = ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
        report("waiting (the API allows one request per " + every + ")");
    }
    while (Clock::now() < due) {
        if (fetcher.cancelled()) return false;
        std::this_thread::sleep_for(std::min<Clock::duration>(due - Clock::now(), std::chrono::milliseconds(50)));
    }
    return !fetcher.cancelled();
}

std::optional<ApiAnswer> OpenTdbFetcher::Session::call(const std::string& path, const std::string& status) {
    if (!wait_turn()) {
        result.cancelled = true;
        stop("cancelled");
        return std::nullopt;
    }
    report(status);
    const std::string url = fetcher.settings_.base_url + path;
    const HttpReply reply = http_get({url, fetcher.settings_.timeout, fetcher.cancel_});
    last_request = Clock::now();
    result.cancelled = reply.outcome == HttpReply::Outcome::Cancelled;
    if (reply.outcome != HttpReply::Outcome::Ok) {
        stop(reason(reply, url));
        return std::nullopt;
    }
    if (reply.status != 200) {
        stop(url + " answered HTTP " + std::to_string(reply.status));
        return std::nullopt;
    }
    auto answer = parse_answer(reply.body);
    if (!answer) stop(url + " did not answer with an Open Trivia DB response (no \"response_code\")");
    return answer;
}

bool OpenTdbFetcher::Session::new_token(const std::string& command) {
    const std::string path = "/api_token.php?command=" + command + (command == "reset" ? "&token=" + token : "");
    auto answer = call(path, command == "reset" ? "resetting the session token" : "asking for a session token");
    if (!answer) return false;
    if (answer->code != 0 || answer->token.empty())
        return stop("the session token request was refused (response code " + std::to_string(answer->code) + ")");
    token = answer->token;
    return true;
}

bool OpenTdbFetcher::Session::take_results(const ApiAnswer& answer, int asked) {
    const ImportReport report = OpenTdbImporter().import_text(answer.body, "Open Trivia DB answer");
    if (!report.ok()) return stop(report.errors.front().to_string());
    for (const auto& r : report.rejected) result.notes.push_back("left out " + r.to_string());
    result.rejected += static_cast<int>(report.rejected.size());
    std::size_t added = 0;
    for (const auto& q : report.questions)
        if (seen.insert(question_key(q.text)).second && static_cast<int>(result.questions.size()) < wanted) {
            result.questions.push_back(q);
            ++added;
        }
    if (added == 0)
        return stop("the answer to a request for " + std::to_string(asked) + " questions held no new question");
    return true;
}

FetchResult OpenTdbFetcher::fetch(const FetchRequest& request, const ProgressSink& progress) {
    FetchResult result;
    Session s{*this, progress, result, std::clamp(request.amount, 1, FetchRequest::kMaxAmount), {}, {}, {}};
    if (!s.new_token("request")) return result;
    int renewals = 1, resets = 1, rate_retries = 3;
    while (static_cast<int>(result.questions.size()) < s.wanted) {
        const int asked = std::min(kBatch, s.wanted - static_cast<int>(result.questions.size()));
        std::string path = "/api.php?amount=" + std::to_string(asked) + "&token=" + s.token;
        if (request.category) path += "&category=" + std::to_string(*request.category);
        if (request.difficulty) path += "&difficulty=" + std::string(difficulty_word(*request.difficulty));
        const auto answer = s.call(path, "asking for " + std::to_string(asked) + " questions");
        if (!answer) break;
        const std::string code = " (response code " + std::to_string(answer->code) + ")";
        if (answer->code == 0) {
            if (!s.take_results(*answer, asked)) break;
        } else if (answer->code == 1) {
            s.stop("Open Trivia DB has fewer than " + std::to_string(asked) + " questions left for this choice" + code);
            break;
        } else if (answer->code == 2) {
            s.stop("Open Trivia DB refused the request as invalid: check the category and difficulty" + code);
            break;
        } else if (answer->code == 3 && renewals-- > 0) {
            result.notes.push_back("the session token had expired; asked for a new one");
            if (!s.new_token("request")) break;
        } else if (answer->code == 4 && resets-- > 0) {
            result.notes.push_back("every question for this choice had been given to this session; token reset");
            if (!s.new_token("reset")) break;
        } else if (answer->code == 5 && rate_retries-- > 0) {
            result.notes.push_back("Open Trivia DB asked to slow down (response code 5); asking again");
        } else {
            const char* why = answer->code == 3   ? "the session token is not known to Open Trivia DB"
                              : answer->code == 4 ? "Open Trivia DB has no more questions for this choice"
                              : answer->code == 5 ? "Open Trivia DB kept refusing: too many requests"
                                                  : "Open Trivia DB gave an unknown response code";
            s.stop(why + code);
            break;
        }
    }
    s.report(result.failed() ? "stopped" : "done");
    return result;
}

}  // namespace bjt::trivia

#pragma once
// Fetches fresh questions from the Open Trivia DB API (https://opentdb.com/api_config.php):
//
// - a session token first (api_token.php?command=request), so no question comes twice in a session;
// - then api.php?amount=K&token=T[&category=C][&difficulty=D] in batches of at most 50 (the API's
//   limit), with at least `interval` between any two requests (the API allows one per 5 seconds
//   from an address; a faster client gets response code 5);
// - response codes: 0 results; 1 fewer questions exist than asked -> stop with what came; 2 invalid
//   parameter -> stop; 3 token not found (expired) -> a new token, once; 4 token empty (every
//   question of the query was given) -> reset the token once (api_token.php?command=reset), then
//   stop; 5 rate limit -> wait the interval and ask again, up to three times;
// - a time limit on each request, and a clear reason for no connection, a timeout or a dropped
//   connection; questions fetched before a failure are kept.
//
// Each answer goes through OpenTdbImporter (entities decoded, text checked, duplicates dropped).
// `cancel` is checked between requests, while waiting and during a transfer, so the game's worker
// stops within a fraction of a second.
#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "engine/trivia/question.h"

namespace bjt::trivia {

struct FetchRequest {
    int amount = 50;  // questions wanted, 1..kMaxAmount
    std::optional<int> category;  // an OpenTDB category id (9..32; opentdb_categories.h)
    std::optional<Difficulty> difficulty;
    static constexpr int kMaxAmount = 1000;
};

struct FetchSettings {
    std::string base_url = "https://opentdb.com";
    std::chrono::milliseconds interval{5000};
    std::chrono::milliseconds timeout{20000};  // per request
    // The defaults with $BJT_OPENTDB_URL, $BJT_OPENTDB_INTERVAL_MS and $BJT_OPENTDB_TIMEOUT_MS
    // applied (for tests against a local server; see README.md). `error` names a bad value.
    static FetchSettings from_environment(std::string& error);
};

struct FetchProgress {
    int fetched = 0;  // questions accepted so far
    int wanted = 0;
    std::string status;  // "asking for 50 questions", "waiting 5 s (the API allows one request per 5 s)"
};

struct FetchResult {
    std::vector<Question> questions;  // in the order they came, OpenTDB's category names
    int rejected = 0;  // records the importer could not use
    std::vector<std::string> notes;  // one line each: rejected records, a token reset
    std::string stopped_early;  // "" when `amount` questions came; else why not
    bool cancelled = false;
    bool failed() const { return !stopped_early.empty(); }
};

class OpenTdbFetcher {
public:
    using ProgressSink = std::function<void(const FetchProgress&)>;
    explicit OpenTdbFetcher(FetchSettings settings, const std::atomic<bool>* cancel = nullptr)
        : settings_(std::move(settings)), cancel_(cancel) {}

    FetchResult fetch(const FetchRequest& request, const ProgressSink& progress = {});

private:
    struct Session;
    bool cancelled() const { return cancel_ != nullptr && cancel_->load(); }

    FetchSettings settings_;
    const std::atomic<bool>* cancel_;
};

}  // namespace bjt::trivia

#pragma once
// The strategy library's work for the game, done on one worker thread so no frame waits for it (where the
// platform has threads: the web build has none, and there its owner calls work_pending() between frames):
// - the whole-game analysis (house edge) of a Rules value, for the options menu and the inspector;
// - the coach's values of every option for one hand (bjt::strategy::Coach, one per rules, kept so its
//   per-upcard memo makes later questions fast).
// Requests are asynchronous: ask, then look for the answer on later frames ("computing..." meanwhile).
// Only the newest analysis request and the newest hand question wait; older ones not yet started are
// dropped, and a result for rules nobody asks about any more is simply never looked up (the strategy
// library cannot be interrupted mid-computation, and a computation takes 20-200 ms).
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "engine/rules.h"
#include "engine/strategy/option_values.h"
#include "game/coach/hand_question.h"

namespace bjt::strategy {
class Coach;
}

namespace bjt::game {

struct RulesAnalysis {
    bool supported = true;
    std::string unsupported_reason;  // three-bets has no basic strategy
    double house_edge_percent = 0;
    double seconds = 0;  // time the computation (or the read from the cache) took
    bool from_cache = false;  // read from the analysis cache (analysis_cache.h), not computed this run
};

class RulesAnalyzer {
public:
    RulesAnalyzer();
    ~RulesAnalyzer();  // stops the worker (waits for a computation in progress)
    RulesAnalyzer(const RulesAnalyzer&) = delete;
    RulesAnalyzer& operator=(const RulesAnalyzer&) = delete;

    // Keep analyses in this folder between runs (analysis_cache.h): a request reads the file for its rules
    // first and computes only when there is no sound one, then writes it. Without a call nothing is kept.
    void use_cache_folder(const std::filesystem::path& folder);
    // The analysis of these rules if it is done; otherwise nullopt, and it is queued (replacing an older
    // queued request). Cheap to call every frame with the same fingerprint.
    std::optional<RulesAnalysis> analysis(const Rules& rules, const std::string& fingerprint);
    // The coach's option values for this hand if done; otherwise nullopt and it is queued.
    std::optional<strategy::OptionValues> advice(const HandQuestion& question);

    // False where no thread could be started (the web build: plain static hosting has no SharedArrayBuffer).
    bool threaded() const { return worker_.joinable(); }
    // Without a worker thread: does the oldest waiting request (a hand question first) here and now; false when
    // none was waiting. The web build's loop calls it after a frame is drawn, so "computing..." shows first.
    bool work_pending();

private:
    void run();
    // One waiting request done, with `lock` held on entry and on return (released while computing).
    void work_one(std::unique_lock<std::mutex>& lock);

    struct Done {
        std::string fingerprint;
        RulesAnalysis analysis;
    };
    struct Coached {
        std::string fingerprint;
        std::unique_ptr<strategy::Coach> coach;
    };

    std::mutex mutex_;
    std::condition_variable wake_;
    bool stop_ = false;
    std::optional<std::filesystem::path> cache_folder_;
    std::optional<std::pair<Rules, std::string>> analysis_wanted_;
    std::string analysing_;  // the fingerprint the worker is computing now (empty: none)
    std::optional<HandQuestion> question_wanted_;
    std::list<Done> analyses_;  // newest first, a few kept (the menu's rules and the table's)
    std::optional<std::pair<HandQuestion, strategy::OptionValues>> answered_;
    // Worker-only: coaches for the last few rules (their memo is the valuable part).
    std::list<Coached> coaches_;
    std::thread worker_;  // last: started once everything above exists
};

}  // namespace bjt::game

#include "game/coach/rules_analyzer.h"

#include <chrono>
#include <cstdio>
#include <system_error>

#include "engine/strategy/coach.h"
#include "engine/strategy/game_analysis.h"
#include "game/coach/analysis_cache.h"

namespace bjt::game {

namespace {
constexpr std::size_t kKeptAnalyses = 4;
constexpr std::size_t kKeptCoaches = 2;

RulesAnalysis compute(const Rules& rules) {
    // One thread: the game's own frames need the other core.
    const strategy::GameAnalysis g = strategy::analyze_game(rules, 1);
    RulesAnalysis a;
    a.supported = g.supported;
    a.unsupported_reason = g.unsupported_reason;
    a.house_edge_percent = g.house_edge_percent();
    a.seconds = g.seconds;
    return a;
}

// From the cache when it holds a sound file for these rules; else computed, and written for the next run.
RulesAnalysis cached_or_computed(const Rules& rules, const std::string& fingerprint,
                                 const std::optional<std::filesystem::path>& folder) {
    if (!folder) return compute(rules);
    const AnalysisCache cache(*folder);
    const auto start = std::chrono::steady_clock::now();
    if (std::optional<RulesAnalysis> stored = cache.load(fingerprint)) {
        stored->from_cache = true;
        stored->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return *stored;
    }
    RulesAnalysis a = compute(rules);
    // A cache that cannot be written costs only the computation again next time; the player need not act.
    if (const Result<> written = cache.store(fingerprint, a); !written)
        std::fprintf(stderr, "blackjack-trivia: %s\n", written.error().c_str());
    return a;
}
}  // namespace

RulesAnalyzer::RulesAnalyzer() {
    try {
        worker_ = std::thread([this] { run(); });
    } catch (const std::system_error&) {
        // No threads on this platform (the web build): work_pending() does the work between frames.
    }
}

RulesAnalyzer::~RulesAnalyzer() {
    if (!worker_.joinable()) return;
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    worker_.join();
}

bool RulesAnalyzer::work_pending() {
    std::unique_lock lock(mutex_);
    if (!analysis_wanted_ && !question_wanted_) return false;
    work_one(lock);
    return true;
}

void RulesAnalyzer::use_cache_folder(const std::filesystem::path& folder) {
    std::lock_guard lock(mutex_);
    cache_folder_ = folder;
}

std::optional<RulesAnalysis> RulesAnalyzer::analysis(const Rules& rules, const std::string& fingerprint) {
    std::lock_guard lock(mutex_);
    for (const Done& d : analyses_)
        if (d.fingerprint == fingerprint) return d.analysis;
    // Asked again while the worker computes it (every frame does): it is on its way, not wanted twice.
    if (analysing_ == fingerprint) return std::nullopt;
    if (!analysis_wanted_ || analysis_wanted_->second != fingerprint) {
        analysis_wanted_.emplace(rules, fingerprint);
        wake_.notify_one();
    }
    return std::nullopt;
}

std::optional<strategy::OptionValues> RulesAnalyzer::advice(const HandQuestion& question) {
    std::lock_guard lock(mutex_);
    if (answered_ && answered_->first == question) return answered_->second;
    if (!question_wanted_ || !(*question_wanted_ == question)) {
        question_wanted_ = question;
        wake_.notify_one();
    }
    return std::nullopt;
}

void RulesAnalyzer::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return stop_ || analysis_wanted_ || question_wanted_; });
        if (stop_) return;
        work_one(lock);
    }
}

void RulesAnalyzer::work_one(std::unique_lock<std::mutex>& lock) {
    // A hand question first: the player is waiting at the table for it.
    if (question_wanted_) {
        HandQuestion q = std::move(*question_wanted_);
        question_wanted_.reset();
        lock.unlock();
        auto it = coaches_.begin();
        while (it != coaches_.end() && it->fingerprint != q.fingerprint) ++it;
        if (it == coaches_.end()) {
            coaches_.push_front({q.fingerprint, std::make_unique<strategy::Coach>(q.rules)});
            if (coaches_.size() > kKeptCoaches) coaches_.pop_back();
        } else {
            coaches_.splice(coaches_.begin(), coaches_, it);
        }
        const strategy::OptionValues values =
            coaches_.front().coach->options(q.cards, q.upcard, q.hand_count, q.split_from, q.first_action);
        lock.lock();
        answered_.emplace(std::move(q), values);
    } else if (analysis_wanted_) {
        auto [rules, fingerprint] = std::move(*analysis_wanted_);
        analysis_wanted_.reset();
        const std::optional<std::filesystem::path> folder = cache_folder_;
        analysing_ = fingerprint;
        lock.unlock();
        RulesAnalysis a = cached_or_computed(rules, fingerprint, folder);
        lock.lock();
        analysing_.clear();
        analyses_.push_front({std::move(fingerprint), std::move(a)});
        if (analyses_.size() > kKeptAnalyses) analyses_.pop_back();
    }
}

}  // namespace bjt::game

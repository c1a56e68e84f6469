#include "game/coach/rules_analyzer.h"

#include "engine/strategy/coach.h"
#include "engine/strategy/game_analysis.h"

namespace bjt::game {

namespace {
constexpr std::size_t kKeptAnalyses = 4;
constexpr std::size_t kKeptCoaches = 2;
}  // namespace

RulesAnalyzer::RulesAnalyzer() : worker_([this] { run(); }) {}

RulesAnalyzer::~RulesAnalyzer() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    worker_.join();
}

std::optional<RulesAnalysis> RulesAnalyzer::analysis(const Rules& rules, const std::string& fingerprint) {
    std::lock_guard lock(mutex_);
    for (const Done& d : analyses_)
        if (d.fingerprint == fingerprint) return d.analysis;
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
        } else {
            auto [rules, fingerprint] = std::move(*analysis_wanted_);
            analysis_wanted_.reset();
            lock.unlock();
            // One thread: the game's own frames need the other core.
            const strategy::GameAnalysis g = strategy::analyze_game(rules, 1);
            RulesAnalysis a;
            a.supported = g.supported;
            a.unsupported_reason = g.unsupported_reason;
            a.house_edge_percent = g.house_edge_percent();
            a.seconds = g.seconds;
            lock.lock();
            analyses_.push_front({std::move(fingerprint), std::move(a)});
            if (analyses_.size() > kKeptAnalyses) analyses_.pop_back();
        }
    }
}

}  // namespace bjt::game

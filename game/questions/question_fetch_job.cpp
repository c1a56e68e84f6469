#include "game/questions/question_fetch_job.h"

#include <filesystem>
#include <system_error>

#include "engine/trivia/fetch/opentdb_fetcher.h"
#include "engine/trivia/files/opentdb_categories.h"
#include "engine/trivia/files/question_file_merge.h"

namespace bjt::game {

QuestionFetchJob::QuestionFetchJob(std::string player_dir, int amount) {
    snapshot_.wanted = amount;
    snapshot_.status = "starting";
    try {
        worker_ = std::thread([this, player_dir, amount] { run(player_dir, amount); });
    } catch (const std::system_error&) {
        // No threads on this platform (the web build): the fetch runs here, and the frame waits for it.
        run(player_dir, amount);
    }
}

QuestionFetchJob::~QuestionFetchJob() {
    cancel_ = true;
    if (worker_.joinable()) worker_.join();
}

QuestionFetchJob::Snapshot QuestionFetchJob::snapshot() const {
    std::lock_guard lock(mutex_);
    return snapshot_;
}

void QuestionFetchJob::finish(State state, std::string message, int added) {
    std::lock_guard lock(mutex_);
    snapshot_.state = state;
    snapshot_.status = std::move(message);
    snapshot_.added = added;
}

void QuestionFetchJob::run(const std::string& player_dir, int amount) {
    std::string env_error;
    const trivia::FetchSettings settings = trivia::FetchSettings::from_environment(env_error);
    if (!env_error.empty()) return finish(State::Failed, env_error, 0);
    const auto categories = trivia::load_opentdb_categories(trivia::OpenTdbCategories::player_file(player_dir));
    if (!categories.errors.empty()) return finish(State::Failed, categories.errors.front().to_string(), 0);

    trivia::FetchRequest request;
    request.amount = amount;
    trivia::FetchResult result = trivia::OpenTdbFetcher(settings, &cancel_).fetch(request, [this](const auto& p) {
        std::lock_guard lock(mutex_);
        snapshot_.fetched = p.fetched;
        snapshot_.status = p.status;
    });
    categories.table.apply(result.questions);
    const std::string file = (std::filesystem::path(player_dir) / "opentdb.yaml").string();
    const trivia::MergeReport merge =
        trivia::merge_into_question_file(result.questions, file, player_dir, "opentdb.com API");
    if (!merge.ok()) return finish(State::Failed, merge.errors.front().to_string(), 0);
    const int added = static_cast<int>(merge.added);
    const std::string got = std::to_string(added) + (added == 1 ? " new question" : " new questions");
    if (result.cancelled) return finish(State::Cancelled, "Cancelled. Kept " + got + ".", added);
    if (result.failed())
        return finish(State::Failed, "Stopped: " + result.stopped_early + ". Kept " + got + ".", added);
    finish(State::Done, "Added " + got + " (" + std::to_string(merge.duplicates) + " already in the game).", added);
}

}  // namespace bjt::game

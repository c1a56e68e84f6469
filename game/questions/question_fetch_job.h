#pragma once
// "Get more questions" (options, Trivia tab): the same Open Trivia DB fetch as `bjt trivia fetch`
// (engine/trivia/fetch), on a worker thread: questions under the game's categories (the data
// folder's opentdb-categories.yaml applied), added to opentdb.yaml in the player's questions folder
// without duplicates. The screen polls snapshot() each frame; cancel() stops the worker within a
// fraction of a second (between requests, while waiting, or mid-transfer); the destructor cancels
// and waits, so the worker never outlives the window that started it. Where no thread can be started (the web
// build) the fetch runs in the constructor, and the frame that asked waits for it.
#include <atomic>
#include <mutex>
#include <string>
#include <thread>

namespace bjt::game {

class QuestionFetchJob {
public:
    enum class State : std::uint8_t { Running, Done, Failed, Cancelled };
    struct Snapshot {
        State state = State::Running;
        int fetched = 0;
        int wanted = 0;
        std::string status;  // while running: what it is doing; after: the outcome in a sentence
        int added = 0;  // questions new to the game once finished
    };

    // `player_dir`: the player's questions folder (must not be empty).
    QuestionFetchJob(std::string player_dir, int amount);
    ~QuestionFetchJob();
    QuestionFetchJob(const QuestionFetchJob&) = delete;
    QuestionFetchJob& operator=(const QuestionFetchJob&) = delete;

    Snapshot snapshot() const;
    void cancel() { cancel_ = true; }

private:
    void run(const std::string& player_dir, int amount);
    void finish(State state, std::string message, int added);

    std::atomic<bool> cancel_{false};
    mutable std::mutex mutex_;
    Snapshot snapshot_;
    std::thread worker_;
};

}  // namespace bjt::game

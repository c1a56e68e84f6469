#pragma once
// The Trivia tab's "Get more questions": starts a QuestionFetchJob (50 questions from Open Trivia
// DB into opentdb.yaml in the player's questions folder), shows its progress with a Cancel button,
// then the outcome in a sentence (no network included), and reloads the bank when questions were
// added. Closing the options window cancels a fetch still running. Where the player can pick files (the browser),
// "Import a question file..." takes an Open Trivia DB file from the file picker into the same folder
// (game/questions/question_file_import.h).
#include <functional>
#include <memory>
#include <string>

#include "game/questions/question_fetch_job.h"

namespace bjt::game {

class DisplayControl;
class QuestionSource;

class MoreQuestionsPanel {
public:
    static constexpr int kAmount = 50;  // one API request

    // Draws the panel (Dear ImGui, inside the tab); `record` names the buttons for scripts:
    // `get-questions`, `cancel-questions`, `import-questions`.
    void gui(QuestionSource& questions, DisplayControl& display, const std::function<void(const std::string&)>& record);
    bool running() const { return job_ != nullptr; }
    // For scripts (`fetch`): "idle", "running", then "done", "failed" or "cancelled"; after an import "imported" or
    // "failed".
    std::string state() const { return running() ? "running" : last_state_; }
    // For scripts (`fetch-message`): "visible" while the outcome's sentence is in the window's sight, "hidden" when
    // it is scrolled out of it, "none" before one.
    std::string message_sight() const {
        return last_message_.empty() ? "none" : message_visible_ ? "visible" : "hidden";
    }

private:
    void finish(QuestionSource& questions, const QuestionFetchJob::Snapshot& outcome);
    void import_gui(QuestionSource& questions, DisplayControl& display,
                    const std::function<void(const std::string&)>& record);
    void show_outcome(std::string state, std::string message);

    std::unique_ptr<QuestionFetchJob> job_;
    std::string last_state_ = "idle";
    std::string last_message_;
    bool scroll_to_message_ = false;  // the outcome just came: bring it into sight once (it is below the button)
    bool message_visible_ = false;
};

}  // namespace bjt::game

#include "scenes/more_questions_panel.h"

#include <imgui.h>

#include "game/questions/question_source.h"
#include "game/ui/gui_text.h"

namespace bjt::game {

namespace {
const ImVec4 kErrorColour(1.0f, 0.45f, 0.4f, 1.0f);
}

void MoreQuestionsPanel::finish(QuestionSource& questions, const QuestionFetchJob::Snapshot& outcome) {
    using State = QuestionFetchJob::State;
    last_state_ = outcome.state == State::Done ? "done" : outcome.state == State::Cancelled ? "cancelled" : "failed";
    last_message_ = outcome.status;
    scroll_to_message_ = true;
    job_.reset();
    if (outcome.added > 0) questions.reload();  // the new file joins the bank
}

void MoreQuestionsPanel::gui(QuestionSource& questions, const std::function<void(const std::string&)>& record) {
    gui_text("More questions");
    ImGui::Indent();
    if (job_) {
        const QuestionFetchJob::Snapshot now = job_->snapshot();
        if (now.state != QuestionFetchJob::State::Running) {
            finish(questions, now);
        } else {
            const float done = now.wanted > 0 ? float(now.fetched) / float(now.wanted) : 0.0f;
            const std::string count = std::to_string(now.fetched) + " / " + std::to_string(now.wanted);
            // "50 / 50" at most, in a bar sixteen letters wide.
            ImGui::ProgressBar(done, ImVec2(ImGui::GetFontSize() * 16, 0), count.c_str());
            ImGui::SameLine();
            if (gui_button("Cancel")) job_->cancel();
            record("cancel-questions");
            gui_muted(now.status);
        }
    }
    if (!job_) {
        const std::string folder = questions.player_folder();
        ImGui::BeginDisabled(folder.empty());
        if (gui_button("Get more questions")) job_ = std::make_unique<QuestionFetchJob>(folder, kAmount);
        record("get-questions");
        ImGui::EndDisabled();
        gui_muted(folder.empty() ? "Needs a data folder to keep them in (this run saves nothing)."
                                 : "Asks the Open Trivia Database (opentdb.com) for 50 questions and adds "
                                   "the ones new to the game to opentdb.yaml in your questions folder. "
                                   "They are CC BY-SA 4.0; the file says so.");
        if (!last_message_.empty()) {
            if (last_state_ == "failed")
                gui_coloured(kErrorColour, last_message_);
            else
                gui_text(last_message_);
            // A tab longer than the window leaves the sentence under its bottom edge: scroll it into sight, once,
            // so the player can scroll away again.
            if (scroll_to_message_) ImGui::SetScrollHereY(1.0f);
            scroll_to_message_ = false;
            message_visible_ = ImGui::IsItemVisible();
        }
    }
    ImGui::Unindent();
}

}  // namespace bjt::game

#include "scenes/more_questions_panel.h"

#include <imgui.h>

#include "game/questions/question_source.h"

namespace bjt::game {

namespace {
const ImVec4 kErrorColour(1.0f, 0.45f, 0.4f, 1.0f);
}

void MoreQuestionsPanel::finish(QuestionSource& questions, const QuestionFetchJob::Snapshot& outcome) {
    using State = QuestionFetchJob::State;
    last_state_ = outcome.state == State::Done ? "done" : outcome.state == State::Cancelled ? "cancelled" : "failed";
    last_message_ = outcome.status;
    job_.reset();
    if (outcome.added > 0) questions.reload();  // the new file joins the bank
}

void MoreQuestionsPanel::gui(QuestionSource& questions, const std::function<void(const std::string&)>& record) {
    ImGui::TextUnformatted("More questions");
    ImGui::Indent();
    ImGui::PushTextWrapPos(0.0f);
    if (job_) {
        const QuestionFetchJob::Snapshot now = job_->snapshot();
        if (now.state != QuestionFetchJob::State::Running) {
            finish(questions, now);
        } else {
            const float done = now.wanted > 0 ? float(now.fetched) / float(now.wanted) : 0.0f;
            const std::string count = std::to_string(now.fetched) + " / " + std::to_string(now.wanted);
            ImGui::ProgressBar(done, ImVec2(ImGui::GetFontSize() * 16, 0), count.c_str());
            ImGui::SameLine();
            if (ImGui::Button("Cancel")) job_->cancel();
            record("cancel-questions");
            ImGui::TextDisabled("%s", now.status.c_str());
        }
    }
    if (!job_) {
        const std::string folder = questions.player_folder();
        ImGui::BeginDisabled(folder.empty());
        if (ImGui::Button("Get more questions")) job_ = std::make_unique<QuestionFetchJob>(folder, kAmount);
        record("get-questions");
        ImGui::EndDisabled();
        ImGui::TextDisabled(folder.empty() ? "Needs a data folder to keep them in (this run saves nothing)."
                                           : "Asks the Open Trivia Database (opentdb.com) for 50 questions and adds "
                                             "the ones new to the game to opentdb.yaml in your questions folder. "
                                             "They are CC BY-SA 4.0; the file says so.");
        if (!last_message_.empty()) {
            if (last_state_ == "failed")
                ImGui::TextColored(kErrorColour, "%s", last_message_.c_str());
            else
                ImGui::TextUnformatted(last_message_.c_str());
        }
    }
    ImGui::PopTextWrapPos();
    ImGui::Unindent();
}

}  // namespace bjt::game

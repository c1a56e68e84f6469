#include "scenes/more_questions_panel.h"

#include <imgui.h>

#include <filesystem>

#include "game/app/display_control.h"
#include "game/questions/question_file_import.h"
#include "game/questions/question_source.h"
#include "game/ui/gui_text.h"

namespace bjt::game {

namespace {
const ImVec4 kErrorColour(1.0f, 0.45f, 0.4f, 1.0f);
}

void MoreQuestionsPanel::show_outcome(std::string state, std::string message) {
    last_state_ = std::move(state);
    last_message_ = std::move(message);
    scroll_to_message_ = true;
}

void MoreQuestionsPanel::finish(QuestionSource& questions, const QuestionFetchJob::Snapshot& outcome) {
    using State = QuestionFetchJob::State;
    show_outcome(outcome.state == State::Done        ? "done"
                 : outcome.state == State::Cancelled ? "cancelled"
                                                     : "failed",
                 outcome.status);
    job_.reset();
    if (outcome.added > 0) questions.reload();  // the new file joins the bank
}

void MoreQuestionsPanel::import_gui(QuestionSource& questions, DisplayControl& display,
                                    const std::function<void(const std::string&)>& record) {
    const std::string folder = questions.player_folder();
    if (!display.can_pick_files() || folder.empty()) return;
    if (gui_button("Import a question file...")) {
        // The browser may refuse to open its picker (no click or key just before): that is said, not swallowed.
        if (std::string refused = display.ask_for_file(".json,application/json"); !refused.empty())
            show_outcome("failed", std::move(refused));
    }
    record("import-questions");
    gui_muted("An Open Trivia DB file (JSON, as its API answers) from your device, added as above.");
    if (const auto picked = display.take_picked_file()) {
        const std::string name = std::filesystem::path(*picked).filename().string();
        const QuestionImportOutcome outcome = import_question_file(*picked, name, folder);
        std::error_code ec;
        std::filesystem::remove(*picked, ec);  // imported or refused, it is done with
        show_outcome(outcome.ok ? "imported" : "failed", outcome.message);
        if (outcome.added > 0) questions.reload();
    }
}

void MoreQuestionsPanel::gui(QuestionSource& questions, DisplayControl& display,
                             const std::function<void(const std::string&)>& record) {
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
        import_gui(questions, display, record);
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

// The options' Trivia tab: the answer timer, the categories left out, drawing them evenly, more questions.
#include <imgui.h>

#include <string>
#include <vector>

#include "game/questions/question_source.h"
#include "game/session/active_rules.h"
#include "game/settings/settings.h"
#include "game/ui/gui_text.h"
#include "scenes/options_look.h"
#include "scenes/options_scene.h"

namespace bjt::game {

void OptionsScene::trivia_tab(ActiveRules& active) {
    Settings& s = ctx_.settings;
    if (!active.rules().trivia)
        gui_coloured(options_look::kOverrideColour, "Trivia Mode is off (Rules tab): no questions are asked.");
    bool timer = s.answer_seconds > 0;
    if (gui_checkbox("Answer timer", &timer)) s.answer_seconds = timer ? 20 : 0;
    record("answer-timer");
    explain("Off by default. On: the question counts down; when time runs out the answer counts as wrong.");
    if (timer) {
        ImGui::Indent();
        options_look::slider_width("Seconds to answer");
        gui_slider_int("Seconds to answer", &s.answer_seconds, 5, 60);
        record("answer-seconds");
        ImGui::Unindent();
    }
    gui_separator();
    gui_text("Categories");
    explain("Unticked categories are never asked. At least one must stay in.");
    if (!ctx_.questions.loaded()) {
        gui_muted("Loading the questions...");
        return;
    }
    const std::vector<std::string> categories = ctx_.questions.categories();
    for (const std::string& c : categories) {
        bool in = !s.excluded_categories.count(c);
        if (gui_checkbox(c.c_str(), &in)) {
            auto next = s.excluded_categories;
            if (in)
                next.erase(c);
            else
                next.insert(c);
            // Refuse a choice that leaves no question of some difficulty to ask.
            ctx_.questions.set_excluded_categories(next);
            const bool any = ctx_.questions.has(Difficulty::Easy) || ctx_.questions.has(Difficulty::Medium) ||
                             ctx_.questions.has(Difficulty::Hard);
            if (any) {
                s.excluded_categories = std::move(next);
                categories_message_.clear();
            } else {
                ctx_.questions.set_excluded_categories(s.excluded_categories);
                categories_message_ = "At least one category with questions must stay in.";
            }
        }
        record("category-" + c);
    }
    if (!categories_message_.empty()) gui_coloured(options_look::kErrorColour, categories_message_);
    gui_separator();
    gui_checkbox("Draw categories evenly", &s.even_categories);
    record("even-categories");
    explain("Off: a category comes up in proportion to the questions it has left, so a small one is not over-asked.");
    gui_separator();
    more_questions_.gui(ctx_.questions, ctx_.display, [this](const std::string& id) { record(id); });
}

}  // namespace bjt::game

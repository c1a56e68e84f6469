// The options' Fairness tab: the client seed that goes into the next provably fair shoe (docs/fairness.md).
#include <imgui.h>

#include <cstring>

#include "game/session/fair_shoes.h"
#include "game/session/session.h"
#include "game/ui/gui_text.h"
#include "scenes/options_scene.h"

namespace bjt::game {

void OptionsScene::fairness_tab() {
    FairShoes* fair = ctx_.session.fair_shoes();
    if (!fair) {
        gui_text("This run deals from a fixed seed (a scripted or seeded run): its shoes are not provably fair.");
        return;
    }
    gui_text(
        "Your client seed goes into every shoe's seed with the game's server seed, so the game cannot have picked a "
        "shoe that suits it. Any text; it takes effect at the next shoe (the shoe in play keeps the seed it was "
        "committed with).");
    // The box starts with the seed in force and then holds what the player types, even an empty box on the way
    // to another seed (an empty seed is never used).
    if (!client_seed_) client_seed_ = fair->client_seed();
    char buffer[128] = {};
    std::strncpy(buffer, client_seed_->c_str(), sizeof buffer - 1);
    gui_fits("Client seed", ImGui::GetFontSize() * 20 + ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20);
    // A seed longer than the field scrolls inside it (an edit field's way): never drawn outside its frame.
    if (gui_input_text("Client seed", buffer, sizeof buffer)) {
        client_seed_ = buffer;
        if (!client_seed_->empty()) fair->set_client_seed(*client_seed_);
    }
    record("client-seed");
    if (gui_button("New random seed")) {
        fair->set_client_seed(FairShoes::random_client_seed());
        client_seed_ = fair->client_seed();
    }
    record("client-seed-random");
    if (const auto& shoe = fair->current())
        gui_muted(gui_format("Shoe %llu in play uses \"%s\".", static_cast<unsigned long long>(shoe->number),
                             shoe->client_seed.c_str()));
}

}  // namespace bjt::game

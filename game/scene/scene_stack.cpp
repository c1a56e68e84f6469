#include "game/scene/scene_stack.h"

#include "game/render/painter.h"

namespace bjt::game {

void SceneStack::push(std::unique_ptr<Scene> scene) { pending_.push_back({Change::Kind::Push, std::move(scene)}); }
void SceneStack::pop() { pending_.push_back({Change::Kind::Pop, nullptr}); }
void SceneStack::replace(std::unique_ptr<Scene> scene) {
    pending_.push_back({Change::Kind::Replace, std::move(scene)});
}
void SceneStack::clear_and_push(std::unique_ptr<Scene> scene) {
    pending_.push_back({Change::Kind::Reset, std::move(scene)});
}

bool SceneStack::apply_pending() {
    if (pending_.empty()) return false;
    // Changes queued while applying (a scene's on_top asking for more) wait for the next frame.
    std::vector<Change> changes = std::move(pending_);
    pending_.clear();
    Scene* old_top = top();
    std::vector<std::unique_ptr<Scene>> retired;  // destroyed after the loop, never mid-change
    for (Change& c : changes) {
        switch (c.kind) {
            case Change::Kind::Push: scenes_.push_back(std::move(c.scene)); break;
            case Change::Kind::Pop:
                if (!scenes_.empty()) {
                    retired.push_back(std::move(scenes_.back()));
                    scenes_.pop_back();
                }
                break;
            case Change::Kind::Replace:
                if (!scenes_.empty()) {
                    retired.push_back(std::move(scenes_.back()));
                    scenes_.pop_back();
                }
                scenes_.push_back(std::move(c.scene));
                break;
            case Change::Kind::Reset:
                for (auto& s : scenes_) retired.push_back(std::move(s));
                scenes_.clear();
                scenes_.push_back(std::move(c.scene));
                break;
        }
    }
    if (top() && top() != old_top) top()->on_top();
    return true;
}

bool SceneStack::handle(const InputEvent& e) {
    for (auto it = scenes_.rbegin(); it != scenes_.rend(); ++it) {
        if ((*it)->handle(e)) return true;
        // Pointer input never falls through an overlay to the buttons hidden under it.
        if (e.pointer()) return false;
    }
    return false;
}

void SceneStack::update(float dt) {
    for (auto& s : scenes_) s->update(dt);
}

int SceneStack::first_drawn() const {
    for (std::size_t i = scenes_.size(); i-- > 0;)
        if (scenes_[i]->opaque()) return static_cast<int>(i);
    return 0;
}

void SceneStack::draw(Painter& painter) {
    // Each scene is a layer of its own: a dialog over the table may cover the table's words.
    for (std::size_t i = static_cast<std::size_t>(first_drawn()); i < scenes_.size(); ++i) {
        painter.new_layer();
        scenes_[i]->draw(painter);
    }
}

void SceneStack::gui() {
    for (auto& s : scenes_) s->gui();
}

bool SceneStack::busy() const {
    if (!pending_.empty()) return true;
    for (const auto& s : scenes_)
        if (s->busy()) return true;
    return false;
}

}  // namespace bjt::game

#pragma once
// The application: SDL window and renderer, Dear ImGui, the scene stack, a fixed 60 Hz update with a
// draw every frame, and the sleep in SDL_WaitEventTimeout when nothing moves. Also the host for scripted
// play (--script) and screenshots.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/app/display_control.h"
#include "game/app/launch_options.h"
#include "game/scene/scene_stack.h"
#include "game/script/script_host.h"
#include "game/session/preset_catalog.h"
#include "game/settings/settings.h"

namespace bjt::storage {
class SystemClock;
}

struct SDL_Window;
struct SDL_Renderer;

namespace bjt::game {

class TextRenderer;
class CardArt;
class ChipArt;
class FeltArt;
class Painter;
class SoundBank;
class Session;
class QuestionSource;
class ScriptRunner;
class Gamepads;
class InputMapper;
class InspectorOverlay;
class SaveGame;
struct GameContext;

class App final : public DisplayControl, public ScriptHost {
public:
    // `first_scene`: the scene the game opens on, and goes back to when a write to the save fails.
    App(LaunchOptions options, SceneFactory first_scene);
    ~App() override;
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Window, renderer, art, sound, presets, questions, the title scene. False with error() on failure.
    bool start();
    // The main loop until quit (or the end of the script). Returns the process exit code.
    int run();
    // One fixed step: script, input, update, draw, present (scripted / benchmark use).
    void frame();
    // Draws the current state once without updating (benchmark).
    void draw_only();

    const std::string& error() const { return error_; }
    Session& session() { return *session_; }
    SaveGame& saves() { return *saves_; }
    SceneStack& scenes() { return scenes_; }
    Settings& settings() { return settings_; }
    const std::vector<std::string>& screenshots() const { return screenshots_; }
    std::uint64_t frames() const { return frames_; }
    bool quitting() const { return scenes_.quitting() || scenes_.empty(); }

    // DisplayControl
    void set_fullscreen(bool on) override;
    bool fullscreen() const override;
    void set_vsync(bool on) override;
    const char* renderer_name() const override { return renderer_name_.c_str(); }

    // ScriptHost
    void inject(const SDL_Event& e) override { handle_event(e); }
    Point logical_to_window(Point p) const override;
    Scene* top_scene() const override { return scenes_.top(); }
    bool settled() const override { return !scenes_.busy(); }
    bool screenshot(const std::string& name, std::string& error) override;
    void resize(int w, int h) override;
    void set_speed(std::string_view name) override;
    std::string observe(std::string_view what) const override;
    void request_quit() override { scenes_.quit(); }

private:
    void handle_event(const SDL_Event& e);
    void update(float dt);
    void draw();
    bool write_screenshot(const std::string& path, std::string& error);
    bool create_renderer(bool software);
    // The save (--data-dir or SDL's folder), its notices, the last profile and its preset.
    void open_save();

    LaunchOptions options_;
    SceneFactory first_scene_;
    std::string error_;
    SDL_Window* window_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    std::string renderer_name_;
    bool software_ = false;
    bool imgui_ready_ = false;
    bool sdl_ready_ = false;

    std::unique_ptr<TextRenderer> text_;
    std::unique_ptr<CardArt> card_art_;
    std::unique_ptr<ChipArt> chip_art_;
    std::unique_ptr<FeltArt> felt_art_;
    std::unique_ptr<Painter> painter_;
    std::unique_ptr<SoundBank> sound_;
    std::unique_ptr<QuestionSource> questions_;
    // Before the session: the table's event sink holds the save's recorder, so the save goes last.
    std::unique_ptr<storage::SystemClock> clock_;
    std::unique_ptr<SaveGame> saves_;
    std::unique_ptr<Session> session_;
    std::unique_ptr<Gamepads> gamepads_;
    std::unique_ptr<GameContext> ctx_;
    std::unique_ptr<ScriptRunner> script_;
    std::unique_ptr<InputMapper> mapper_;  // reads settings_.bindings
    std::unique_ptr<InspectorOverlay> inspector_;  // F1 / gamepad Back+Start
    std::string data_folder_;  // settings.yaml, presets/ (empty: none)
    std::string settings_notice_;  // what was wrong with settings.yaml, until dismissed
    std::optional<Point> mouse_;  // the pointer in window points, from the events
    PresetCatalog presets_;
    Settings settings_;
    SceneStack scenes_;

    std::vector<std::string> pending_screenshots_;
    std::vector<std::string> screenshots_;
    std::uint64_t frames_ = 0;
    int redraw_frames_ = 2;  // frames still to draw after something changed, even when nothing moves
    bool script_failed_ = false;
};

}  // namespace bjt::game

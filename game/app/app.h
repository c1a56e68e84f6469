#pragma once
// The application: SDL window and renderer, Dear ImGui, the scene stack, a fixed 60 Hz update with a
// draw every frame, and the sleep in SDL_WaitEventTimeout when nothing moves. Also the host for scripted
// play (--script) and screenshots.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/app/display_control.h"
#include "game/app/imgui_key_hold.h"
#include "game/app/imgui_pad_nav.h"
#include "game/app/launch_options.h"
#include "game/app/sdl_handles.h"
#include "game/base/result.h"
#include "game/input/input_action.h"
#include "game/scene/scene_stack.h"
#include "game/script/script_host.h"
#include "game/session/preset_catalog.h"
#include "game/settings/settings.h"
#include "game/speech/speech_priority.h"
#include "game/ui/gui_focus.h"
#include "game/ui/gui_sinks.h"

namespace bjt::storage {
class SystemClock;
}

struct SDL_Surface;

namespace bjt::game {

class TextRenderer;
class CardArt;
class ChipArt;
class FeltArt;
class Painter;
class SoundBank;
class Session;
class TableStage;
class QuestionSource;
class ScriptRunner;
class Gamepads;
class InputMapper;
class InspectorOverlay;
class GuiLook;
class Monkey;
class SaveGame;
class Speaker;
class TableNarrator;
struct GameContext;

class App final : public DisplayControl, public ScriptHost {
public:
    // `first_scene`: the scene the game opens on, and goes back to when a write to the save fails.
    App(LaunchOptions options, SceneFactory first_scene);
    ~App() override;
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // --monkey: the monkey plays this App's input and checks it (before start(); it must outlive the App's run).
    void set_monkey(Monkey* monkey) { scripting_.monkey = monkey; }
    // Window, renderer, art, sound, presets, questions, the save, the first scene; or what stopped it.
    Result<> start();
    // The main loop until quit (or the end of the script). Returns the process exit code. The loop is the
    // platform's (game/app/platform.h): on the web it is the browser's, and this returns only on the desktop.
    int run();
    // Played by a script or the monkey: one fixed step per frame, no wall clock.
    bool scripted_play() const { return scripting_.runner != nullptr || scripting_.monkey != nullptr; }
    // The live loop's body for a host that calls back once per display frame (the web build): the input, the fixed
    // steps for `elapsed` seconds of wall time, and a draw when something moves or changed.
    void live_frame(double elapsed);
    // After the last frame: the screenshots still pending, the table left. Returns the exit code.
    int finish_run();
    // The live loop run() uses without a script: wall-clock fixed steps, drawing only while something moves, asleep
    // otherwise. Until quit, or for `seconds` (the idle benchmark, after frame() brought the game where it measures).
    void run_live(std::optional<double> seconds);
    // One fixed step: script, input, update, draw, present (scripted / benchmark use).
    void frame();
    // Draws the current state once without updating (benchmark).
    void draw_only();

    // What ended the run badly (a failed script, the monkey's broken invariant, a screenshot not written); empty
    // when it ended well. start()'s own failure is its Result.
    const std::string& error() const { return outcome_.error; }
    // start() failed on bad input (e.g. --preset naming no preset): exit code 2, not 1.
    bool bad_input() const { return outcome_.bad_input; }
    Session& session() { return *play_.session; }
    TableStage& stage() { return *play_.stage; }
    SaveGame& saves() { return *play_.saves; }
    // What the player is told over the table when the save stopped working mid-session, until OK.
    const std::string& save_notice() const override { return notices_.save; }
    SceneStack& scenes() { return scenes_; }
    Settings& settings() { return settings_; }
    Speaker& speaker() { return *speech_.speaker; }  // after start()
    const QuestionSource& questions() const { return *questions_; }
    const std::vector<std::string>& screenshots() const { return screenshots_.written; }
    std::uint64_t frames() const { return frames_.count; }
    bool quitting() const { return scenes_.quitting() || scenes_.empty(); }

    // DisplayControl
    void set_fullscreen(bool on) override;
    bool fullscreen() const override;
    void set_vsync(bool on) override;
    const char* renderer_name() const override { return screen_.renderer_name.c_str(); }
    bool copy_text(const std::string& text) override;
    bool offer_download(const std::string& path) override;
    bool can_pick_files() const override;
    std::string ask_for_file(const std::string& accept) override;
    std::optional<std::string> take_picked_file() override;

    // ScriptHost
    void inject(const SDL_Event& e) override { handle_event(e); }
    Point logical_to_window(Point p) const override;
    const Scene* top_scene() const override { return scenes_.top(); }
    bool settled() const override { return !scenes_.busy(); }
    void screenshot(const std::string& name) override;
    void resize(int w, int h) override;
    void set_speed(std::string_view name) override;
    bool inspector_open() const override;
    std::string inspector_dealer() const override;
    std::string inspector_hands() const override;
    std::pair<int, int> window_pixels() const override;  // ScriptHost and DisplayControl
    std::string text_overflows() const override;
    std::string overlaps() const override;
    std::string low_contrast() const override { return screenshots_.low_contrast; }
    std::string set_option(std::string_view name, std::string_view value) override;  // app_options.cpp
    void take_save_notices();  // the save's notices into save_notice_, shown over the scene until OK
    void request_quit() override { scenes_.quit(); }
    bool spoken_recently(std::string_view text) const override;  // app_speech.cpp
    bool ever_spoken(std::string_view text) const override;
    std::string recent_speech() const override;

private:
    // The steps of start(), in order.
    Result<> start_sdl();
    void load_settings_file();  // from the data folder, which it chooses
    Result<> open_window();
    Result<> load_art();  // text, cards, chips, felt and the painter
    void open_sound_and_gamepads();
    Result<> load_questions_and_presets(std::uint64_t seed);  // fails when no preset has --preset's name
    // The save (--data-dir or SDL's folder), its notices, the last profile and its preset.
    void open_save();
    // The Speaker and its log (--speech-log; fails when it cannot be written); the voice opens when speech is on.
    Result<> open_speech();
    void seat_player(std::uint64_t seed);  // the session, its view's sound, the scenes' context
    bool seat_may_act(const InputEvent& input);
    void start_imgui();
    Result<> load_script();
    void push_first_scene();
    // After a frame: the monkey's checks; a broken invariant ends the run as a failed script does.
    void check_monkey();

    // The steps of handle_event(), in order; each true when it used the event up.
    bool handle_window_event(const SDL_Event& e);  // quit, gamepads, key capture, the pointer, fullscreen
    void cover_display();
    void uncover_display();
    bool send_text_to_scene(const SDL_Event& e);
    bool imgui_keeps(const SDL_Event& e);
    void send_input_to_scenes(const SDL_Event& e);
    void handle_event(const SDL_Event& e);

    void update(float dt);
    // Speech each step (app_speech.cpp): the voice opened or left as the options say, the screen's name and the
    // focused control when they change, the table's prompt once the view has caught up.
    void update_speech();
    bool speak_key(InputAction action);  // the repeat and state keys; true when it was one
    void say_inspector();  // the inspector opened or closed, said (app_speech.cpp)
    void say_new_words(const std::string& words, std::string& last, SpeechPriority priority);
    void draw();
    void write_pending_screenshots();
    Result<> write_screenshot(const SDL_Surface& frame, const std::string& path);
    // The frame's texts against their backgrounds (app_contrast.cpp): low_contrast() and NAME-contrast.txt.
    void measure_contrast(const SDL_Surface& frame, const std::string& report_path);
    bool create_renderer(bool software);
    // Window points to output pixels (HiDPI): output size over window size.
    std::pair<float, float> pixel_ratio() const;

    LaunchOptions options_;
    SceneFactory first_scene_;
    // How the run went: what went wrong (a script's or the monkey's failure, a screenshot not written), for
    // main() to print.
    struct Outcome {
        std::string error;
        bool bad_input = false;  // start() failed on the command line's input (main exits with 2)
        bool script_failed = false;
    } outcome_;
    // Declared in the order they are made, so they go in reverse: ImGui first, SDL itself last.
    struct Screen {
        SdlLibrary sdl;
        WindowHandle window;
        RendererHandle renderer;
        std::string renderer_name;
        // Fullscreen as a borderless window over the display, made by the App itself where no window manager acts
        // on SDL's request (cover_display()); the window's place and size before, to go back to.
        bool covering = false;
        int windowed_x = 0, windowed_y = 0, windowed_w = 0, windowed_h = 0;
    } screen_;
    struct Input {
        std::unique_ptr<Gamepads> gamepads;
        std::unique_ptr<InputMapper> mapper;  // reads settings_.bindings
        std::optional<Point> mouse;  // the pointer in window points, from the events
    } input_;
    // The text, the cards', chips' and felt's textures, and the painter that draws with them.
    struct Art {
        std::unique_ptr<TextRenderer> text;
        std::unique_ptr<CardArt> cards;
        std::unique_ptr<ChipArt> chips;
        std::unique_ptr<FeltArt> felt;
        std::unique_ptr<Painter> painter;
    } art_;
    std::unique_ptr<SoundBank> sound_;
    std::unique_ptr<QuestionSource> questions_;
    // The player's game. The save before the session: the table's event sink records through it, so it goes last;
    // the stage before the session, which points to it.
    struct Play {
        std::unique_ptr<storage::SystemClock> clock;
        std::unique_ptr<SaveGame> saves;
        std::unique_ptr<TableStage> stage;
        std::unique_ptr<Session> session;
        std::unique_ptr<GameContext> ctx;
    } play_;
    // What the game says: the Speaker (its voice and --speech-log) and the table's narrator, which watches the seat.
    struct Speech {
        std::unique_ptr<Speaker> speaker;
        std::unique_ptr<TableNarrator> narrator;
        bool voice_tried = false;  // the voice is opened once, the first time speech is on
        std::string screen;  // the screen and focus last said
        std::string focus;
        std::string gui_focus;  // the Dear ImGui item last said (options, inspector)
        std::string tip;  // the tooltip's and the notice's words last said (Scene::tip_words(), notice_words())
        std::string notice;
        std::string summary;  // the screen's figures last said (Scene::summary_words())
        std::string app_notice;  // the settings' and the save's notice windows' words last said
    } speech_;
    struct Scripting {
        std::unique_ptr<ScriptRunner> runner;
        Monkey* monkey = nullptr;  // --monkey (game/app/monkey_soak.h owns it)
    } scripting_;
    struct Gui {
        std::unique_ptr<InspectorOverlay> inspector;  // F1 / gamepad Back+Start
        std::unique_ptr<GuiLook> look;  // Dear ImGui's font and colours
        GuiFocus focus;  // the words of the item ImGui's navigation is on, this frame (game/ui/gui_focus.h)
        GuiSinks sinks;  // what the ImGui helpers report to: the Painter's overflows, the focus above
    } gui_;
    std::string data_folder_;  // settings.yaml, presets/ (empty: none)
    // Shown over the scene until dismissed: what was wrong with settings.yaml; a write to the save that failed.
    struct Notices {
        std::string settings;
        std::string save;
    } notices_;
    PresetCatalog presets_;
    Settings settings_;
    SceneStack scenes_;
    ImGuiBackends imgui_;
    ImGuiPadNav pad_nav_;  // controller events for ImGui's navigation
    ImGuiKeyHold key_hold_;  // a key pressed and released within a frame, for ImGui
    struct Screenshots {
        std::vector<std::string> pending;
        std::vector<std::string> written;
        std::string low_contrast = "none";  // the last screenshot's (measure_contrast())
    } screenshots_;
    struct Frames {
        std::uint64_t count = 0;
        int redraw = 2;  // frames still to draw after something changed, even when nothing moves
        double live_accumulator = 0;  // live_frame(): wall time not yet stepped
    } frames_;
};

}  // namespace bjt::game

#include "game/app/app.h"

#include <SDL.h>
#include <SDL_image.h>
#include <backends/imgui_impl_sdl.h>
#include <backends/imgui_impl_sdlrenderer.h>
#include <imgui.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>

#include "engine/fairness/server_seed.h"
#include "engine/rng.h"
#include "game/app/event_wait.h"
#include "game/app/platform.h"
#include "game/art/card_art.h"
#include "game/art/chip_art.h"
#include "game/art/felt_art.h"
#include "game/audio/sound_bank.h"
#include "game/input/gamepads.h"
#include "game/input/input_mapper.h"
#include "game/inspector/inspector_overlay.h"
#include "game/monkey/monkey.h"
#include "game/questions/question_source.h"
#include "game/questions/question_source_factory.h"
#include "game/render/painter.h"
#include "game/render/text_renderer.h"
#include "game/save/data_folder.h"
#include "game/save/save_game.h"
#include "game/script/game_observer.h"
#include "game/script/script_runner.h"
#include "game/session/active_rules.h"
#include "game/session/game_context.h"
#include "game/session/session.h"
#include "game/settings/settings_file.h"
#include "game/settings/settings_notice.h"
#include "game/ui/gui_look.h"
#include "game/ui/gui_text.h"
#include "game/ui/notice_window.h"
#include "storage/system_clock.h"

namespace bjt::game {

namespace {
constexpr double kStep = 1.0 / 60.0;
constexpr int kIdleWaitMs = 500;  // longest sleep when nothing moves (SDL_WaitEventTimeout)
}  // namespace

App::App(LaunchOptions options, SceneFactory first_scene)
    : options_(std::move(options)), first_scene_(std::move(first_scene)) {}

App::~App() = default;

bool App::create_renderer(bool software) {
    renderer_.reset();
    if (!software) {
        Uint32 flags = SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE;
        if (settings_.vsync) flags |= SDL_RENDERER_PRESENTVSYNC;
        renderer_.reset(SDL_CreateRenderer(window_.get(), -1, flags));
    }
    if (!renderer_) renderer_.reset(SDL_CreateRenderer(window_.get(), -1, SDL_RENDERER_SOFTWARE));
    if (!renderer_) return false;
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(renderer_.get(), &info);
    renderer_name_ = info.name ? info.name : "?";
    return true;
}

bool App::start() {
    if (!start_sdl()) return false;
    load_settings_file();
    if (!open_window() || !load_art()) return false;
    open_sound_and_gamepads();
    const std::uint64_t seed =
        options_.seed_given ? options_.seed
                            : static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    if (!load_questions_and_presets(seed)) return false;
    open_save();
    seat_player(seed);
    start_imgui();
    if (!load_script()) return false;
    push_first_scene();
    if (monkey_ && monkey_->attach(*ctx_) == Monkey::Verdict::Broken) {
        error_ = monkey_->failure();
        return false;
    }
    return true;
}

bool App::start_sdl() {
    if (options_.headless) {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    }
    // Smooth scaling for the squeezed card during a flip; everything else is drawn at its pixel size.
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    if (!sdl_.start()) {
        error_ = std::string("SDL_Init: ") + SDL_GetError();
        return false;
    }
    return true;
}

void App::load_settings_file() {
    // The player's folder: settings.yaml and presets/ (the save lives there too). --data-dir, else SDL's
    // folder for the game; a scripted run without --data-dir uses none, so tests never touch the player's files.
    // A replay (--replay FILE) never opens the save, even with --data-dir: it plays on a save in memory.
    data_folder_ = !options_.replay.empty()     ? std::string()
                   : !options_.data_dir.empty() ? options_.data_dir
                   : !options_.scripted()       ? default_data_folder().string()
                                                : std::string();
    if (data_folder_.empty()) return;
    SettingsLoad loaded = load_settings((std::filesystem::path(data_folder_) / "settings.yaml").string());
    settings_ = std::move(loaded.settings);
    settings_notice_ = std::move(loaded.notice);
}

bool App::open_window() {
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (options_.fullscreen) settings_.fullscreen = true;
    if (settings_.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    window_.reset(SDL_CreateWindow("Blackjack Trivia", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                   options_.window_w, options_.window_h, flags));
    if (!window_) {
        error_ = std::string("SDL_CreateWindow: ") + SDL_GetError();
        return false;
    }
    SDL_SetWindowMinimumSize(window_.get(), 480, 270);
    if (!create_renderer(options_.headless)) {
        error_ = std::string("SDL_CreateRenderer: ") + SDL_GetError();
        return false;
    }
    return true;
}

bool App::load_art() {
    try {
        text_ = std::make_unique<TextRenderer>(renderer_.get());
    } catch (const std::exception& e) {
        error_ = e.what();
        return false;
    }
    const std::string bold = text_->font_path(FontFace::SansBold);
    card_art_ = std::make_unique<CardArt>(renderer_.get(), bold);
    chip_art_ = std::make_unique<ChipArt>(renderer_.get(), bold);
    felt_art_ = std::make_unique<FeltArt>(renderer_.get());
    painter_ = std::make_unique<Painter>(renderer_.get(), *text_, *card_art_, *chip_art_, *felt_art_);
    return true;
}

void App::open_sound_and_gamepads() {
    sound_ = std::make_unique<SoundBank>();
    if (!options_.headless) sound_->open();  // no device: silent, the game goes on
    sound_->set_volume(settings_.volume);
    sound_->set_muted(settings_.muted);
    gamepads_ = std::make_unique<Gamepads>();
    gamepads_->open_all();
}

bool App::load_questions_and_presets(std::uint64_t seed) {
    // The player's own question files live in the data folder's questions/ (a scripted run without
    // --data-dir reads none, so tests never depend on the player's files). The monkey reads none either: with no
    // question folder "Get more questions" is off, so a soak never goes to the network.
    const bool own_questions = !data_folder_.empty() && !options_.monkey;
    questions_ = make_question_source(
        seed, own_questions ? (std::filesystem::path(data_folder_) / "questions").string() : std::string());
    // A scripted run is replayed frame for frame: it must not count frames spent waiting for the loader
    // thread, so it waits for the questions here (size() blocks until they are in).
    if (options_.scripted()) (void)questions_->size();
    if (!data_folder_.empty()) presets_.set_user_dir((std::filesystem::path(data_folder_) / "presets").string());
    if (!presets_.scan(options_.preset)) {
        error_ = "no preset named '" + options_.preset + "' (the presets are: " + presets_.listing() +
                 "; or give a preset FILE)";
        bad_input_ = true;
        return false;
    }
    return true;
}

namespace {
// Normal play: a fresh server seed per shoe and a random client seed. A test's fixed server seed makes the run
// replay exactly, so its client seed, unless given, comes from the game's seed.
std::optional<FairShoes> fair_shoes(const LaunchOptions& options, std::uint64_t seed) {
    if (!options.fair_shoes()) return std::nullopt;
    const auto fixed = fairness::ServerSeed::from_hex(options.fair_server_seed);
    if (!options.client_seed.empty()) return FairShoes(fixed, options.client_seed);
    return FairShoes(fixed, fixed ? FairShoes::random_client_seed(Rng(seed).next()) : FairShoes::random_client_seed());
}
}  // namespace

void App::seat_player(std::uint64_t seed) {
    session_ = std::make_unique<Session>(seed, options_.shoe, *saves_, fair_shoes(options_, seed));
    session_->view().set_sound(sound_.get());
    // The house edge of rules analysed in an earlier run is read back instead of computed
    // (game/coach/analysis_cache.h).
    if (!data_folder_.empty())
        session_->analyzer().use_cache_folder(std::filesystem::path(data_folder_) / "analysis-cache");
    ctx_ = std::make_unique<GameContext>(
        GameContext{scenes_, *session_, settings_, *sound_, *questions_, presets_, *this, seed, *saves_});
}

void App::start_imgui() {
    imgui_.start(window_.get(), renderer_.get());
    // The options window works with the keyboard and the gamepad as well as the mouse.
    ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard | ImGuiConfigFlags_NavEnableGamepad;
    mapper_ = std::make_unique<InputMapper>(settings_.bindings);
    inspector_ = std::make_unique<InspectorOverlay>(*ctx_, options_.debug_show_hidden_cards);
    // The game's own font and colours; the font's size is fitted to the window every frame (draw()).
    gui_look_ = std::make_unique<GuiLook>(text_->font_path(FontFace::Sans));
    // ImGui text that does not fit its window counts with the Painter's (game/ui/gui_text.h).
    set_gui_overflows(&painter_->overflows());
}

bool App::load_script() {
    if (options_.script.empty()) return true;
    Script script = Script::load(options_.script);
    if (!script.error.empty()) {
        error_ = script.error;
        return false;
    }
    script_ = std::make_unique<ScriptRunner>(std::move(script), GameObserver(scenes_, *session_, *saves_, *questions_));
    return true;
}

void App::push_first_scene() {
    scenes_.push(first_scene_(*ctx_));
    scenes_.apply_pending();
    // The first scene chose the preset's rules; the profile's own options go over them.
    session_->restore_profile_options();
}

void App::open_save() {
    // The data folder start() chose; with none the save stays in memory: a scripted run without --data-dir
    // (tests and tours never touch the player's own profiles), or SDL found no folder, which the player is told.
    const std::filesystem::path folder = data_folder_;
    const bool unnamed = folder.empty() && !options_.scripted() && options_.replay.empty();
    // A first start makes its profile with the preset the title shows first.
    const int selected = presets_.selected();
    std::string preset = "trivia";
    Rules rules;
    if (selected >= 0 && selected < static_cast<int>(presets_.choices().size())) {
        preset = presets_.choices()[static_cast<std::size_t>(selected)].key();
        std::string error;
        if (auto loaded = presets_.load(selected, error)) rules = *loaded;
    }
    clock_ = std::make_unique<storage::SystemClock>();
    saves_ = std::make_unique<SaveGame>(folder, *clock_, preset, rules);
    if (unnamed)
        saves_->add_notice(std::string("No folder for saved games was found (") + SDL_GetError() +
                           "); this session is not saved. Start with --data-dir DIR to choose one.");
    // The profile comes back to the preset it played, unless --preset chose one.
    if (options_.preset.empty())
        if (const int i = presets_.index_of(saves_->current().preset); i >= 0) presets_.select(i);
}

std::pair<float, float> App::pixel_ratio() const {
    int ww = 0, wh = 0, pw = 0, ph = 0;
    SDL_GetWindowSize(window_.get(), &ww, &wh);
    SDL_GetRendererOutputSize(renderer_.get(), &pw, &ph);
    return {ww > 0 ? static_cast<float>(pw) / static_cast<float>(ww) : 1.0f,
            wh > 0 ? static_cast<float>(ph) / static_cast<float>(wh) : 1.0f};
}

Point App::logical_to_window(Point p) const {
    const Point px = painter_->to_pixels(p);
    int ww = 0, wh = 0, pw = 0, ph = 0;
    SDL_GetWindowSize(window_.get(), &ww, &wh);
    SDL_GetRendererOutputSize(renderer_.get(), &pw, &ph);
    const float rx = pw > 0 ? static_cast<float>(ww) / static_cast<float>(pw) : 1.0f;
    const float ry = ph > 0 ? static_cast<float>(wh) / static_cast<float>(ph) : 1.0f;
    return {px.x * rx, px.y * ry};
}

void App::handle_event(const SDL_Event& e) {
    redraw_frames_ = 3;
    if (handle_window_event(e) || send_text_to_scene(e) || imgui_keeps(e)) return;
    send_input_to_scenes(e);
}

bool App::handle_window_event(const SDL_Event& e) {
    if (e.type == SDL_QUIT) {
        scenes_.quit();
        return true;
    }
    if (gamepads_->handle(e)) return true;
    // The options menu waiting for a key or button to bind takes the next one before anything else.
    if (settings_.bindings.capturing()) {
        if (e.type == SDL_KEYDOWN && !e.key.repeat && settings_.bindings.capture_key(e.key.keysym.sym)) return true;
        if (e.type == SDL_CONTROLLERBUTTONDOWN && settings_.bindings.capture_button(e.cbutton.button)) return true;
    }
    // The pointer as the events give it, for ImGui (see draw()).
    if (e.type == SDL_MOUSEMOTION) mouse_ = Point{static_cast<float>(e.motion.x), static_cast<float>(e.motion.y)};
    if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP)
        mouse_ = Point{static_cast<float>(e.button.x), static_cast<float>(e.button.y)};
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_LEAVE) mouse_.reset();
    // Fullscreen toggles belong to the application, whatever scene is on top.
    if (e.type == SDL_KEYDOWN && !e.key.repeat &&
        (e.key.keysym.sym == SDLK_F11 || (e.key.keysym.sym == SDLK_RETURN && (e.key.keysym.mod & KMOD_ALT)))) {
        set_fullscreen(!fullscreen());
        return true;
    }
    return false;
}

bool App::send_text_to_scene(const SDL_Event& e) {
    // A scene taking typed text (a player's name) on top gets it before Dear ImGui, whose keyboard
    // navigation would otherwise keep it.
    Scene* top = scenes_.top();
    if (!top || !top->accepts_text()) return false;
    if (e.type == SDL_TEXTINPUT) {
        top->type_text(e.text.text);
        return true;
    }
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_BACKSPACE) {
        top->erase_text();
        return true;
    }
    return false;
}

bool App::imgui_keeps(const SDL_Event& e) {
    // Dear ImGui sees every event, but keeps one only while a window of its own takes input: its
    // WantCapture* flags are a frame old and stay up for a window that has just closed, so they alone
    // would swallow the first key or click on the scene underneath (see Scene::gui_takes_input).
    ImGui_ImplSDL2_ProcessEvent(&e);
    pad_nav_.on_event(e);
    const ImGuiIO& io = ImGui::GetIO();
    const bool mouse = e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP ||
                       e.type == SDL_MOUSEWHEEL;
    const bool keys = e.type == SDL_KEYDOWN || e.type == SDL_KEYUP || e.type == SDL_TEXTINPUT;
    const Scene* top = scenes_.top();
    const bool gui_scene = (top && top->gui_takes_input()) || !settings_notice_.empty() || !save_notice_.empty();
    // The inspector's own key closes it even while it has the keyboard (after a click into it, F1 was kept).
    const bool inspector_key = (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) &&
                               e.key.keysym.sym == settings_.bindings.key(InputAction::Inspector);
    return (mouse && io.WantCaptureMouse && (gui_scene || inspector_->open())) ||
           (keys && io.WantCaptureKeyboard && (gui_scene || (inspector_->focused() && !inspector_key)));
}

void App::send_input_to_scenes(const SDL_Event& e) {
    const auto [rx, ry] = pixel_ratio();
    const std::optional<InputEvent> input = mapper_->translate(e, painter_->window_to_logical(rx, ry));
    if (!input) return;
    if (input->is(InputAction::Inspector)) {
        inspector_->toggle();
        return;
    }
    scenes_.handle(*input);
}

void App::update(float dt) {
    // The preset file is re-read about once a second (game time); edits apply at the next round.
    if (ActiveRules* active = session_->active_rules()) active->tick(dt);
    session_->view().set_reduced_motion(settings_.reduced_motion);
    scenes_.update(dt);
    // Options the player changed are saved with the profile. A failed write of money is told over the
    // table, which plays on unsaved: sending the player to the title would take the cards in play away.
    session_->store_profile_options();
    if (saves_->take_failure()) take_save_notices();
    scenes_.apply_pending();
    // What the save has to tell (a round refunded when the player sat down again) is told where the player is now,
    // not at the next visit to the title.
    if (const Scene* top = scenes_.top(); top && !top->shows_save_notices()) take_save_notices();
}

void App::take_save_notices() {
    for (const std::string& n : saves_->notices()) save_notice_ += (save_notice_.empty() ? "" : "\n\n") + n;
    saves_->dismiss_notices();
}

void App::draw() {
    int pw = 0, ph = 0;
    SDL_GetRendererOutputSize(renderer_.get(), &pw, &ph);
    painter_->set_four_colour(settings_.four_colour_deck);
    painter_->begin_frame(pw, ph);
    SDL_SetRenderDrawColor(renderer_.get(), 0, 0, 0, 255);
    SDL_RenderClear(renderer_.get());

    // Text of the same logical size at every window size, rasterised at its real pixel size.
    const float pixel_ratio_x = pixel_ratio().first;
    const float text_points = GuiLook::kTextLogical * painter_->scale() / pixel_ratio_x * settings_.text_scale;
    if (gui_look_->fit(text_points, pixel_ratio_x)) ImGui_ImplSDLRenderer_DestroyFontsTexture();  // re-uploaded
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    pad_nav_.apply();
    // This ImGui backend reads the pointer from SDL's own state, which synthetic (scripted) events never
    // reach; the position from the events themselves is the same for a real mouse and right for scripts.
    if (mouse_) ImGui::GetIO().MousePos = ImVec2(mouse_->x, mouse_->y);
    ImGui::NewFrame();
    scenes_.gui();
    inspector_->gui();
    settings_notice_window(settings_notice_);
    notice_window("Saving", save_notice_);
    ImGui::Render();

    scenes_.draw(*painter_);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
    painter_->end_frame();

    write_pending_screenshots();
    SDL_RenderPresent(renderer_.get());
    ++frames_;
}

void App::write_pending_screenshots() {
    for (const std::string& name : pending_screenshots_) {
        std::error_code ec;
        std::filesystem::create_directories(options_.screenshot_dir, ec);
        const std::string path = (std::filesystem::path(options_.screenshot_dir) / (name + ".png")).string();
        if (const Result written = write_screenshot(path))
            screenshots_.push_back(path);
        else if (error_.empty())
            error_ = written.error(), script_failed_ = true;
    }
    pending_screenshots_.clear();
}

void App::draw_only() { draw(); }

Result App::write_screenshot(const std::string& path) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(renderer_.get(), &w, &h);
    const std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> s(
        SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888), &SDL_FreeSurface);
    if (!s) return Result::failure(std::string("screenshot: ") + SDL_GetError());
    if (SDL_RenderReadPixels(renderer_.get(), nullptr, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0 ||
        IMG_SavePNG(s.get(), path.c_str()) != 0)
        return Result::failure("screenshot " + path + ": " + SDL_GetError());
    return Result::success();
}

void App::screenshot(const std::string& name) {
    pending_screenshots_.push_back(name);  // written once this frame is drawn
}

void App::resize(int w, int h) {
    SDL_SetWindowSize(window_.get(), w, h);
    redraw_frames_ = 3;
}

void App::set_speed(std::string_view name) {
    if (const auto speed = parse_animation_speed(name)) settings_.speed = *speed;
}

bool App::inspector_open() const { return inspector_ && inspector_->open(); }

std::string App::inspector_dealer() const { return inspector_ ? inspector_->dealer_line() : ""; }

std::pair<int, int> App::window_pixels() const {
    int pw = 0, ph = 0;
    SDL_GetRendererOutputSize(renderer_.get(), &pw, &ph);
    return {pw, ph};
}

std::string App::text_overflows() const { return painter_ ? painter_->text_overflows() : "0"; }

void App::set_fullscreen(bool on) {
    SDL_SetWindowFullscreen(window_.get(), on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    settings_.fullscreen = on;
    redraw_frames_ = 3;
}

bool App::fullscreen() const { return (SDL_GetWindowFlags(window_.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0; }

bool App::copy_text(const std::string& text) { return copy_to_clipboard(text); }

void App::set_vsync(bool on) {
    settings_.vsync = on;
#if SDL_VERSION_ATLEAST(2, 0, 18)
    SDL_RenderSetVSync(renderer_.get(), on ? 1 : 0);
#endif
}

void App::frame() {
    // The script starts once the first frame is drawn: a player sees a scene before acting on it, and the
    // layout that maps logical units to window points is known from then on.
    if (script_ && frames_ > 0) {
        const ScriptRunner::Status s = script_->step(*this);
        if (s == ScriptRunner::Status::Failed) {
            error_ = script_->error();
            script_failed_ = true;
            scenes_.quit();
        } else if (s == ScriptRunner::Status::Finished) {
            scenes_.quit();
        }
    }
    if (monkey_ && frames_ > 0) monkey_->before_frame(*this);
    SDL_Event e;
    while (SDL_PollEvent(&e)) handle_event(e);
    update(static_cast<float>(kStep));
    draw();
    if (monkey_) check_monkey();
}

void App::check_monkey() {
    switch (monkey_->after_frame(*this)) {
        case Monkey::Verdict::Going: return;
        case Monkey::Verdict::Done: scenes_.quit(); return;
        case Monkey::Verdict::Broken:
            error_ = monkey_->failure();
            script_failed_ = true;
            scenes_.quit();
            return;
    }
}

int App::run() { return run_main_loop(*this); }

int App::finish_run() {
    if (!pending_screenshots_.empty()) draw();
    session_->leave_table();  // the game quits: the fair shoe in play is done (docs/fairness.md)
    return script_failed_ ? 1 : 0;
}

void App::live_frame(double elapsed) {
    SDL_Event e;
    while (SDL_PollEvent(&e)) handle_event(e);
    live_accumulator_ += std::min(0.25, elapsed);
    while (live_accumulator_ >= kStep) {
        update(static_cast<float>(kStep));
        live_accumulator_ -= kStep;
    }
    if (!scenes_.busy() && redraw_frames_ == 0) return;  // nothing moves: the last frame still stands
    draw();
    if (redraw_frames_ > 0) --redraw_frames_;
}

void App::run_live(std::optional<double> seconds) {
    using clock = std::chrono::steady_clock;
    const EventWait waiter;
    const auto begun = clock::now();
    auto last = begun;
    double accumulator = 0;
    auto time_left = [&] { return !seconds || std::chrono::duration<double>(clock::now() - begun).count() < *seconds; };
    while (!quitting() && time_left()) {
        SDL_Event e;
        const bool moving = scenes_.busy() || redraw_frames_ > 0;
        if (!moving) {
            // Nothing moves: sleep until something happens. The time asleep is not animation time.
            if (waiter.next(e, kIdleWaitMs)) handle_event(e);
            last = clock::now();
            accumulator = 0;
        }
        while (SDL_PollEvent(&e)) handle_event(e);
        const auto now = clock::now();
        accumulator += std::min(0.25, std::chrono::duration<double>(now - last).count());
        last = now;
        bool stepped = false;
        while (accumulator >= kStep) {
            update(static_cast<float>(kStep));
            accumulator -= kStep;
            stepped = true;
        }
        if (!stepped && !moving && redraw_frames_ == 0) continue;
        draw();
        if (redraw_frames_ > 0) --redraw_frames_;
        // Pace the loop to the 60 Hz step whatever the renderer: without vsync (software renderer, dummy driver), or
        // with vsync that does not block (a virtual X server), it would otherwise spin. With a blocking vsync the
        // present has used the time already. More than 60 draws a second would only repeat the same state.
        const double spent = std::chrono::duration<double>(clock::now() - now).count();
        if (spent < kStep) SDL_Delay(static_cast<Uint32>((kStep - spent) * 1000));
    }
}

}  // namespace bjt::game

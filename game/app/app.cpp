#include "game/app/app.h"

#include <SDL.h>
#include <SDL_image.h>
#include <backends/imgui_impl_sdl.h>
#include <backends/imgui_impl_sdlrenderer.h>
#include <imgui.h>

#include <algorithm>
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
#include "game/session/seat_input.h"
#include "game/session/session.h"
#include "game/settings/settings_file.h"
#include "game/settings/settings_notice.h"
#include "game/speech/speaker.h"
#include "game/speech/table_narrator.h"
#include "game/ui/gui_look.h"
#include "game/ui/gui_text.h"
#include "game/ui/notice_window.h"
#include "game/view/table_stage.h"
#include "storage/system_clock.h"

namespace bjt::game {

namespace {
constexpr double kStep = 1.0 / 60.0;
constexpr int kIdleWaitMs = 500;  // longest sleep when nothing moves (SDL_WaitEventTimeout)
}  // namespace

App::App(LaunchOptions options, SceneFactory first_scene)
    : options_(std::move(options)), first_scene_(std::move(first_scene)) {}

App::~App() = default;

std::pair<float, float> App::pixel_ratio() const {
    int ww = 0, wh = 0, pw = 0, ph = 0;
    SDL_GetWindowSize(screen_.window.get(), &ww, &wh);
    SDL_GetRendererOutputSize(screen_.renderer.get(), &pw, &ph);
    return {ww > 0 ? static_cast<float>(pw) / static_cast<float>(ww) : 1.0f,
            wh > 0 ? static_cast<float>(ph) / static_cast<float>(wh) : 1.0f};
}

Point App::logical_to_window(Point p) const {
    const Point px = art_.painter->to_pixels(p);
    int ww = 0, wh = 0, pw = 0, ph = 0;
    SDL_GetWindowSize(screen_.window.get(), &ww, &wh);
    SDL_GetRendererOutputSize(screen_.renderer.get(), &pw, &ph);
    const float rx = pw > 0 ? static_cast<float>(ww) / static_cast<float>(pw) : 1.0f;
    const float ry = ph > 0 ? static_cast<float>(wh) / static_cast<float>(ph) : 1.0f;
    return {px.x * rx, px.y * ry};
}

void App::handle_event(const SDL_Event& e) {
    frames_.redraw = 3;
    if (handle_window_event(e) || send_text_to_scene(e) || imgui_keeps(e)) return;
    send_input_to_scenes(e);
}

bool App::handle_window_event(const SDL_Event& e) {
    if (e.type == SDL_QUIT) {
        scenes_.quit();
        return true;
    }
    if (input_.gamepads->handle(e)) {
        // A person's own pad pulled out: they share the keyboard and the free pads until they claim one again.
        if (e.type == SDL_CONTROLLERDEVICEREMOVED && play_.session) play_.session->release_pad(e.cdevice.which);
        return true;
    }
    // The options menu waiting for a key or button to bind takes the next one before anything else.
    if (settings_.bindings.capturing()) {
        if (e.type == SDL_KEYDOWN && !e.key.repeat && settings_.bindings.capture_key(e.key.keysym.sym)) return true;
        if (e.type == SDL_CONTROLLERBUTTONDOWN && settings_.bindings.capture_button(e.cbutton.button)) return true;
    }
    // The pointer as the events give it, for ImGui (see draw()).
    if (e.type == SDL_MOUSEMOTION) input_.mouse = Point{static_cast<float>(e.motion.x), static_cast<float>(e.motion.y)};
    if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP)
        input_.mouse = Point{static_cast<float>(e.button.x), static_cast<float>(e.button.y)};
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_LEAVE) input_.mouse.reset();
    // A covering window follows its display when the display changes (its size, or the window moved to another).
    if (screen_.covering && (e.type == SDL_DISPLAYEVENT ||
                             (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED)))
        cover_display();
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
    key_hold_.on_event(e);
    const ImGuiIO& io = ImGui::GetIO();
    const bool mouse = e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP ||
                       e.type == SDL_MOUSEWHEEL;
    const bool keys = e.type == SDL_KEYDOWN || e.type == SDL_KEYUP || e.type == SDL_TEXTINPUT;
    const Scene* top = scenes_.top();
    const bool gui_scene = (top && top->gui_takes_input()) || !notices_.settings.empty() || !notices_.save.empty();
    // The inspector's own key closes it even while it has the keyboard (after a click into it, F1 was kept).
    const bool inspector_key = (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) &&
                               e.key.keysym.sym == settings_.bindings.key(InputAction::Inspector);
    // A gamepad's buttons walk the focused inspector, as the keys do; Back and Start stay the scenes' (the chord that
    // closes it, read by the InputMapper).
    const bool pad = (e.type == SDL_CONTROLLERBUTTONDOWN || e.type == SDL_CONTROLLERBUTTONUP) &&
                     e.cbutton.button != SDL_CONTROLLER_BUTTON_BACK && e.cbutton.button != SDL_CONTROLLER_BUTTON_START;
    return (mouse && io.WantCaptureMouse && (gui_scene || gui_.inspector->open())) ||
           (keys && io.WantCaptureKeyboard && (gui_scene || (gui_.inspector->focused() && !inspector_key))) ||
           (pad && !gui_scene && gui_.inspector->focused());
}

void App::send_input_to_scenes(const SDL_Event& e) {
    const auto [rx, ry] = pixel_ratio();
    const std::optional<InputEvent> input = input_.mapper->translate(e, art_.painter->window_to_logical(rx, ry));
    if (!input) return;
    if (input->is(InputAction::Inspector)) {
        gui_.inspector->toggle();
        say_inspector();
        return;
    }
    if (input->type == InputEvent::Type::Action && speak_key(input->action)) return;
    if (!seat_may_act(*input)) return;
    scenes_.handle(*input);
}

// A table of several people: a screen that acts for the person served now takes only their device's input
// (game/session/seat_input.h); the table guide opens for anyone. Another person's press is told whose turn it is.
bool App::seat_may_act(const InputEvent& input) {
    const Scene* top = scenes_.top();
    if (!play_.session || top == nullptr || !top->serves_a_seat()) return true;
    const Session& s = *play_.session;
    if (!s.started() || !s.several_people()) return true;
    const int seat = s.my_seat_index();
    if (acts_for(s.seat_plan(), seat, input) || input.is(InputAction::Guide)) return true;
    const int owner = input.device == InputDevice::Gamepad ? s.seat_plan().seat_of_pad(input.pad) : -1;
    if (owner >= 0 && scenes_.top()->handle_other_seat(owner, input)) return false;
    if (input.type == InputEvent::Type::Action || input.type == InputEvent::Type::PointerDown)
        speech_.speaker->say(s.seat_name(seat) + "'s turn, on " + device_name(s.seat_plan(), seat) + ".",
                             SpeechPriority::Prompt);
    return false;
}

void App::update(float dt) {
    // The preset file is re-read about once a second (game time); edits apply at the next round.
    if (ActiveRules* active = play_.session->active_rules()) active->tick(dt);
    scenes_.update(dt);
    // Options the player changed are saved with the profile. A failed write of money is told over the
    // table, which plays on unsaved: sending the player to the title would take the cards in play away.
    play_.session->store_profile_options();
    if (play_.saves->take_failure()) take_save_notices();
    scenes_.apply_pending();
    update_speech();
    // What the save has to tell (a round refunded when the player sat down again) is told where the player is now,
    // not at the next visit to the title.
    if (const Scene* top = scenes_.top(); top && !top->shows_save_notices()) take_save_notices();
}

void App::take_save_notices() {
    for (const std::string& n : play_.saves->notices()) notices_.save += (notices_.save.empty() ? "" : "\n\n") + n;
    play_.saves->dismiss_notices();
}

void App::draw() {
    int pw = 0, ph = 0;
    SDL_GetRendererOutputSize(screen_.renderer.get(), &pw, &ph);
    art_.painter->set_four_colour(settings_.four_colour_deck);
    art_.painter->set_high_contrast(settings_.high_contrast);
    art_.painter->begin_frame(pw, ph);  // the frame starts black (the clear waits for what the scenes draw)

    // Text of the same logical size at every window size, rasterised at its real pixel size.
    const float pixel_ratio_x = pixel_ratio().first;
    const float text_points = GuiLook::kTextLogical * art_.painter->scale() / pixel_ratio_x * settings_.text_scale;
    if (gui_.look->fit(text_points, pixel_ratio_x, settings_.high_contrast))
        ImGui_ImplSDLRenderer_DestroyFontsTexture();  // re-uploaded
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    pad_nav_.apply();
    key_hold_.apply();
    // This ImGui backend reads the pointer from SDL's own state, which synthetic (scripted) events never
    // reach; the position from the events themselves is the same for a real mouse and right for scripts.
    if (input_.mouse) ImGui::GetIO().MousePos = ImVec2(input_.mouse->x, input_.mouse->y);
    ImGui::NewFrame();
    gui_.focus.begin_frame();
    scenes_.gui();
    const bool inspector_was_open = gui_.inspector->open();
    gui_.inspector->gui();
    if (inspector_was_open && !gui_.inspector->open()) say_inspector();  // closed by Esc, gamepad B or its X
    settings_notice_window(notices_.settings);
    notice_window("Saving", notices_.save);
    ImGui::Render();

    scenes_.draw(*art_.painter);
    art_.painter->settle_clear();
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
    art_.painter->end_frame();

    write_pending_screenshots();
    SDL_RenderPresent(screen_.renderer.get());
    ++frames_.count;
}

void App::write_pending_screenshots() {
    if (screenshots_.pending.empty()) return;
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(screen_.renderer.get(), &w, &h);
    const std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> frame(
        SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888), &SDL_FreeSurface);
    const bool read = frame && SDL_RenderReadPixels(screen_.renderer.get(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                                                    frame->pixels, frame->pitch) == 0;
    for (const std::string& name : screenshots_.pending) {
        std::error_code ec;
        std::filesystem::create_directories(options_.screenshot_dir, ec);
        const std::filesystem::path base = std::filesystem::path(options_.screenshot_dir) / name;
        const Result<> written = read ? write_screenshot(*frame, base.string() + ".png")
                                      : Result<>::failure(std::string("screenshot: ") + SDL_GetError());
        if (written) {
            screenshots_.written.push_back(base.string() + ".png");
            measure_contrast(*frame, base.string() + "-contrast.txt");
        } else if (outcome_.error.empty()) {
            outcome_.error = written.error(), outcome_.script_failed = true;
        }
    }
    screenshots_.pending.clear();
}

void App::draw_only() { draw(); }

Result<> App::write_screenshot(const SDL_Surface& frame, const std::string& path) {
    if (IMG_SavePNG(const_cast<SDL_Surface*>(&frame), path.c_str()) != 0)
        return Result<>::failure("screenshot " + path + ": " + SDL_GetError());
    return Result<>::success();
}

void App::screenshot(const std::string& name) {
    screenshots_.pending.push_back(name);  // written once this frame is drawn
}

void App::resize(int w, int h) {
    SDL_SetWindowSize(screen_.window.get(), w, h);
    frames_.redraw = 3;
}

void App::set_speed(std::string_view name) {
    if (const auto speed = parse_animation_speed(name)) settings_.speed = *speed;
}

bool App::inspector_open() const { return gui_.inspector && gui_.inspector->open(); }

std::string App::inspector_dealer() const { return gui_.inspector ? gui_.inspector->dealer_line() : ""; }
std::string App::inspector_hands() const { return gui_.inspector ? gui_.inspector->hands_line() : ""; }

std::pair<int, int> App::window_pixels() const {
    int pw = 0, ph = 0;
    SDL_GetRendererOutputSize(screen_.renderer.get(), &pw, &ph);
    return {pw, ph};
}

std::string App::text_overflows() const { return art_.painter ? art_.painter->text_overflows() : "0"; }
std::string App::overlaps() const { return art_.painter ? art_.painter->overlaps() : "0"; }

void App::set_fullscreen(bool on) {
    settings_.fullscreen = on;
    frames_.redraw = 3;
    if (on == fullscreen()) return;
    SDL_Window* window = screen_.window.get();
    if (!on) {
        if (screen_.covering) return uncover_display();
        SDL_SetWindowFullscreen(window, 0);
        return;
    }
    // On X, SDL asks the window manager (_NET_WM_STATE_FULLSCREEN) and takes the window to be display-sized at once;
    // with no window manager nobody resizes it, so the game would lay out a display-sized frame in a window that
    // shows part of it, and clicks would miss. There the App makes the window cover the display itself.
    if (window_manager_fullscreen(window)) {
        SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP);
        return;
    }
    SDL_GetWindowPosition(window, &screen_.windowed_x, &screen_.windowed_y);
    SDL_GetWindowSize(window, &screen_.windowed_w, &screen_.windowed_h);
    screen_.covering = true;
    cover_display();
}

// A borderless window at the display's place and size: X resizes it at once, SDL hears of it (a size event), and
// the next frame lays out from the size it really has (draw(), pixel_ratio()).
void App::cover_display() {
    SDL_Window* window = screen_.window.get();
    SDL_Rect bounds{};
    if (SDL_GetDisplayBounds(std::max(0, SDL_GetWindowDisplayIndex(window)), &bounds) != 0) return;
    SDL_SetWindowBordered(window, SDL_FALSE);
    SDL_SetWindowPosition(window, bounds.x, bounds.y);
    SDL_SetWindowSize(window, bounds.w, bounds.h);
    SDL_RaiseWindow(window);
    frames_.redraw = 3;
}

void App::uncover_display() {
    SDL_Window* window = screen_.window.get();
    screen_.covering = false;
    SDL_SetWindowBordered(window, SDL_TRUE);
    SDL_SetWindowSize(window, screen_.windowed_w, screen_.windowed_h);
    SDL_SetWindowPosition(window, screen_.windowed_x, screen_.windowed_y);
}

bool App::fullscreen() const {
    return screen_.covering || (SDL_GetWindowFlags(screen_.window.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
}

bool App::copy_text(const std::string& text) { return copy_to_clipboard(text); }

bool App::offer_download(const std::string& path) { return game::offer_download(path); }

bool App::can_pick_files() const { return game::can_pick_files(); }

std::string App::ask_for_file(const std::string& accept) { return game::ask_for_file(accept); }

std::optional<std::string> App::take_picked_file() { return game::take_picked_file(); }

void App::set_vsync(bool on) {
    settings_.vsync = on;
#if SDL_VERSION_ATLEAST(2, 0, 18)
    SDL_RenderSetVSync(screen_.renderer.get(), on ? 1 : 0);
#endif
}

void App::frame() {
    // The script starts once the first frame is drawn: a player sees a scene before acting on it, and the
    // layout that maps logical units to window points is known from then on.
    if (scripting_.runner && frames_.count > 0) {
        const ScriptRunner::Status s = scripting_.runner->step(*this);
        if (s == ScriptRunner::Status::Failed) {
            outcome_.error = scripting_.runner->error();
            outcome_.script_failed = true;
            scenes_.quit();
        } else if (s == ScriptRunner::Status::Finished) {
            scenes_.quit();
        }
    }
    if (scripting_.monkey && frames_.count > 0) scripting_.monkey->before_frame(*this);
    SDL_Event e;
    while (SDL_PollEvent(&e)) handle_event(e);
    update(static_cast<float>(kStep));
    draw();
    if (scripting_.monkey) check_monkey();
}

void App::check_monkey() {
    switch (scripting_.monkey->after_frame(*this)) {
        case Monkey::Verdict::Going: return;
        case Monkey::Verdict::Done: scenes_.quit(); return;
        case Monkey::Verdict::Broken:
            outcome_.error = scripting_.monkey->failure();
            outcome_.script_failed = true;
            scenes_.quit();
            return;
    }
}

int App::run() { return run_main_loop(*this); }

int App::finish_run() {
    if (!screenshots_.pending.empty()) draw();
    play_.session
        ->leave_table();  // the game quits, or the script ends: the fair shoe in play is done (docs/fairness.md)
    return outcome_.script_failed ? 1 : 0;
}

void App::live_frame(double elapsed) {
    SDL_Event e;
    while (SDL_PollEvent(&e)) handle_event(e);
    frames_.live_accumulator += std::min(0.25, elapsed);
    while (frames_.live_accumulator >= kStep) {
        update(static_cast<float>(kStep));
        frames_.live_accumulator -= kStep;
    }
    if (!scenes_.busy() && frames_.redraw == 0) return;  // nothing moves: the last frame still stands
    draw();
    if (frames_.redraw > 0) --frames_.redraw;
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
        const bool moving = scenes_.busy() || frames_.redraw > 0;
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
        if (!stepped && !moving && frames_.redraw == 0) continue;
        draw();
        if (frames_.redraw > 0) --frames_.redraw;
        // Pace the loop to the 60 Hz step whatever the renderer: without vsync (software renderer, dummy driver), or
        // with vsync that does not block (a virtual X server), it would otherwise spin. With a blocking vsync the
        // present has used the time already. More than 60 draws a second would only repeat the same state.
        const double spent = std::chrono::duration<double>(clock::now() - now).count();
        if (spent < kStep) SDL_Delay(static_cast<Uint32>((kStep - spent) * 1000));
    }
}

}  // namespace bjt::game

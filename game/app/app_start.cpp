// App's start-up (App::start() and its steps, in order): SDL, the settings file, the window, the art, sound and
// gamepads, the questions and presets, the save, the player's seat and the table's stage, Dear ImGui, the script,
// the first scene. Each step that can fail says why in its Result.
#include <SDL.h>
#include <backends/imgui_impl_sdl.h>
#include <backends/imgui_impl_sdlrenderer.h>
#include <imgui.h>

#include <chrono>
#include <filesystem>

#include "engine/fairness/server_seed.h"
#include "engine/rng.h"
#include "game/app/app.h"
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
#include "game/session/game_context.h"
#include "game/session/session.h"
#include "game/settings/settings_file.h"
#include "game/speech/speaker.h"
#include "game/speech/speech_log.h"
#include "game/speech/system_voice.h"
#include "game/speech/table_narrator.h"
#include "game/ui/gui_look.h"
#include "game/ui/gui_text.h"
#include "game/view/table_stage.h"
#include "storage/system_clock.h"

namespace bjt::game {

bool App::create_renderer(bool software) {
    screen_.renderer.reset();
    if (!software) {
        Uint32 flags = SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE;
        if (settings_.vsync) flags |= SDL_RENDERER_PRESENTVSYNC;
        screen_.renderer.reset(SDL_CreateRenderer(screen_.window.get(), -1, flags));
    }
    if (!screen_.renderer) screen_.renderer.reset(SDL_CreateRenderer(screen_.window.get(), -1, SDL_RENDERER_SOFTWARE));
    if (!screen_.renderer) return false;
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(screen_.renderer.get(), &info);
    screen_.renderer_name = info.name ? info.name : "?";
    return true;
}

Result<> App::start() {
    if (Result<> sdl = start_sdl(); !sdl) return sdl;
    load_settings_file();
    if (Result<> window = open_window(); !window) return window;
    if (Result<> art = load_art(); !art) return art;
    open_sound_and_gamepads();
    const std::uint64_t seed =
        options_.seed_given ? options_.seed
                            : static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    if (Result<> presets = load_questions_and_presets(seed); !presets) return presets;
    open_save();
    if (Result<> speech = open_speech(); !speech) {
        outcome_.bad_input = true;
        return speech;
    }
    seat_player(seed);
    start_imgui();
    if (Result<> script = load_script(); !script) return script;
    push_first_scene();
    if (scripting_.monkey && scripting_.monkey->attach(*play_.ctx) == Monkey::Verdict::Broken)
        return Result<>::failure(scripting_.monkey->failure());
    return Result<>::success();
}

Result<> App::start_sdl() {
    if (options_.headless) {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    }
    // Smooth scaling for the squeezed card during a flip; everything else is drawn at its pixel size.
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    if (!screen_.sdl.start()) return Result<>::failure(std::string("SDL_Init: ") + SDL_GetError());
    return Result<>::success();
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
    notices_.settings = std::move(loaded.notice);
}

Result<> App::open_window() {
    const Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (options_.fullscreen) settings_.fullscreen = true;
    // Made as a window, then made fullscreen as F11 makes it (set_fullscreen(): with no window manager on X, SDL's
    // own fullscreen leaves a window-sized window that believes it fills the display).
    screen_.window.reset(SDL_CreateWindow("Blackjack Trivia", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          options_.window_w, options_.window_h, flags));
    if (!screen_.window) return Result<>::failure(std::string("SDL_CreateWindow: ") + SDL_GetError());
    SDL_SetWindowMinimumSize(screen_.window.get(), 480, 270);
    if (!create_renderer(options_.headless))
        return Result<>::failure(std::string("SDL_CreateRenderer: ") + SDL_GetError());
    if (settings_.fullscreen) set_fullscreen(true);
    return Result<>::success();
}

Result<> App::load_art() {
    auto text = TextRenderer::open(screen_.renderer.get());
    if (!text) return Result<>::failure(text.error());
    art_.text = std::move(text.value());
    const std::string bold = art_.text->font_path(FontFace::SansBold);
    art_.cards = std::make_unique<CardArt>(screen_.renderer.get(), bold);
    art_.chips = std::make_unique<ChipArt>(screen_.renderer.get(), bold);
    art_.felt = std::make_unique<FeltArt>(screen_.renderer.get());
    art_.painter = std::make_unique<Painter>(screen_.renderer.get(), *art_.text, *art_.cards, *art_.chips, *art_.felt);
    return Result<>::success();
}

void App::open_sound_and_gamepads() {
    sound_ = std::make_unique<SoundBank>();
    if (!options_.headless) sound_->open();  // no device: silent, the game goes on
    sound_->set_volume(settings_.volume);
    sound_->set_muted(settings_.muted);
    input_.gamepads = std::make_unique<Gamepads>();
    input_.gamepads->open_all();
}

Result<> App::load_questions_and_presets(std::uint64_t seed) {
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
        outcome_.bad_input = true;
        return Result<>::failure("no preset named '" + options_.preset + "' (the presets are: " + presets_.listing() +
                                 "; or give a preset FILE)");
    }
    return Result<>::success();
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

Result<> App::open_speech() {
    speech_.speaker = std::make_unique<Speaker>();
    speech_.narrator = std::make_unique<TableNarrator>(*speech_.speaker, settings_.bindings);
    if (!options_.speech_log.empty()) {
        auto log = SpeechLog::open(options_.speech_log);
        if (!log) return Result<>::failure(log.error());
        speech_.speaker->set_log(std::move(log.value()));
    }
    // --speak, and a screen reader the desktop reports, turn "Speak the game" on as the player would. A scripted
    // run never asks the desktop: a test must not depend on who runs it.
    if (options_.speak || (!options_.scripted() && screen_reader_running())) settings_.speak = true;
    return Result<>::success();
}

void App::seat_player(std::uint64_t seed) {
    play_.session = std::make_unique<Session>(seed, options_.shoe, *play_.saves, fair_shoes(options_, seed));
    // The table as the player sees it, beside the seat: the session tells it of the seat and its events.
    play_.stage = std::make_unique<TableStage>();
    play_.stage->set_sound(sound_.get());
    play_.stage->set_reduced_motion(settings_.reduced_motion);
    play_.session->watch(play_.stage.get());
    play_.session->watch(speech_.narrator.get());  // after the stage: the words follow what is shown
    // The house edge of rules analysed in an earlier run is read back instead of computed
    // (game/coach/analysis_cache.h).
    if (!data_folder_.empty())
        play_.session->analyzer().use_cache_folder(std::filesystem::path(data_folder_) / "analysis-cache");
    play_.ctx = std::make_unique<GameContext>(GameContext{scenes_, *play_.session, *play_.stage, settings_, *sound_,
                                                          *questions_, presets_, *this, seed, *play_.saves,
                                                          options_.welcomes_new_players(), speech_.speaker.get()});
}

void App::start_imgui() {
    imgui_.start(screen_.window.get(), screen_.renderer.get());
    // The options window works with the keyboard and the gamepad as well as the mouse.
    ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard | ImGuiConfigFlags_NavEnableGamepad;
    input_.mapper = std::make_unique<InputMapper>(settings_.bindings);
    gui_.inspector = std::make_unique<InspectorOverlay>(*play_.ctx, options_.debug_show_hidden_cards);
    // The game's own font and colours; the font's size is fitted to the window every frame (draw()).
    gui_.look = std::make_unique<GuiLook>(art_.text->font_path(FontFace::Sans));
    // ImGui text that does not fit its window counts with the Painter's (game/ui/gui_text.h); the item its
    // navigation is on is spoken (game/ui/gui_focus.h).
    gui_.sinks = GuiSinks{.overflows = &art_.painter->overflows(), .focus = &gui_.focus};
    set_gui_sinks(&gui_.sinks);
}

Result<> App::load_script() {
    if (options_.script.empty()) return Result<>::success();
    Script script = Script::load(options_.script);
    if (!script.error.empty()) return Result<>::failure(script.error);
    scripting_.runner = std::make_unique<ScriptRunner>(
        std::move(script), GameObserver(scenes_, *play_.session, play_.stage->view(), *play_.saves, *questions_));
    return Result<>::success();
}

void App::push_first_scene() {
    scenes_.push(first_scene_(*play_.ctx));
    scenes_.apply_pending();
    // The first scene chose the preset's rules; the profile's own options go over them.
    play_.session->restore_profile_options();
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
    play_.clock = std::make_unique<storage::SystemClock>();
    play_.saves = std::make_unique<SaveGame>(folder, *play_.clock, preset, rules);
    if (unnamed)
        play_.saves->add_notice(std::string("No folder for saved games was found (") + SDL_GetError() +
                                "); this session is not saved. Start with --data-dir DIR to choose one.");
    // The profile comes back to the preset it played, unless --preset chose one.
    if (options_.preset.empty())
        if (const int i = presets_.index_of(play_.saves->current().preset); i >= 0) presets_.select(i);
}

}  // namespace bjt::game

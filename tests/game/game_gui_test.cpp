// The Dear ImGui screens (issue 11): their text is counted by `expect text-overflows 0` like the Painter's (a
// line that cannot fit IS counted), they are usable by gamepad alone, and every tab of the options (with a list
// open), the rule inspector (with a tooltip) and the Fairness panel keep their text inside their boxes from 800x600
// to 3840x2160 (the stats charts: game_text_fit_test.cpp).
#include <SDL.h>
#include <imgui.h>

#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "game/app/app.h"
#include "game/app/launch_options.h"
#include "game/input/input_bindings.h"
#include "game/input/input_mapper.h"
#include "game/render/text_overflows.h"
#include "game/ui/gui_sinks.h"
#include "game/ui/gui_text.h"
#include "scenes/first_scene.h"
#include "tests/game/scripted_launch.h"

using bjt::game::App;
using bjt::game::InputAction;
using bjt::game::LaunchOptions;
using bjt::game::TextOverflows;

namespace {

// An ImGui context of its own (no window, no renderer): one window `width` pixels wide, whose body `draw` fills,
// with its overflows counted into `counted`.
template <typename Draw>
void one_imgui_frame(float width, TextOverflows& counted, Draw&& draw, int frames = 1) {
    ImGuiContext* context = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(800, 600);
    io.DeltaTime = 1.0f / 60.0f;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);  // builds ImGui's own font
    bjt::game::GuiSinks sinks{.overflows = &counted};
    bjt::game::set_gui_sinks(&sinks);
    for (int frame = 0; frame < frames; ++frame) {
        ImGui::NewFrame();
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(ImVec2(width, 400));
        ImGui::Begin("test", nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
        draw();
        ImGui::End();
        ImGui::Render();
    }
    ImGui::DestroyContext(context);
}

constexpr const char* kLongWord = "Supercalifragilisticexpialidocious-and-then-some-more-of-it";

}  // namespace

TEST_CASE("gui text: a sentence that wraps fits, a word wider than the window is counted", "[game][text][gui]") {
    TextOverflows counted;
    one_imgui_frame(200, counted, [] {
        bjt::game::gui_text("A long sentence of short words wraps inside a narrow window without trouble at all.");
        bjt::game::gui_muted("Muted words wrap the same way, line after line after line.");
    });
    CHECK(counted.describe() == "0");
    one_imgui_frame(200, counted, [] { bjt::game::gui_text(std::string("Starts short, then ") + kLongWord); });
    CHECK(counted.count() == 1);
    CHECK(counted.describe().find("(Dear ImGui)") != std::string::npos);
    // The same text in a window wide enough: nothing more counted.
    one_imgui_frame(780, counted, [] { bjt::game::gui_text(std::string("Starts short, then ") + kLongWord); });
    CHECK(counted.count() == 1);
}

TEST_CASE("gui text: labels, buttons and cells too long for their row are counted", "[game][text][gui]") {
    TextOverflows counted;
    bool on = false;
    one_imgui_frame(200, counted, [&] {
        bjt::game::gui_checkbox("Short", &on);
        bjt::game::gui_button("OK");
        bjt::game::gui_cell("fits");
    });
    REQUIRE(counted.count() == 0);
    one_imgui_frame(200, counted, [&] {
        bjt::game::gui_checkbox("A check box label far too long for a window this narrow", &on);
        bjt::game::gui_button("A button label far too long for a window this narrow");
        bjt::game::gui_button("Wide label", ImVec2(20, 0));
        bjt::game::gui_cell("A table cell's text far too long for a window this narrow");
    });
    CHECK(counted.count() == 4);
    CHECK(counted.describe().rfind("4 (first: 'A check box label", 0) == 0);
}

TEST_CASE("gui text: list values and entries, tooltips, headers and tab rows too long are counted",
          "[game][text][gui]") {
    using namespace bjt::game;
    TextOverflows counted;
    const std::string wider_than_the_display(150, 'W');  // 800 pixels wide
    const std::string long_path = "/home/someone/.local/share/blackjack-trivia/presets/" + std::string(40, 'x');
    constexpr std::array<const char*, 6> kTabs{"Rules", "Trivia", "Display & sound", "Controls", "Coach", "Fairness"};
    auto list = [&](std::string_view shown, const std::string& entry) {
        if (gui_begin_combo("Speed", shown, 120)) ImGui::EndCombo();
        ImGui::OpenPopup("entries");
        if (ImGui::BeginPopup("entries")) {
            gui_selectable(entry.c_str(), false);
            ImGui::EndPopup();
        }
    };
    one_imgui_frame(780, counted, [&] {
        list("Normal", "Instant");
        gui_tooltip("A rule's meaning, a sentence of short words that wraps inside the tooltip's width.");
        gui_header("Rules in force");
        CHECK(gui_tabs_fit(kTabs));
    });
    REQUIRE(counted.describe() == "0");
    // Each too long for its room: one count each.
    one_imgui_frame(780, counted, [&] { list("A value far too long for a list box this narrow", "Instant"); });
    CHECK(counted.count() == 1);
    CHECK(counted.describe().find("'A value far too long") != std::string::npos);
    one_imgui_frame(780, counted, [&] { list("Normal", wider_than_the_display); });
    CHECK(counted.count() == 2);
    one_imgui_frame(780, counted, [&] { gui_tooltip(long_path); });
    CHECK(counted.count() == 3);
    one_imgui_frame(200, counted, [&] { gui_header("A section heading far too long for this window"); });
    CHECK(counted.count() == 4);
    one_imgui_frame(200, counted, [&] { CHECK_FALSE(gui_tabs_fit(kTabs)); });
    CHECK(counted.count() == 5);
}

TEST_CASE("gui text: a table's header too long for its column is counted once the columns are fitted",
          "[game][text][gui]") {
    using namespace bjt::game;
    TextOverflows counted;
    auto table = [](const char* second) {
        return [second] {
            if (!ImGui::BeginTable("t", 2, ImGuiTableFlags_SizingStretchSame)) return;
            ImGui::TableSetupColumn("Key");
            ImGui::TableSetupColumn(second);
            gui_table_headers();
            ImGui::EndTable();
        };
    };
    one_imgui_frame(300, counted, table("Value"), 4);
    REQUIRE(counted.describe() == "0");
    one_imgui_frame(300, counted, table("Where this rule's value came from, far too long"), 4);
    CHECK(counted.count() > 0);
    CHECK(counted.describe().find("'Where this rule") != std::string::npos);
}

TEST_CASE("gui separator: a whole pixel row, between the software renderer's sample rows", "[game][gui]") {
    // ImGui's Separator() at a fractional height was drawn half on one row, half on the next (800x600).
    TextOverflows counted;
    one_imgui_frame(300, counted, [] {
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 0.3f);
        ImDrawList* list = ImGui::GetWindowDrawList();
        const int before = list->VtxBuffer.Size;
        bjt::game::gui_separator();
        REQUIRE(list->VtxBuffer.Size == before + 4);
        for (int i = before; i < list->VtxBuffer.Size; ++i) {
            const float y = list->VtxBuffer[i].pos.y;
            CHECK(y - std::floor(y) == 0.5f);
        }
    });
}

TEST_CASE("gui text: the game counts ImGui's overflows with the Painter's", "[game][text][gui]") {
    // The App hands its Painter's count to the helpers: a line drawn by ImGui that cannot fit shows in the
    // script's `text-overflows`. Drawn here into the App's own ImGui context between two frames of a script.
    LaunchOptions o = bjt::game::test::scripted_launch("options_keyboard", "");
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());
    app.frame();
    REQUIRE(bjt::game::test::observe(app, "text-overflows") == "0");
    ImGui::NewFrame();
    ImGui::SetNextWindowSize(ImVec2(120, 200));
    ImGui::Begin("narrow");
    bjt::game::gui_text(kLongWord);
    ImGui::End();
    ImGui::EndFrame();
    CHECK(bjt::game::test::observe(app, "text-overflows").rfind("1 (first: 'Supercali", 0) == 0);
}

TEST_CASE("gui look: the game's font is rasterised at the window's text size, again when the window changes",
          "[game][gui]") {
    // Not one big atlas scaled down (thin strokes such as a minus sign vanished at 800x600): 17 logical units at
    // the window's scale, at least 13 pixels.
    LaunchOptions o = bjt::game::test::scripted_launch("options_keyboard", "");
    o.window_w = 800;
    o.window_h = 600;
    App app(o, bjt::game::make_first_scene);
    REQUIRE(app.start());
    app.frame();
    const ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
    CHECK(font->FontSize == 13.0f);  // 17 x 0.625 is under the floor
    CHECK(ImGui::GetIO().FontGlobalScale == 1.0f);
    CHECK(std::string(font->GetDebugName()).find("DejaVuSans") != std::string::npos);
    app.resize(3840, 2160);
    app.frame();
    app.frame();
    CHECK(ImGui::GetIO().Fonts->Fonts[0]->FontSize == 51.0f);  // 17 x 3
    CHECK(ImGui::GetStyle().FramePadding.x == 18.0f);  // the spacing scaled with it
}

TEST_CASE("input mapper: the shoulders also mean the tab before and after, whatever they are bound to",
          "[game][input][gui]") {
    bjt::game::InputBindings bindings;
    bjt::game::InputMapper mapper(bindings);
    const bjt::game::PointMapping identity;
    auto press = [&](int button) {
        SDL_Event e{};
        e.type = SDL_CONTROLLERBUTTONDOWN;
        e.cbutton.button = static_cast<Uint8>(button);
        return mapper.translate(e, identity);
    };
    const auto lb = press(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    REQUIRE(lb);
    CHECK(lb->is(InputAction::Surrender));  // its table binding still works
    CHECK(lb->is(InputAction::PreviousTab));
    const auto rb = press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    REQUIRE(rb);
    CHECK(rb->is(InputAction::Hint));
    CHECK(rb->is(InputAction::NextTab));
    CHECK_FALSE(rb->is(InputAction::PreviousTab));
    // Bound to nothing, RB is still the next tab.
    bindings.set_button(InputAction::Hint, bjt::game::InputBindings::kNoButton);
    const auto unbound = press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    REQUIRE(unbound);
    CHECK(unbound->is(InputAction::NextTab));
    CHECK_FALSE(unbound->is(InputAction::Hint));
}

TEST_CASE("options: usable by gamepad alone (Start, RB, Down, A, LB, B)", "[game][options][input][gui]") {
    LaunchOptions o = bjt::game::test::scripted_launch("options_gamepad", "");
    App app(o, bjt::game::make_first_scene);
    bjt::game::test::run_script_to_end(app);
    CHECK(app.settings().answer_seconds == 20);
    CHECK(bjt::game::test::observe(app, "scene") == "title");
}

TEST_CASE("the ImGui screens and the Fairness panel keep their text in their boxes at five sizes",
          "[game][text][gui][screenshots]") {
    constexpr int kSizes[][2] = {{800, 600}, {1024, 768}, {1280, 720}, {2560, 1080}, {3840, 2160}};
    for (const auto& size : kSizes) {
        LaunchOptions o = bjt::game::test::scripted_launch("gui_screens", "");
        o.fair_server_seed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
        o.client_seed = "alice";
        o.window_w = size[0];
        o.window_h = size[1];
        o.screenshot_dir += "-" + std::to_string(size[0]) + "x" + std::to_string(size[1]);
        INFO(size[0] << "x" << size[1]);
        App app(o, bjt::game::make_first_scene);
        bjt::game::test::run_script_to_end(app);
        CHECK(app.screenshots().size() == 12);
    }
}

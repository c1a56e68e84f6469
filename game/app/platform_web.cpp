// The web side of game/app/platform.h (game/CMakeLists.txt compiles it under Emscripten; scripts/web_build.sh).
//
// The browser owns the loop: emscripten_set_main_loop calls turn() once per display frame. Live play runs the
// App's fixed 60 Hz steps for the wall time since the last call (App::live_frame()); scripted play (?script= on
// the page, web/page.js) runs whole fixed-step frames for up to kScriptBudgetMs a call, so a script replays
// exactly as on the desktop. Before each call, once a frame has been shown, the work the desktop does on threads is
// done (RulesAnalyzer::work_pending(), and the question bank's load: QuestionSource::work_pending()). After it:
// - the save folder (/save, which the page mounts on IndexedDB with IDBFS) is written back to IndexedDB when a file
//   in it changed: the save writes at every bet and every settled round, so a reload loses no settled money and
//   the crash recovery refunds an open bet, as after kill -9 on the desktop;
// - the page hears what it reports (web/page.js): the title shown, each frame's time, the end of a script.
#include <emscripten.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "game/app/app.h"
#include "game/app/platform.h"
#include "game/coach/rules_analyzer.h"
#include "game/questions/question_source.h"
#include "game/scene/scene.h"
#include "game/session/session.h"

namespace bjt::game {

namespace {

constexpr double kScriptBudgetMs = 25;  // scripted frames per browser frame: as many as fit in this
constexpr const char* kSaveFolder = "/save";  // web/page.js mounts it on IndexedDB (IDBFS)
constexpr const char* kPickedFolder = "/picked";  // files the player chose in the browser's file picker

// clang-format off
EM_JS(void, bjt_page_call, (const char* hook, const char* text, double number), {
    const name = UTF8ToString(hook);
    if (typeof Module[name] === "function") Module[name](UTF8ToString(text), number);
});
// Writes the save folder back to IndexedDB; a second request while one runs waits for it and goes after.
EM_JS(void, bjt_sync_save, (), {
    if (typeof Module.bjtSyncSave === "function") Module.bjtSyncSave();
});
// The browser's clipboard: false when the page may not write to it (no Clipboard API, or not a secure context).
EM_JS(int, bjt_copy_text, (const char* text), {
    if (!navigator.clipboard || !navigator.clipboard.writeText) return 0;
    navigator.clipboard.writeText(UTF8ToString(text)).catch((e) => console.log("BJT-CLIPBOARD " + e));
    return 1;
});
// When the save folder last changed, in ms: the newest time of a file or folder under it, plus every file's size
// (a write, a new file and a deleted one all show). From the file system's own nodes: stat() here gives whole
// seconds only, and the save writes the same file several times a second (a bet, then the deal).
EM_JS(double, bjt_save_stamp, (const char* folder), {
    let stamp = 0;
    const walk = (path) => {
        let node;
        try { node = FS.lookupPath(path).node; } catch (e) { return; }
        stamp = Math.max(stamp, node.timestamp || 0);
        if (!FS.isDir(node.mode)) { stamp += node.usedBytes || 0; return; }
        for (const name of FS.readdir(path)) if (name !== "." && name !== "..") walk(path + "/" + name);
    };
    walk(UTF8ToString(folder));
    return stamp;
});
// A file of the page's file system downloaded by the browser: a Blob behind a link that is clicked. False when the
// page cannot read the file or the browser has no Blob URLs.
EM_JS(int, bjt_download, (const char* path), {
    try {
        const name = UTF8ToString(path);
        const blob = new Blob([FS.readFile(name)], { type: "application/octet-stream" });
        const link = document.createElement("a");
        link.href = URL.createObjectURL(blob);
        link.download = name.split("/").pop();
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(link.href), 60000);
        console.log("BJT-DOWNLOAD " + link.download);
        return 1;
    } catch (e) {
        console.log("BJT-DOWNLOAD-FAILED " + e);
        return 0;
    }
});
// The browser's file picker. A browser opens it only while the page has its player's "user activation" (a click or
// a key moments ago): without it input.click() does nothing, silently, so this asks first and returns 0. The chosen
// file is written to kPickedFolder under a plain version of its name.
EM_JS(int, bjt_pick_file, (const char* accept, const char* folder), {
    if (navigator.userActivation && !navigator.userActivation.isActive) return 0;
    const input = document.createElement("input");
    input.type = "file";
    input.accept = UTF8ToString(accept);
    const into = UTF8ToString(folder);
    input.addEventListener("change", async () => {
        const file = input.files && input.files[0];
        if (!file) return;
        const bytes = new Uint8Array(await file.arrayBuffer());
        if (!FS.analyzePath(into).exists) FS.mkdir(into);
        FS.writeFile(into + "/" + file.name.replace(/[^A-Za-z0-9._-]/g, "_"), bytes);
        console.log("BJT-PICKED " + file.name + " " + bytes.length);
    });
    input.click();
    return 1;
});
// clang-format on

// web/library_bjt.js: brings in the emscripten helpers SDL's audio needs.
extern "C" void bjt_web_library_deps();

void page_call(const char* hook, const std::string& text, double number = 0) {
    bjt_page_call(hook, text.c_str(), number);
}

struct WebLoop {
    App* app = nullptr;
    double last_ms = 0;
    // BJT_WEB_PACED=1 (the benchmark): a script runs one frame per display frame, as live play draws, so the time
    // between display frames is the frame time a player sees, the browser's compositing and WebGL's work included.
    double script_budget_ms = kScriptBudgetMs;
    bool title_reported = false;
    double saved = 0;  // bjt_save_stamp() when the save folder was last written back
};

void finish(WebLoop& loop) {
    emscripten_cancel_main_loop();
    App& app = *loop.app;
    const int code = app.finish_run();
    bjt_sync_save();
    std::string shots;
    for (const std::string& s : app.screenshots()) shots += (shots.empty() ? "" : "\n") + s;
    if (!app.error().empty()) std::fprintf(stderr, "blackjack-trivia: %s\n", app.error().c_str());
    page_call("bjtScreenshots", shots);
    page_call("bjtFinished", app.error(), code);
}

// What the desktop does on worker threads, one piece a display frame: the coach's and the options' strategy work
// first (the player waits at the table for it), then the question bank. It runs at the start of a call, so the
// frame that says the work is on its way ("computing...", the title) was handed to the browser and shown before.
void do_deferred_work(App& app) {
    RulesAnalyzer& analyzer = app.session().analyzer();
    if (!analyzer.threaded() && analyzer.work_pending()) return;
    app.questions().work_pending();
}

void turn(void* data) {
    WebLoop& loop = *static_cast<WebLoop*>(data);
    App& app = *loop.app;
    if (app.frames() > 0) do_deferred_work(app);
    const double start = emscripten_get_now();
    if (app.scripted_play()) {
        // Each frame's time is reported (the benchmark's frame times: tests/web/bench.mjs).
        double frame_start = start;
        do {
            app.frame();
            const double now = emscripten_get_now();
            page_call("bjtFrame", "", now - frame_start);
            frame_start = now;
        } while (!app.quitting() && frame_start - start < loop.script_budget_ms);
    } else {
        app.live_frame(loop.last_ms > 0 ? (start - loop.last_ms) / 1000.0 : 0.0);
        page_call("bjtFrame", "", emscripten_get_now() - start);
    }
    if (loop.last_ms > 0) page_call("bjtInterval", "", start - loop.last_ms);
    loop.last_ms = start;
    if (!loop.title_reported && app.frames() > 0) {
        loop.title_reported = true;
        const Scene* top = app.top_scene();
        page_call("bjtFirstFrame", top ? std::string(top->name()) : std::string(), emscripten_get_now());
    }
    if (const double stamp = bjt_save_stamp(kSaveFolder); stamp != loop.saved) {
        loop.saved = stamp;
        bjt_sync_save();
    }
    if (app.quitting()) finish(loop);
}

}  // namespace

int run_main_loop(App& app) {
    bjt_web_library_deps();
    auto* loop = new WebLoop{};  // lives as long as the page: the loop never ends but by a script's end
    loop->app = &app;
    if (const char* paced = std::getenv("BJT_WEB_PACED"); paced && std::string(paced) == "1")
        loop->script_budget_ms = 0;
    loop->saved = bjt_save_stamp(kSaveFolder);
    page_call("bjtStarted", "", emscripten_get_now());  // App::start() is done: the benchmark's start breakdown
    // 0: the browser's own frame rate (requestAnimationFrame); 1: main() returns at once and the loop goes on.
    emscripten_set_main_loop_arg(turn, loop, 0, 1);
    return 0;
}

void report_start_failure(const std::string& error) { page_call("bjtStartFailed", error); }

bool window_manager_fullscreen(SDL_Window*) { return true; }

bool copy_to_clipboard(const std::string& text) { return bjt_copy_text(text.c_str()) != 0; }

bool offer_download(const std::string& path) { return bjt_download(path.c_str()) != 0; }

bool can_pick_files() { return true; }

std::string ask_for_file(const std::string& accept) {
    if (bjt_pick_file(accept.c_str(), kPickedFolder) != 0) return "";
    return "The browser opens its file picker only just after a click or a key press: click the button again.";
}

std::optional<std::string> take_picked_file() {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(kPickedFolder, ec))
        if (entry.is_regular_file(ec)) return entry.path().string();
    return std::nullopt;
}

}  // namespace bjt::game

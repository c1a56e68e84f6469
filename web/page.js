// The page around the game (scripts/web_build.sh copies it into build/web/ and fills in the @...@ values).
// It checks the browser, shows the loading bar, keeps a second tab from opening the same save, mounts the save
// folder on IndexedDB, builds the game's command line from the address, and hears what the game reports
// (game/app/platform_web.cpp). Every request goes to this page's own origin.
//
// Address options (the tests use them; a player needs none):
//   ?script=PATH    run a game script (docs/game-scripts.md) fetched from PATH on this origin; the result is logged
//                   as "BJT-FINISHED {...}" and kept in window.bjtResult, the screenshots in window.bjtScreenshots
//   &arg=A&arg=B    more command-line options for the game (--seed 7, --preset classic, --shoe "...")
//   &env=K=V        an environment variable for the game (the question fetch's address in the tests)
//   &nosave         play on a save in memory, not the one in IndexedDB
//   &nosw           do not register the service worker
"use strict";
(function () {
  const WASM_BYTES = Number("@WASM_BYTES@") || 0;
  const DATA_BYTES = Number("@DATA_BYTES@") || 0;
  const params = new URLSearchParams(location.search);
  const cover = document.getElementById("cover");
  const fill = document.getElementById("fill");
  const percent = document.getElementById("percent");
  const message = document.getElementById("message");
  const noticeBox = document.getElementById("notice");
  const canvas = document.getElementById("canvas");
  window.bjtPageStart = performance.now();
  // When each step of the start was done (performance.now(), ms since navigation): the benchmark prints them.
  const phases = window.bjtPhases = {};
  const mark = (name) => { if (!(name in phases)) phases[name] = performance.now(); };

  function fail(text) {
    document.getElementById("bar").style.display = "none";
    percent.style.display = "none";
    cover.style.display = "flex";
    message.textContent = text;
    console.log("BJT-PAGE-ERROR " + text);
  }
  let noticeTimer = 0;
  function notice(text, ms) {
    noticeBox.textContent = text;
    noticeBox.style.display = "block";
    clearTimeout(noticeTimer);
    if (ms) noticeTimer = setTimeout(() => { noticeBox.style.display = "none"; }, ms);
  }

  // What the browser must have. WebGL is wanted, not needed: without it SDL draws with its software renderer.
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fail("This browser cannot run WebAssembly, which the game is made of. Try a current Chromium, Firefox or Safari, " +
         "or turn WebAssembly back on if it was switched off.");
    return;
  }
  const probe = document.createElement("canvas");
  const gl = probe.getContext("webgl2") || probe.getContext("webgl");
  const webgl = !!gl;
  window.bjtWebGL = webgl;
  // A WebGL drawn by a software rasteriser (Chromium without a GPU uses SwiftShader) is slower for this game than
  // SDL's own software renderer: the benchmark's dealing rounds at 1280x720 went from a frame every 38 ms to every
  // 16.7 (median). So there the game is asked to draw in software; with a GPU it draws with WebGL.
  function softwareWebGL() {
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    return /swiftshader|llvmpipe|softpipe|software/i.test(name);
  }
  const softwareGL = webgl && softwareWebGL();
  window.bjtRenderer = !webgl ? "no WebGL: SDL's software renderer" :
                       softwareGL ? "WebGL is software here: SDL's software renderer" : "WebGL";

  // Progress: the .wasm (read here) and the .data (read by the file packager, which reports through setStatus).
  let wasmLoaded = 0, dataLoaded = 0, dataTotal = DATA_BYTES;
  function showProgress() {
    const total = (WASM_BYTES || 1) + (dataTotal || 1);
    const p = Math.min(100, Math.floor(100 * (wasmLoaded + dataLoaded) / total));
    fill.style.width = p + "%";
    percent.textContent = "Loading " + p + "%";
    document.getElementById("bar").setAttribute("aria-valuenow", String(p));
  }

  async function fetchWithProgress(url, onBytes) {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error(url + ": HTTP " + response.status);
    if (!response.body || !response.body.getReader) return new Uint8Array(await response.arrayBuffer());
    const reader = response.body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
      onBytes(size);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) { bytes.set(c, at); at += c.length; }
    return bytes;
  }

  // One tab at a time on a save: a Web Lock held for the page's life. A second tab is told, and does not start.
  // A reload's old page lets go of the lock a moment after the new page asks for it, so the new page waits for it
  // up to LOCK_WAIT_MS before it says another tab has the game (asking only if it was free failed now and then).
  const LOCK_WAIT_MS = 3000;
  function takeSaveLock() {
    if (!navigator.locks || !navigator.locks.request) return Promise.resolve(true);
    return new Promise((resolve) => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), LOCK_WAIT_MS);
      navigator.locks.request("blackjack-trivia-save", { signal: abort.signal }, () => {
        clearTimeout(timer);
        resolve(true);
        return new Promise(() => {});  // held until the page goes
      }).catch((e) => resolve(!(e && e.name === "AbortError")));  // no lock manager here: play on without one
    });
  }

  const scripted = params.has("script");
  const useSave = !params.has("nosave");
  const args = ["--window", Math.max(480, innerWidth) + "x" + Math.max(270, innerHeight)];
  if (useSave) args.push("--data-dir", "/save");
  for (const a of params.getAll("arg")) args.push(a);
  if (scripted) args.push("--script", "/tmp/script.txt", "--screenshot-dir", "/screenshots");

  // Saving: the game asks after every write to its save folder; one sync runs at a time, a request meanwhile
  // runs once after it. "BJT-SAVED" is logged when IndexedDB holds what the folder held.
  let syncing = false, syncAgain = false;
  window.bjtSaveSyncs = 0;
  window.bjtSaveIdle = () => !syncing && !syncAgain;
  function syncSave() {
    if (!useSave) return;
    if (syncing) { syncAgain = true; return; }
    syncing = true;
    Module.FS.syncfs(false, (err) => {
      syncing = false;
      if (err) {
        notice("Your progress could not be saved in this browser (" + err + "). Private windows may not keep it.");
        console.log("BJT-SAVE-ERROR " + err);
      } else {
        window.bjtSaveSyncs++;
        console.log("BJT-SAVED " + window.bjtSaveSyncs);
      }
      if (syncAgain) { syncAgain = false; syncSave(); }
    });
  }

  // The game's work per frame, and the time between display frames (what a player sees), in ms.
  const frames = [], intervals = [];
  window.bjtFrames = frames;
  window.bjtIntervals = intervals;
  let soundUnlocked = false;
  function unlockSound() {
    const ctx = window.Module && Module.SDL2 && Module.SDL2.audioContext;
    if (ctx && ctx.state === "suspended") ctx.resume();
    if (!soundUnlocked) { soundUnlocked = true; noticeBox.style.display = "none"; }
  }
  for (const type of ["pointerdown", "keydown", "touchend"]) addEventListener(type, unlockSound, { capture: true });
  // Chromium lists its speech voices a moment after it is first asked: asked now, they are known by the time the
  // game opens its voice (game/speech/system_voice_web.cpp), which says so when there are none.
  if (window.speechSynthesis) speechSynthesis.getVoices();

  window.Module = {
    canvas: canvas,
    arguments: args,
    print: (t) => console.log(t),
    printErr: (t) => console.error(t),
    setStatus: (text) => {
      const m = /\((\d+)\/(\d+)\)/.exec(text || "");
      if (m) { dataLoaded = Number(m[1]); dataTotal = Number(m[2]) || dataTotal; showProgress(); }
      if (m && m[1] === m[2]) mark("dataLoaded");
    },
    instantiateWasm: (imports, receive) => {
      fetchWithProgress("blackjack-trivia.wasm", (n) => { wasmLoaded = n; showProgress(); })
        .then((bytes) => { mark("wasmLoaded"); return WebAssembly.instantiate(bytes, imports); })
        .then((result) => { mark("wasmReady"); receive(result.instance, result.module); })
        .catch((e) => fail("The game could not be loaded: " + e));
      return {};
    },
    preRun: [() => {
      const FS = Module.FS;
      const env = Module.ENV || (Module.ENV = {});
      for (const kv of params.getAll("env")) {
        const eq = kv.indexOf("=");
        if (eq > 0) env[kv.slice(0, eq)] = kv.slice(eq + 1);
      }
      if (softwareGL && !("SDL_RENDER_DRIVER" in env)) env.SDL_RENDER_DRIVER = "software";  // &env= may say otherwise
      if (useSave) {
        FS.mkdir("/save");
        FS.mount(FS.filesystems.IDBFS, {}, "/save");
        Module.addRunDependency("bjt-save");
        FS.syncfs(true, (err) => {
          if (err) notice("Saved games are not available in this browser (" + err + "): this session is not kept.");
          Module.removeRunDependency("bjt-save");
        });
      }
      if (scripted) {
        Module.addRunDependency("bjt-script");
        fetch(params.get("script"), { credentials: "same-origin" })
          .then((r) => { if (!r.ok) throw new Error("HTTP " + r.status); return r.text(); })
          .then((text) => { FS.writeFile("/tmp/script.txt", text); Module.removeRunDependency("bjt-script"); })
          .catch((e) => fail("The script " + params.get("script") + " could not be read: " + e));
      }
    }],
    onRuntimeInitialized: () => mark("runtimeReady"),
    onAbort: (what) => fail("The game stopped: " + what),
    // Reports from game/app/platform_web.cpp.
    bjtFrame: (_, ms) => { if (frames.length < 100000) frames.push(ms); },
    bjtInterval: (_, ms) => { if (intervals.length < 100000) intervals.push(ms); },
    bjtStarted: (_, ms) => { phases.gameStarted = ms; },
    bjtFirstFrame: (scene, ms) => {
      cover.style.display = "none";
      canvas.focus();
      window.bjtTitleAt = phases.firstFrame = ms;
      console.log("BJT-FIRST-FRAME " + scene + " " + ms.toFixed(0));
      if (!scripted && !soundUnlocked) notice("Sound starts with your first click or key: the browser's rule.", 6000);
      if (!webgl) notice("WebGL is off in this browser: the game draws without it, more slowly.", 6000);
    },
    bjtSyncSave: syncSave,
    bjtScreenshots: (list) => { window.bjtScreenshots = list ? list.split("\n") : []; },
    bjtFinished: (error, code) => {
      window.bjtResult = { code: code, error: error };
      console.log("BJT-FINISHED " + JSON.stringify(window.bjtResult));
      if (!scripted) fail("The game has ended. Reload the page to play again (a browser tab cannot be closed by " +
                          "the page it shows).");
    },
    bjtStartFailed: (error) => fail("The game could not start: " + error),
  };

  takeSaveLock().then((ours) => {
    if (!ours) {
      fail("Blackjack Trivia is already open in another tab or window of this browser. Play there, or close it " +
           "and reload this page: two at once would write over each other's save.");
      return;
    }
    showProgress();
    const script = document.createElement("script");
    script.src = "blackjack-trivia.js";
    script.onerror = () => fail("The game could not be loaded (blackjack-trivia.js).");
    document.body.appendChild(script);
  });

  // Offline after the first visit: the service worker keeps the game's files (sw.js).
  if ("serviceWorker" in navigator && !params.has("nosw")) {
    addEventListener("load", () => {
      navigator.serviceWorker.register("sw.js").then(
        () => console.log("BJT-SW registered"),
        (e) => console.log("BJT-SW not registered: " + e));
    });
  }
})();

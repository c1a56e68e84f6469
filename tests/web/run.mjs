// The web build's tests (scripts/web_test.sh runs them after building build/web): the game's own scripts
// (docs/game-scripts.md) played inside the page in Debian's headless Chromium, plus what only a browser has:
// the save in IndexedDB across reloads, two tabs, a question fetch through the browser, the offline reload.
// Each test has a fresh browser context (its own IndexedDB and service workers). Screenshots go to
// build/web-test/. Ends with "N passed, N failed".
//   node tests/web/run.mjs [FILTER]     runs the tests whose name holds FILTER
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO, startAll, scriptUrl, newPage, runScript, waitForLine, pngSize } from "./browser.mjs";

const OUT = path.join(REPO, "build/web-test");
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
const GAME = "/tests/game/scripts/";
const WEB = "/tests/web/scripts/";
const seeded = (shoe) => ["--seed", "42", "--shoe", shoe];

function keep(prefix, run) {
  for (const s of run.screenshots) fs.writeFileSync(path.join(OUT, `${prefix}-${s.name}`), s.png);
}
function passed(run, what) {
  if (run.code !== 0) {
    const tail = run.lines.slice(-15).join("\n    ");
    throw new Error(`${what}: exit ${run.code}: ${run.error}\n    ${tail}`);
  }
}
function expectShots(run, n, width, height) {
  if (run.screenshots.length !== n) throw new Error(`${run.screenshots.length} screenshots, not ${n}`);
  for (const s of run.screenshots) {
    const size = pngSize(s.png);
    if (!size || size.width !== width || size.height !== height)
      throw new Error(`${s.name} is ${size ? size.width + "x" + size.height : "not a PNG"}, not ${width}x${height}`);
  }
}

const tests = [];
const test = (name, body) => tests.push({ name, body });

// Without a GPU the page draws with SDL's software renderer (web/page.js); this one draws with WebGL all the same,
// so both renderers are played.
test("trivia round: a question answered right earns the card, the round settles (1280x720, WebGL)", async (t) => {
  const page = await newPage(t.context);
  const run = await runScript(page, scriptUrl(t.base, {
    script: GAME + "trivia_round.txt", args: seeded("JS TD 3S 6H 5C 9D"), nosave: true,
    env: ["SDL_RENDER_DRIVER=opengles2"] }));
  passed(run, "trivia_round");
  expectShots(run, 1, 1280, 720);
  keep("trivia-1280x720", run);
});

test("trivia round at 800x600 and at 1920x1080", async (t) => {
  for (const [width, height] of [[800, 600], [1920, 1080]]) {
    const page = await newPage(t.context, { width, height });
    const run = await runScript(page, scriptUrl(t.base, {
      script: WEB + "title_and_round.txt", args: seeded("JS TD 3S 6H 5C 9D"), nosave: true }));
    passed(run, `title_and_round ${width}x${height}`);
    expectShots(run, 3, width, height);
    keep(`round-${width}x${height}`, run);
    await page.close();
  }
});

test("three bets: predictions, the report and the bonus", async (t) => {
  const page = await newPage(t.context);
  const run = await runScript(page, scriptUrl(t.base, {
    script: GAME + "three_bets_round.txt", args: seeded("TS 9H 8C 7D 5S"), nosave: true }));
  passed(run, "three_bets_round");
  keep("three-bets", run);
});

test("a table of five: the player with four computer players, dealt in rotation, a round to the end", async (t) => {
  const page = await newPage(t.context);
  const run = await runScript(page, scriptUrl(t.base, {
    script: WEB + "seats_round.txt", args: ["--seed", "42"], nosave: true }));
  passed(run, "seats_round");
  keep("seats", run);
});

// The browser's speechSynthesis, stood in for before the page starts: `voices` voices, and a speak() that records
// each utterance and says it ended 20 ms later (headless Chromium may have no voice and no audio; the words the page
// hands the browser are what is checked, not a sound).
async function standInVoice(page, voices) {
  await page.evaluateOnNewDocument((count) => {
    window.bjtSpoken = [];
    window.bjtSpeechCancels = 0;
    const list = Array.from({ length: count }, (_, i) => ({ name: `Test voice ${i}`, lang: "en-US", default: i === 0,
                                                          localService: true, voiceURI: `test-${i}` }));
    speechSynthesis.getVoices = () => list;
    speechSynthesis.speak = (u) => {
      window.bjtSpoken.push({ text: u.text, volume: u.volume });
      setTimeout(() => u.dispatchEvent(new Event("end")), 20);
    };
    speechSynthesis.cancel = () => { window.bjtSpeechCancels++; };
  }, voices);
}

test("speech: --speak hands the game's words to the browser's speechSynthesis, one utterance at a time", async (t) => {
  const page = await newPage(t.context);
  await standInVoice(page, 1);
  const run = await runScript(page, scriptUrl(t.base, {
    script: WEB + "speech_round.txt", args: ["--seed", "42", "--shoe", "5S TC 6D 7H 9S", "--speak"], nosave: true }));
  passed(run, "speech_round");
  if (!run.lines.includes("BJT-VOICE ready 1 voices")) throw new Error("the game did not open the browser's voice");
  // The game's checks (expect spoken) hold for what it said; these are what the browser was given, in order.
  const want = ["Title", "Your turn. hit H, stand S, double D", "You win, +$25. Your 20 beats the dealer's 17."];
  await page.waitForFunction((w) => window.bjtSpoken.some((u) => u.text.startsWith(w)), { timeout: 20000 }, want[2])
    .catch(() => {});
  const spoken = await page.evaluate(() => window.bjtSpoken);
  let at = -1;
  for (const w of want) {
    const i = spoken.findIndex((u, k) => k > at && u.text.startsWith(w));
    if (i < 0) throw new Error(`"${w}" was not given to speechSynthesis.speak after utterance ${at}: ` +
                               JSON.stringify(spoken.map((u) => u.text)).slice(0, 2000));
    at = i;
  }
  // The script's volume holds from its second frame (opt), so from the table's words on, not for the title's.
  const turn = spoken.findIndex((u) => u.text.startsWith(want[1]));
  const loud = spoken.slice(turn).filter((u) => Math.abs(u.volume - 0.4) > 1e-6);
  if (loud.length) throw new Error(`utterances not at the 40 % set: ${JSON.stringify(loud.slice(0, 3))}`);
  if (spoken.length < 8) throw new Error(`only ${spoken.length} utterances for a whole round`);
  // The title's name is Normal words, stale as soon as the focused button's words follow it in the same frame: cut.
  const cancels = await page.evaluate(() => window.bjtSpeechCancels);
  if (cancels < 1) throw new Error("no stale words were cut (speechSynthesis.cancel() never called)");
  console.log(`     ${spoken.length} utterances given to speechSynthesis.speak, ${cancels} cancel() (stale words cut)`);
});

test("speech: a browser with no voices is told in the options, and nothing is spoken", async (t) => {
  // Tall: the Display tab's speech lines are below the fold at 720.
  const page = await newPage(t.context, { width: 1280, height: 1400 });
  await standInVoice(page, 0);
  const run = await runScript(page, scriptUrl(t.base, {
    script: WEB + "speech_no_voice.txt", args: ["--speak"], nosave: true }));
  passed(run, "speech_no_voice");
  keep("speech", run);
  const line = run.lines.find((l) => l.startsWith("BJT-VOICE"));
  if (line !== "BJT-VOICE none: this browser offers no voices for speech (speechSynthesis has none)")
    throw new Error(`the voice's report: ${line}`);
  // The options show the same reason ("Speech is off: ..."): build/web-test/speech-no-voice.png. (Not read from the
  // screenshot's text list, which holds only part of a Dear ImGui window's lines.)
  const spoken = await page.evaluate(() => window.bjtSpoken.length);
  if (spoken !== 0) throw new Error(`${spoken} utterances given to a browser with no voices`);
});

test("classic cash-out to the leaderboard; after a reload the leaderboard and the new run are there", async (t) => {
  const page = await newPage(t.context);
  const first = await runScript(page, scriptUrl(t.base, {
    script: GAME + "save_cash_out.txt", args: seeded("TS 9H QC 8D TS 9H QC 8D") }));
  passed(first, "save_cash_out");
  keep("cash-out", first);
  await page.waitForFunction(() => window.bjtSaveSyncs > 0 && window.bjtSaveIdle(), { timeout: 20000 });
  const again = await runScript(page, scriptUrl(t.base, {
    script: WEB + "leaderboard_after_reload.txt", args: seeded("TS 9H QC 8D") }));
  passed(again, "leaderboard_after_reload");
  keep("after-reload", again);
});

test("a reload mid-round refunds the open bet, with a notice", async (t) => {
  const page = await newPage(t.context);
  await page.goto(scriptUrl(t.base, { script: WEB + "bet_and_wait.txt", args: seeded("TS 9H QC 8D TS 9H QC 8D") }));
  // The script bets, deals and waits at the table; the save is in IndexedDB once the page says so after the bet.
  await waitForLine(page, "BJT-FIRST-FRAME", 60000);
  await page.waitForFunction(() => window.bjtSaveSyncs >= 2, { timeout: 30000 });
  await new Promise((r) => setTimeout(r, 1500));
  await page.waitForFunction(() => window.bjtSaveIdle(), { timeout: 20000 });
  if (await page.evaluate(() => window.bjtResult)) throw new Error("the first page's script ended before the reload");
  const run = await runScript(page, scriptUrl(t.base, {
    script: WEB + "refund_after_reload.txt", args: seeded("TS 9H QC 8D") }));
  passed(run, "refund_after_reload");
  keep("refund", run);
});

test("a second tab on the same save is told the game is open elsewhere", async (t) => {
  const one = await newPage(t.context);
  await one.goto(t.base + "?nosw");
  await waitForLine(one, "BJT-FIRST-FRAME", 60000);
  const two = await newPage(t.context);
  await two.goto(t.base + "?nosw");
  const line = await waitForLine(two, "BJT-PAGE-ERROR", 30000);
  if (!line.includes("already open")) throw new Error(line);
  await two.screenshot({ path: path.join(OUT, "second-tab.png") });
});

test("Get more questions fetches through the browser from a local stand-in for Open Trivia DB", async (t) => {
  const page = await newPage(t.context, { width: 1280, height: 1400 });
  const before = t.served.counts.opentdb;
  const run = await runScript(page, scriptUrl(t.base, {
    script: WEB + "fetch_questions.txt", args: ["--seed", "7"],
    env: [`BJT_OPENTDB_URL=${t.base}opentdb`, "BJT_OPENTDB_INTERVAL_MS=50"] }));
  passed(run, "fetch_questions");
  if (t.served.counts.opentdb - before < 2) throw new Error("the stand-in server was not asked");
  keep("fetch", run);
});

test("offline: after one visit the service worker starts the game with the network off", async (t) => {
  const page = await newPage(t.context);
  await page.goto(t.base);
  await waitForLine(page, "BJT-FIRST-FRAME", 60000);
  // Installed (every file cached: sw.js installs with cache.addAll) and in control of this page (clients.claim).
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 10000 });
  await page.setOfflineMode(true);
  const before = t.served.counts.requests;
  page.bjtLines.length = 0;
  await page.reload({ waitUntil: "load" });
  await waitForLine(page, "BJT-FIRST-FRAME", 60000);
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error("the reloaded page is not served by the service worker");
  if (t.served.counts.requests !== before) throw new Error("the offline reload reached the server");
  await page.screenshot({ path: path.join(OUT, "offline-title.png") });
  await page.setOfflineMode(false);
});

test("Export replay: the browser downloads the file the game wrote", async (t) => {
  const page = await newPage(t.context);
  const into = fs.mkdtempSync(path.join(os.tmpdir(), "bjt-downloads-"));
  const cdp = await page.createCDPSession();
  await cdp.send("Browser.setDownloadBehavior", {
    behavior: "allow", downloadPath: into, eventsEnabled: true, browserContextId: t.context.id });
  const run = await runScript(page, scriptUrl(t.base, {
    script: WEB + "export_replay.txt", args: seeded("TS 9H QC 8D TS 9H QC 8D") }));
  passed(run, "export_replay");
  keep("export", run);
  if (!run.lines.includes("BJT-DOWNLOAD session-1.replay")) throw new Error("the page did not hand the file over");
  const file = path.join(into, "session-1.replay");
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  if (!fs.existsSync(file)) throw new Error(`no download in ${into}: ${fs.readdirSync(into).join(", ")}`);
  const written = Buffer.from(await page.evaluate(() => Array.from(Module.FS.readFile("/save/replays/session-1.replay"))));
  const downloaded = fs.readFileSync(file);
  if (written.length === 0 || !written.equals(downloaded))
    throw new Error(`the download (${downloaded.length} B) is not the file written (${written.length} B)`);
  fs.rmSync(into, { recursive: true, force: true });
});

// Plays an import script, choosing `files` in turn in the browser's file picker each time it opens. The player's
// click, as the browser counts it (user activation), is renewed until the last file is chosen: a script's click is
// the game's own event, which the browser does not count.
async function importThroughPicker(t, script, files) {
  // Tall, as the fetch's test: the Trivia tab's buttons below the fold are out of a script's reach.
  const page = await newPage(t.context, { width: 1280, height: 1400 });
  const cdp = await page.createCDPSession();
  let picking = true;
  const activate = (async () => {
    while (picking) {
      await cdp.send("Runtime.evaluate", { expression: "0", userGesture: true }).catch(() => {});
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  let chooser = page.waitForFileChooser({ timeout: 120000 });
  const done = runScript(page, scriptUrl(t.base, { script: WEB + script, args: ["--seed", "7"] }));
  for (let i = 0; i < files.length; i++) {
    const picker = await chooser;
    if (i + 1 < files.length) chooser = page.waitForFileChooser({ timeout: 120000 });
    else picking = false;
    await picker.accept([files[i]]);
  }
  await activate;
  return { page, run: await done };
}

test("Import a question file through the browser's file picker", async (t) => {
  const { run } = await importThroughPicker(t, "import_questions.txt",
                                            [path.join(REPO, "tests/trivia/data/opentdb-api/results-a.json")]);
  passed(run, "import_questions");
  keep("import", run);
  if (!run.lines.some((l) => l.startsWith("BJT-PICKED results-a.json")))
    throw new Error("the game did not get the chosen file");
});

test("Import refuses a file that is not Open Trivia DB's, says why, and loses nothing", async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bjt-import-"));
  const bad = path.join(dir, "not-trivia.json");
  fs.writeFileSync(bad, '{"response_code": 0, "results": "these are not questions"}\n');
  const { page, run } = await importThroughPicker(t, "import_refused.txt",
    [bad, path.join(REPO, "tests/trivia/data/opentdb-api/results-a.json")]);
  fs.rmSync(dir, { recursive: true, force: true });
  passed(run, "import_refused");  // the script checks the bank: 1500 after the refusal, 1503 after the good file
  keep("import-refused", run);
  if (!run.lines.some((l) => l.startsWith("BJT-PICKED not-trivia.json")))
    throw new Error("the game did not get the chosen file");
  const shown = await page.evaluate(() => new TextDecoder().decode(
    Module.FS.readFile(window.bjtScreenshots[0].replace(/\.png$/, "-contrast.txt"))));
  const why = shown.split("\n").find((l) => l.includes("not-trivia.json is not an Open Trivia DB file: "));
  if (!why) throw new Error(`the refusal is not on screen: ${shown.slice(0, 2000)}`);
  console.log(`     refused in the game's words: ${why.split("\t").pop().trim().slice(0, 200)}`);
});

// Clicks into the page that the browser counts as the player's (trusted events), until `done` holds or `ms` pass.
async function pressUntil(page, press, done, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await page.evaluate(done)) return true;
    await press();
    await new Promise((r) => setTimeout(r, 300));
  }
  return page.evaluate(done);
}

test("touch: a tap on PLAY is a click (1280x720), and every title button is big enough for a finger", async (t) => {
  const page = await newPage(t.context);
  await page.setViewport({ width: 1280, height: 720, hasTouch: true, isMobile: false });
  const run = runScript(page, scriptUrl(t.base, { script: WEB + "wait_for_betting.txt", nosave: true }));
  await waitForLine(page, "BJT-FIRST-FRAME", 60000);
  await new Promise((r) => setTimeout(r, 1500));  // the title settles (await title)
  // PLAY is at 700,236 380x80 in the 1280x720 layout (scenes/title_scene.cpp), which fills this page 1:1.
  await page.touchscreen.tap(890, 276);
  const result = await run;
  passed(result, "wait_for_betting (touch)");
  keep("touch", result);
  // Fingers need about 44 CSS pixels (WCAG 2.5.5); the title's smallest buttons are 90x52 layout units.
  const smallest = await page.evaluate(() => {
    const c = document.getElementById("canvas").getBoundingClientRect();
    return Math.min(90 * c.width / 1280, 52 * c.height / 720);
  });
  if (smallest < 44) throw new Error(`the smallest title button is ${smallest.toFixed(0)} CSS px across`);
});

test("gamepad: A on a pad from the Gamepad API starts the game", async (t) => {
  const page = await newPage(t.context);
  // A standard-mapping pad, there from the start (SDL finds it when its joystick code starts); the test presses A.
  await page.evaluateOnNewDocument(() => {
    const button = () => ({ pressed: false, touched: false, value: 0 });
    const pad = { id: "Test pad (STANDARD GAMEPAD)", index: 0, connected: true, mapping: "standard",
                  timestamp: performance.now(), axes: [0, 0, 0, 0], buttons: Array.from({ length: 17 }, button) };
    window.bjtPad = pad;
    window.bjtPadSet = (i, down) => {
      pad.buttons[i] = { pressed: down, touched: down, value: down ? 1 : 0 };
      pad.timestamp = performance.now();
    };
    navigator.getGamepads = () => [pad, null, null, null];
  });
  const run = runScript(page, scriptUrl(t.base, { script: WEB + "wait_for_betting.txt", nosave: true }));
  await waitForLine(page, "BJT-FIRST-FRAME", 60000);
  await new Promise((r) => setTimeout(r, 1500));
  await page.evaluate(() => window.bjtPadSet(0, true));
  await new Promise((r) => setTimeout(r, 200));
  await page.evaluate(() => window.bjtPadSet(0, false));
  const result = await run;
  passed(result, "wait_for_betting (gamepad)");
  keep("gamepad", result);
});

test("fullscreen: F11 and Alt+Enter, and the options' check box, make the page fullscreen and back", async (t) => {
  const page = await newPage(t.context);
  await page.goto(t.base + "?nosw&nosave");
  await waitForLine(page, "BJT-FIRST-FRAME", 60000);
  const full = () => document.fullscreenElement !== null;
  const windowed = () => document.fullscreenElement === null;
  // The browser lets a page go fullscreen only during the player's key or click: the game hears the key down at its
  // next frame and asks then, and the browser grants it in the key's release (emscripten defers the request to the
  // next input event), so the keys are held as long as a hand holds them. After each change the game is given a
  // moment to hear of it (SDL's fullscreenchange).
  const step = async (keys, state) => {
    for (const k of keys) await page.keyboard.down(k);
    await new Promise((r) => setTimeout(r, 120));
    for (const k of [...keys].reverse()) await page.keyboard.up(k);
    await page.waitForFunction(state, { timeout: 10000 });
    await new Promise((r) => setTimeout(r, 500));
  };
  await step(["F11"], full);
  await step(["Alt", "Enter"], windowed);
  await step(["Alt", "Enter"], full);
  await step(["F11"], windowed);
  await page.close();  // one tab at a time on the save (web/page.js)

  const options = await newPage(t.context);
  await options.goto(scriptUrl(t.base, { script: WEB + "fullscreen_option.txt", nosave: true }));
  await waitForLine(options, "BJT-FIRST-FRAME", 60000);
  // The script's click asks; the request waits for a key of the player's (Shift: nothing to the game).
  if (!await pressUntil(options, () => options.keyboard.press("Shift"), full, 30000))
    throw new Error("the options' Fullscreen did not make the page fullscreen");
});

const filter = process.argv[2] || "";
const env = await startAll();
let pass = 0, fail = 0;
const started = Date.now();
for (const t of tests.filter((x) => x.name.includes(filter))) {
  const context = await env.browser.createBrowserContext();
  const t0 = Date.now();
  try {
    await t.body({ context, base: env.base, served: env.served });
    pass++;
    console.log(`ok   ${t.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (e) {
    fail++;
    console.log(`FAIL ${t.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n  ${e.stack || e}`);
  }
  await context.close().catch(() => {});
}
await env.stop();
console.log(`web tests: ${((Date.now() - started) / 1000).toFixed(0)} s, screenshots in ${OUT}`);
console.log(`${pass} passed, ${fail} failed`);
process.exit(fail === 0 ? 0 : 1);

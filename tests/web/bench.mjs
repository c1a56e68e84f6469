// The web build's budgets, printed (not a test: nothing here fails on a slow machine):
// - the download of a first visit, gzipped (every file of build/web: the page asks for them, and the service
//   worker keeps them all); budget 8 MB
// - start to title: navigation start to the first drawn frame of the title, as the page reports it (performance.now
//   at the game's first frame), in a fresh profile from 127.0.0.1; budget 3 s; median of three
// - frame times of dealing rounds (tests/web/scripts/bench_rounds.txt, played one frame per display frame) at
//   1280x720 and 1920x1080: the time between display frames (requestAnimationFrame to the next), median and p95,
//   budget p95 16.7 ms; and beside it the game's own work in a frame (update, draw, present), measured in the page,
//   and the browser's own frame times (the timestamps requestAnimationFrame hands its callbacks, which are the
//   frames' start times as the browser schedules them: a frame the page missed shows there as a gap of two frames,
//   while the moment the callback actually ran, which the first figure measures, also holds the machine's delay in
//   running the page's main thread)
// - the WebAssembly memory at the end, which only grows: the heap's peak
//   node tests/web/bench.mjs         (bash scripts/web_bench.sh builds first)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { WEB_ROOT, startAll, scriptUrl, newPage, runScript, waitForLine } from "./browser.mjs";

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const mb = (n) => (n / 1e6).toFixed(2) + " MB";

let gz = 0, raw = 0;
const rows = [];
for (const f of fs.readdirSync(WEB_ROOT).sort()) {
  const data = fs.readFileSync(path.join(WEB_ROOT, f));
  const z = zlib.gzipSync(data, { level: 9 }).length;
  gz += z; raw += data.length;
  rows.push(`  ${f.padEnd(26)} ${String(data.length).padStart(10)} B  ${String(z).padStart(9)} B gzipped`);
}
console.log("download, first visit:");
console.log(rows.join("\n"));
console.log(`  total ${mb(raw)}, gzipped ${mb(gz)} (budget 8 MB gzipped): ${gz <= 8e6 ? "within" : "OVER"}`);

const env = await startAll();
try {
  const starts = [];
  for (let i = 0; i < 3; i++) {
    const context = await env.browser.createBrowserContext();
    const page = await newPage(context);
    await page.goto(env.base);
    const line = await waitForLine(page, "BJT-FIRST-FRAME", 60000);
    const at = await page.evaluate(() => window.bjtTitleAt);
    // Where the time went: each step's end, in ms since navigation (web/page.js, window.bjtPhases).
    const phases = await page.evaluate(() => window.bjtPhases);
    const steps = Object.entries(phases).sort((a, b) => a[1] - b[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`);
    starts.push(at);
    console.log(`start to title, fresh profile #${i + 1}: ${at.toFixed(0)} ms (${line}; ${steps.join(", ")})`);
    await context.close();
  }
  const median = quantile(starts, 0.5);
  console.log(`start to title: median ${median.toFixed(0)} ms (budget 3000 ms): ${median <= 3000 ? "within" : "OVER"}`);

  let heap = 0;
  for (const [width, height] of [[1280, 720], [1920, 1080]]) {
    const context = await env.browser.createBrowserContext();
    const page = await newPage(context, { width, height });
    await page.evaluateOnNewDocument(() => {
      const raf = window.requestAnimationFrame.bind(window);
      window.bjtRafTimes = [];
      window.requestAnimationFrame = (cb) => raf((ts) => { window.bjtRafTimes.push(ts); cb(ts); });
    });
    // Paced: one game frame per display frame, as live play, so the display's frame interval is what a player sees.
    const run = await runScript(page, scriptUrl(env.base, {
      script: "/tests/web/scripts/bench_rounds.txt", nosave: true, env: ["BJT_WEB_PACED=1"],
      args: ["--seed", "42", "--shoe", "TS 9H QC 8D TS 9H QC 8D TS 9H QC 8D"] }));
    if (run.code !== 0) throw new Error(`bench_rounds at ${width}x${height}: ${run.error}`);
    // The first frames build the art and load the questions: from the fifth on.
    const frames = await page.evaluate(() => window.bjtFrames.slice(5));
    const intervals = await page.evaluate(() => window.bjtIntervals.slice(5));
    const renderer = await page.evaluate(() => window.bjtRenderer);
    const work50 = quantile(frames, 0.5), work95 = quantile(frames, 0.95);
    const p50 = quantile(intervals, 0.5), p95 = quantile(intervals, 0.95);
    console.log(`frame time ${width}x${height} (${intervals.length} display frames, ${renderer}): median ${p50.toFixed(2)} ms, ` +
                `p95 ${p95.toFixed(2)} ms (budget p95 16.7 ms): ${p95 <= 16.7 ? "within" : "OVER"}; ` +
                `the game's own work in a frame: median ${work50.toFixed(2)} ms, p95 ${work95.toFixed(2)} ms`);
    const stamps = await page.evaluate(() => window.bjtRafTimes.slice(5));
    const gaps = stamps.slice(1).map((t, i) => t - stamps[i]);
    console.log(`  the browser's frame times (requestAnimationFrame's timestamps, ${gaps.length}): median ` +
                `${quantile(gaps, 0.5).toFixed(2)} ms, p95 ${quantile(gaps, 0.95).toFixed(2)} ms, ` +
                `${gaps.filter((g) => g > 20).length} frames over 20 ms (missed)`);
    heap = Math.max(heap, await page.evaluate(() => Module.HEAP8.length));
    await context.close();
  }
  console.log(`wasm heap peak (memory size at the end, it only grows): ${mb(heap)}`);
} finally {
  await env.stop();
}

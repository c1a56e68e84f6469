// Where a frame of the web benchmark's dealing rounds goes (tests/web/scripts/bench_rounds.txt, paced as
// tests/web/bench.mjs plays it): the frame times, the intervals' spread, putImageData's own time, and the CPU
// profile's self time by function, highest first. Function names need a link with --profiling-funcs (add it to
// CMAKE_EXE_LINKER_FLAGS in build/web-cmake for the run); without it wasm functions show as wasm-function[N].
//   node tests/web/profile.mjs [WIDTHxHEIGHT] [ENV=VALUE...]     (build/web first; the profile: /tmp/bjt-web.cpuprofile)
import { startAll, scriptUrl, newPage, runScript } from "./browser.mjs";
import fs from "node:fs";
const [w, h] = (process.argv[2] || "1920x1080").split("x").map(Number);
const env = await startAll();
const context = await env.browser.createBrowserContext();
const page = await newPage(context, { width: w, height: h });
await page.evaluateOnNewDocument(() => {
  const orig = CanvasRenderingContext2D.prototype.putImageData;
  window.bjtPut = [];
  CanvasRenderingContext2D.prototype.putImageData = function (...a) {
    const t = performance.now(); const r = orig.apply(this, a); window.bjtPut.push(performance.now() - t); return r;
  };
});
const cdp = await page.createCDPSession();
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
const run = await runScript(page, scriptUrl(env.base, {
  script: "/tests/web/scripts/bench_rounds.txt", nosave: true, env: ["BJT_WEB_PACED=1", ...(process.argv.slice(3))],
  args: ["--seed", "42", "--shoe", "TS 9H QC 8D TS 9H QC 8D TS 9H QC 8D"] }));
const { profile } = await cdp.send("Profiler.stop");
fs.writeFileSync("/tmp/bjt-web.cpuprofile", JSON.stringify(profile));
const q = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(p * (s.length - 1))]; };
const f = await page.evaluate(() => window.bjtFrames.slice(5));
const iv = await page.evaluate(() => window.bjtIntervals.slice(5));
const put = await page.evaluate(() => window.bjtPut.slice(5));
console.log(run.code, run.error, "frames", f.length, "work p50", q(f, .5).toFixed(2), "p95", q(f, .95).toFixed(2),
  "interval p50", q(iv, .5).toFixed(2), "p95", q(iv, .95).toFixed(2), "put p50", put.length && q(put, .5).toFixed(2), "p95", put.length && q(put, .95).toFixed(2));
console.log("intervals q", [.1,.25,.5,.75,.9,.95,.99].map((p) => q(iv, p).toFixed(2)).join(" "), ">20ms", iv.filter((x) => x > 20).length, "of", iv.length, "work>10", f.filter((x) => x > 10).length);
// self time by function
const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) || 0) + (dt[i] || 0)));
for (const [id, t] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) || 0) + t); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((t / 1000).toFixed(0).padStart(7), "ms", (100 * t / total).toFixed(1).padStart(5) + "%", k);
await env.stop();

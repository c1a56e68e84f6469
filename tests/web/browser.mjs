// What the web tests and the web benchmark share: Debian's Chromium started headless through puppeteer-core, the
// local server (server.mjs), and a page of the game run to the end of a game script.
import puppeteer from "puppeteer-core";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "./server.mjs";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const WEB_ROOT = path.join(REPO, "build/web");

// As root Chromium needs --no-sandbox; the rest keep it from reaching anything but 127.0.0.1.
export const CHROMIUM_FLAGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--disable-default-apps", "--disable-extensions",
  "--metrics-recording-only",
];

export async function startAll() {
  if (!fs.existsSync(path.join(WEB_ROOT, "index.html")))
    throw new Error(`${WEB_ROOT} has no index.html: run bash scripts/dev.sh web first`);
  const served = await startServer({ root: WEB_ROOT, testsRoot: path.join(REPO, "tests") });
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bjt-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: process.env.BJT_CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
    protocolTimeout: 600000,
    dumpio: !!process.env.BJT_WEB_VERBOSE,
  });
  const base = `http://127.0.0.1:${served.port}/`;
  const stop = async () => {
    await browser.close().catch(() => {});
    served.server.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  return { browser, base, served, stop };
}

// The page's address for a script run: ?script=/tests/... plus the game's own options.
export function scriptUrl(base, { script, args = [], env = [], nosave = false, nosw = true }) {
  const q = new URLSearchParams();
  if (script) q.set("script", script);
  for (const a of args) q.append("arg", a);
  for (const e of env) q.append("env", e);
  if (nosave) q.set("nosave", "");
  if (nosw) q.set("nosw", "");
  return base + "?" + q.toString();
}

// A page whose console lines are kept (and the game's BJT-* reports among them).
export async function newPage(context, { width = 1280, height = 720 } = {}) {
  const page = await context.newPage();
  await page.setViewport({ width, height });
  const lines = [];
  page.on("console", (m) => { lines.push(m.text()); if (process.env.BJT_WEB_VERBOSE) console.log("  page: " + m.text().slice(0, 300)); });
  page.on("pageerror", (e) => lines.push("pageerror: " + e.message));
  page.on("requestfailed", (r) => lines.push("requestfailed: " + r.url() + " " + (r.failure() || {}).errorText));
  page.bjtLines = lines;
  return page;
}

export async function waitForLine(page, prefix, timeout = 60000) {
  const start = Date.now();
  for (;;) {
    const hit = page.bjtLines.find((l) => l.startsWith(prefix));
    if (hit) return hit;
    const error = page.bjtLines.find((l) => l.startsWith("BJT-PAGE-ERROR") || l.startsWith("pageerror"));
    if (error && !prefix.startsWith("BJT-PAGE-ERROR")) throw new Error(error);
    if (Date.now() - start > timeout) throw new Error(`no "${prefix}" within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Runs a script to its end; returns { code, error, screenshots: [{ name, png }], lines }.
export async function runScript(page, url, timeout = 180000) {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => window.bjtResult || document.getElementById("message").textContent,
                             { timeout, polling: 100 });
  const pageMessage = await page.evaluate(() => document.getElementById("message").textContent);
  const result = await page.evaluate(() => window.bjtResult);
  if (!result) return { code: -1, error: "page: " + pageMessage, screenshots: [], lines: page.bjtLines };
  const screenshots = await page.evaluate(() => (window.bjtScreenshots || []).map((p) => {
    const bytes = Module.FS.readFile(p);
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return { name: p.replace(/^.*\//, ""), base64: btoa(s) };
  }));
  return {
    code: result.code, error: result.error, lines: page.bjtLines,
    screenshots: screenshots.map((s) => ({ name: s.name, png: Buffer.from(s.base64, "base64") })),
  };
}

// Width and height of a PNG (its IHDR).
export function pngSize(png) {
  if (png.length < 24 || png.toString("ascii", 1, 4) !== "PNG") return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

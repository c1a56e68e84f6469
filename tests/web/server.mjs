// A static file server on 127.0.0.1 for the web build, with no special headers (as any static host):
//   node tests/web/server.mjs ROOT [PORT]       (bash scripts/dev.sh web-serve)
// For the tests (tests/web/run.mjs) it can also serve the repository's game scripts under /tests/ and stand in for
// Open Trivia DB under /opentdb/ (same origin as the page, so the browser allows the game to read the answers).
// Only loopback: it listens on 127.0.0.1 and nothing else.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".data": "application/octet-stream", ".json": "application/json",
  ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml", ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
};

// A fake Open Trivia DB: a token, then `amount` multiple-choice questions per call (as the desktop's fetch test).
function opentdb(url) {
  if (url.pathname.endsWith("/api_token.php"))
    return { response_code: 0, response_message: "ok", token: "abc123" };
  const n = Number(url.searchParams.get("amount") || 10);
  const results = [];
  for (let k = 0; k < n; k++) {
    results.push({
      type: "multiple", difficulty: "medium", category: "Science &amp; Nature",
      question: `Which answer is number ${k} in this &quot;web test&quot;?`, correct_answer: `Right ${k}`,
      incorrect_answers: ["Wrong A", "Wrong B", "Wrong C"],
    });
  }
  return { response_code: 0, results };
}

export function startServer({ root, port = 0, testsRoot = null, log = false }) {
  const counts = { requests: 0, opentdb: 0 };
  const server = http.createServer((req, res) => {
    counts.requests++;
    const url = new URL(req.url, "http://127.0.0.1");
    if (log) console.log(req.method, url.pathname);
    if (testsRoot && url.pathname.startsWith("/opentdb/")) {
      counts.opentdb++;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(opentdb(url)));
      return;
    }
    let base = root, rel = decodeURIComponent(url.pathname);
    if (testsRoot && rel.startsWith("/tests/")) { base = testsRoot; rel = rel.slice("/tests".length); }
    if (rel.endsWith("/")) rel += "index.html";
    const baseAbs = path.resolve(base);
    const file = path.resolve(baseAbs, "." + path.posix.normalize(rel));
    if (!file.startsWith(baseAbs + path.sep)) { res.writeHead(403); res.end(); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404, { "Content-Type": "text/plain" }); res.end("not found"); return; }
      res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream",
                           "Content-Length": data.length });
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => resolve({ server, port: server.address().port, counts }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] || "build/web");
  const port = Number(process.argv[3] || 8080);
  const { port: bound } = await startServer({ root, port });
  console.log(`Serving ${root} at http://127.0.0.1:${bound}/ (Ctrl+C stops)`);
}

#!/usr/bin/env bash
# The web build's tests: builds build/web (scripts/web_build.sh; the libraries and the compiled game are reused
# from build/web-deps and build/web-cmake when nothing changed), installs the test driver (puppeteer-core, from
# tests/web/package-lock.json with npm ci) and Debian's chromium, then plays the tests in headless Chromium
# (tests/web/run.mjs). Screenshots go to build/web-test/. The benchmark is scripts/web_bench.sh, not a test.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
need=()
for p in chromium nodejs npm; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || command -v "$p" >/dev/null || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
bash scripts/web_build.sh
built=$(date +%s)
# The driver only: puppeteer-core downloads no browser; the tests use /usr/bin/chromium.
if [ ! -e tests/web/node_modules/.package-lock.json ] ||
   ! cmp -s tests/web/package-lock.json tests/web/node_modules/.bjt-installed-lock; then
  (cd tests/web && npm ci --no-audit --no-fund --loglevel=error && cp package-lock.json node_modules/.bjt-installed-lock)
fi
node tests/web/run.mjs "$@"
echo "web: build $((built - started)) s, tests $(($(date +%s) - built)) s"

#!/usr/bin/env bash
# The web build's budgets, printed (tests/web/bench.mjs says what each figure is): builds build/web first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/web_build.sh
if [ ! -e tests/web/node_modules/.package-lock.json ]; then (cd tests/web && npm ci --no-audit --no-fund --loglevel=error); fi
node tests/web/bench.mjs

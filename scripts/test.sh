#!/usr/bin/env bash
# `npm test`: everything, from type check to browser tests, on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
RESULTS=$(mktemp -d /tmp/test-results.XXXXXX)

# Each step's time goes to $RESULTS/steps.tsv; scripts/test-summary.mjs prints them with the
# tests per kind, also when a step fails, and warns past 25 minutes (decision 063).
STEP_NAME=""
STEP_START=0
end_step() {
  [ -n "$STEP_NAME" ] || return 0
  printf '%s\t%s\n' "$STEP_NAME" "$(($(date +%s%N) / 1000000 - STEP_START))" |
    awk -F'\t' '{ printf "%s\t%.1f\n", $1, $2 / 1000 }' >>"$RESULTS/steps.tsv"
  STEP_NAME=""
}
step() {
  end_step
  STEP_NAME=$1
  STEP_START=$(($(date +%s%N) / 1000000))
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
finish() {
  local status=$?
  end_step
  node scripts/test-summary.mjs "$RESULTS" $([ "$status" -eq 0 ] || echo --failed) || status=1
  rm -rf "$RESULTS" build-node24
  exit "$status"
}
trap finish EXIT

step "System packages"
bash scripts/ensure-system-deps.sh

step "Type check"
npm run -s typecheck

step "Lint and formatting"
npm run -s lint
npm run -s format:check

step "Unit and data tests (PGlite)"
npx vitest run --project unit --project data --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest.json"

step "Data tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run --project data --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-pg.json"

step "Production build"
npm run -s build

step "Two instances against one PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project instances --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-instances.json"

step "Operations on PostgreSQL: /readyz while it is unreachable, npm run move-to-postgres"
# The server-only specs that need a PostgreSQL server (skipped in the browser run below).
CI=${CI:-} PW_REPORTER="$RESULTS/playwright-pg.json" bash scripts/with-postgres.sh npx playwright test tests/e2e/operations-postgres.server.spec.ts --project server

step "Browser tests (Chromium)"
CI=${CI:-} PW_REPORTER="$RESULTS/playwright.json" npx playwright test

step "Bundle budget"
# every page of the page registry (app/modules/site/pages.json)
node scripts/bench-bundle.mjs --check

step "Lighthouse (mobile emulation, one run a page): accessibility, best practices and SEO gated; performance printed"
# One run: the gated scores do not move with the machine's load; the median of several runs,
# for the performance score, is `npm run bench:lighthouse` (decision 063).
node scripts/bench-lighthouse.mjs --check --runs 1 / /courses

step "Node 24: runtime-sensitive unit tests, production build and a browser smoke test"
# engines says 20.19+, and production may run on the newer LTS: the same code on Node 24,
# fetched from the npm registry by scripts/node24.sh (cached in node_modules/.cache). Only the
# unit tests of what the runtime itself provides (crypto, streams and fetch, HTTP, the file
# system, Intl): the "runtime" project of vitest.config.ts (decision 063).
NODE24_BIN=$(dirname "$(bash scripts/node24.sh)")
PATH="$NODE24_BIN:$PATH" npx vitest run --project runtime --reporter=dot --reporter=json --outputFile.json="$RESULTS/vitest-node24.json"
PATH="$NODE24_BIN:$PATH" BUILD_DIR=build-node24 npm run -s build >/dev/null
# CI=1: Playwright starts its own server (on Node 24) instead of reusing one already running.
PATH="$NODE24_BIN:$PATH" BUILD_DIR=build-node24 CI=1 PW_REPORTER="$RESULTS/playwright-node24.json" npx playwright test --project desktop --grep @smoke


#!/usr/bin/env bash
# `npm test`: everything, from type check to browser tests, on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
RESULTS=$(mktemp -d /tmp/test-results.XXXXXX)
trap 'rm -rf "$RESULTS"' EXIT

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

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

step "Lighthouse (mobile emulation, 3 runs): accessibility, best practices and SEO gated; performance printed"
node scripts/bench-lighthouse.mjs --check --runs 3 / /courses

step "Node 24: unit tests, production build and a browser smoke test"
# engines says 20.19+, and production may run on the newer LTS: the same code on Node 24,
# fetched from the npm registry by scripts/node24.sh (cached in node_modules/.cache).
NODE24_BIN=$(dirname "$(bash scripts/node24.sh)")
trap 'rm -rf "$RESULTS" build-node24' EXIT
PATH="$NODE24_BIN:$PATH" npx vitest run --project unit --reporter=dot --reporter=json --outputFile.json="$RESULTS/vitest-node24.json"
PATH="$NODE24_BIN:$PATH" BUILD_DIR=build-node24 npm run -s build >/dev/null
# CI=1: Playwright starts its own server (on Node 24) instead of reusing one already running.
PATH="$NODE24_BIN:$PATH" BUILD_DIR=build-node24 CI=1 PW_REPORTER="$RESULTS/playwright-node24.json" npx playwright test --project desktop --grep @smoke

node scripts/test-summary.mjs "$RESULTS"

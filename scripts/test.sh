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

step "Lint"
npm run -s lint

step "Unit and data tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest.json"

step "Data tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run --project data --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-pg.json"

step "Production build"
npm run -s build

step "Browser tests (Chromium)"
CI=${CI:-} PW_REPORTER="$RESULTS/playwright.json" npx playwright test

step "Bundle budget"
node scripts/bench-bundle.mjs --check / /courses /contact /magazine /shop /books /maja-holm /sales/main-course /voice-elevated-application /celebrity-application

step "Lighthouse budget (mobile emulation, median of 5 runs)"
node scripts/bench-lighthouse.mjs --check / /courses

node scripts/test-summary.mjs "$RESULTS"

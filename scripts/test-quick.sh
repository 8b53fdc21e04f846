#!/usr/bin/env bash
# `npm run test:quick`: the checks to run while working, in a few minutes (decision 063): type
# check, lint, formatting of the changed files, every unit test, and the data tests (PGlite) of
# the modules the change touches. `npm test` runs everything before a change lands.
#
# The change: what differs from main (on a branch: since it left main; on main: since HEAD),
# committed or not, plus new files. QUICK_BASE=<ref> compares with another commit.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

if [ -n "${QUICK_BASE:-}" ]; then
  base=$QUICK_BASE
elif git rev-parse --verify -q main >/dev/null && [ "$(git rev-parse HEAD)" != "$(git rev-parse main)" ]; then
  base=$(git merge-base HEAD main)
else
  base=HEAD
fi
mapfile -t changed < <({ git diff --name-only "$base" --; git ls-files --others --exclude-standard; } | sort -u | while read -r file; do [ -f "$file" ] && echo "$file"; done)
echo "Changed since $(git rev-parse --short "$base"): ${#changed[@]} files"

# The data tests of the changed modules: a file under app/modules/<domain>/ brings its domain's
# data tests, one under app/routes/ the routes' data tests, a changed data test itself; the
# schema or a migration (app/db/, drizzle/) brings them all.
data_dirs=()
all_data=0
for file in "${changed[@]}"; do
  case "$file" in
    app/db/* | drizzle/* | tests/pglite-template.global.ts | tests/support/*) all_data=1 ;;
    app/modules/*/*) data_dirs+=("$(echo "$file" | cut -d/ -f1-3)/") ;;
    app/routes/* | server/*) data_dirs+=("$(dirname "$file")/") ;;
  esac
done
data_tests=()
if [ "$all_data" -eq 1 ]; then
  mapfile -t data_tests < <(git ls-files '*.data.test.ts')
elif [ "${#data_dirs[@]}" -gt 0 ]; then
  mapfile -t data_tests < <(git ls-files '*.data.test.ts' | grep -F -f <(printf '%s\n' "${data_dirs[@]}" | sort -u) || true)
fi
for file in "${changed[@]}"; do [[ "$file" == *.data.test.ts ]] && data_tests+=("$file"); done
mapfile -t data_tests < <(printf '%s\n' "${data_tests[@]}" | grep . | sort -u || true)

step "Type check (incremental: the next run checks only what changed)"
npx react-router typegen
npx tsc --incremental --tsBuildInfoFile node_modules/.cache/tsc/quick.tsbuildinfo

step "Lint (cached) and the changed files' formatting"
npx eslint --cache --cache-location node_modules/.cache/eslint/ .
if [ "${#changed[@]}" -gt 0 ]; then npx prettier --check --ignore-unknown "${changed[@]}"; fi

step "Unit tests"
npx vitest run --project unit

step "Data tests of the changed modules (PGlite): ${#data_tests[@]} files"
if [ "${#data_tests[@]}" -gt 0 ]; then
  npx vitest run --project data "${data_tests[@]}"
else
  echo "none: no module with data tests changed"
fi

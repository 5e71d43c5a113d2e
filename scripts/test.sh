#!/usr/bin/env bash
# Every test Kaiwa has, in the order that fails fastest: types, lint, units, the API on SQLite and on
# PostgreSQL, then fault tests against the built server (SIGKILL and restart; SIGTERM and SIGKILL of one of two
# processes behind a proxy, on PostgreSQL) and end-to-end in Chromium
# against the built app. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
vitest() { npx vitest run --reporter=default --reporter=json --outputFile.json="$results/$1.json" "${@:2}"; }

step "Type check"
npm run --silent typecheck
step "Lint"
npx biome check .
step "Unit tests"
vitest unit --project unit --project web
step "API tests on SQLite"
vitest api-sqlite --project api
step "API tests on PostgreSQL"
scripts/with-postgres.sh npx vitest run --reporter=default --reporter=json \
  --outputFile.json="$results/api-postgres.json" --project api
step "Build"
npm run --silent build
step "Fault tests: the built server killed and restarted; two processes and a worker on PostgreSQL"
scripts/with-postgres.sh npx vitest run --reporter=default --reporter=json \
  --outputFile.json="$results/fault.json" --project fault
step "End-to-end tests in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npm test --silent -w @kaiwa/e2e -- --reporter=list,json

node scripts/summarize-tests.mjs "$results"

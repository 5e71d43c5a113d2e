#!/usr/bin/env bash
# Every test Kaiwa has, in the order that fails fastest: types, lint, units, the API on SQLite and on
# PostgreSQL, then end-to-end in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Type check"
npm run --silent typecheck
step "Lint"
npx biome check .
step "Unit tests"
npx vitest run --project unit --project web
step "API tests on SQLite"
npx vitest run --project api
step "API tests on PostgreSQL"
scripts/with-postgres.sh npx vitest run --project api
step "Build"
npm run --silent build
step "End-to-end tests in Chromium"
npm test --silent -w @kaiwa/e2e

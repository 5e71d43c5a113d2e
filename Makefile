.PHONY: start test worker bench

# Serves the whole app (SPA + API) on the embedded default: SQLite in $(DATA_DIR), port $(PORT).
start:
	scripts/setup.sh
	npm run --silent build
	node apps/server/dist/main.js

# Runs every test: type check, lint, unit, API on SQLite and PostgreSQL, end-to-end in Chromium.
test:
	scripts/setup.sh test
	scripts/test.sh

# Benchmarks (figures printed, nothing asserted).
bench:
	scripts/setup.sh
	npm run --silent build
	npm run --silent bench -w @kaiwa/bench

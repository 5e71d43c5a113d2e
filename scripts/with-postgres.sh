#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on loopback, started here and removed afterwards.
# The command sees TEST_DATABASE_URL (a superuser URL; tests create one database per app instance).
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/pg_ctl" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
port=${PGTEST_PORT:-55432}
dir=$(mktemp -d /tmp/kaiwa-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$dir"
  as_pg=(runuser -u postgres --)
fi
cleanup() {
  "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"

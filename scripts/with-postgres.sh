#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server started here:
#   scripts/with-postgres.sh npx vitest run --project data
# The command sees TEST_DATABASE_URL; the server and its files are removed afterwards.
set -euo pipefail

bash "$(dirname "$0")/ensure-system-deps.sh"
PG_BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")
PORT=${PG_TEST_PORT:-55432}
DIR=$(mktemp -d /tmp/pg-test.XXXXXX)

as_pg() {
  # PostgreSQL refuses to run as root; use the postgres system user the package created.
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

[ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
as_pg "$PG_BIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 --no-sync >/dev/null
# A port still held by another process (a server from an earlier run shutting down, say)
# makes the start fail; say why and try the next port rather than fail the whole run.
for attempt in 1 2 3; do
  if as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
    -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
    break
  fi
  echo "PostgreSQL did not start on port $PORT (attempt $attempt):" >&2
  tail -n 5 "$DIR/server.log" >&2 || true
  [ "$attempt" -eq 3 ] && exit 1
  PORT=$((PORT + 1))
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') running for tests on port $PORT"
"$@"

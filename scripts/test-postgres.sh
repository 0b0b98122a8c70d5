#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 and prints its URL; `stop` removes it.
# Used by scripts/test.sh so the API tests run on a real server as well as on PGlite.
set -euo pipefail
port="${TEST_PG_PORT:-55432}"
state_dir="${TMPDIR:-/tmp}/fidelidade-test-pg"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
run_as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if [ "${1:-start}" = stop ]; then
  [ -d "$state_dir" ] && run_as_postgres "'$bin/pg_ctl' -D '$state_dir' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$state_dir"
  exit 0
fi
[ -n "$bin" ] || { echo "PostgreSQL não instalado" >&2; exit 1; }
rm -rf "$state_dir" && mkdir -p "$state_dir"
[ "$(id -u)" -eq 0 ] && chown postgres "$state_dir"
run_as_postgres "'$bin/initdb' -D '$state_dir' -A trust -U postgres --no-sync" >/dev/null
run_as_postgres "'$bin/pg_ctl' -D '$state_dir' -w -l '$state_dir/server.log' -o '-p $port -k $state_dir -c listen_addresses=127.0.0.1 -c fsync=off'" start >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"

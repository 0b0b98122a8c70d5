#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 and prints its URL; `stop <url>` removes it.
# Used by scripts/test.sh so the API tests run on a real server as well as on PGlite.
# The first free port from TEST_PG_PORT (default 55432) is taken, each port with its own data
# directory, so a second run beside a first (another checkout's npm test) never touches the first's.
set -euo pipefail
base_port="${TEST_PG_PORT:-55432}"
state_dir_for() { echo "${TMPDIR:-/tmp}/fidelidade-test-pg-$1"; }
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
run_as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if [ "${1:-start}" = stop ]; then
  # The URL start printed (or a bare port); without one, the base port.
  target="${2:-$base_port}"
  port="${target##*:}" && port="${port%%/*}"
  state_dir="$(state_dir_for "$port")"
  [ -d "$state_dir" ] && run_as_postgres "'$bin/pg_ctl' -D '$state_dir' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$state_dir"
  exit 0
fi
[ -n "$bin" ] || { echo "PostgreSQL não instalado" >&2; exit 1; }
port="$base_port"
while listening "$port"; do
  port=$((port + 1))
  [ "$port" -lt $((base_port + 20)) ] || { echo "nenhuma porta livre de $base_port a $port" >&2; exit 1; }
done
state_dir="$(state_dir_for "$port")"
rm -rf "$state_dir" && mkdir -p "$state_dir"
[ "$(id -u)" -eq 0 ] && chown postgres "$state_dir"
run_as_postgres "'$bin/initdb' -D '$state_dir' -A trust -U postgres --no-sync" >/dev/null
run_as_postgres "'$bin/pg_ctl' -D '$state_dir' -w -l '$state_dir/server.log' -o '-p $port -k $state_dir -c listen_addresses=127.0.0.1 -c fsync=off'" start >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"

#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the server's tests, on loopback, in a temporary folder.
#
#   scripts/pg-test-cluster.sh start [port]   initdb + start; prints the URL (postgres://postgres@127.0.0.1:PORT/postgres)
#   scripts/pg-test-cluster.sh stop           stop it and delete its folder
#   scripts/pg-test-cluster.sh url            print the URL of the running cluster
#
# The cluster's folder is remembered in $PG_TEST_STATE (default /tmp/clipmarket-pg-test.state). initdb refuses to
# run as root, so as root the cluster runs as the `postgres` user. Needs /usr/lib/postgresql/15/bin (Debian's
# postgresql-15 package; .ci/run installs it when missing).
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
STATE="${PG_TEST_STATE:-/tmp/clipmarket-pg-test.state}"

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  local port=$1
  while (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  echo "$port"
}

cmd_start() {
  if [ -f "$STATE" ]; then
    echo "A test cluster is already running (state in $STATE); run '$0 stop' first." >&2
    exit 1
  fi
  [ -x "$PG_BIN/initdb" ] || { echo "$PG_BIN/initdb not found: install postgresql-15" >&2; exit 1; }
  local port dir
  port=$(free_port "${1:-54329}")
  dir=$(mktemp -d /tmp/clipmarket-pg.XXXXXX)
  chmod 755 "$dir"
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$dir"; fi
  as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  # Tuned for throwaway test data: no durability, loopback only, the socket inside the folder.
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  printf '%s\n%s\n' "$dir" "$port" >"$STATE"
  cmd_url
}

cmd_url() {
  [ -f "$STATE" ] || { echo "No test cluster is running." >&2; exit 1; }
  local port
  port=$(sed -n 2p "$STATE")
  echo "postgres://postgres@127.0.0.1:$port/postgres"
}

cmd_stop() {
  [ -f "$STATE" ] || { echo "No test cluster is running." >&2; return 0; }
  local dir
  dir=$(sed -n 1p "$STATE")
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir" "$STATE"
}

case "${1:-}" in
  start) shift; cmd_start "$@" ;;
  stop) cmd_stop ;;
  url) cmd_url ;;
  *) echo "usage: $0 start [port] | stop | url" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# Throw-away PostgreSQL cluster for tests and benchmarks, from Debian's postgresql package.
#   url=$(scripts/ci-postgres.sh)            start one; stdout is only its DATABASE_URL
#   scripts/ci-postgres.sh stop [url|dir]    stop it (no argument: every cluster this script started)
# The cluster lives in a temp dir, listens on 127.0.0.1 on a free port, trusts local connections and runs
# with fsync off (data is disposable). As root, it runs as the postgres user.
set -euo pipefail

STATE="${TMPDIR:-/tmp}/xingpan-ci-postgres.list"

bindir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$d" ] && [ -x "$d/initdb" ] || { echo "ci-postgres: Debian postgresql not found (/usr/lib/postgresql/*/bin)" >&2; exit 1; }
  echo "$d"
}

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

stop_dir() {
  local dir="$1" bin
  bin=$(bindir)
  [ -d "$dir" ] || return 0
  as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  if [ -f "$STATE" ]; then grep -vxF "$dir" "$STATE" > "$STATE.tmp" || true; mv "$STATE.tmp" "$STATE"; fi
}

if [ "${1:-}" = stop ]; then
  if [ -n "${2:-}" ]; then
    arg="$2"
    if [[ "$arg" == postgres://* ]]; then
      port=$(sed -E 's#.*:([0-9]+)/.*#\1#' <<<"$arg")
      arg=$(grep -E "/xingpan-pg-$port\$" "$STATE" 2>/dev/null | head -n 1 || true)
    fi
    [ -n "$arg" ] && stop_dir "$arg"
  elif [ -f "$STATE" ]; then
    while read -r d; do [ -n "$d" ] && stop_dir "$d"; done < "$STATE"
  fi
  exit 0
fi

BIN=$(bindir)
PORT=$(free_port)
DIR="${TMPDIR:-/tmp}/xingpan-pg-$PORT"
rm -rf "$DIR"
mkdir -p "$DIR"
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$DIR"; fi
as_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$DIR/initdb.log" 2>&1 \
  || { cat "$DIR/initdb.log" >&2; exit 1; }
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres xingpan
echo "$DIR" >> "$STATE"
echo "ci-postgres: cluster in $DIR (stop: scripts/ci-postgres.sh stop $DIR)" >&2
echo "postgres://postgres@127.0.0.1:$PORT/xingpan"

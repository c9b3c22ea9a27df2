#!/usr/bin/env bash
# Installs (if missing) and starts PostgreSQL and Redis on loopback for the server's tests, then prints
# the two variables the tests read. Idempotent: running it again reuses what is already running.
# Usage:  eval "$(packages/server/scripts/services.sh)"   # exports DATABASE_URL and REDIS_URL
# Logs go to stderr so that stdout carries only the export lines.
set -euo pipefail

PG_PORT="${AIRLOCK_PG_PORT:-55432}"
REDIS_PORT="${AIRLOCK_REDIS_PORT:-56379}"
STATE_DIR="${AIRLOCK_SERVICES_DIR:-/tmp/airlock-services}"
DB_NAME=airlock_test
DB_USER=airlock
DB_PASS=airlock

log() { echo "services: $*" >&2; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

need_install=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_install+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need_install+=(redis-server)
if [ ${#need_install[@]} -gt 0 ]; then
  log "installing ${need_install[*]}"
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need_install[@]}" >&2
fi

PG_BIN="$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n1)")"
mkdir -p "$STATE_DIR"

# PostgreSQL refuses to run as root: run it as the postgres system user (or the current user).
PG_USER="$(id -un)"
if [ "$(id -u)" = 0 ]; then PG_USER=postgres; fi
run_pg() { if [ "$PG_USER" = "$(id -un)" ]; then "$@"; else su "$PG_USER" -s /bin/bash -c "$(printf '%q ' "$@")"; fi; }

PGDATA="$STATE_DIR/pg"
if [ ! -f "$PGDATA/PG_VERSION" ]; then
  log "initialising a PostgreSQL cluster in $PGDATA"
  mkdir -p "$PGDATA"
  chown "$PG_USER" "$STATE_DIR" "$PGDATA" 2>/dev/null || true
  chmod 700 "$PGDATA"
  run_pg "$PG_BIN/initdb" -D "$PGDATA" -A trust -U postgres >/dev/null
fi
if ! "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PG_PORT" -q; then
  log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
  run_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$STATE_DIR/pg.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $STATE_DIR" start >&2
fi
psql_admin() { "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -qtA "$@"; }
if [ "$(psql_admin -c "select 1 from pg_roles where rolname='$DB_USER'")" != 1 ]; then
  psql_admin -c "create role $DB_USER login password '$DB_PASS'" >&2
fi
if [ "$(psql_admin -c "select 1 from pg_database where datname='$DB_NAME'")" != 1 ]; then
  psql_admin -c "create database $DB_NAME owner $DB_USER" >&2
fi

if ! redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping >/dev/null 2>&1; then
  log "starting Redis on 127.0.0.1:$REDIS_PORT"
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --daemonize yes --save '' --appendonly no \
    --dir "$STATE_DIR" --logfile "$STATE_DIR/redis.log" >&2
  for _ in $(seq 1 50); do redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
fi

echo "export DATABASE_URL=postgres://$DB_USER:$DB_PASS@127.0.0.1:$PG_PORT/$DB_NAME"
echo "export REDIS_URL=redis://127.0.0.1:$REDIS_PORT"

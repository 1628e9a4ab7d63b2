# Starts a throwaway PostgreSQL cluster owned by the postgres user on a free loopback port and exports
# DATABASE_URL. Sourced by .ci/run; usable by hand: `source .ci/postgres.sh && start_postgres`.
start_postgres() {
  local bin port dir
  bin=$(dirname "$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -n1)")
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  dir=$(mktemp -d /tmp/saola-pg.XXXXXX)
  chown postgres:postgres "$dir"
  runuser -u postgres -- "$bin/initdb" -D "$dir" -U saola --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -l "$dir/log" -w start >/dev/null
  runuser -u postgres -- "$bin/createdb" -h 127.0.0.1 -p "$port" -U saola saola
  export SAOLA_PG_DIR="$dir" SAOLA_PG_BIN="$bin"
  export DATABASE_URL="postgres://saola@127.0.0.1:$port/saola"
  echo "ci: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') at $DATABASE_URL"
}

stop_postgres() {
  [ -n "${SAOLA_PG_DIR:-}" ] || return 0
  runuser -u postgres -- "$SAOLA_PG_BIN/pg_ctl" -D "$SAOLA_PG_DIR" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$SAOLA_PG_DIR"
}

#!/usr/bin/env bash
# A throwaway Postgres (Debian's postgresql) for the tests, on a loopback port of its own:
#   start <port> <dir>  makes a cluster in <dir>, a new folder whose parent the `postgres` user can enter (/tmp),
#                       with trust for the loopback user `cms` and a database `cms`, and starts it; prints DATABASE_URL.
#                       A cluster made there before (kept by `npm run cms:scale -- --keep`) is started as it is.
#   stop <dir>          stops it (the caller removes <dir>)
# initdb refuses to run as root: as root, the cluster belongs to the `postgres` user the package made.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "postgresql is not installed (apt-get install postgresql)" >&2; exit 1; }
as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$1" in
  start)
    port=$2 dir=$3
    if [ -d "$dir/data" ]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c fsync=off" start >/dev/null
      echo "postgres://cms@127.0.0.1:$port/cms"
      exit 0
    fi
    mkdir "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U cms --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c fsync=off" start >/dev/null
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U cms cms
    echo "postgres://cms@127.0.0.1:$port/cms"
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$2/data" -m fast -w stop >/dev/null
    ;;
  *)
    echo "usage: postgres.sh start <port> <dir> | stop <dir>" >&2
    exit 2
    ;;
esac

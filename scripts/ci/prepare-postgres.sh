#!/usr/bin/env bash
# Makes the PostgreSQL server for the tests ready and prints the TEST_DATABASE_URL to use (stdout; messages on
# stderr). Starts the local cluster when it is down, fails at once with one clear line when it stays unreachable,
# and creates the `test` database when it is missing. Connects over TCP as `postgres`; where TCP asks for a
# password (a stock Debian server), it uses the local socket, which such a server trusts.
#   PGHOST_CI (127.0.0.1), PGPORT_CI (5432), PGDATABASE_CI (test), PGSOCKET_CI (/var/run/postgresql), CI_PG_START (1: try to start it)
set -uo pipefail
host=${PGHOST_CI:-127.0.0.1}
port=${PGPORT_CI:-5432}
socket=${PGSOCKET_CI:-/var/run/postgresql}
db=${PGDATABASE_CI:-test}

fail() { echo "PostgreSQL: $*" >&2; exit 1; }
command -v pg_isready >/dev/null && command -v psql >/dev/null || fail "psql and pg_isready are missing: apt-get install -y postgresql-client"

if ! pg_isready -h "$host" -p "$port" -q -t 2; then
  if [ "${CI_PG_START:-1}" = 1 ] && command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    echo "PostgreSQL is down; starting cluster $version/main" >&2
    pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 || true
    for _ in $(seq 1 30); do pg_isready -h "$host" -p "$port" -q -t 1 && break; sleep 1; done
  fi
  pg_isready -h "$host" -p "$port" -q -t 2 || fail "not reachable at $host:$port. Start it (pg_ctlcluster <version> main start) and run again."
fi

tcp="postgres://postgres@$host:$port"
sock="postgres://postgres@localhost:$port"
if psql "$tcp/postgres" -tAc 'select 1' >/dev/null 2>&1; then
  admin="$tcp/postgres"; url="$tcp/$db"
elif psql "$sock/postgres?host=$socket" -tAc 'select 1' >/dev/null 2>&1; then
  echo "TCP asks for a password; using the local socket in $socket" >&2
  admin="$sock/postgres?host=$socket"; url="$sock/$db?host=$socket"
else
  fail "reachable at $host:$port but refuses the role postgres over TCP and the socket in $socket. Allow it (trust) in pg_hba.conf and run again."
fi

if [ "$(psql "$admin" -tAc "select 1 from pg_database where datname = '$db'")" != 1 ]; then
  echo "creating database $db" >&2
  psql "$admin" -qc "create database $db" >&2 || fail "could not create the database $db"
fi
echo "$url"

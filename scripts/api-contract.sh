#!/usr/bin/env bash
# The API contract gate: schemathesis (PyPI) against the running server,
# signed in, on SQLite and (when it answers) PostgreSQL side by side (a
# server and one schemathesis worker each), with a fixed seed and a bounded
# number of examples. Fails on any server error, any answer that breaks its
# schema, and any status or content type the document does not declare.
#
#   scripts/api-contract.sh [path/to/presently]     (default target/debug/presently)
#
# Environment: CONTRACT_EXAMPLES (default 25), CONTRACT_SEED (default 1),
# REQUIRE_POSTGRES=1 to fail when PostgreSQL does not answer.
set -euo pipefail

binary=${1:-target/debug/presently}
examples=${CONTRACT_EXAMPLES:-25}
seed=${CONTRACT_SEED:-1}
postgres_admin=${CONTRACT_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}

python3 -c 'import schemathesis' 2>/dev/null || {
  echo "schemathesis is not installed: python3 -m pip install schemathesis" >&2
  exit 1
}
# Its command, whether or not pip put it on PATH.
schemathesis() {
  python3 -c 'import sys; from schemathesis.cli import schemathesis; sys.argv[0] = "schemathesis"; sys.exit(schemathesis())' "$@"
}
[ -x "$binary" ] || {
  echo "$binary is missing: build it first (cargo build --bin presently)" >&2
  exit 1
}
binary=$(realpath "$binary")

work=$(mktemp -d)
database=""
cleanup() {
  # The gates first, with what they started (a server, schemathesis): a
  # gate killed mid-run would leave its server running. Then the database.
  local gate
  for gate in $(jobs -p); do
    pkill -P "$gate" 2>/dev/null
    kill "$gate" 2>/dev/null
  done
  wait 2>/dev/null
  [ -n "$database" ] && psql "$postgres_admin" -qc "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT
# Stopped (Ctrl-C, a CI timeout): clean up all the same.
trap 'exit 130' INT TERM

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Runs the gate against the server on database URL $1, named $2 (in a
# subshell of its own: its server is stopped when it ends, however it ends).
gate() (
  local url=$1 name=$2 port server=""
  trap '[ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null' EXIT
  port=$(free_port)
  (cd "$work" && DATABASE_URL="$url" PRESENTLY_ADDR="127.0.0.1:$port" PRESENTLY_SCHEDULER=0 \
    RUST_LOG=warn exec "$binary" >"$work/server-$name.log" 2>&1) &
  server=$!
  local base="http://127.0.0.1:$port"
  for _ in $(seq 1 100); do
    curl -sf "$base/api/health" >/dev/null && break
    sleep 0.2
  done
  curl -sf "$base/api/health" >/dev/null || {
    cat "$work/server-$name.log" >&2
    echo "the server on $name did not start" >&2
    return 1
  }
  local cookie
  cookie=$(curl -s -D - -o /dev/null -X POST \
    -d 'email=contract%40example.com&first_name=Contract&last_name=Gate' \
    "$base/api/dev-login" | tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \(presently_session=[^;]*\).*/\1/p' | tail -n1)
  [ -n "$cookie" ] || {
    echo "dev login set no session cookie on $name" >&2
    return 1
  }
  echo "== API contract on $name: $examples examples per operation, seed $seed"
  # Signing out (or signing in again) would end the run's session; a live
  # list page's stream answers for as long as the page is open (its own
  # tests read it: crates/api/tests/api/follows.rs). Each gate
  # keeps schemathesis' and Hypothesis' files in a folder of its own.
  mkdir -p "$work/$name" && cd "$work/$name"
  schemathesis run "$base/api/openapi.json" \
    --header "Cookie: $cookie" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
    --max-examples "$examples" --seed "$seed" --generation-allow-x00 true \
    --workers 1 --request-timeout 10 \
    --exclude-path /api/logout --exclude-path /api/auth/sign-out-everywhere \
    --exclude-path /api/dev-login --exclude-path /api/login --exclude-path /api/callback \
    --exclude-path '/api/lists/{id}/events' \
    --warnings off
  kill "$server" && wait "$server" 2>/dev/null || true
  server=""
  # Errors the server logged, but actix's own note of a request it could not
  # parse (a header with control characters: answered 400 before any route).
  local errors
  errors=$(grep 'ERROR' "$work/server-$name.log" | grep -v 'request parse error' || true)
  if [ -n "$errors" ]; then
    echo "$errors" | head -20 >&2
    echo "the server logged errors on $name" >&2
    return 1
  fi
)

# Each gate writes to a log of its own; both are shown when both have ended.
names=()
pids=()
start_gate() {
  gate "$1" "$2" >"$work/gate-$2.log" 2>&1 &
  names+=("$2")
  pids+=($!)
}

start_gate "sqlite://$work/contract.db" SQLite

if psql "$postgres_admin" -qc 'SELECT 1' >/dev/null 2>&1; then
  database="presently_contract_$$"
  psql "$postgres_admin" -qc "CREATE DATABASE $database" >/dev/null
  start_gate "${postgres_admin%/*}/$database" PostgreSQL
elif [ "${REQUIRE_POSTGRES:-0}" = 1 ]; then
  echo "PostgreSQL at $postgres_admin does not answer and REQUIRE_POSTGRES=1" >&2
  exit 1
else
  echo "PostgreSQL does not answer: SQLite only"
fi

failed=()
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || failed+=("${names[$i]}")
  cat "$work/gate-${names[$i]}.log"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "the API contract failed on: ${failed[*]}" >&2
  exit 1
fi

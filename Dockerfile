# syntax=docker/dockerfile:1
# Presently in a container: `docker build -t presently .`, then see
# docker-compose.yml or README.md ("Running in a container").
# Three stages: the Next.js static export, the optimised binary that embeds
# it, and a slim runtime image that runs it as a non-root user.

# --- 1. The frontend: the static export in frontend/out -----------------------
FROM node:20-bookworm-slim AS web
# No telemetry from the build: Next.js's, and Scarf's install-time analytics
# (a dependency of swagger-ui-dist; package.json turns it off too).
ENV NEXT_TELEMETRY_DISABLED=1 CI=true SCARF_ANALYTICS=false
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
# `npm install` from the lock, not `npm ci`: the lock holds only some
# platforms' optional binaries (see .ci/run), and `npm ci` refuses that.
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund
COPY frontend/ ./
RUN --mount=type=cache,target=/src/frontend/.next/cache \
    npm run build

# --- 2. The server: target/release/presently with the export embedded ---------
FROM rust:1.95-bookworm AS server
# libpq for diesel's PostgreSQL backend (SQLite is bundled).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq-dev=15.* \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY crates/ crates/
COPY migrations/ migrations/
# crates/api/build.rs embeds ../../frontend/out when out/index.html exists.
COPY --from=web /src/frontend/out/ frontend/out/
# The registry and target/ are cache mounts (kept between builds, not in the
# image), so the binary is copied out of target/ in the same step.
RUN --mount=type=cache,target=/usr/local/cargo/registry,sharing=locked \
    --mount=type=cache,target=/usr/local/cargo/git,sharing=locked \
    --mount=type=cache,target=/src/target,sharing=locked \
    touch crates/api/build.rs \
 && cargo build --release --locked --bin presently \
 && install -D -m 0755 target/release/presently /out/presently

# --- 3. The runtime image ----------------------------------------------------
FROM debian:bookworm-slim
ARG VERSION=0.1.0
ARG SOURCE_URL=""
LABEL org.opencontainers.image.title="Presently" \
      org.opencontainers.image.description="Gift and special-occasion planner: dates with reminders, contacts and friends, wishlists, gift ideas" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE_URL}"
# libpq5: the one shared library the binary needs beyond glibc (TLS is rustls
# with bundled roots). A fixed uid/gid, so a bind-mounted /data can be chowned
# to 10001:10001 ahead of time.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5=15.* \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 10001 presently \
 && useradd --no-log-init --uid 10001 --gid presently --home-dir /data --no-create-home \
      --shell /usr/sbin/nologin presently \
 && install -d -o presently -g presently -m 0700 /data
COPY --from=server /out/presently /usr/local/bin/presently
COPY LICENSE /usr/share/doc/presently/LICENSE
# 0.0.0.0: reachable through the published port (dev login is then off unless
# PRESENTLY_DEV_LOGIN=1). /data holds the SQLite database and session.key.
ENV PRESENTLY_ADDR=0.0.0.0:8080 \
    PRESENTLY_DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /data
VOLUME ["/data"]
EXPOSE 8080
# Numeric (the presently user): a runtime can check it is not root without
# reading /etc/passwd (Kubernetes' runAsNonRoot).
USER 10001:10001
# `presently health` GETs /api/health on PRESENTLY_ADDR's port (no curl here).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["/usr/local/bin/presently", "health"]
# SIGTERM (docker stop): stop accepting, finish in-flight requests (30 s at
# most), then the scheduler's tick (30 s at most), exit 0; give it
# `docker stop -t 70` / stop_grace_period: 70s.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/presently"]

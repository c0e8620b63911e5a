// Helpers for the browser end-to-end tests (run with `node --test`).
//
// Each test file starts its own `presently` binary on a free port with a fresh
// temporary SQLite database and working directory, drives Debian's chromium
// through playwright-core, and stops everything in its `after` hook. The
// server runs under a small shell watchdog that kills it when this Node
// process goes away, so it dies even if the test process itself is killed.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Upper bound for one step (a navigation, a wait for an element). */
export const STEP_TIMEOUT_MS = 15_000;
/** Upper bound for a whole test. */
export const TEST_TIMEOUT_MS = 90_000;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // A test's page lives for seconds: V8's optimising compilers (Maglev,
  // TurboFan) would compile code on background threads only to throw it
  // away. The same JavaScript runs; measured on 2 cores, 8% less CPU.
  "--js-flags=--no-opt,--no-maglev",
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `fn` until it returns a truthy value or `timeoutMs` passes (an error with `fatal` stops at once). */
export async function eventually(fn, { timeoutMs = STEP_TIMEOUT_MS, intervalMs = 100, message } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
      last = value;
    } catch (error) {
      if (error?.fatal) throw error;
      last = error;
    }
    if (Date.now() > deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`${message ?? "condition"} not met within ${timeoutMs} ms (last: ${detail})`);
    }
    await sleep(intervalMs);
  }
}

// ---------------------------------------------------------------------------
// The presently server

// Variables that would change how the server signs people in or where it
// keeps data; the tests set what they need explicitly.
const SCRUBBED_ENV = [
  /^OIDC_/,
  /^PRESENTLY_/,
  /^DATABASE_URL$/,
  /^SESSION_KEY$/,
  /^PUBLIC_URL$/,
  /^AI_/,
  /^SMTP_URL$/,
  /_AFFILIATE_TAG$/,
];

const running = new Set();

// Last-resort cleanup if the test process exits without running `after`.
process.on("exit", () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

// The watchdog: runs the binary in the background, kills it when stdin
// (a pipe from this process) closes or on TERM/INT, and exits with it.
const WATCHDOG = `
exec 3<&0
"$@" </dev/null &
pid=$!
trap 'kill $pid 2>/dev/null' TERM INT
{ cat <&3 >/dev/null; kill $pid 2>/dev/null; } &
wait $pid
status=$?
wait $pid 2>/dev/null
exit $status
`;

/**
 * Starts the `presently` binary (env `PRESENTLY_BIN`, default
 * `<repo>/target/debug/presently`) on a free port of 127.0.0.1 with a fresh
 * temporary database and cwd, and waits for `GET /api/health`.
 * `env` adds variables (for example `OIDC_ISSUER`). `port` may be chosen by
 * the caller (when `PUBLIC_URL` has to name it beforehand).
 */
export async function startPresently({ env = {}, port } = {}) {
  // A free port may be taken by another test file's server between the
  // probe and the bind: then the server says so and another port is tried
  // (unless the caller chose the port).
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startPresentlyOn({ env, port });
    } catch (error) {
      const taken = /Address already in use/.test(String(error?.message));
      if (!taken || port !== undefined || attempt >= 3) throw error;
    }
  }
}

async function startPresentlyOn({ env = {}, port } = {}) {
  const bin = process.env.PRESENTLY_BIN || path.join(REPO_ROOT, "target/debug/presently");
  if (!existsSync(bin)) {
    throw new Error(`presently binary not found at ${bin}: run \`cargo build --bin presently\` (or set PRESENTLY_BIN)`);
  }
  port ??= await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), "presently-e2e-"));
  const childEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SCRUBBED_ENV.some((re) => re.test(name))),
  );
  Object.assign(childEnv, {
    PRESENTLY_ADDR: `127.0.0.1:${port}`,
    DATABASE_URL: `sqlite://${path.join(dir, "presently.db")}`,
    RUST_LOG: process.env.RUST_LOG || "info",
    NO_COLOR: "1",
    // The tests sign in and claim far more often than a person (the limits'
    // own tests are API tests).
    PRESENTLY_DEV_LOGINS_PER_MINUTE: "10000",
    PRESENTLY_GUEST_CLAIMS_PER_MINUTE: "10000",
    PRESENTLY_LIST_GUEST_CLAIMS_PER_HOUR: "10000",
    ...env,
  });

  const child = spawn("sh", ["-c", WATCHDOG, "presently-watchdog", bin], {
    cwd: dir,
    env: childEnv,
    stdio: ["pipe", "pipe", "pipe"],
    detached: true, // own process group, so `stop` can kill the lot
  });
  running.add(child);

  let log = "";
  const keep = (chunk) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
    if (process.env.E2E_VERBOSE) process.stderr.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      running.delete(child);
      resolve(exited);
    });
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const server = {
    baseUrl,
    port,
    dir,
    /** The binary and the environment it runs with (for its commands, such as `price-watch`). */
    bin,
    env: childEnv,
    /** The last lines the server printed. */
    logTail(lines = 40) {
      return log.trimEnd().split("\n").slice(-lines).join("\n");
    },
    url(p = "/") {
      return new URL(p, baseUrl).toString();
    },
    async stop() {
      if (!exited) {
        child.stdin.end(); // the watchdog kills the binary
        const timer = sleep(5_000).then(() => "timeout");
        if ((await Promise.race([exitPromise, timer])) === "timeout") {
          try {
            process.kill(-child.pid, "SIGKILL");
          } catch {
            // already gone
          }
          await exitPromise;
        }
      }
      await rm(dir, { recursive: true, force: true });
    },
  };

  try {
    await eventually(
      async () => {
        if (exited) {
          throw Object.assign(new Error(`presently exited early (${JSON.stringify(exited)})`), { fatal: true });
        }
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        return res.status === 200;
      },
      { timeoutMs: 30_000, message: "GET /api/health answering 200" },
    );
  } catch (error) {
    await server.stop();
    error.message += `\n--- presently log ---\n${server.logTail()}`;
    throw error;
  }
  return server;
}

// ---------------------------------------------------------------------------
// The browser

/** Launches Debian's chromium (no Playwright browser download here). */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 30_000 });
}

/**
 * The tests' own API requests (`page.request`) keep their connections
 * alive; the server closes one idle for 5 s, and a request sent on it as it
 * closes fails with "socket hang up" (ECONNRESET) before the server reads
 * it, which a loaded CI machine hits. Such a request is sent once more, on a
 * new connection (a browser does the same).
 */
function retryDroppedKeepAlive(request) {
  const dropped = (error) => /socket hang up|ECONNRESET/.test(String(error?.message));
  for (const name of ["fetch", "get", "post", "put", "patch", "delete", "head"]) {
    const send = request[name].bind(request);
    request[name] = async (...args) => {
      try {
        return await send(...args);
      } catch (error) {
        if (!dropped(error)) throw error;
        return send(...args);
      }
    };
  }
}

/** A fresh context (one per user: its own cookies) and a page in it. */
export async function newPage(browser, server, contextOptions = {}) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    ...contextOptions,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  // The server's Content-Security-Policy must never block the app itself:
  // `withDiagnostics` fails a test that saw a violation in any of its tabs.
  context.cspViolations = [];
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) {
      context.cspViolations.push(message.text());
    }
  });
  const page = await context.newPage();
  retryDroppedKeepAlive(context.request);
  // Guard: nothing but 127.0.0.1 may be contacted.
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/]|data:|blob:|about:)/, (route) => route.abort());
  return { context, page };
}

/** Runs a `presently` command (e.g. `price-watch`) against the server's database; its output. */
export async function runPresently(server, args) {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve, reject) => {
    execFile(server.bin, args, { env: server.env, timeout: 30_000 }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { message: `${error.message}\n${stderr}` }));
      else resolve(stdout);
    });
  });
}

/** JSON to the API with the page's session (as the app itself would): `{ status, body }`. */
export function callApi(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

/**
 * Watches a tab for what no page should do: log a console error, throw, or
 * make a request that fails (cancelled ones included, but for what a new
 * page load of the tab cancels) or is answered with an error status. `take()` returns what was seen since the last call, one
 * line each; `idle()` resolves once no request of the tab has been in flight for a while, so
 * a test can take a page's record before it moves on (moving on would
 * cancel what is still loading, which is the test's doing, not the page's).
 */
export function watchPage(page) {
  const seen = [];
  const inFlight = new Set();
  const answered = new WeakSet();
  const where = (url) => {
    const parsed = new URL(url);
    return parsed.origin === new URL(page.url() || url).origin ? parsed.pathname + parsed.search : url;
  };
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    seen.push(`console error on ${where(page.url())}: ${message.text()}${url ? ` (${where(url)})` : ""}`);
  });
  page.on("pageerror", (error) => seen.push(`uncaught on ${where(page.url())}: ${error.message}`));
  // What a new page load cancels is the load's doing, not the page's: the
  // requests in flight when the tab starts loading a document are let go.
  const abandoned = new WeakSet();
  // A live list page's stream (server-sent events) stays open while the
  // page does: never "in flight", and the page closing it is not a failure.
  const isStream = (request) => request.resourceType() === "eventsource";
  // Between a document load's request and its commit, the old page may
  // still start requests (a Next prefetch); the load cancels those too.
  let loading = false;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      for (const pending of inFlight) abandoned.add(pending);
      loading = true;
    } else if (loading) {
      abandoned.add(request);
    }
    if (!isStream(request)) inFlight.add(request);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loading = false;
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => {
    inFlight.delete(request);
    // A HEAD answered (Next's prefetch asks a page's status so) is reported
    // aborted when Chromium ends its body load, though it has none to read.
    if (request.method() === "HEAD" && answered.has(request)) return;
    if ((abandoned.has(request) || isStream(request)) && request.failure()?.errorText === "net::ERR_ABORTED") return;
    seen.push(`request failed on ${where(page.url())}: ${request.method()} ${where(request.url())} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    answered.add(response.request());
    if (response.status() >= 400) {
      seen.push(`${response.status()} on ${where(page.url())}: ${response.request().method()} ${where(response.url())}`);
    }
  });
  return {
    take: () => seen.splice(0),
    // Quiet for a while, not for an instant: a prefetch asks its page's
    // status, then its tree, with nothing in flight between the two.
    idle: async () => {
      let quietSince = null;
      await eventually(
        () => {
          if (inFlight.size > 0) quietSince = null;
          else quietSince ??= Date.now();
          return quietSince !== null && Date.now() - quietSince >= 300;
        },
        { message: "no request in flight for 300 ms", intervalMs: 50 },
      );
    },
  };
}

/** What a tab's watcher saw once nothing is loading, less the lines naming one of `expected`; fails if any. */
export async function assertClean(watcher, what, expected = []) {
  await watcher.idle();
  const seen = watcher.take().filter((line) => !expected.some((part) => line.includes(part)));
  assert.deepEqual(seen, [], `${what}:\n${seen.join("\n")}`);
}

/** The card of Settings (or any page) whose heading is `title`. */
export function cardOf(page, title) {
  return page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Path plus query of the page's current URL. */
export function pathOf(page) {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * On the dev login form (`/api/dev-login`): fills email, first and last name
 * and submits; resolves once the browser has left the form.
 */
export async function submitDevLogin(page, { email, firstName = "", lastName = "" }) {
  await page.waitForURL((url) => url.pathname === "/api/dev-login");
  await page.locator("#email").fill(email);
  await page.locator("#first_name").fill(firstName);
  await page.locator("#last_name").fill(lastName);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== "/api/dev-login"),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
}

/** Signs in through `/api/login?returnTo=` and the dev login form. */
export async function devLogin(page, user, returnTo = "/") {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submitDevLogin(page, user);
}

/** `GET /api/auth/user` with the page's cookies: { status, body }. */
export async function currentUser(page) {
  const res = await page.request.get("/api/auth/user", { failOnStatusCode: false });
  let body = null;
  try {
    body = await res.json();
  } catch {
    // not JSON
  }
  return { status: res.status(), body };
}

/**
 * Runs a test body; on failure adds what helps to see why: the page's URL,
 * the start of its visible text and the server's last log lines.
 */
export async function withDiagnostics({ server, page }, body) {
  try {
    await body();
    const violations = page?.context().cspViolations ?? [];
    if (violations.length > 0) {
      throw new Error(`Content-Security-Policy blocked the app:\n${violations.join("\n")}`);
    }
  } catch (error) {
    let extra = "";
    if (page && !page.isClosed()) {
      extra += `\n--- page ${page.url()} ---\n`;
      try {
        const text = await page.locator("body").innerText({ timeout: 2_000 });
        extra += text.slice(0, 1_500);
      } catch {
        extra += "(no body text)";
      }
    }
    if (server) extra += `\n--- presently log ---\n${server.logTail(25)}`;
    if (error && typeof error === "object" && "message" in error) error.message += extra;
    throw error;
  }
}

/**
 * A new user's own tab: a fresh context recording its toasts, signed in
 * through the dev login as `user` and on home once it greets them by first
 * name. Returns `{ context, page }`.
 */
export async function signedIn(browser, server, user) {
  const { context, page } = await newPage(browser, server);
  await recordToasts(context);
  await devLogin(page, user);
  await page.getByRole("heading", { name: new RegExp(`, ${user.firstName}$`) }).waitFor();
  return { context, page };
}

/** Records every toast shown (title and description), across navigations of one tab. */
export async function recordToasts(context) {
  await context.addInitScript(() => {
    const KEY = "e2e-toasts";
    const seen = () => JSON.parse(sessionStorage.getItem(KEY) || "[]");
    const scan = () => {
      const region = document.querySelector('[role="region"][aria-label^="Notifications"]');
      if (!region) return;
      for (const li of region.querySelectorAll("li")) {
        const text = li.innerText.replace(/\s+/g, " ").trim();
        const all = seen();
        if (text && !all.includes(text)) sessionStorage.setItem(KEY, JSON.stringify([...all, text]));
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toasts recorded by `recordToasts` in this tab so far. */
export async function recordedToasts(page) {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-toasts") || "[]"));
}

/** Waits until a toast containing every one of `parts` has been shown in this tab. */
export async function sawToast(page, ...parts) {
  await eventually(
    async () => {
      const toasts = await recordedToasts(page);
      return toasts.some((t) => parts.every((p) => t.includes(p)));
    },
    { message: `a toast with ${JSON.stringify(parts)}` },
  );
}

/**
 * For a `describe` block: starts the server (with `options`, or what the
 * async function `options` returns) and Chromium before its tests and stops
 * both after. Read `suite.server` and `suite.browser` inside the tests.
 */
export function serverAndBrowser(options = {}) {
  const suite = { server: null, browser: null };
  before(async () => {
    suite.server = await startPresently(typeof options === "function" ? await options() : options);
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** Two people become friends: `from` asks by API, `to` accepts. */
export async function makeFriends(from, to, toUser) {
  const request = await from.page.request.post("/api/friends/request", { data: { receiverEmail: toUser.email } });
  assert.ok(request.ok(), `friend request: ${request.status()}`);
  const { id } = await request.json();
  const accept = await to.page.request.post("/api/friends/accept", { data: { requestId: id } });
  assert.equal(accept.status(), 200, "accept");
}

/** JSON from the API with the tab's session; fails on a non-2xx answer. */
export async function apiJson(page, method, path, data) {
  const res = await page.request.fetch(path, { method, data, failOnStatusCode: false });
  const text = await res.text();
  assert.ok(res.ok(), `${method} ${path} answered ${res.status()}: ${text}`);
  return text ? JSON.parse(text) : null;
}

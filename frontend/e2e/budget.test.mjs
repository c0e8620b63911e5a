// The first visit's budgets: the JavaScript a browser loads with a page,
// gzipped, read from the export. The landing (the page the server sends for
// `/` without a session) has its own budget; the signed-in home and every
// other signed-in app page share one: the framework, the signed-in chrome
// and the page's own code, with what the page needs only later (dialogs,
// menus, the chat panel) loaded when it is needed. Prints the figures (a
// table of the app pages) and fails past a budget.

import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

import { REPO_ROOT } from "./support.mjs";

const OUT = path.join(REPO_ROOT, "frontend/out");
/** The signed-in app's pages: `frontend/app/(app)`, each folder with a `page.tsx` one route. */
const APP_ROUTES = path.join(REPO_ROOT, "frontend/app/(app)");

export const LANDING_BUDGET_BYTES = 120 * 1000;
/** The signed-in home's budget, and every other signed-in app page's. */
export const SIGNED_IN_HOME_BUDGET_BYTES = 200 * 1000;

const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * The JavaScript a page loads at once: its external scripts (not
 * `nomodule`) and preloaded scripts, by path, and its inline scripts
 * (gzipped together, as one).
 */
function scriptsOf(file) {
  const html = readFileSync(path.join(OUT, file), "utf8");
  const external = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = tag.match(/\ssrc="([^"]+)"/)?.[1];
    if (src && !/\snomodule\b/i.test(tag)) external.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const isScript = /rel="modulepreload"/.test(tag) || (/rel="preload"/.test(tag) && /as="script"/.test(tag));
    const href = tag.match(/\shref="([^"]+)"/)?.[1];
    if (isScript && href) external.add(href);
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  return { external, inline: inline ? gzipped(Buffer.from(inline)) : 0 };
}

const scriptSizes = new Map();
/** Gzipped bytes of one script of the export. */
function scriptBytes(src) {
  if (!scriptSizes.has(src)) scriptSizes.set(src, gzipped(readFileSync(path.join(OUT, src.split("?")[0]))));
  return scriptSizes.get(src);
}

/** Gzipped bytes of the JavaScript a page loads at once: external scripts (not `nomodule`), preloaded scripts, inline scripts. */
export function firstLoadJavaScript(file) {
  const { external, inline } = scriptsOf(file);
  let total = inline;
  for (const src of external) total += scriptBytes(src);
  return { total, files: external.size };
}

/**
 * The signed-in app's pages as exported: a route per `page.tsx` under
 * `app/(app)` (route groups left out), `/` as index.html and a dynamic
 * segment as its shell `_` (/wishlist/42 is served wishlist/_.html).
 */
export function signedInAppPages() {
  const pages = [];
  const walk = (dir, segments) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const name = entry.name;
        const segment = /^\(.*\)$/.test(name) ? null : /^\[.*\]$/.test(name) ? "_" : name;
        walk(path.join(dir, name), segment === null ? segments : [...segments, segment]);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        const route = `/${segments.join("/")}`;
        pages.push({ route, file: segments.length === 0 ? "index.html" : `${segments.join("/")}.html` });
      }
    }
  };
  walk(APP_ROUTES, []);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

test("the landing's first-load JavaScript stays within its budget", () => {
  const landing = firstLoadJavaScript("landing.html");
  const home = firstLoadJavaScript("index.html");
  console.log(
    `first-load JavaScript, gzipped: landing (signed out /) ${kB(landing.total)} in ${landing.files} files ` +
      `(budget ${kB(LANDING_BUDGET_BYTES)}); signed-in home ${kB(home.total)} in ${home.files} files ` +
      `(budget ${kB(SIGNED_IN_HOME_BUDGET_BYTES)})`,
  );
  assert.ok(
    landing.total <= LANDING_BUDGET_BYTES,
    `the landing loads ${kB(landing.total)} of JavaScript, gzipped; the budget is ${kB(LANDING_BUDGET_BYTES)}`,
  );
});

test("the signed-in home's first-load JavaScript stays within its budget", () => {
  const home = firstLoadJavaScript("index.html");
  assert.ok(
    home.total <= SIGNED_IN_HOME_BUDGET_BYTES,
    `the signed-in home loads ${kB(home.total)} of JavaScript in ${home.files} files, gzipped; ` +
      `the budget is ${kB(SIGNED_IN_HOME_BUDGET_BYTES)}`,
  );
});

test("every signed-in app page loads the shared scripts and its own, within the home's budget", () => {
  const pages = signedInAppPages();
  assert.ok(pages.some((p) => p.route === "/"), "the signed-in home is one of the app's pages");
  const missing = pages.filter((p) => !existsSync(path.join(OUT, p.file)));
  assert.deepEqual(missing, [], `not in the export: ${missing.map((p) => p.file).join(", ")}`);

  const loaded = pages.map((page) => ({ ...page, ...scriptsOf(page.file) }));
  // What every app page loads: the framework and the signed-in chrome.
  const shared = new Set([...loaded[0].external].filter((src) => loaded.every((p) => p.external.has(src))));
  const sharedBytes = [...shared].reduce((sum, src) => sum + scriptBytes(src), 0);
  const rows = loaded.map((page) => {
    const own = [...page.external].filter((src) => !shared.has(src));
    const ownBytes = own.reduce((sum, src) => sum + scriptBytes(src), 0);
    return { ...page, ownFiles: own.length, ownBytes, total: sharedBytes + ownBytes + page.inline };
  });

  const width = Math.max(...rows.map((r) => r.route.length), "page".length);
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(12))).join("  ");
  console.log(
    [
      `first-load JavaScript of the signed-in app pages, gzipped (budget ${kB(SIGNED_IN_HOME_BUDGET_BYTES)} each); ` +
        `shared by all: ${kB(sharedBytes)} in ${shared.size} files`,
      line(["page", "first load", "files", "own scripts", "own files", "inline"]),
      ...rows.map((r) =>
        line([r.route, kB(r.total), String(r.external.size), kB(r.ownBytes), String(r.ownFiles), kB(r.inline)]),
      ),
    ].join("\n"),
  );

  const over = rows.filter((r) => r.total > SIGNED_IN_HOME_BUDGET_BYTES);
  assert.deepEqual(
    over.map((r) => `${r.route} ${kB(r.total)}`),
    [],
    `past the budget of ${kB(SIGNED_IN_HOME_BUDGET_BYTES)} (shared ${kB(sharedBytes)} plus the page's own scripts)`,
  );
});

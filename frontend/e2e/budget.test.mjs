// The first visit's budget: the JavaScript a signed-out visitor's browser
// loads with the landing (the page the server sends for `/` without a
// session), gzipped, read from the export. Prints the figure (and, for the
// README, the signed-in home's) and fails past the budget.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

import { REPO_ROOT } from "./support.mjs";

const OUT = path.join(REPO_ROOT, "frontend/out");
export const LANDING_BUDGET_BYTES = 120 * 1000;

/** Gzipped bytes of the JavaScript a page loads at once: external scripts (not `nomodule`), preloaded scripts, inline scripts. */
export function firstLoadJavaScript(file) {
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
  const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;
  let total = 0;
  for (const src of external) total += gzipped(readFileSync(path.join(OUT, src.split("?")[0])));
  const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  if (inline) total += gzipped(Buffer.from(inline));
  return { total, files: external.size };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

test("the landing's first-load JavaScript stays within its budget", () => {
  const landing = firstLoadJavaScript("landing.html");
  const home = firstLoadJavaScript("index.html");
  console.log(
    `first-load JavaScript, gzipped: landing (signed out /) ${kB(landing.total)} in ${landing.files} files ` +
      `(budget ${kB(LANDING_BUDGET_BYTES)}); signed-in home ${kB(home.total)} in ${home.files} files`,
  );
  assert.ok(
    landing.total <= LANDING_BUDGET_BYTES,
    `the landing loads ${kB(landing.total)} of JavaScript, gzipped; the budget is ${kB(LANDING_BUDGET_BYTES)}`,
  );
});

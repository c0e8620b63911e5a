// After `next build`: writes out/sw.js from service-worker/sw.js with the
// files to keep for offline use (the offline page, the styles and scripts it
// loads, the manifest, icons and the plain scripts in public/) and a version
// made from their contents, so a new build replaces the old cache.

import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "out");

/** The same-origin files an exported page loads: stylesheets and scripts. */
export function assetsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<(?:link|script)\b[^>]*?\s(?:href|src)="(\/[^"]+)"/g)) {
    const url = match[1];
    if (url.startsWith("/_next/static/") || /\.(?:css|js)$/.test(url)) urls.add(url);
  }
  return [...urls];
}

/** Where an URL path is in the export (`/offline` -> out/offline.html). */
function fileOf(url) {
  return url.endsWith("/") || !path.extname(url) ? path.join(OUT, `${url}.html`) : path.join(OUT, url);
}

const offlineHtml = await readFile(path.join(OUT, "offline.html"), "utf8");
const precache = [
  "/offline",
  ...assetsOf(offlineHtml),
  "/manifest.webmanifest",
  "/favicon.ico",
  "/icons/icon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/icon-maskable-512.png",
  "/icons/apple-touch-icon.png",
  "/register-sw.js",
  "/dialog-commands.js",
];
const unique = [...new Set(precache)];
const hash = createHash("sha256");
for (const url of unique) {
  hash.update(url);
  hash.update(await readFile(fileOf(url)));
}
const template = await readFile(path.join(ROOT, "service-worker/sw.js"), "utf8");
const version = hash.digest("hex").slice(0, 16);
await writeFile(
  path.join(OUT, "sw.js"),
  `const PRECACHE_VERSION = ${JSON.stringify(version)};\nconst PRECACHE_URLS = ${JSON.stringify(unique)};\n\n${template}`,
);
console.log(`out/sw.js: ${unique.length} files kept for offline use (version ${version})`);

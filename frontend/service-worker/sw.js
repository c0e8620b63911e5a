// Presently's service worker. `scripts/service-worker.mjs` writes it to
// out/sw.js after the export, with PRECACHE_VERSION and PRECACHE_URLS (the
// offline page, its styles, the icons and manifest) defined above this text.
//
// What it keeps: only files that are the same for everyone. Build assets
// under /_next/static are named by their content, so a kept copy is never
// stale. Pages and API answers always come from the network and are never
// stored: `/` differs by who is signed in, and an API answer is one
// person's data. A page load that cannot reach the server gets the offline
// page, which holds nobody's data.

/* global PRECACHE_VERSION, PRECACHE_URLS */

const CACHE_PREFIX = "presently-";
const CACHE = CACHE_PREFIX + PRECACHE_VERSION;
const OFFLINE_PAGE = "/offline";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** How a request is answered: "offline-fallback", "cache-first", or null (the network, untouched). */
function strategyFor(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return null;
  if (request.mode === "navigate") return "offline-fallback";
  if (url.pathname.startsWith("/_next/static/") || PRECACHE_URLS.includes(url.pathname)) return "cache-first";
  return null;
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

async function offlineFallback(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === "cache-first") event.respondWith(cacheFirst(event.request));
  if (strategy === "offline-fallback") event.respondWith(offlineFallback(event.request));
});

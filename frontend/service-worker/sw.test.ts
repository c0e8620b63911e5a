// The service worker's rules, run on stand-ins for the worker's globals: it
// keeps only what is the same for everyone and never answers a page or an
// API call from a stored copy while the network answers.
import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeEach, describe, expect, it, vi } from "vitest";

const SOURCE = readFileSync(path.join(__dirname, "sw.js"), "utf8");
const ORIGIN = "https://presently.test";
const PRECACHE = ["/offline", "/_next/static/css/a.css", "/manifest.webmanifest", "/icons/icon-192.png"];

type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  request?: Request;
  respondWith: (answer: Promise<Response> | Response) => void;
  waitUntil: (work: Promise<unknown>) => void;
}

/** A cache store in memory, keyed by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    const key = (r: Request | string) => new URL(typeof r === "string" ? r : r.url, ORIGIN).href;
    return {
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request | string, res: Response) => void store.set(key(r), res),
      addAll: async (requests: Request[]) => {
        for (const r of requests) store.set(key(r), new Response(`kept ${new URL(r.url).pathname}`));
      },
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (r: string, options: { cacheName: string }) => (await open(options.cacheName)).match(r),
    },
  };
}

function loadWorker(network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const caches = fakeCaches();
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  const fetchSpy = vi.fn(network);
  // In a worker, a relative URL is read against the worker's own address.
  class WorkerRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  }
  new Function("self", "caches", "fetch", "Request", "PRECACHE_VERSION", "PRECACHE_URLS", SOURCE)(
    self,
    caches.api,
    fetchSpy,
    WorkerRequest,
    "v1",
    PRECACHE,
  );
  async function dispatch(type: string, request?: Request) {
    let answer: Promise<Response> | Response | undefined;
    const work: Promise<unknown>[] = [];
    listeners.get(type)!({ request, respondWith: (a) => (answer = a), waitUntil: (w) => work.push(w) });
    await Promise.all(work);
    return answer === undefined ? undefined : await answer;
  }
  return { dispatch, caches, fetchSpy };
}

/** A page load (`Request` outside a browser refuses mode "navigate"). */
function page(pathname: string) {
  return { url: ORIGIN + pathname, method: "GET", mode: "navigate" } as Request;
}

describe("service worker", () => {
  let online = true;
  const network = async (request: Request) => {
    if (!online) throw new TypeError("Failed to fetch");
    const res = new Response(`fresh ${new URL(request.url).pathname}`, { status: 200 });
    // What a browser's same-origin answer says it is.
    return Object.defineProperty(res, "type", { value: "basic" });
  };
  beforeEach(() => {
    online = true;
  });

  it("keeps the offline page and assets on install, and drops older versions on activate", async () => {
    const worker = loadWorker(network);
    await worker.caches.api.open("presently-old");
    await worker.dispatch("install");
    await worker.dispatch("activate");
    expect([...worker.caches.stores.keys()]).toEqual(["presently-v1"]);
    expect([...worker.caches.stores.get("presently-v1")!.keys()]).toEqual(PRECACHE.map((p) => ORIGIN + p));
  });

  it("answers page loads from the network and never stores them, `/` included", async () => {
    const worker = loadWorker(network);
    await worker.dispatch("install");
    for (const pathname of ["/", "/wishlist", "/lists/abc"]) {
      const res = await worker.dispatch("fetch", page(pathname));
      expect(await res!.text()).toBe(`fresh ${pathname}`);
    }
    const kept = [...worker.caches.stores.get("presently-v1")!.keys()];
    expect(kept).toEqual(PRECACHE.map((p) => ORIGIN + p));
  });

  it("offline, a page load gets the offline page", async () => {
    const worker = loadWorker(network);
    await worker.dispatch("install");
    online = false;
    const res = await worker.dispatch("fetch", page("/wishlist"));
    expect(await res!.text()).toBe("kept /offline");
  });

  it("leaves API calls, other methods and other origins to the network, untouched", async () => {
    const worker = loadWorker(network);
    await worker.dispatch("install");
    expect(await worker.dispatch("fetch", new Request(ORIGIN + "/api/auth/user"))).toBeUndefined();
    expect(await worker.dispatch("fetch", new Request(ORIGIN + "/api/wishlist", { method: "POST" }))).toBeUndefined();
    expect(await worker.dispatch("fetch", new Request("https://shop.example/x.png"))).toBeUndefined();
    // The router's payload for a page is one person's view of `/`: network only.
    expect(await worker.dispatch("fetch", new Request(ORIGIN + "/index.txt"))).toBeUndefined();
    expect(worker.fetchSpy).not.toHaveBeenCalled();
  });

  it("keeps build assets (named by content) after the first load", async () => {
    const worker = loadWorker(network);
    await worker.dispatch("install");
    const asset = () => new Request(ORIGIN + "/_next/static/chunks/app-123.js");
    expect(await (await worker.dispatch("fetch", asset()))!.text()).toBe("fresh /_next/static/chunks/app-123.js");
    online = false;
    expect(await (await worker.dispatch("fetch", asset()))!.text()).toBe("fresh /_next/static/chunks/app-123.js");
    expect(worker.fetchSpy).toHaveBeenCalledTimes(1);
  });
});

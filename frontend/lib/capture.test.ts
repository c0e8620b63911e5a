import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api";
import {
  bookmarkletCode,
  CAPTURE_PAGE,
  CAPTURE_READY,
  CAPTURE_RECEIVED,
  capturedPageTitle,
  isAmazonWishList,
  isCapturedPage,
  isWalledPageError,
  isWishListPage,
  linkFromSearch,
  linkFromShare,
  MAX_CAPTURE_BYTES,
  titleFromSearch,
  WISH_LIST_MAX_TICKS,
  WISH_LIST_SCROLL_MS,
  WISH_LIST_STILL_TICKS,
} from "@/lib/capture";
import { PAGE_TOO_COMPLEX } from "@/lib/messages";

const ORIGIN = "https://presently.example";
const SHOP = "https://shop.example";
const PRODUCT = "https://shop.example/p/kettle?colour=red&size=1";

/** The bookmarklet's JavaScript: the URL without `javascript:`, decoded. */
function source(origin = ORIGIN): string {
  const url = bookmarkletCode(origin);
  expect(url.startsWith("javascript:")).toBe(true);
  return decodeURIComponent(url.slice("javascript:".length));
}

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

/**
 * Runs the bookmarklet in a fake shop tab: `window.open` answers `popup`
 * (a fake window with `postMessage`, or null for a blocked pop-up), the page
 * is `html` at `href`. Returns the fakes and `send`, which delivers a
 * message event to the listeners the bookmarklet added.
 */
function run({ html = "<html><body>Kettle</body></html>", href = PRODUCT, blocked = false } = {}) {
  const popup = { postMessage: vi.fn() };
  const listeners = new Set<Listener>();
  const win = {
    open: vi.fn(() => (blocked ? null : popup)),
    alert: vi.fn(),
    location: { href },
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === "message") listeners.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === "message") listeners.delete(listener);
    }),
  };
  const doc = { documentElement: { outerHTML: html } };
  new Function("window", "document", source())(win, doc);
  function send(event: { source: unknown; origin: string; data: unknown }) {
    for (const listener of [...listeners]) listener(event);
  }
  return { win, popup, listeners, send };
}

describe("bookmarkletCode", () => {
  it("is a javascript: URL holding the origin JSON-quoted", () => {
    const url = bookmarkletCode(ORIGIN);
    expect(url).toMatch(/^javascript:/);
    expect(source()).toContain(JSON.stringify(ORIGIN));
    // One line, nothing a browser would mangle in a bookmark.
    expect(url.slice("javascript:".length)).not.toMatch(/[\s"#]/);
  });

  it("quotes an unusual origin safely", () => {
    const odd = 'http://localhost:3000"; alert(1); "';
    expect(source(odd)).toContain(JSON.stringify(odd));
    expect(() => new Function(source(odd))).not.toThrow();
  });

  it("parses as JavaScript", () => {
    expect(() => new Function(source())).not.toThrow();
  });

  it("opens /capture with the page's address", () => {
    const { win } = run();
    expect(win.open).toHaveBeenCalledWith(
      `${ORIGIN}/capture?url=${encodeURIComponent(PRODUCT)}`,
      "presently-capture",
      "width=560,height=760",
    );
  });

  it("posts the page to the pop-up, for Presently's origin only, once the pop-up is ready", () => {
    const html = "<html><head><title>Kettle</title></head><body>£24.99</body></html>";
    const { popup, send } = run({ html });
    expect(popup.postMessage).not.toHaveBeenCalled();

    send({ source: popup, origin: ORIGIN, data: { type: CAPTURE_READY } });
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    expect(popup.postMessage).toHaveBeenCalledWith({ type: CAPTURE_PAGE, url: PRODUCT, html }, ORIGIN);
  });

  it("ignores a ready message from another window or another origin", () => {
    const { popup, send } = run();
    send({ source: {}, origin: ORIGIN, data: { type: CAPTURE_READY } });
    send({ source: popup, origin: SHOP, data: { type: CAPTURE_READY } });
    send({ source: popup, origin: "https://presently.example.evil", data: { type: CAPTURE_READY } });
    send({ source: popup, origin: ORIGIN, data: null });
    send({ source: popup, origin: ORIGIN, data: { type: "something-else" } });
    expect(popup.postMessage).not.toHaveBeenCalled();
  });

  it("stops listening once the pop-up has the page", () => {
    const { popup, send, listeners, win } = run();
    send({ source: popup, origin: ORIGIN, data: { type: CAPTURE_READY } });
    send({ source: popup, origin: ORIGIN, data: { type: CAPTURE_RECEIVED } });
    expect(win.removeEventListener).toHaveBeenCalledWith("message", expect.any(Function));
    expect(listeners.size).toBe(0);
    send({ source: popup, origin: ORIGIN, data: { type: CAPTURE_READY } });
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
  });

  it("trims a page over 2 MiB to fit", () => {
    const html = "<html>" + "é".repeat(MAX_CAPTURE_BYTES) + "</html>"; // ~4 MiB of UTF-8
    const { popup, send } = run({ html });
    send({ source: popup, origin: ORIGIN, data: { type: CAPTURE_READY } });
    const sent = popup.postMessage.mock.calls[0][0] as { html: string };
    expect(new Blob([sent.html]).size).toBeLessThanOrEqual(MAX_CAPTURE_BYTES);
    expect(new Blob([sent.html]).size).toBeGreaterThan(MAX_CAPTURE_BYTES * 0.8);
    expect(html.startsWith(sent.html)).toBe(true);
  });

  it("asks to allow pop-ups when the pop-up is blocked, and listens to nothing", () => {
    const { win, listeners } = run({ blocked: true });
    expect(win.alert).toHaveBeenCalledWith("Presently: allow pop-ups for this site, then click the button again.");
    expect(listeners.size).toBe(0);
  });
});

const WISH_LIST = "https://www.amazon.com/hz/wishlist/ls/3K2ABCDEF1?ref_=wl_share";

/**
 * Runs the bookmarklet in a fake Amazon wish list tab (`href`), whose list
 * loads `pageSize` more pixels with each scroll while it has items left
 * (`loads` scrolls' worth; `null`: forever), then shows the end-of-list
 * marker (unless `marker` is false). `html()` is what the page holds now.
 * Runs on fake timers: advance them to scroll.
 */
function runOnWishList({
  href = WISH_LIST,
  loads = 3 as number | null,
  marker = true,
  items = true,
} = {}) {
  vi.useFakeTimers();
  const popup = { postMessage: vi.fn() };
  const listeners = new Set<Listener>();
  const state = { height: 1000, loaded: 0, ended: false };
  const win = {
    open: vi.fn(() => popup),
    alert: vi.fn(),
    location: { href, pathname: new URL(href).pathname },
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    scrollTo: vi.fn(() => {
      // Amazon loads the next items as the end comes into view.
      if (loads === null || state.loaded < loads) {
        state.loaded += 1;
        state.height += 1000;
      } else if (marker) {
        state.ended = true;
      }
    }),
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === "message") listeners.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === "message") listeners.delete(listener);
    }),
  };
  const html = () => `<html><body><ul id="g-items">${"<li>item</li>".repeat(state.loaded + 1)}</ul></body></html>`;
  const doc = {
    documentElement: {
      get outerHTML() {
        return html();
      },
    },
    body: {
      get scrollHeight() {
        return state.height;
      },
    },
    getElementById: (id: string) => {
      if (id === "g-items") return items ? {} : null;
      if (id === "endOfListMarker") return state.ended ? {} : null;
      return null;
    },
  };
  new Function("window", "document", source())(win, doc);
  function ready() {
    for (const listener of [...listeners]) listener({ source: popup, origin: ORIGIN, data: { type: CAPTURE_READY } });
  }
  const tick = (n = 1) => vi.advanceTimersByTime(n * WISH_LIST_SCROLL_MS);
  return { win, popup, ready, tick, html, state };
}

describe("bookmarkletCode on an Amazon wish list", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens the pop-up at once, scrolls to the end, and only then answers ready with the whole list", () => {
    const { win, popup, ready, tick, html } = runOnWishList({ loads: 3 });
    // At once, inside the click: a pop-up blocker lets it through.
    expect(win.open).toHaveBeenCalledWith(
      `${ORIGIN}/capture?url=${encodeURIComponent(WISH_LIST)}`,
      "presently-capture",
      "width=560,height=760",
    );
    ready();
    expect(popup.postMessage).not.toHaveBeenCalled();

    tick(3);
    expect(win.scrollTo).toHaveBeenCalledTimes(3);
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 3000);
    ready();
    expect(popup.postMessage).not.toHaveBeenCalled();

    // The fourth scroll loads nothing more: the end-of-list marker shows.
    tick();
    ready();
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    expect(popup.postMessage).toHaveBeenCalledWith({ type: CAPTURE_PAGE, url: WISH_LIST, html: html() }, ORIGIN);
    expect(html()).toContain("<li>item</li>".repeat(4));

    // Done scrolling.
    tick(10);
    expect(win.scrollTo).toHaveBeenCalledTimes(4);
  });

  it("stops once the page has not grown for 6 scrolls, without an end marker", () => {
    const { win, popup, ready, tick } = runOnWishList({ loads: 2, marker: false });
    tick(2 + WISH_LIST_STILL_TICKS - 1);
    ready();
    expect(popup.postMessage).not.toHaveBeenCalled();
    tick();
    ready();
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    tick(10);
    expect(win.scrollTo).toHaveBeenCalledTimes(2 + WISH_LIST_STILL_TICKS);
  });

  it("stops after 240 scrolls of a list that keeps growing", () => {
    const { win, popup, ready, tick } = runOnWishList({ loads: null });
    tick(WISH_LIST_MAX_TICKS - 1);
    ready();
    expect(popup.postMessage).not.toHaveBeenCalled();
    tick();
    ready();
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).toHaveBeenCalledTimes(WISH_LIST_MAX_TICKS);
  });

  it("reads a /wishlist/ page without the items' list at once, without scrolling", () => {
    const { win, popup, ready } = runOnWishList({ items: false });
    ready();
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });

  it("leaves a product page alone: read at once", () => {
    const { win, popup, ready } = runOnWishList({ href: "https://www.amazon.com/dp/B07NQRM6ML" });
    ready();
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});

describe("isAmazonWishList and isWishListPage", () => {
  it("is an Amazon host with a /wishlist/ path", () => {
    expect(isAmazonWishList(WISH_LIST)).toBe(true);
    expect(isAmazonWishList("https://www.amazon.co.uk/registry/wishlist/2ABC/")).toBe(true);
    expect(isAmazonWishList("https://smile.amazon.de/hz/wishlist/ls/XYZ")).toBe(true);
    expect(isAmazonWishList("https://www.amazon.com/dp/B07NQRM6ML")).toBe(false);
    expect(isAmazonWishList("https://shop.example/hz/wishlist/ls/XYZ")).toBe(false);
    expect(isAmazonWishList("javascript:amazon.com/wishlist/")).toBe(false);
    expect(isAmazonWishList(null)).toBe(false);
    expect(isAmazonWishList("")).toBe(false);
  });

  it("takes a page with the items' list under a /wishlist/ path on any host", () => {
    const list = '<html><body><ul id="g-items" class="a-unordered-list"></ul></body></html>';
    expect(isWishListPage({ url: WISH_LIST, html: "<html></html>" })).toBe(true);
    expect(isWishListPage({ url: "http://127.0.0.1:4000/hz/wishlist/ls/X", html: list })).toBe(true);
    expect(isWishListPage({ url: "http://127.0.0.1:4000/hz/wishlist/ls/X", html: "<ul id='g-items'>" })).toBe(true);
    expect(isWishListPage({ url: "http://127.0.0.1:4000/p/kettle", html: list })).toBe(false);
    expect(isWishListPage({ url: "http://127.0.0.1:4000/hz/wishlist/ls/X", html: '<ul id="g-items-more">' })).toBe(false);
    expect(isWishListPage({ url: PRODUCT, html: "<html></html>" })).toBe(false);
  });
});

describe("isCapturedPage", () => {
  const page = { type: CAPTURE_PAGE, url: PRODUCT, html: "<html></html>" };

  it("accepts the bookmarklet's message", () => {
    expect(isCapturedPage(page)).toBe(true);
    expect(isCapturedPage({ ...page, url: "http://shop.example/p" })).toBe(true);
    expect(isCapturedPage({ ...page, html: "x".repeat(MAX_CAPTURE_BYTES) })).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["a string", "presently-capture"],
    ["another type", { ...page, type: CAPTURE_READY }],
    ["no url", { ...page, url: undefined }],
    ["a relative url", { ...page, url: "/p/kettle" }],
    ["a javascript: url", { ...page, url: "javascript:alert(1)" }],
    ["an ftp url", { ...page, url: "ftp://shop.example/p" }],
    ["no html", { ...page, html: undefined }],
    ["html that is not a string", { ...page, html: 42 }],
    ["html over 2 MiB", { ...page, html: "x".repeat(MAX_CAPTURE_BYTES + 1) }],
    ["html over 2 MiB in bytes, not in characters", { ...page, html: "é".repeat(MAX_CAPTURE_BYTES / 2 + 1) }],
  ])("refuses %s", (_, data) => {
    expect(isCapturedPage(data)).toBe(false);
  });
});

describe("linkFromShare", () => {
  it("takes url first", () => {
    expect(linkFromShare({ url: PRODUCT, text: "see https://other.example/a", title: "https://t.example" })).toBe(PRODUCT);
  });

  it("else the first link in text", () => {
    expect(
      linkFromShare({ url: null, text: `Look at this kettle: ${PRODUCT}. Or https://other.example/b`, title: "Kettle" }),
    ).toBe(PRODUCT);
    expect(linkFromShare({ url: "", text: "(see https://shop.example/p/mug)", title: undefined })).toBe(
      "https://shop.example/p/mug",
    );
    expect(linkFromShare({ text: "https://en.example/wiki/Kettle_(appliance)" })).toBe(
      "https://en.example/wiki/Kettle_(appliance)",
    );
  });

  it("else the first link in title", () => {
    expect(linkFromShare({ url: null, text: "A kettle", title: "Kettle - https://shop.example/p/k" })).toBe(
      "https://shop.example/p/k",
    );
  });

  it("skips a url that is no http(s) link", () => {
    expect(linkFromShare({ url: "javascript:alert(1)", text: PRODUCT })).toBe(PRODUCT);
  });

  it("else null", () => {
    expect(linkFromShare({ url: null, text: "A kettle", title: "Kettle" })).toBeNull();
    expect(linkFromShare({})).toBeNull();
    expect(linkFromShare({ text: "ftp://shop.example/p" })).toBeNull();
  });

  it("reads a /capture query", () => {
    expect(linkFromSearch(`?url=${encodeURIComponent(PRODUCT)}`)).toBe(PRODUCT);
    expect(linkFromSearch(`?title=Kettle&text=${encodeURIComponent(`Kettle ${PRODUCT}`)}`)).toBe(PRODUCT);
    expect(linkFromSearch("")).toBeNull();
  });
});

describe("capturedPageTitle", () => {
  it("reads the page's <title> as the tab showed it: entities decoded, spaces collapsed", () => {
    expect(capturedPageTitle("<html><head><title>\n  Kettle &amp;  Stand </title></head><body></body></html>")).toBe(
      "Kettle & Stand",
    );
  });

  it("runs and loads nothing, and is undefined without a title", () => {
    const html = `<html><head><script>window.__ran = true</script></head><body><img src="x" onerror="window.__ran = true"></body></html>`;
    expect(capturedPageTitle(html)).toBeUndefined();
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
    expect(capturedPageTitle("<title>   </title>")).toBeUndefined();
  });
});

describe("isWalledPageError", () => {
  const answer = (status: number, message: string) => new ApiError(status, "", JSON.stringify({ message }));

  it("is a 422 that is not 'too complex': a robot check or a sign-in page", () => {
    expect(isWalledPageError(answer(422, "Amazon showed a robot check or a sign-in page instead of the product."))).toBe(true);
    expect(isWalledPageError(answer(422, PAGE_TOO_COMPLEX))).toBe(false);
    expect(isWalledPageError(answer(429, "Too many"))).toBe(false);
    expect(isWalledPageError(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("titleFromSearch", () => {
  it("is a share's title, unless it holds a link", () => {
    expect(titleFromSearch(`?title=${encodeURIComponent(" Gooseneck kettle ")}&url=${encodeURIComponent(PRODUCT)}`)).toBe(
      "Gooseneck kettle",
    );
    expect(titleFromSearch(`?title=${encodeURIComponent(`Kettle ${PRODUCT}`)}`)).toBeUndefined();
    expect(titleFromSearch(`?url=${encodeURIComponent(PRODUCT)}`)).toBeUndefined();
    expect(titleFromSearch("?title=%20")).toBeUndefined();
  });
});

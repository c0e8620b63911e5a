// "Capture from any shop": the Presently button (a bookmarklet), the
// messages it trades with the /capture page, and the link a share carries.
// The bookmarklet reads the product page the person already has open and
// hands it to /capture in a pop-up, so a shop's robot check never sees
// the server.

import { ApiError } from "@/lib/api";
import { PAGE_TOO_COMPLEX } from "@/lib/messages";

/** The page that takes a captured product page (and the share target's action). */
export const CAPTURE_PATH = "/capture";

/** The largest page the bookmarklet sends and the server takes (`new Blob([html]).size`). */
export const MAX_CAPTURE_BYTES = 2 * 1024 * 1024;

/** The message types, in the order they travel. */
export const CAPTURE_READY = "presently-capture-ready";
export const CAPTURE_PAGE = "presently-capture";
export const CAPTURE_RECEIVED = "presently-capture-received";

/** /capture pings its opener this often until the page arrives, at most `MAX_READY_PINGS` times. */
export const READY_INTERVAL_MS = 500;
export const MAX_READY_PINGS = 20;
/** For a wish list, which the button scrolls to its end first: pings for up to 3 minutes. */
export const WISH_LIST_MAX_READY_PINGS = (3 * 60 * 1000) / READY_INTERVAL_MS;

/** Without a page by then, /capture looks up the link in its query instead (never for a wish list). */
export const FALLBACK_DELAY_MS = 2000;

/**
 * On an Amazon wish list the button scrolls to the end before it reads the
 * page (Amazon loads the items as they scroll into view): a scroll every
 * `WISH_LIST_SCROLL_MS`, until the end-of-list marker shows, the page has
 * not grown for `WISH_LIST_STILL_TICKS` scrolls, or after
 * `WISH_LIST_MAX_TICKS` (2 minutes).
 */
export const WISH_LIST_SCROLL_MS = 500;
export const WISH_LIST_STILL_TICKS = 6;
export const WISH_LIST_MAX_TICKS = 240;
/** The element of the wish list's items, and the one Amazon adds once every item is loaded. */
export const WISH_LIST_ITEMS_ID = "g-items";
export const WISH_LIST_END_ID = "endOfListMarker";

/** The bookmarklet's message: the page it was clicked on. */
export interface CapturedPage {
  type: typeof CAPTURE_PAGE;
  url: string;
  html: string;
}

const HTTP_LINK = /^https?:\/\//i;

/**
 * The bookmarklet's source. `window` and `document` are the only globals it
 * names besides `Blob` and `encodeURIComponent` (the unit tests run it
 * against fakes of those two). No fetch, no external script: a shop's strict
 * CSP allows it. It opens /capture at once (while the click still lets it
 * open a pop-up), cuts the page down to the size limit (90% a round), and
 * posts it to the pop-up only once the pop-up (that window, from
 * Presently's origin) says it is ready; the pop-up's receipt ends the
 * listening. On an Amazon wish list (a `/wishlist/` path with the items'
 * list) it first scrolls to the end of the list, so every item is on the
 * page it reads; till then a ready pop-up waits (it keeps asking).
 */
const BOOKMARKLET_SOURCE = `(() => {
  const o = __ORIGIN__, W = window, D = document;
  const w = W.open(o + "${CAPTURE_PATH}?url=" + encodeURIComponent(W.location.href), "presently-capture", "width=560,height=760");
  if (!w) { W.alert("Presently: allow pop-ups for this site, then click the button again."); return; }
  let d = null;
  const c = () => {
    let h = D.documentElement.outerHTML;
    while (new Blob([h]).size > ${MAX_CAPTURE_BYTES}) h = h.slice(0, Math.floor(h.length * 0.9));
    d = { type: "${CAPTURE_PAGE}", url: W.location.href, html: h };
  };
  if (String(W.location.pathname).indexOf("/wishlist/") >= 0 && D.getElementById("${WISH_LIST_ITEMS_ID}")) {
    let n = 0, s = 0, y = D.body.scrollHeight;
    const t = W.setInterval(() => {
      W.scrollTo(0, D.body.scrollHeight);
      n += 1;
      const z = D.body.scrollHeight;
      if (z > y) { y = z; s = 0; } else s += 1;
      if (D.getElementById("${WISH_LIST_END_ID}") || s >= ${WISH_LIST_STILL_TICKS} || n >= ${WISH_LIST_MAX_TICKS}) { W.clearInterval(t); c(); }
    }, ${WISH_LIST_SCROLL_MS});
  } else c();
  const f = (e) => {
    if (e.source !== w || e.origin !== o || !e.data) return;
    if (e.data.type === "${CAPTURE_READY}") { if (d) w.postMessage(d, o); }
    else if (e.data.type === "${CAPTURE_RECEIVED}") W.removeEventListener("message", f);
  };
  W.addEventListener("message", f);
})()`;

/**
 * The Presently button's whole `javascript:` URL for the Presently at
 * `origin` (e.g. "https://presently.example"): the source above with its
 * indentation folded, the origin JSON-quoted into it, percent-encoded.
 */
export function bookmarkletCode(origin: string): string {
  const code = BOOKMARKLET_SOURCE.replace(/\n\s*/g, " ").replace("__ORIGIN__", () => JSON.stringify(origin));
  return `javascript:${encodeURIComponent(code)}`;
}

/** The size `new Blob([text])` has: its UTF-8 bytes. */
function byteSize(text: string): number {
  return new Blob([text]).size;
}

/** An absolute http(s) URL. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string" || !HTTP_LINK.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The bookmarklet's page message: `{type: "presently-capture", url, html}`
 * with an http(s) `url` and an `html` string of at most 2 MiB. Anything
 * else (another script's message, a bigger page) is not one.
 */
export function isCapturedPage(data: unknown): data is CapturedPage {
  if (data === null || typeof data !== "object") return false;
  const { type, url, html } = data as Record<string, unknown>;
  return type === CAPTURE_PAGE && isHttpUrl(url) && typeof html === "string" && byteSize(html) <= MAX_CAPTURE_BYTES;
}

/**
 * An Amazon wish list's address: an http(s) URL whose host holds "amazon."
 * and whose path holds "/wishlist/" (`/hz/wishlist/ls/…`, `/registry/wishlist/…`).
 */
export function isAmazonWishList(url: string | null | undefined): boolean {
  if (!url || !isHttpUrl(url)) return false;
  const { hostname, pathname } = new URL(url);
  return hostname.toLowerCase().includes("amazon.") && pathname.includes("/wishlist/");
}

const WISH_LIST_ITEMS = new RegExp(`\\bid\\s*=\\s*["']?${WISH_LIST_ITEMS_ID}["'\\s>]`, "i");

/**
 * A captured page that is a wish list to import, not a product: an Amazon
 * wish list's address, or (any host: a saved copy, a test's shop) a
 * `/wishlist/` path whose page holds the items' list (`id="g-items"`), as
 * the button itself tells one.
 */
export function isWishListPage(page: Pick<CapturedPage, "url" | "html">): boolean {
  if (isAmazonWishList(page.url)) return true;
  return isHttpUrl(page.url) && new URL(page.url).pathname.includes("/wishlist/") && WISH_LIST_ITEMS.test(page.html);
}

/**
 * The title of a captured page (its `<title>`, as the shop's tab showed it),
 * or undefined without one. The page is parsed inert: nothing in it runs or
 * loads.
 */
export function capturedPageTitle(html: string): string | undefined {
  const title = new DOMParser().parseFromString(html, "text/html").title.trim();
  return title || undefined;
}

/**
 * Whether a failed read says the page is a robot check or a sign-in page
 * (a 422 other than "too complex"): its title is then the wall's, never the
 * item's name.
 */
export function isWalledPageError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.serverMessage !== PAGE_TOO_COMPLEX;
}

const LINK_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;

/** The first http(s) link inside `text`, without the punctuation that ends a sentence around it. */
function firstLink(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const match of text.matchAll(LINK_IN_TEXT)) {
    let link = match[0].replace(/[.,;:!?]+$/, "");
    // "(see https://shop.example/p)": the bracket closes the sentence, not the link.
    while (/[)\]}]$/.test(link) && count(link, closerOf(link)) > count(link, openerOf(link))) {
      link = link.slice(0, -1).replace(/[.,;:!?]+$/, "");
    }
    if (isHttpUrl(link)) return link;
  }
  return null;
}

function closerOf(link: string): string {
  return link[link.length - 1];
}

function openerOf(link: string): string {
  return { ")": "(", "]": "[", "}": "{" }[closerOf(link)] ?? "";
}

function count(text: string, char: string): number {
  return char ? text.split(char).length - 1 : 0;
}

/** The query of a share (the share target's `title`, `text`, `url`). */
export interface SharedLink {
  url?: string | null;
  text?: string | null;
  title?: string | null;
}

/**
 * The product link a share carries: `url`, else the first http(s) link in
 * `text` (apps often put the link there), else in `title`; null without one.
 */
export function linkFromShare({ url, text, title }: SharedLink): string | null {
  return firstLink(url) ?? firstLink(text) ?? firstLink(title);
}

/**
 * The name a share's `title` gives the product: the title, unless it holds
 * a link (then it is the link, not a name); undefined without one.
 */
export function titleFromSearch(search: string): string | undefined {
  const title = new URLSearchParams(search).get("title")?.trim();
  return title && !firstLink(title) ? title : undefined;
}

/** The link in a /capture query string (`?url=...`, or a share's `?title=&text=&url=`). */
export function linkFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  return linkFromShare({ url: params.get("url"), text: params.get("text"), title: params.get("title") });
}

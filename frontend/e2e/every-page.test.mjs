// Every page, signed in and signed out (issue 34, items 1 and 3).
//
// Clean: no page logs a console error, throws, or makes a request that fails
// or is cancelled or answered with an error status (a few named answers
// excepted: a 404 page is a 404). Signed out, a page of the app shows none
// of the signed-in chrome (not even before its scripts run), says
// 'Unauthorized' and goes straight to the login, without reloading itself
// first; a signed-in visitor of a public page never sees the public header.
//
// Phones (issue 34, item 1): no page scrolls sideways at 320, 375 and 414 px,
// signed in (with data, long names included) and signed out; a failure names
// the elements that reach furthest past the edge. The floating buttons (Ask
// Presently, and home's add-date button) and the tab bar never cover a
// control a person must press: every link and button of the page (the last
// card's and the footer's included) scrolled as near the middle of the
// window as the page allows must be what `elementFromPoint` finds at its
// centre, and its label must fit it. In mobile emulation the tab bar's
// labels are whole, and on /friends its Circle tab is current.
//
// One browser and one server; each page is loaded once and measured at the
// three widths (a resize lays it out again).

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  callApi,
  devLogin,
  eventually,
  newPage,
  recordToasts,
  sawToast,
  serverAndBrowser,
  watchPage,
  withDiagnostics,
} from "./support.mjs";

const WIDTHS = [320, 375, 414];
const HEIGHT = 812;
/** A window as narrow as a phone: what overflows shows as itself. */
const NARROW = { viewport: { width: WIDTHS[0], height: HEIGHT } };
/**
 * A phone's own rules (mobile emulation): there, a page wider than the
 * screen widens the layout viewport with it, so the fixed tab bar grows
 * past the screen's edge and its labels are cut off (how issue 34 saw it).
 */
const PHONE = { viewport: { width: 375, height: HEIGHT }, isMobile: true, hasTouch: true };

const ME = { email: "alexandra.montgomery-smythe@example.com", firstName: "Alexandra", lastName: "Montgomery-Smythe" };
const FRIEND = { email: "bartholomew.fitzgerald-worthington@example.com", firstName: "Bartholomew", lastName: "Fitzgerald-Worthington" };
const LONG_ITEM =
  "Sennheiser Momentum 4 Wireless Noise-Cancelling Over-Ear Headphones with Adaptive ANC, 60-Hour Battery and Crystal-Clear Calls (Black)";
const UNBROKEN_ITEM = "DeLonghi-Dinamica-Plus-ECAM37095TI-Fully-Automatic-Espresso-Machine-Titanium";

/** `yyyy-mm-dd`, `days` from today. */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The API's answer body with the page's session; fails on an error status. */
async function api(page, method, path, body) {
  const { status, body: answer } = await callApi(page, method, path, body);
  assert.ok(status < 400, `${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Waits until the page has its heading and no spinner or skeleton is left. */
async function settle(page) {
  await eventually(
    () =>
      page.evaluate(
        () =>
          document.querySelector("h1") !== null &&
          document.querySelector('[data-slot="skeleton"], [data-slot="spinner"], [data-testid="page-spinner"]') === null &&
          // A control whose code loads after the page stands in inert until then.
          document.querySelector("main [inert], footer [inert]") === null,
      ),
    { message: "the page's heading, with nothing left loading (no inert stand-in left)" },
  );
}

/**
 * In the page: how wide the document is against the window, and the
 * innermost elements that reach past the window's right edge (outside any
 * box that clips or scrolls sideways), widest first, each described.
 */
function measureOverflow(width) {
  const describe = (el) => {
    let name = el.tagName.toLowerCase();
    if (el.id) name += `#${el.id}`;
    const testId = el.getAttribute("data-testid");
    if (testId) name += `[data-testid=${testId}]`;
    const cls = typeof el.className === "string" ? el.className.trim().split(/\s+/).slice(0, 6).join(".") : "";
    if (cls) name += `.${cls}`;
    const text = (el.innerText || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 50);
    const rect = el.getBoundingClientRect();
    return `${name}${text ? ` "${text}"` : ""} (left ${Math.round(rect.left)}, right ${Math.round(rect.right)}, width ${Math.round(rect.width)})`;
  };
  const clippedByAncestor = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== "visible") return true;
    }
    return false;
  };
  const past = [];
  for (const el of document.body.querySelectorAll("*")) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.right + window.scrollX <= width + 0.5) continue;
    if (clippedByAncestor(el)) continue;
    past.push(el);
  }
  // The innermost: those with no element past the edge inside them.
  const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
  innermost.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    culprits: innermost.slice(0, 3).map(describe),
  };
}

/** What is wrong with the page's width at `width` (empty when it fits). */
async function overflowAt(page, width, what) {
  const m = await page.evaluate(measureOverflow, width);
  if (m.scrollWidth <= m.innerWidth && m.innerWidth === width) return [];
  return [
    `${what} at ${width} px scrolls sideways: the document is ${m.scrollWidth} px wide, the window ${m.innerWidth} px; ` +
      `widest: ${m.culprits.join("; ") || "(none found)"}`,
  ];
}

/**
 * In the page: every control of the main content and the footer that a
 * person must press, scrolled to the middle of the window (as far as the
 * page scrolls), must be what is under its own centre: not a floating
 * button, the tab bar or anything else. Returns what covers what.
 */
function coveredControls() {
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="checkbox"], [role="switch"]';
  const covered = [];
  const describe = (el) =>
    `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : ""} "${(
      el.getAttribute("aria-label") ||
      el.innerText ||
      el.getAttribute("placeholder") ||
      ""
    )
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40)}"`;
  const scope = [...document.querySelectorAll("main, footer")];
  for (const control of scope.flatMap((s) => [...s.querySelectorAll(CONTROLS)])) {
    if (control.closest('[role="dialog"]') || control.matches(':disabled, [aria-disabled="true"]')) continue;
    const box = control.getBoundingClientRect();
    // Hidden, or visually hidden (a native input under its styled stand-in).
    if (box.width < 8 || box.height < 8 || !control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      continue;
    }
    if (control.matches("button, a, [role=tab]") && control.scrollWidth > control.clientWidth + 1 && control.clientWidth > 0) {
      covered.push(`${describe(control)}'s label does not fit it (${control.scrollWidth} px in ${control.clientWidth} px)`);
    }
    control.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    // A link that wraps: the centre of its first line.
    const rect = control.getClientRects()[0];
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) continue; // in a row that scrolls on its own
    const hit = document.elementFromPoint(x, y);
    if (!hit) continue;
    const own = control.contains(hit) || [...(control.labels ?? [])].some((label) => label.contains(hit));
    if (!own) {
      const cover = hit.closest("button, a, nav, header, [data-testid]") ?? hit;
      covered.push(`${describe(control)} is under ${describe(cover)}`);
    }
  }
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  return covered;
}

/**
 * What a page's watcher saw once nothing is loading, less the answers the
 * page expects (`expected`: parts of a line, e.g. the path of an API call
 * that is meant to say 404).
 */
async function unclean(watcher, expected = []) {
  await watcher.idle();
  return watcher.take().filter((line) => !expected.some((part) => line.includes(part)));
}

/**
 * Loads `path` once and measures it at every width (and, with `reachable`,
 * checks its controls against the floating buttons), then takes what the
 * tab's watcher saw; what is wrong, one line each.
 */
async function checkPage(page, path, { reachable = false, watcher, expected = [] } = {}) {
  const problems = [];
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(path);
  await settle(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // A button whose place changes with the width moves there in a transition: measure where it ends.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {}))),
    );
    problems.push(...(await overflowAt(page, width, path)));
    if (reachable) {
      for (const line of await page.evaluate(coveredControls)) problems.push(`${path} at ${width} px: ${line}`);
    }
  }
  if (watcher) problems.push(...(await unclean(watcher, expected)));
  return problems;
}

/** The pages everyone has, signed in or out (beside `/`, which is the landing signed out). */
const PUBLIC_PAGES = [
  "/find-list",
  "/popular-gifts",
  "/gift-guides",
  "/gift-guides/gifts-for-coffee-lovers",
  "/privacy-policy",
  "/terms-of-service",
  "/contact",
  "/ai-gift-ideas",
];

/** The pages only a signed-in person has (`/` signed out is the landing). */
const APP_PAGES = ["/dates", "/contacts", "/friends?tab=requests", "/wishlist", "/collaborative", "/collaborative/1", "/exchanges", "/exchanges/1", "/person?contact=1", "/budgets", "/budget?id=1", "/spending", "/recommendations", "/settings", "/profile", "/capture"];

describe("every page", () => {
  const suite = serverAndBrowser();

  test("signed in, with data and long names: no page scrolls sideways, nothing is under the floating buttons", { timeout: TEST_TIMEOUT_MS }, async () => {
    // The header's account button shows a long display name on wide screens; the friend's and contact's names are long too.
    const { context, page } = await newPage(suite.browser, suite.server, NARROW);
    const watcher = watchPage(page);
    const friend = await newPage(suite.browser, suite.server, NARROW);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, ME);
      await devLogin(friend.page, FRIEND);
      const contact = await api(page, "POST", "/api/contacts", {
        name: "Maximiliana Featherstonehaugh-Cholmondeley",
        relationship: "family",
        email: "maximiliana.featherstonehaugh-cholmondeley@example.com",
        preferences: "Gardening, first editions, single-origin coffee and long walks",
      });
      await api(page, "POST", "/api/dates", { title: "Our Wedding Anniversary", type: "anniversary", date: inDays(5) });
      await api(page, "POST", "/api/dates", {
        title: "Maximiliana's Seventieth Birthday Celebration",
        type: "birthday",
        date: inDays(12),
        contactId: contact.id,
      });
      await api(page, "POST", "/api/wishlist", {
        name: LONG_ITEM,
        price: "$349.95",
        priority: "high",
        url: "http://127.0.0.1/p/sennheiser-momentum-4-wireless-noise-cancelling-headphones?ref=sr_1_1&keywords=headphones",
        whereToBuy: "Sennheiser Official Store",
      });
      await api(page, "POST", "/api/wishlist", { name: UNBROKEN_ITEM, price: "from $899 to $1,099 depending on colour" });
      const publicList = await api(page, "PUT", "/api/wishlist/public", { isPublic: true });
      const group = await api(page, "POST", "/api/collaborative-wishlists", {
        name: "Grandma Josephine's Eightieth Birthday Extravaganza",
        description: "Ideas for the party, the surprise and the weekend away",
        occasion: "birthday",
        eventDate: inDays(40),
        isPublic: true,
        listed: true,
      });
      await api(page, "POST", `/api/collaborative-wishlists/${group.id}/items`, { name: UNBROKEN_ITEM, forName: "Grandma Josephine" });
      const request = await api(friend.page, "POST", "/api/friends/request", { receiverEmail: ME.email });
      await api(page, "POST", "/api/friends/accept", { requestId: request.id });
      await api(page, "POST", "/api/friends/request", { receiverEmail: "someone.with.a.rather.long.address@example.com" });
      // A gift exchange with the friend and a long address invited: its grid of who never draws whom.
      const exchange = await api(page, "POST", "/api/exchanges", {
        name: "The Montgomery-Smythe and Fitzgerald-Worthington Family Christmas Exchange",
        date: inDays(30),
        budget: "49.99",
        currency: "GBP",
        message: "Something handmade, secondhand or experiential, please: nothing over the budget.",
      });
      const friendId = (await api(friend.page, "GET", "/api/auth/user")).id;
      await api(page, "POST", `/api/exchanges/${exchange.id}/participants`, { userId: friendId });
      await api(page, "POST", `/api/exchanges/${exchange.id}/participants`, { email: "someone.with.a.rather.long.address@example.com" });

      // Gifts kept for the contact with the long name: her page.
      await api(page, "POST", "/api/gifts", {
        contactId: contact.id,
        name: LONG_ITEM,
        status: "given",
        price: "349.95",
        currency: "GBP",
        occasion: "Her seventieth birthday celebration weekend",
        occasionDate: inDays(-40),
        link: "http://127.0.0.1/p/sennheiser-momentum-4-wireless-noise-cancelling-headphones?ref=sr_1_1&keywords=headphones",
        notes: "She loved the colour; the case is in the loft.",
      });
      await api(page, "POST", "/api/gifts", { contactId: contact.id, name: UNBROKEN_ITEM });
      await api(page, "POST", "/api/gifts", { contactId: contact.id, direction: "received", name: UNBROKEN_ITEM, thankYouSent: true });

      // A budget in pounds (the home currency) with her over her part of it: its page, her page, home's card, spending.
      await api(page, "PUT", "/api/account/settings", { homeCurrency: "GBP" });
      const budget = await api(page, "POST", "/api/budgets", {
        name: "The Montgomery-Smythe and Fitzgerald-Worthington Family Christmas",
        date: inDays(30),
        amount: "999999.99",
      });
      await api(page, "PUT", `/api/budgets/${budget.id}/people`, { contactId: contact.id, amount: "100" });
      await api(page, "POST", "/api/gifts", {
        contactId: contact.id,
        name: LONG_ITEM,
        status: "bought",
        price: "349.95",
        currency: "GBP",
        occasion: "The Montgomery-Smythe and Fitzgerald-Worthington Family Christmas",
        occasionDate: inDays(30),
        // The same headphones as her birthday's: meant.
        allowRepeat: true,
      });

      const pages = [
        "/",
        "/dates",
        "/contacts",
        "/friends",
        "/friends?tab=friends",
        "/friends?tab=requests",
        "/wishlist",
        "/collaborative",
        `/collaborative/${group.id}`,
        "/exchanges",
        `/exchanges/${exchange.id}`,
        `/person?contact=${contact.id}`,
        "/budgets",
        `/budget?id=${budget.id}`,
        "/spending",
        "/recommendations",
        "/settings",
        "/profile",
        "/capture",
        ...PUBLIC_PAGES,
      ];
      const problems = await unclean(watcher);
      for (const path of pages) problems.push(...(await checkPage(page, path, { reachable: true, watcher })));
      // The public list, as a stranger sees it.
      const { context: strangerContext, page: stranger } = await newPage(suite.browser, suite.server, NARROW);
      const strangerWatcher = watchPage(stranger);
      await stranger.goto(new URL(publicList.url).pathname);
      await stranger.getByRole("button", { name: "Show the list" }).click();
      await stranger.getByText(UNBROKEN_ITEM).first().waitFor();
      for (const width of WIDTHS) {
        await stranger.setViewportSize({ width, height: HEIGHT });
        problems.push(...(await overflowAt(stranger, width, "a public list")));
      }
      problems.push(...(await unclean(strangerWatcher)));
      await strangerContext.close();
      assert.deepEqual(problems, [], `signed in:\n${problems.join("\n")}`);

      // The header keeps a long name from widening it; the name is still the account button's.
      assert.match(await page.getByTestId("account-menu").textContent(), /Alexandra Montgomery-Smythe/);

      // On a phone's own rules: the layout viewport stays the screen's width,
      // the tab bar's five labels are whole, and on /friends Circle is current.
      const phone = await newPage(suite.browser, suite.server, { ...PHONE, storageState: await context.storageState() });
      for (const path of ["/", "/friends"]) {
        await phone.page.goto(path);
        await settle(phone.page);
        for (const width of WIDTHS) {
          await phone.page.setViewportSize({ width, height: HEIGHT });
          const seen = await phone.page.evaluate(() => ({
            innerWidth: window.innerWidth,
            scrollWidth: document.documentElement.scrollWidth,
            cut: [...document.querySelectorAll('nav[aria-label="Mobile"] a')]
              .filter((link) => {
                const box = link.getBoundingClientRect();
                return box.left < 0 || box.right > window.visualViewport.width || link.scrollWidth > link.clientWidth;
              })
              .map((link) => link.innerText.trim()),
            tabs: document.querySelectorAll('nav[aria-label="Mobile"] a').length,
          }));
          assert.deepEqual(
            seen,
            { innerWidth: width, scrollWidth: width, cut: [], tabs: 5 },
            `${path} in mobile emulation at ${width} px`,
          );
        }
      }
      const current = phone.page.getByRole("navigation", { name: "Mobile" }).locator("[aria-current]");
      assert.equal(await current.count(), 1);
      assert.equal((await current.innerText()).trim(), "Circle", "on /friends the current tab is Circle");
      // The tab's own page is /contacts: here it is the current section, not the current page.
      assert.equal(await current.getAttribute("aria-current"), "true");
      await phone.context.close();
    });
    await friend.context.close();
    await context.close();
  });

  test("signed out: no page scrolls sideways, nothing is under the floating button, nothing fails", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server, NARROW);
    const watcher = watchPage(page);
    await withDiagnostics({ server: suite.server, page }, async () => {
      const pages = [
        "/",
        ...PUBLIC_PAGES,
        "/claims?token=unknown",
        "/pledges?token=unknown",
        "/unsubscribe?token=unknown",
        "/offline",
        "/no-such-page",
      ];
      // Each page's own answers that are meant to be errors.
      const expected = {
        "/claims?token=unknown": ["/api/public/claims/unknown"],
        "/pledges?token=unknown": ["/api/public/pledges/unknown"],
        "/no-such-page": ["/no-such-page"],
      };
      const problems = [];
      for (const path of pages) {
        problems.push(...(await checkPage(page, path, { reachable: true, watcher, expected: expected[path] })));
      }
      assert.deepEqual(problems, [], `signed out:\n${problems.join("\n")}`);
    });
    await context.close();
  });

  test("signed out, an app page: no signed-in chrome, 'Unauthorized', straight to the login, nothing fails", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server);
    await recordToasts(context);
    // The signed-in chrome any document of this tab showed, recorded as it renders: the app sends the
    // tab on to the login at once, so a check after `goto` can land on a page already gone.
    await context.addInitScript(() => {
      const KEY = "e2e-chrome";
      const scan = () => {
        const shown = [...document.querySelectorAll('nav[aria-label="Main"], nav[aria-label="Mobile"], [data-testid="account-menu"]')]
          .filter((el) => el.checkVisibility())
          .map((el) => `${location.pathname}: ${el.getAttribute("aria-label") ?? el.getAttribute("data-testid")}`);
        const all = JSON.parse(sessionStorage.getItem(KEY) || "[]");
        const added = shown.filter((s) => !all.includes(s));
        if (added.length > 0) sessionStorage.setItem(KEY, JSON.stringify([...all, ...added]));
      };
      new MutationObserver(scan).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const watcher = watchPage(page);
    await withDiagnostics({ server: suite.server, page }, async () => {
      const problems = [];
      for (const path of APP_PAGES) {
        // The documents the tab loads: this page once, then the login (which sends it to the form).
        const loaded = [];
        const record = (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            const url = new URL(request.url());
            loaded.push(url.pathname + url.search);
          }
        };
        page.on("request", record);
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === "/api/dev-login");
        page.off("request", record);
        // Nothing of the signed-in chrome, from the first frame the app rendered.
        const chrome = await page.evaluate(() => {
          const shown = JSON.parse(sessionStorage.getItem("e2e-chrome") || "[]");
          sessionStorage.removeItem("e2e-chrome");
          return shown;
        });
        if (chrome.length > 0) problems.push(`${path} shows ${chrome.join(", ")} signed out`);
        const returnTo = encodeURIComponent(path);
        const expected = [path, `/api/login?returnTo=${returnTo}`, `/api/dev-login?returnTo=${returnTo}`];
        if (JSON.stringify(loaded) !== JSON.stringify(expected)) {
          problems.push(`${path} loaded ${loaded.join(" -> ")}, not ${expected.join(" -> ")}`);
        }
        await sawToast(page, "Unauthorized", "You are logged out. Logging in again...");
        problems.push(...(await unclean(watcher)));
      }
      assert.deepEqual(problems, [], problems.join("\n"));
    });
    await context.close();
  });

  test("before any script runs, a page shows only the chrome its visitor's session allows", { timeout: TEST_TIMEOUT_MS }, async () => {
    const noScript = { javaScriptEnabled: false };
    const stranger = await newPage(suite.browser, suite.server, noScript);
    const member = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page: stranger.page }, async () => {
      const visible = (page, selector) =>
        page.evaluate((s) => [...document.querySelectorAll(s)].some((el) => el.checkVisibility({ visibilityProperty: true })), selector);
      for (const path of ["/wishlist", "/collaborative/1", "/settings"]) {
        await stranger.page.goto(path);
        assert.equal(await visible(stranger.page, 'nav[aria-label="Main"], nav[aria-label="Mobile"], footer'), false, `${path}: signed-in chrome`);
        assert.equal(await visible(stranger.page, '[data-testid="page-spinner"]'), true, `${path}: the spinner`);
      }
      // Signed in, a public page's exported HTML holds the public header: its place is kept, but it is not seen.
      await devLogin(member.page, ME);
      const scriptless = await newPage(suite.browser, suite.server, { ...noScript, storageState: await member.context.storageState() });
      for (const path of ["/gift-guides", "/privacy-policy"]) {
        await scriptless.page.goto(path);
        assert.equal(await visible(scriptless.page, "[data-chrome] > header"), false, `${path}: the public header`);
        assert.equal(await visible(scriptless.page, "h1"), true, `${path}: the page itself`);
      }
      await scriptless.context.close();
    });
    await stranger.context.close();
    await member.context.close();
  });
});

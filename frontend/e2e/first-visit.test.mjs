// The first visit: `/` is picked by the server. Signed out, its first HTML is
// the landing (no spinner, no app, no framework JavaScript); signed in, it is
// the app. Client-side links to `/` get the right one both ways. Installable:
// manifest and icons; the service worker keeps the offline page, so a reload
// without a connection shows a clear "You're offline" state, and it never
// keeps `/`, a page or an API answer.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { TEST_TIMEOUT_MS, devLogin, eventually, newPage, pathOf, serverAndBrowser, withDiagnostics } from "./support.mjs";

const LANDING_HEADING = /Never miss a moment that/;
const ADA = { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" };

/** Text without tags, for looking at a page's first HTML. */
function textOf(html) {
  return html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
}

describe("first visit", () => {
  const suite = serverAndBrowser();

  test("signed out, the first HTML of / is the landing, with no app and no framework", { timeout: TEST_TIMEOUT_MS }, async () => {
    const res = await fetch(`${suite.server.baseUrl}/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("vary"), /\bCookie\b/);
    const html = await res.text();
    assert.match(textOf(html), LANDING_HEADING);
    assert.doesNotMatch(html, /page-spinner/, "no spinner");
    assert.doesNotMatch(html, /aria-label="Main"/, "no signed-in navigation");
    assert.doesNotMatch(html, /<script[^>]*\ssrc="\/_next\//, "no framework scripts");
    assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest"/);

    const { page } = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page }, async () => {
      const apiCalls = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
      });
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: LANDING_HEADING }).waitFor();
      // The demo opens without the framework: the browser's own dialog.
      await page.getByRole("button", { name: "Try Demo" }).click();
      const demo = page.getByRole("dialog", { name: "See Presently in Action" });
      await demo.waitFor();
      await demo.getByRole("button", { name: "Close Demo" }).click();
      await demo.waitFor({ state: "hidden" });
      await page.keyboard.press("Tab");
      assert.deepEqual(apiCalls, [], "the landing asks the API nothing");
    });
  });

  test("signed in, the first HTML of / is the app, and the landing never shows", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, ADA, "/wishlist");
      const res = await page.request.get("/");
      const html = await res.text();
      assert.equal(res.headers()["cache-control"], "private, no-cache");
      assert.match(html, /aria-label="Main"/, "the signed-in navigation");
      assert.doesNotMatch(textOf(html), LANDING_HEADING);

      // Watch every frame of a fresh load of `/` for the landing.
      await context.addInitScript(() => {
        window.__sawLanding = false;
        new MutationObserver(() => {
          if (document.body?.textContent?.includes("Never miss a moment")) window.__sawLanding = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.goto("/");
      await page.getByRole("heading", { name: /, Ada$/ }).waitFor();
      assert.equal(await page.evaluate(() => window.__sawLanding), false, "no flash of the landing");
    });
  });

  test("client-side links to / get home signed in and the landing signed out", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page }, async () => {
      // Signed out, from the 404 page's link home (the app's router).
      await page.goto("/no-such-page");
      await page.getByRole("link", { name: "Back to Presently" }).click();
      await page.getByRole("heading", { level: 1, name: LANDING_HEADING }).waitFor();
      assert.equal(pathOf(page), "/");
      // And from a public page's logo.
      await page.goto("/gift-guides");
      await page.getByRole("link", { name: "Presently" }).first().click();
      await page.getByRole("heading", { level: 1, name: LANDING_HEADING }).waitFor();

      // Signed in: the logo goes home inside the app, without a page load.
      await devLogin(page, { email: "grace@example.com", firstName: "Grace" }, "/wishlist");
      await page.getByRole("heading", { name: "My Wishlist" }).waitFor();
      await page.evaluate(() => (window.__samePage = true));
      await page.getByRole("link", { name: "Presently" }).first().click();
      await page.getByRole("heading", { name: /, Grace$/ }).waitFor();
      assert.equal(pathOf(page), "/");
      assert.equal(await page.evaluate(() => window.__samePage), true, "a client-side navigation");
      assert.equal(await page.getByText(LANDING_HEADING).count(), 0);
    });
  });

  test("installable: manifest, icons and a service worker with its own policy", { timeout: TEST_TIMEOUT_MS }, async () => {
    const manifest = await fetch(`${suite.server.baseUrl}/manifest.webmanifest`);
    assert.equal(manifest.status, 200);
    assert.match(manifest.headers.get("content-type"), /application\/manifest\+json/);
    const body = await manifest.json();
    assert.equal(body.start_url, "/");
    assert.equal(body.display, "standalone");
    for (const icon of body.icons) {
      const res = await fetch(`${suite.server.baseUrl}${icon.src}`);
      assert.equal(res.status, 200, icon.src);
    }
    assert.ok(body.icons.some((icon) => icon.sizes === "512x512" && icon.purpose === "maskable"));
    assert.equal((await fetch(`${suite.server.baseUrl}/favicon.ico`)).status, 200);
    const worker = await fetch(`${suite.server.baseUrl}/sw.js`);
    assert.equal(worker.status, 200);
    assert.equal(worker.headers.get("cache-control"), "no-cache");
    assert.match(worker.headers.get("content-security-policy"), /default-src 'self'/);
  });

  test("offline, a reload shows the offline state; nothing personal is kept", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "olive@example.com", firstName: "Olive" }, "/wishlist");
      await page.getByRole("heading", { name: "My Wishlist" }).waitFor();
      await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        message: "the service worker controls the page",
      });

      await context.setOffline(true);
      // The app says so at once, without a reload.
      await page.getByRole("status").filter({ hasText: "You're offline" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "You're offline" }).waitFor();
      assert.equal(pathOf(page), "/wishlist", "the address stays the page asked for");

      // Back online, the page loads again by itself.
      await context.setOffline(false);
      await page.getByRole("heading", { name: "My Wishlist" }).waitFor();

      const kept = await page.evaluate(async () => {
        const urls = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      assert.ok(kept.includes("/offline"), `kept: ${kept.join(", ")}`);
      const personal = kept.filter((p) => p === "/" || p === "/wishlist" || p.startsWith("/api/") || p.endsWith(".txt"));
      assert.deepEqual(personal, [], "no page, payload or API answer is kept");
    });
  });

  test("dark mode: the system's by default, the account menu's Theme overrides it, on every page", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = await newPage(suite.browser, suite.server, { colorScheme: "light" });
    await withDiagnostics({ server: suite.server, page }, async () => {
      const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
      await devLogin(page, { email: "max@example.com", firstName: "Max" });
      await page.getByRole("heading", { name: /, Max$/ }).waitFor();
      assert.equal(await isDark(), false);
      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitemradio", { name: "Dark" }).click();
      assert.equal(await isDark(), true);
      await page.keyboard.press("Escape");

      // Kept across loads, set before the first paint (the class is there
      // as soon as the document is parsed), the static landing included.
      await page.goto("/wishlist", { waitUntil: "domcontentloaded" });
      assert.equal(await isDark(), true);
      await page.goto("/api/logout");
      await page.getByRole("heading", { level: 1, name: LANDING_HEADING }).waitFor();
      assert.equal(await isDark(), true);

      // Back to System: the system's light scheme again.
      await devLogin(page, { email: "max@example.com", firstName: "Max" });
      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitemradio", { name: "System" }).click();
      assert.equal(await isDark(), false);
      await page.emulateMedia({ colorScheme: "dark" });
      await eventually(isDark, { message: "follows the system while on System" });
    });
  });
});

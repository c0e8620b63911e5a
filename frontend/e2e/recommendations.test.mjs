// Smart Recommendations in the browser: the six sections in the spec's order,
// gifts picked for a coming date with the reason, restaurants near a known
// city from Chromium's geolocation (its name from the server's own data), a
// denied permission, a section whose call fails, a click recorded, Add to
// Wishlist through the wishlist's own dialog for what I browse, and a pick
// for Mum's birthday offered to a group list for her, never to my wishlist;
// restaurants and trips save nowhere (issue 34, item 6).

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { TEST_TIMEOUT_MS, devLogin, newPage, serverAndBrowser, withDiagnostics, callApi } from "./support.mjs";

const SECTIONS = [
  "Amazon Gifts",
  "Beautiful Flowers",
  "Tech & Electronics",
  "Home & Lifestyle",
  "Restaurants Near You",
  "Travel & Hotels",
];

/** The API's answer body, with the page's session. */
const api = async (page, method, path, body) => (await callApi(page, method, path, body)).body;

function section(page, name) {
  return page.getByRole("region", { name });
}

describe("recommendations", () => {
  const suite = serverAndBrowser();

  test("six sections, picks for my coming date, restaurants near me, a click recorded", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server, {
      geolocation: { latitude: 28.4509, longitude: -81.4829 },
      permissions: ["geolocation"],
    });
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "ada@example.com", firstName: "Ada" });
      const mum = await api(page, "POST", "/api/contacts", { name: "Mum", relationship: "parent", preferences: "gardening" });
      const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      await api(page, "POST", "/api/dates", { title: "Mum's Birthday", type: "birthday", date: soon, contactId: mum.id });
      const list = await api(page, "POST", "/api/collaborative-wishlists", { name: "Mum's birthday", isPublic: false });

      await page.goto("/recommendations");
      await page.getByRole("heading", { level: 1, name: "Smart Recommendations" }).waitFor();
      // The rows scroll on their own; the page itself never scrolls sideways.
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await section(page, "Travel & Hotels").getByRole("link", { name: /^Book Now: / }).first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window at ${width} px`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      assert.deepEqual(headings.filter((h) => SECTIONS.includes(h.trim())).map((h) => h.trim()), SECTIONS);

      const gifts = section(page, "Amazon Gifts");
      await gifts.getByText(/^For Mum's birthday in \d days: loves gardening$/).first().waitFor();
      const buy = gifts.getByRole("link", { name: /^(Buy with Prime|Buy Now): / }).first();
      assert.equal(await buy.getAttribute("target"), "_blank");
      assert.match(await buy.getAttribute("rel"), /noopener/);
      assert.match(await buy.getAttribute("rel"), /sponsored/);
      assert.match(await buy.getAttribute("href"), /^https:\/\/www\.amazon\.com\/s\?k=/);
      await section(page, "Beautiful Flowers").getByRole("link", { name: /^Send Flowers: / }).first().waitFor();
      await section(page, "Tech & Electronics").getByRole("link", { name: /^Shop Now: / }).first().waitFor();
      await section(page, "Home & Lifestyle").getByRole("link", { name: /^Shop Target: / }).first().waitFor();
      const travel = section(page, "Travel & Hotels");
      await travel.getByRole("link", { name: /^Book Now: / }).first().waitFor();
      await travel.getByText(/\/night/).first().waitFor();

      // A click opens the partner in a new tab and is recorded first-party.
      const recorded = page.waitForRequest((r) => r.url().endsWith("/api/analytics/events") && r.method() === "POST");
      const [tab] = await Promise.all([context.waitForEvent("page"), buy.click()]);
      const event = JSON.parse((await recorded).postData());
      assert.equal(event.event, "affiliate_click");
      assert.equal(event.partner, "amazon");
      await tab.close();

      // Restaurants near Chromium's position, named by the server's own data.
      const restaurants = section(page, "Restaurants Near You");
      await restaurants.getByRole("button", { name: "Use my location" }).click();
      await restaurants.getByTestId("location-badge").filter({ hasText: /Florida/ }).waitFor();
      await restaurants.getByText(/\d+(\.\d)? mi/).first().waitFor();
      await restaurants.getByText("7501 W Sand Lake Rd, Orlando, FL 32819").first().waitFor();
      await restaurants.getByRole("link", { name: /^Find & Reserve: / }).first().waitFor();

      // Restaurants and trips are no wishlist things.
      const saving = { name: /^(Add to|Copy link)/ };
      assert.equal(await restaurants.getByRole("button", saving).count(), 0);
      assert.equal(await travel.getByRole("button", saving).count(), 0);

      // What I browse is for me: Add to Wishlist, the wishlist's own dialog, prefilled.
      const browsing = gifts.getByRole("article").filter({ hasNotText: "For Mum's birthday" }).first();
      await browsing.getByRole("button", { name: /^Add to Wishlist: / }).click();
      const dialog = page.getByRole("dialog", { name: "Add to Wishlist" });
      await dialog.waitFor();
      assert.notEqual(await dialog.getByLabel(/^Name/).inputValue(), "");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "hidden" });

      // A pick for Mum's birthday goes to a group list for her, never to my wishlist.
      const pick = gifts.getByRole("article").filter({ hasText: "For Mum's birthday" }).first();
      const picked = (await pick.getByRole("heading").textContent()).trim();
      assert.equal(await pick.getByRole("button", { name: /Add to Wishlist/ }).count(), 0);
      await pick.getByRole("button", { name: /^Copy link: / }).waitFor();
      await pick.getByRole("button", { name: `Add to a group list for Mum: ${picked}` }).click();
      await page.getByRole("menu").getByRole("menuitem", { name: /Mum's birthday/ }).click();
      await page.getByText("Added to Mum's birthday", { exact: true }).waitFor();
      const detail = await api(page, "GET", `/api/collaborative-wishlists/${list.id}`);
      assert.deepEqual(
        detail.items.map((i) => [i.name, i.forName, i.forUserId]),
        [[picked, "Mum", null]],
      );
      assert.deepEqual(await api(page, "GET", "/api/wishlist"), []);
    });
  });

  test("permission denied keeps the default location; a failing section says so alone", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = await newPage(suite.browser, suite.server, { permissions: [] });
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "grace@example.com", firstName: "Grace" });
      await page.route("**/api/recommendations/travel", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
      );
      await page.goto("/recommendations");
      await section(page, "Travel & Hotels")
        .getByText("Unable to load Travel & Hotels. Please try again or check your connection.")
        .waitFor();
      // The others are unaffected.
      await section(page, "Home & Lifestyle").getByRole("link", { name: /^Shop Target: / }).first().waitFor();

      const restaurants = section(page, "Restaurants Near You");
      await restaurants.getByRole("link", { name: /^Find & Reserve: / }).first().waitFor();
      await restaurants.getByRole("button", { name: "Use my location" }).click();
      await restaurants.getByText("Location access denied. Please enable location permissions in your browser.").waitFor();
      await restaurants.getByRole("link", { name: /^Find & Reserve: / }).first().waitFor();
    });
  });
});

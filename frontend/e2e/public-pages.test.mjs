// The landing page and the public pages (issue 16): every page signed out
// and signed in, on a phone (375 px) and a desktop (1280 px) with no
// horizontal overflow; the Try Demo dialog; the gift guide filters against
// the real API; a hard reload of a guide's detail URL and an unknown guide.
// One browser, one context per sign-in state, reused across tests.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  devLogin,
  launchBrowser,
  newPage,
  pathOf,
  startPresently,
  withDiagnostics,
} from "./support.mjs";

const PAGES = [
  ["/popular-gifts", "Popular Gifts"],
  ["/gift-guides", "Gift Guides"],
  ["/gift-guides/gifts-for-coffee-lovers", "Gifts for Coffee Lovers"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/contact", "Contact Us"],
];
const WIDTHS = [375, 1280];

async function assertNoHorizontalOverflow(page, what) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${what}: page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** Opens `path` and waits for its h1 (and its data: the page settles). */
async function openPage(page, path, heading) {
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
  await page.waitForLoadState("networkidle");
}

describe("public pages", () => {
  let server;
  let browser;
  let anon;
  let member;

  before(async () => {
    server = await startPresently();
    browser = await launchBrowser();
    anon = await newPage(browser, server);
    member = await newPage(browser, server);
    await devLogin(member.page, { email: "pia@example.com", firstName: "Pia", lastName: "Park" });
    await member.page.getByRole("heading", { name: /, Pia$/ }).waitFor();
  });

  after(async () => {
    await anon?.context.close();
    await member?.context.close();
    await browser?.close();
    await server?.stop();
  });

  for (const width of WIDTHS) {
    test(`signed out at ${width} px: the landing page and every public page fit`, { timeout: TEST_TIMEOUT_MS }, async () => {
      const { page } = anon;
      await withDiagnostics({ server, page }, async () => {
        await page.setViewportSize({ width, height: 800 });
        await openPage(page, "/", "Never miss a moment that matters");
        await assertNoHorizontalOverflow(page, `/ at ${width}`);
        for (const [path, heading] of PAGES) {
          await openPage(page, path, heading);
          await assertNoHorizontalOverflow(page, `${path} at ${width}`);
          // The public chrome: Sign in goes to /api/login.
          assert.equal(await page.getByRole("link", { name: "Sign in" }).getAttribute("href"), "/api/login");
        }
      });
    });

    test(`signed in at ${width} px: every public page renders in the app's chrome and fits`, { timeout: TEST_TIMEOUT_MS }, async () => {
      const { page } = member;
      await withDiagnostics({ server, page }, async () => {
        await page.setViewportSize({ width, height: 800 });
        for (const [path, heading] of PAGES) {
          await openPage(page, path, heading);
          await assertNoHorizontalOverflow(page, `${path} signed in at ${width}`);
          assert.equal(await page.getByRole("link", { name: "Sign in" }).count(), 0, `${path}: no Sign in when signed in`);
        }
      });
    });
  }

  test("the landing page: sections, sign-in links and the Try Demo dialog", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = anon;
    await withDiagnostics({ server, page }, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openPage(page, "/", "Never miss a moment that matters");
      assert.equal(await page.getByTestId("feature-card").count(), 6);
      assert.equal(await page.getByTestId("testimonial").count(), 3);
      await page.getByRole("heading", { name: "Make every moment count" }).waitFor();
      await page.getByRole("list", { name: "Partners" }).getByText("OpenTable").waitFor();
      for (const name of ["Sign in", "Start for Free", "Sign up free"]) {
        assert.equal(await page.getByRole("link", { name, exact: true }).getAttribute("href"), "/api/login", name);
      }
      assert.equal(await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "FAQ" }).count(), 0);

      const tryDemo = page.getByRole("button", { name: "Try Demo" });
      await tryDemo.click();
      const dialog = page.getByRole("dialog", { name: "See Presently in Action" });
      await dialog.waitFor();
      await dialog.getByText("Upcoming Events").waitFor();
      await dialog.getByText("Gift Ideas", { exact: true }).waitFor();
      assert.equal(await dialog.getByRole("list", { name: "Features" }).getByRole("listitem").count(), 3);
      await assertNoHorizontalOverflow(page, "/ with the demo open");
      await dialog.getByRole("button", { name: "Close Demo" }).click();
      await dialog.waitFor({ state: "hidden" });
      assert.equal(await tryDemo.evaluate((el) => el === document.activeElement), true, "focus returns to Try Demo");

      // Keyboard: open with Enter, close with Escape.
      await tryDemo.focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      // Start for Free in the demo goes to sign-in (the dev login here).
      await tryDemo.click();
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/api/dev-login"),
        dialog.getByRole("link", { name: "Start for Free" }).click(),
      ]);
    });
  });

  test("popular gifts: category filter, badges, Save amount, partner links", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = anon;
    await withDiagnostics({ server, page }, async () => {
      await openPage(page, "/popular-gifts", "Popular Gifts");
      const cards = page.getByTestId("popular-gift");
      assert.equal(await cards.count(), 8);
      assert.ok((await page.getByText("Hot", { exact: true }).count()) > 0);
      assert.ok((await page.getByText("#1 Bestseller", { exact: true }).count()) > 0);
      await page.getByText("Save $100.00").waitFor();
      const view = cards.first().getByRole("link", { name: /View Product/ });
      assert.equal(await view.getAttribute("target"), "_blank");
      assert.equal(await view.getAttribute("rel"), "noopener sponsored");
      assert.match(await view.getAttribute("href"), /^https:\/\/www\.amazon\.com\/s\?k=/);

      await page.getByRole("combobox", { name: "Category" }).click();
      await page.getByRole("option", { name: "Outdoor" }).click();
      await page.getByTestId("gifts-shown").getByText("2 gifts").waitFor();
      assert.equal(await cards.count(), 2);
      await page.getByRole("link", { name: "Get AI Gift Ideas" }).click();
      await page.waitForURL((url) => url.pathname === "/ai-gift-ideas");
    });
  });

  test("gift guides: featured, search and category against the API, empty state, card link", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = anon;
    await withDiagnostics({ server, page }, async () => {
      await openPage(page, "/gift-guides", "Gift Guides");
      const featured = page.getByRole("list", { name: "Featured Guides" });
      const all = page.getByRole("list", { name: "All Gift Guides" });
      await all.waitFor();
      assert.equal(await featured.getByRole("article").count(), 4);
      assert.equal(await all.getByRole("article").count(), 12);

      const search = page.getByRole("searchbox", { name: "Search guides" });
      const answered = page.waitForResponse((res) => res.url().includes("/api/gift-guides?search=coffee"));
      await search.fill("coffee");
      assert.equal((await answered).status(), 200);
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label="All Gift Guides"] article').length === 1,
      );
      const coffee = all.getByRole("article", { name: "Gifts for Coffee Lovers" });
      await coffee.waitFor();
      await coffee.getByText("8 items").waitFor();

      await page.getByRole("combobox", { name: "Category" }).click();
      await page.getByRole("option", { name: "Budget" }).click();
      await page.getByText("No guides found").waitFor();
      await page.getByText("Try adjusting your search or filters").waitFor();

      await search.fill("");
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label="All Gift Guides"] article').length === 3,
      );
      assert.deepEqual(
        [...new Set(await all.getByTestId("guide-category").allInnerTexts())].map((t) => t.trim()),
        ["Budget"],
      );

      await page.getByRole("combobox", { name: "Category" }).click();
      await page.getByRole("option", { name: "All Categories" }).click();
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label="All Gift Guides"] article').length === 12,
      );
      await featured.getByRole("link", { name: "Gifts for Coffee Lovers" }).click();
      await page.waitForURL((url) => url.pathname === "/gift-guides/gifts-for-coffee-lovers");
      await page.getByRole("heading", { level: 1, name: "Gifts for Coffee Lovers" }).waitFor();
    });
  });

  test("a guide's detail: hard reload, items with partner links, and an unknown guide", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = anon;
    await withDiagnostics({ server, page }, async () => {
      const path = "/gift-guides/gifts-for-coffee-lovers";
      assert.equal((await page.goto(path)).status(), 200);
      assert.equal((await page.reload()).status(), 200);
      assert.equal(pathOf(page), path);
      await page.getByRole("heading", { level: 1, name: "Gifts for Coffee Lovers" }).waitFor();
      const items = page.getByTestId("guide-item");
      await items.first().waitFor();
      assert.equal(await items.count(), 8);
      const link = items.first().getByRole("link", { name: /^View at / });
      assert.equal(await link.getAttribute("target"), "_blank");
      assert.equal(await link.getAttribute("rel"), "noopener sponsored");
      assert.match(await link.getAttribute("href"), /^https:\/\//);
      assert.equal(await items.first().getByTestId("partner-badge").count(), 1);

      assert.equal((await page.goto("/gift-guides/no-such-guide")).status(), 200);
      await page.getByRole("heading", { level: 1, name: "Gift guide not found" }).waitFor();
      await page.getByRole("link", { name: "Back to Gift Guides" }).click();
      await page.waitForURL((url) => url.pathname === "/gift-guides");
    });
  });

  test("contact and policies: support email from /api/meta, Compose Email, dates and disclosure", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = member;
    await withDiagnostics({ server, page }, async () => {
      const meta = await (await page.request.get("/api/meta")).json();
      await openPage(page, "/contact", "Contact Us");
      assert.equal(
        await page.getByRole("link", { name: "Compose Email" }).getAttribute("href"),
        `mailto:${meta.supportEmail}?subject=Support%20Request`,
      );
      await page.getByText("12-24 hours").waitFor();
      for (const [path, heading] of [
        ["/privacy-policy", "Privacy Policy"],
        ["/terms-of-service", "Terms of Service"],
      ]) {
        await openPage(page, path, heading);
        await page.getByText("Last updated January 3, 2025").waitFor();
        const disclosure = page.getByRole("region", { name: "Affiliate Disclosure" });
        for (const kind of ["Retail partners", "Restaurant partners", "Travel partners"]) {
          await disclosure.getByText(kind).waitFor();
        }
      }
    });
  });
});

// Accessibility: axe-core's WCAG 2.1 A and AA rules (contrast, names, roles,
// labels, landmarks...) on every page a user reaches and the main dialogs,
// signed out and signed in with data on each page, at 1280 and 375 px, in the
// light and the dark colour scheme. Any violation fails. In the dark scheme
// each page checked is also saved as a screenshot (CI keeps them as
// artefacts) in frontend/e2e/artifacts/dark/. The tabs bypass the
// Content-Security-Policy, which would (rightly) refuse the injected axe script.
//
// The four suites (signed out and signed in, in each scheme) are four test
// files, accessibility-*.test.mjs, so that they run side by side.

import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, test } from "node:test";

import { REPO_ROOT, TEST_TIMEOUT_MS, devLogin, newPage, serverAndBrowser, withDiagnostics, callApi } from "./support.mjs";

const SCREENSHOTS = path.join(REPO_ROOT, "frontend/e2e/artifacts/dark");
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The violations on the page as it is now, one readable line each. */
async function violations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`,
    );
  }, WCAG_TAGS);
}

async function assertAccessible(page, what) {
  // Let data load and transitions settle before judging colours and names:
  // every animation that ends (a dialog's entrance, a fade) has ended; those
  // that never do (a skeleton's pulse) are left running.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const scheme = await page.evaluate(() => (document.documentElement.classList.contains("dark") ? "dark" : "light"));
  const found = await violations(page);
  if (scheme === "dark") {
    const width = page.viewportSize()?.width ?? 0;
    const name = `${what}-${width}`.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").toLowerCase();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }
  assert.deepEqual(found, [], `${what} (${scheme}) has accessibility violations:\n${found.join("\n")}`);
}

/** The API's answer body, with the page's session. */
const api = async (page, method, path, body) => (await callApi(page, method, path, body)).body;

/** The signed-out pages and dialogs in `colorScheme` ("light" or "dark"), with a server of their own. */
export function signedOutSuite(colorScheme) {
  describe(`accessibility, ${colorScheme} scheme`, () => {
    const suite = serverAndBrowser();

    test("signed-out pages", { timeout: TEST_TIMEOUT_MS }, async () => {
      const { page } = await newPage(suite.browser, suite.server, { bypassCSP: true, colorScheme });
      await withDiagnostics({ server: suite.server, page }, async () => {
        const paths = [
          "/",
          "/privacy-policy",
          "/terms-of-service",
          "/contact",
          "/find-list",
          "/popular-gifts",
          "/gift-guides",
          "/gift-guides/gifts-for-coffee-lovers",
          "/gift-guides/no-such-guide",
          "/claims?token=unknown",
          "/pledges?token=unknown",
          "/unsubscribe?token=unknown",
          "/ai-gift-ideas",
          "/offline",
          "/no-such-page",
        ];
        assert.equal(
          await page.goto("/").then(() => page.evaluate(() => document.documentElement.classList.contains("dark"))),
          colorScheme === "dark",
          "the page follows the system's colour scheme",
        );
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          for (const path of paths) {
            await page.goto(path);
            await assertAccessible(page, `signed out ${path}`);
          }
        }
        await page.setViewportSize(DESKTOP);
        await page.goto("/");
        await page.getByRole("button", { name: "Try Demo" }).click();
        await page.getByRole("dialog", { name: "See Presently in Action" }).waitFor();
        await assertAccessible(page, "signed out /, the Try Demo dialog");
        // Ask Presently's panel, with an answer and its idea cards.
        await page.goto("/ai-gift-ideas");
        await page.getByRole("button", { name: "Start Chatting" }).click();
        const chat = page.getByRole("dialog", { name: "Ask Presently" });
        await chat.getByLabel("Message").fill("A gift for my dad who loves coffee, under $60");
        await chat.getByLabel("Message").press("Enter");
        await chat.getByRole("list", { name: "Gift ideas" }).first().waitFor();
        await assertAccessible(page, "signed out /ai-gift-ideas, the Ask Presently panel");
      });
    });
  });
}

/** The signed-in pages and dialogs, with data, in `colorScheme`, with a server of their own. */
export function signedInSuite(colorScheme) {
  describe(`accessibility, ${colorScheme} scheme`, () => {
    const suite = serverAndBrowser();

    test("signed-in pages and dialogs, with data", { timeout: 2 * TEST_TIMEOUT_MS }, async () => {
      const { page } = await newPage(suite.browser, suite.server, { bypassCSP: true, colorScheme });
      await withDiagnostics({ server: suite.server, page }, async () => {
        await devLogin(page, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
        await page.getByRole("heading", { name: /, Ada$/ }).waitFor();
        const contact = await api(page, "POST", "/api/contacts", { name: "Mum", relationship: "family" });
        await api(page, "POST", "/api/dates", {
          title: "Mum's Birthday",
          type: "birthday",
          date: "1960-12-04",
          contactId: contact.id,
        });
        await api(page, "POST", "/api/dates", { title: "Wedding Anniversary", type: "anniversary", date: "2015-06-20" });
        await api(page, "POST", "/api/wishlist", { name: "Wool Scarf", price: "$25.00", priority: "high" });
        await api(page, "POST", "/api/wishlist", { name: "Hardback Atlas", priority: "low", quantity: 2 });
        const publicLink = await api(page, "PUT", "/api/wishlist/public", { isPublic: true });
        const group = await api(page, "POST", "/api/collaborative-wishlists", {
          name: "Grandma's 80th",
          description: "Ideas for the party",
          occasion: "birthday",
          eventDate: "2027-03-04",
          isPublic: true,
          listed: true,
        });
        await api(page, "POST", `/api/collaborative-wishlists/${group.id}/items`, { name: "Photo Album", forName: "Grandma" });
        const groupPage = `/collaborative/${group.id}`;
        // A budget with Mum over her part of it (the warnings' colours), and what was spent.
        const budget = await api(page, "POST", "/api/budgets", { name: "Christmas 2027", date: "2027-12-25", amount: "100" });
        await api(page, "PUT", `/api/budgets/${budget.id}/people`, { contactId: contact.id, amount: "50" });
        await api(page, "POST", "/api/gifts", {
          contactId: contact.id,
          name: "Cashmere scarf",
          status: "bought",
          price: "80",
          currency: "USD",
          occasion: "Christmas",
          occasionDate: "2027-12-25",
        });
        const budgetPage = `/budget?id=${budget.id}`;

        const pages = [
          "/",
          "/dates",
          "/contacts",
          "/friends",
          "/wishlist",
          "/collaborative",
          groupPage,
          "/settings",
          "/profile",
          "/capture",
          "/budgets",
          budgetPage,
          "/spending",
          "/recommendations",
          "/gift-guides",
        ];
        for (const path of pages) {
          await page.goto(path);
          await assertAccessible(page, `signed in ${path}`);
        }
        // On a phone: the bottom navigation and the stacked layouts.
        await page.setViewportSize(PHONE);
        for (const path of pages) {
          await page.goto(path);
          await assertAccessible(page, `signed in ${path} on a phone`);
        }
        await page.setViewportSize(DESKTOP);
        for (const tab of ["Friends", "Find Friends"]) {
          await page.goto("/friends");
          await page.getByRole("tab", { name: tab, exact: true }).click();
          await assertAccessible(page, `/friends, ${tab} tab`);
        }

        const dialogs = [
          ["/dates", { name: "Add Date", exact: true }, "Add Special Date"],
          ["/contacts", { name: "Add Contact", exact: true }, "Add Contact"],
          ["/wishlist", { name: "Add Item", exact: true }, "Add to Wishlist"],
          ["/wishlist", { name: "Import items", exact: true }, /^Import items into /],
          ["/wishlist", { name: "Edit Wool Scarf" }, "Edit Item"],
          ["/wishlist", { name: "Share Wool Scarf" }, /Share/],
          ["/collaborative", { name: "Create Group Wishlist" }, "Create Collaborative Wishlist"],
          [groupPage, { name: "Add Item", exact: true }, "Add Item"],
          [groupPage, { name: "Edit Photo Album" }, "Edit Item"],
          [groupPage, { name: "Edit Details" }, "Edit Wishlist"],
          [groupPage, { name: "I'll get this" }, "I'll get this"],
          ["/budgets", { name: "New budget", exact: true }, "New budget"],
          [budgetPage, { name: "Add a person", exact: true }, "Add a person"],
          [budgetPage, { name: "Set amount for Mum" }, "Set amount for Mum"],
        ];
        for (const [path, button, title] of dialogs) {
          await page.goto(path);
          await page.getByRole("button", button).first().click();
          await page.getByRole("dialog", { name: title }).waitFor();
          await assertAccessible(page, `${path}, dialog ${title}`);
        }

        const { page: visitor } = await newPage(suite.browser, suite.server, { bypassCSP: true, colorScheme });
        await visitor.goto(new URL(publicLink.url).pathname);
        await visitor.getByRole("button", { name: "Show the list" }).waitFor();
        await assertAccessible(visitor, "the public list's spoiler warning");
        await visitor.getByRole("button", { name: "Show the list" }).click();
        await visitor.getByText("Wool Scarf").waitFor();
        await assertAccessible(visitor, "the public list");
        await visitor.getByRole("button", { name: "I'll get this" }).first().click();
        await visitor.getByRole("dialog", { name: "I'll get this" }).waitFor();
        await assertAccessible(visitor, "the guest's claim dialog");
        await visitor.keyboard.press("Escape");
        await visitor.goto(new URL(group.publicUrl).pathname);
        await visitor.getByRole("button", { name: "Show the list" }).click();
        await visitor.getByText("Photo Album").waitFor();
        await assertAccessible(visitor, "a group list's public page");
        await visitor.goto("/find-list");
        await visitor.getByRole("article", { name: "Grandma's 80th" }).waitFor();
        await assertAccessible(visitor, "Find a list with a listed list");
      });
    });
  });
}

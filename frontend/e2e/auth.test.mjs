// Sign-in with the dev login (no identity provider configured): the whole
// journey, returning to the page that asked for sign-in, and the time-zone sync.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  currentUser,
  eventually,
  newPage,
  pathOf,
  recordToasts,
  sawToast,
  serverAndBrowser,
  signedIn,
  submitDevLogin,
  withDiagnostics,
} from "./support.mjs";

const GREETING = (name) => new RegExp(`^Good (morning|afternoon|evening), ${name}$`);

describe("dev login", () => {
  const suite = serverAndBrowser();

  async function expectLanding(page) {
    await page.getByRole("link", { name: "Start for Free" }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Start for Free" }).getAttribute("href"), "/api/login");
    const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true });
    assert.equal(await signIn.getAttribute("href"), "/api/login");
    for (const label of ["AI Gift Ideas", "Find a List", "Popular Gifts", "Gift Guides"]) {
      assert.equal(
        await page.getByRole("banner").getByRole("link", { name: label, exact: true }).first().isVisible(),
        true,
        `header link ${label}`,
      );
    }
    assert.equal(await page.getByRole("navigation", { name: "Main" }).count(), 0, "no signed-in nav");
  }

  test("sign in, see the home page and the account menu, log out", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server);
    try {
      await withDiagnostics({ server: suite.server, page }, async () => {
        // Signed out: the landing page.
        const landing = await page.goto("/");
        assert.equal(landing.status(), 200);
        await expectLanding(page);
        assert.equal((await currentUser(page)).status, 401);

        // Sign in -> the dev login form.
        await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/api/dev-login");
        await page.getByRole("heading", { name: "Sign in to Presently" }).waitFor();
        await submitDevLogin(page, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });

        // Home: greeting by first name, nothing due.
        await page.waitForURL((url) => url.pathname === "/");
        await page.getByRole("heading", { level: 1, name: GREETING("Ada") }).waitFor();
        await page.getByText("All caught up for today").waitFor();
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.waitFor();
        for (const label of ["Contacts", "Friends", "Wishlist", "Recommendations"]) {
          assert.equal(await nav.getByRole("link", { name: label, exact: true }).isVisible(), true, `nav ${label}`);
        }
        const me = await currentUser(page);
        assert.equal(me.status, 200);
        assert.equal(me.body.firstName, "Ada");
        assert.equal(me.body.lastName, "Lovelace");
        assert.equal(me.body.email, "ada@example.com");

        // The account menu: display name on the trigger; name and email inside.
        const trigger = page.getByTestId("account-menu");
        await trigger.waitFor();
        assert.match(await trigger.innerText(), /Ada Lovelace/);
        await trigger.click();
        const menu = page.getByRole("menu");
        await menu.waitFor();
        await menu.getByText("Ada Lovelace", { exact: true }).waitFor();
        await menu.getByText("ada@example.com", { exact: true }).waitFor();

        // Log out -> /api/logout -> the landing page again.
        await Promise.all([
          page.waitForURL((url) => url.pathname === "/" && !url.search),
          menu.getByRole("menuitem", { name: "Log out" }).click(),
        ]);
        await expectLanding(page);
        assert.equal((await currentUser(page)).status, 401);
      });
    } finally {
      await context.close();
    }
  });

  test("a signed-out visit to /wishlist asks to sign in and comes back to it", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server);
    await recordToasts(context);
    try {
      await withDiagnostics({ server: suite.server, page }, async () => {
        const res = await page.goto("/wishlist");
        assert.equal(res.status(), 200);

        // The toast, then (after 500 ms) the login with returnTo.
        await page.waitForURL((url) => url.pathname === "/api/dev-login", { timeout: 15_000 });
        await sawToast(page, "Unauthorized", "You are logged out. Logging in again...");
        // The form carries the page to return to.
        assert.equal(await page.locator('input[name="returnTo"]').inputValue(), "/wishlist");

        await submitDevLogin(page, { email: "grace.wish@example.com", firstName: "Grace", lastName: "Wish" });
        await page.waitForURL((url) => url.pathname === "/wishlist");
        assert.equal(pathOf(page), "/wishlist");
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.waitFor();
        assert.equal(await nav.getByRole("link", { name: "Wishlist", exact: true }).getAttribute("aria-current"), "page");
        assert.equal((await currentUser(page)).status, 200);
      });
    } finally {
      await context.close();
    }
  });

  test("on a slow link the 'Unauthorized' toast is still shown before the login", { timeout: TEST_TIMEOUT_MS }, async () => {
    // Found in CI: the toasts' region loads after the page, and when its
    // script came later than the 500 ms the login came first, unseen.
    const { context, page } = await newPage(suite.browser, suite.server);
    await recordToasts(context);
    await context.route("**/_next/static/chunks/**", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("Notifications ({hotkey})")) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response, body });
    });
    try {
      await withDiagnostics({ server: suite.server, page }, async () => {
        await page.goto("/friends");
        await page.waitForURL((url) => url.pathname === "/api/dev-login", { timeout: 15_000 });
        await sawToast(page, "Unauthorized", "You are logged out. Logging in again...");
        assert.equal(await page.locator('input[name="returnTo"]').inputValue(), "/friends");
      });
    } finally {
      await context.close();
    }
  });

  test("the login redirect keeps returnTo", { timeout: TEST_TIMEOUT_MS }, async () => {
    // The exact hop the frontend makes after the toast.
    const res = await fetch(suite.server.url("/api/login?returnTo=%2Fwishlist"), { redirect: "manual" });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), "/api/dev-login?returnTo=%2Fwishlist");
  });

  test("the browser's time zone is stored after sign-in", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server, { timezoneId: "Asia/Tokyo" });
    try {
      await withDiagnostics({ server: suite.server, page }, async () => {
        await page.goto("/api/login");
        await submitDevLogin(page, { email: "kiku@example.com", firstName: "Kiku", lastName: "Tanaka" });
        await page.waitForURL((url) => url.pathname === "/");
        assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), "Asia/Tokyo");
        await page.getByRole("heading", { level: 1, name: GREETING("Kiku") }).waitFor();

        const me = await eventually(
          async () => {
            const user = await currentUser(page);
            return user.status === 200 && user.body?.timeZone === "Asia/Tokyo" ? user : null;
          },
          { timeoutMs: 15_000, message: "GET /api/auth/user answering timeZone 'Asia/Tokyo'" },
        );
        assert.equal(me.body.email, "kiku@example.com");
      });
    } finally {
      await context.close();
    }
  });

  test("Sign out everywhere on Settings ends the session in another browser too", { timeout: TEST_TIMEOUT_MS }, async () => {
    const user = { email: "everywhere@example.com", firstName: "Eve", lastName: "Where" };
    const laptop = await signedIn(suite.browser, suite.server, user);
    const phone = await signedIn(suite.browser, suite.server, user);
    try {
      await withDiagnostics({ server: suite.server, page: laptop.page }, async () => {
        assert.equal((await currentUser(phone.page)).status, 200);

        await laptop.page.goto("/settings");
        await laptop.page.getByText("Signed-in devices", { exact: true }).waitFor();
        await laptop.page.getByRole("button", { name: "Sign out everywhere" }).click();
        const dialog = laptop.page.getByRole("alertdialog");
        await dialog.getByText("Sign out everywhere?").waitFor();
        await Promise.all([
          laptop.page.waitForURL((url) => url.pathname === "/"),
          dialog.getByRole("button", { name: "Sign out everywhere" }).click(),
        ]);
        await laptop.page.getByRole("link", { name: "Start for Free" }).waitFor();
        assert.equal((await currentUser(laptop.page)).status, 401);

        // The other browser's saved cookie no longer signs anyone in.
        assert.equal((await currentUser(phone.page)).status, 401);
        await phone.page.goto("/wishlist");
        await phone.page.waitForURL((url) => url.pathname === "/api/dev-login", { timeout: 15_000 });
      });
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });
});

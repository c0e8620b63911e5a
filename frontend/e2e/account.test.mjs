// Your account in the browser: the profile (a chosen time zone, a name kept
// over the next sign-in), the reminder defaults a new date starts from, the
// JSON download imported into another (empty) account, and deleting it.

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { describe, test } from "node:test";

import { TEST_TIMEOUT_MS, devLogin, eventually, newPage, sawToast, recordToasts, serverAndBrowser, withDiagnostics, callApi } from "./support.mjs";

describe("account", () => {
  const suite = serverAndBrowser();

  test("profile: a chosen zone and an edited name stay", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server, { timezoneId: "Europe/London" });
    await recordToasts(context);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
      await page.goto("/profile");
      await page.getByRole("heading", { level: 1, name: "Profile" }).waitFor();
      await page.getByLabel("First name").fill("Augusta");
      await page.getByRole("radio", { name: "Choose a time zone" }).click();
      const zones = page.getByRole("combobox", { name: "Choose a time zone" });
      await eventually(async () => (await zones.locator("option").count()) > 100, { message: "the zone list loads" });
      await zones.selectOption("Asia/Tokyo");
      await page.getByRole("button", { name: "Save" }).click();
      await sawToast(page, "Profile saved");
      const user = await callApi(page, "GET", "/api/auth/user");
      assert.equal(user.body.firstName, "Augusta");
      assert.equal(user.body.timeZone, "Asia/Tokyo");
      assert.equal(user.body.timeZoneFollowsBrowser, false);
      // The account menu shows the new name; the browser's zone (London)
      // does not move the chosen one on the next load.
      await page.reload();
      await page.getByRole("button", { name: /Augusta Lovelace/ }).waitFor();
      assert.equal(await page.getByRole("combobox", { name: "Choose a time zone" }).inputValue(), "Asia/Tokyo");
      assert.equal((await callApi(page, "GET", "/api/auth/user")).body.timeZone, "Asia/Tokyo");
      // A bad photo link is refused under its field.
      await page.getByLabel("Photo URL").fill("http://example.com/me.png");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Photo must be a web address starting with https://").waitFor();
    });
    await context.close();
  });

  test("settings, export, import into an empty account, delete", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server, { acceptDownloads: true });
    await recordToasts(context);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
      const mum = await callApi(page, "POST", "/api/contacts", { name: "Mum Hopper" });
      await callApi(page, "POST", "/api/dates", { title: "Mum's Birthday", type: "birthday", date: "1950-03-04", contactId: mum.body.id });
      await callApi(page, "POST", "/api/wishlist", { name: "Compass" });

      await page.goto("/settings");
      await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
      const days = page.getByLabel("Default days before");
      await eventually(async () => (await days.inputValue()) === "7", { message: "the settings load" });
      await days.fill("3");
      await page.getByRole("button", { name: "Save" }).first().click();
      await sawToast(page, "Settings saved");
      assert.equal((await callApi(page, "GET", "/api/account/settings")).body.reminderDays, 3);

      // The JSON download.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download all my data (JSON)" }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^presently-export-\d{4}-\d{2}-\d{2}\.json$/);
      const file = await download.path();
      const exported = JSON.parse(await readFile(file, "utf8"));
      assert.equal(exported.format, "presently-export");
      assert.equal(exported.contacts[0].name, "Mum Hopper");

      // Another account imports it.
      const bob = await newPage(suite.browser, suite.server);
      await recordToasts(bob.context);
      await devLogin(bob.page, { email: "bob@example.com", firstName: "Bob" });
      await bob.page.goto("/settings");
      await bob.page.getByLabel("Import").setInputFiles(file);
      await sawToast(bob.page, "Import complete");
      await bob.page.goto("/contacts");
      await bob.page.getByText("Mum Hopper").first().waitFor();
      assert.equal((await callApi(bob.page, "GET", "/api/account/settings")).body.reminderDays, 3);
      // Not twice: the message says why.
      await bob.page.goto("/settings");
      await bob.page.getByLabel("Import").setInputFiles(file);
      await bob.page
        .getByText("Import works only into an empty account: this one already has contacts, dates or wishlist items.")
        .first()
        .waitFor();

      // Bob deletes his account.
      await bob.page.getByRole("button", { name: "Delete account" }).click();
      const dialog = bob.page.getByRole("dialog", { name: "Delete your account?" });
      const confirm = dialog.getByRole("button", { name: "Delete my account" });
      assert.equal(await confirm.isDisabled(), true);
      await dialog.getByLabel("Your email address").fill("bob@example.org");
      assert.equal(await confirm.isDisabled(), true);
      await dialog.getByLabel("Your email address").fill("BOB@example.com");
      await confirm.click();
      await bob.page.waitForURL((url) => url.pathname === "/");
      await bob.page.getByRole("link", { name: /sign in|log in|get started/i }).first().waitFor();
      assert.equal((await callApi(bob.page, "GET", "/api/auth/user")).status, 401);
      await bob.context.close();
      // Grace's own data is untouched.
      assert.equal((await callApi(page, "GET", "/api/contacts")).body.length, 1);
    });
    await context.close();
  });
});

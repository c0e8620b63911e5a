// My Circle with two people in two browsers: a friend request sent, seen
// with its badge, accepted, and both sides seeing each other; then a vCard
// import whose contacts and birthdays show on home.

import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";

import {
  REPO_ROOT,
  TEST_TIMEOUT_MS,
  eventually,
  sawToast,
  serverAndBrowser,
  signedIn,
  withDiagnostics,
} from "./support.mjs";

const GOOGLE_VCF = path.join(REPO_ROOT, "crates/integrations/tests/fixtures/vcard/google.vcf");

describe("my circle", () => {
  const suite = serverAndBrowser();

  test("A asks B to be friends; B sees the badge and accepts; both see each other", { timeout: TEST_TIMEOUT_MS }, async () => {
    const ada = await signedIn(suite.browser, suite.server, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
    const bob = await signedIn(suite.browser, suite.server, { email: "bob@example.com", firstName: "Bob", lastName: "Builder" });
    try {
      await withDiagnostics({ server: suite.server, page: ada.page }, async () => {
        await ada.page.goto("/friends");
        await ada.page.getByRole("tab", { name: "Find Friends" }).click();
        await ada.page.getByLabel("Friend's email").fill("  Bob@Example.com ");
        await ada.page.getByRole("button", { name: "Send Request" }).click();
        await sawToast(ada.page, "Friend request sent successfully!");
        await ada.page.getByRole("tab", { name: /^Requests/ }).click();
        // The sent request shows the address typed, not who has it.
        const sent = ada.page.getByRole("list", { name: "Sent requests" }).getByRole("listitem", { name: "bob" });
        await sent.getByText("Pending", { exact: true }).waitFor();
        await sent.getByText("bob@example.com", { exact: true }).waitFor();
        assert.equal(await ada.page.getByText("Bob Builder").count(), 0, "Bob's name stays hidden until he accepts");
      });

      await withDiagnostics({ server: suite.server, page: bob.page }, async () => {
        await bob.page.goto("/friends");
        await eventually(async () => (await bob.page.getByTestId("requests-count").innerText()).trim() === "1", {
          message: "the red badge counting one request",
        });
        await bob.page.getByRole("tab", { name: /^Requests/ }).click();
        await bob.page.getByRole("button", { name: "Accept request from Ada Lovelace" }).click();
        await sawToast(bob.page, "Friend request accepted!");
        await bob.page.getByRole("tab", { name: "Friends", exact: true }).click();
        const friend = bob.page.getByRole("listitem", { name: "Ada Lovelace" });
        await friend.getByText("ada@example.com").waitFor();
        assert.equal(await bob.page.getByTestId("requests-count").count(), 0, "no pending requests left");
      });

      await withDiagnostics({ server: suite.server, page: ada.page }, async () => {
        await ada.page.goto("/friends?tab=friends");
        await ada.page.getByRole("listitem", { name: "Bob Builder" }).getByText("bob@example.com").waitFor();
      });
    } finally {
      await ada.context.close();
      await bob.context.close();
    }
  });

  test("importing a .vcf file brings its contacts and their birthdays to home", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await signedIn(suite.browser, suite.server, { email: "cat@example.com", firstName: "Cat", lastName: "Stevens" });
    try {
      await withDiagnostics({ server: suite.server, page }, async () => {
        await page.goto("/friends");
        // The empty list offers a second Import Contacts button; the page's own comes first.
        await page.getByText("No contacts yet").waitFor();
        await page.getByRole("button", { name: "Import Contacts" }).first().click();
        const dialog = page.getByRole("dialog", { name: "Import Contacts" });
        await dialog.getByLabel("vCard file").setInputFiles(GOOGLE_VCF);
        await dialog.getByTestId("import-counts").getByText(/3 new/).waitFor();
        for (const name of ["Alice Johnson", "Bob Martinez", "Carol Ng"]) {
          assert.equal(await dialog.getByRole("checkbox", { name }).isChecked(), true, name);
        }
        await dialog.getByRole("button", { name: "Import 3 contacts" }).click();
        await sawToast(page, "Contacts imported", "3 contacts imported");
        await dialog.waitFor({ state: "hidden" });
        await page.getByRole("article", { name: "Alice Johnson" }).waitFor();

        await page.goto("/");
        const circle = page.getByRole("list", { name: "Contacts" });
        for (const name of ["Alice Johnson", "Bob Martinez", "Carol Ng"]) {
          await circle.getByText(name).waitFor();
        }
        // The dates load beside the circle: wait for them before reading them all.
        await page.getByTestId("date-card").first().waitFor();
        const titles = await page.getByTestId("date-card").locator("h3").allInnerTexts();
        assert.ok(titles.length > 0 && titles.every((t) => /'s (Birthday|Anniversary)$/.test(t)), JSON.stringify(titles));
        const dates = await (await page.request.get("/api/dates")).json();
        const byTitle = Object.fromEntries(dates.map((d) => [d.title, d]));
        assert.equal(byTitle["Alice Johnson's Birthday"].contact.name, "Alice Johnson");
        assert.match(byTitle["Alice Johnson's Birthday"].nextDate, /-03-04$/);
        assert.match(byTitle["Bob Martinez's Birthday"].nextDate, /-05-17$/, "a year-less birthday");
        assert.ok(byTitle["Bob Martinez's Anniversary"]);
      });
    } finally {
      await context.close();
    }
  });
});

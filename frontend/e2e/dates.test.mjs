// Special dates in the browser: the add dialog, the card's countdown,
// 'Already shopped', reminder settings that survive a reload, calendar dates
// shown as written whatever the browser's zone, and home's 30-day count.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  devLogin,
  eventually,
  freePort,
  newPage,
  recordToasts,
  sawToast,
  serverAndBrowser,
  withDiagnostics,
} from "./support.mjs";

const ZONE = "America/Los_Angeles";

/** Today in `ZONE` plus `days`, as YYYY-MM-DD. */
function dayInZone(days) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function apiDates(page, path = "/api/dates") {
  const res = await page.request.get(path);
  assert.equal(res.status(), 200);
  return res.json();
}

describe("special dates", () => {
  // Email delivery is offered only when SMTP is configured; nothing is due
  // during this test, so nothing is sent to this (closed) port.
  const suite = serverAndBrowser(async () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } }));

  test("add a date, tick Already shopped, change the reminder, reload and see it all kept", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server, { timezoneId: ZONE });
    await recordToasts(context);
    try {
      await withDiagnostics({ server: suite.server, page }, async () => {
        await devLogin(page, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
        await page.getByText("All caught up for today").waitFor();
        await page.getByText("No upcoming dates").waitFor();
        // The browser's zone is stored, so countdowns are in Los Angeles days.
        await eventually(async () => (await (await page.request.get("/api/auth/user")).json()).timeZone === ZONE);

        await page.getByRole("button", { name: "Add Date", exact: true }).first().click();
        const dialog = page.getByRole("dialog", { name: "Add Special Date" });
        await dialog.waitFor();
        await dialog.getByRole("button", { name: "Add Date" }).click();
        for (const message of ["Title is required", "Type is required", "Date is required"]) {
          await dialog.getByText(message).waitFor();
        }

        await dialog.getByLabel("Title").fill("Mum's Birthday");
        await dialog.getByLabel("Type").click();
        await page.getByRole("option", { name: "Birthday" }).click();
        await dialog.getByLabel("Date").fill("2027-03-04");
        await dialog.getByRole("button", { name: "Add Date" }).click();
        await dialog.waitFor({ state: "hidden" });
        await sawToast(page, "Special date added successfully!");

        const [saved] = await apiDates(page);
        assert.equal(saved.nextDate, "2027-03-04");
        assert.match(saved.countdown, /^\d+ days$/);
        const card = page.getByTestId("date-card").filter({ hasText: "Mum's Birthday" });
        await card.waitFor();
        await card.getByText("March 4, 2027").waitFor();
        assert.equal(await card.getByTestId("countdown").innerText(), saved.countdown);
        await page.getByText("All caught up for today").waitFor({ state: "visible" }); // not within 30 days

        await card.getByRole("checkbox", { name: "Already shopped" }).click();
        await sawToast(page, "Updated", "Marked as shopped for this date!");
        await card.getByText("Done", { exact: true }).waitFor();

        await card.getByRole("button", { name: /^Reminder settings/ }).click();
        const reminder = page.getByRole("dialog", { name: "Reminder settings" });
        await reminder.getByLabel("Days before").click();
        await page.getByRole("option", { name: "14 days" }).click();
        await reminder.getByRole("radio", { name: /^Email/ }).click();
        await reminder.getByRole("button", { name: "Save Reminder" }).click();
        await reminder.waitFor({ state: "hidden" });
        await sawToast(page, "Reminder Updated!");

        await page.reload();
        const reloaded = page.getByTestId("date-card").filter({ hasText: "Mum's Birthday" });
        await reloaded.getByText("March 4, 2027").waitFor();
        assert.equal(await reloaded.getByRole("checkbox", { name: "Already shopped" }).isChecked(), true);
        await reloaded.getByText("Done", { exact: true }).waitFor();
        await reloaded.getByRole("button", { name: "Reminder settings: 14 days before" }).waitFor();
        const [kept] = await apiDates(page);
        assert.equal(kept.reminderDays, 14);
        assert.equal(kept.reminderDelivery, "email");
        assert.equal(kept.shopped, true);

        // The all-dates page lists it and offers the calendar feed.
        await page.getByRole("link", { name: /View all dates/ }).click();
        await page.waitForURL("**/dates");
        await page.getByTestId("date-card").filter({ hasText: "Mum's Birthday" }).waitFor();
        const feed = page.getByRole("region", { name: "Calendar feed" });
        const feedUrl = await feed.getByRole("textbox").inputValue();
        assert.match(feedUrl, /\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
        const ics = await page.request.get(feedUrl);
        assert.equal(ics.status(), 200);
        assert.match(await ics.text(), /SUMMARY:Mum's Birthday/);
      });
    } finally {
      await context.close();
    }
  });

  test("home counts the dates of the next 30 days", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server, { timezoneId: ZONE });
    try {
      await withDiagnostics({ server: suite.server, page }, async () => {
        await devLogin(page, { email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
        await eventually(async () => (await (await page.request.get("/api/auth/user")).json()).timeZone === ZONE);
        for (const [title, days] of [["In two days", 2], ["In ten days", 10], ["In forty days", 40]]) {
          const res = await page.request.post("/api/dates", {
            data: { title, type: "other", date: dayInZone(days), recurring: false },
          });
          assert.equal(res.status(), 201);
        }
        await page.reload();
        await page.getByText("2 special moments coming up").waitFor();
        await eventually(async () => (await page.getByTestId("date-card").count()) === 3, {
          message: "three cards in the upcoming grid",
        });
        const countdowns = await page.getByTestId("countdown").allInnerTexts();
        assert.deepEqual(countdowns, ["2 days", "10 days", "40 days"]);
      });
    } finally {
      await context.close();
    }
  });
});

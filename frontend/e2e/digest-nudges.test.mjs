// The weekly email, gift-giving days, nudges and the unsubscribe link in the
// browser (issue 47). Ann makes her digest daily at 18:00 and her country
// the United Kingdom in Settings; both stay over a reload. On /dates the
// card of the UK's gift-giving days adds Mother's Day as one of her dates.
// Bea's birthday is 20 days away: Ann, her friend, asks her from her list to
// update it; the button says "Asked", Bea hears someone in her circle is
// shopping for her birthday (never who), and a second ask is refused. A bad
// unsubscribe link says so and offers nothing to press.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  apiJson,
  assertClean,
  cardOf,
  eventually,
  freePort,
  makeFriends,
  newPage,
  sawToast,
  serverAndBrowser,
  signedIn,
  watchPage,
  withDiagnostics,
} from "./support.mjs";

const ANN = { email: "ann@example.com", firstName: "Ann", lastName: "Lee" };
const BEA = { email: "bea@example.com", firstName: "Bea", lastName: "Hart" };

const MOTHERS_DAY = "Mother's Day";
const NUDGE_TITLE = "Someone in your circle is shopping for your birthday";
const INVALID_LINK = "This unsubscribe link is not valid.";

/** A birthday in 1990 whose next anniversary is `days` from today (a 29 February moves to 1 March). */
function birthdayIn(days) {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  const monthDay = date.toISOString().slice(5, 10);
  return `1990-${monthDay === "02-29" ? "03-01" : monthDay}`;
}

describe("digest, gift-giving days and nudges", () => {
  // The weekly email's settings can be changed only where the server sends
  // email; nothing is sent to this (closed) port during the test.
  const suite = serverAndBrowser(async () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } }));

  test("settings stay, a gift-giving day is added, a friend asks without being named", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { server, browser } = suite;
    const ann = await signedIn(browser, server, ANN);
    const bea = await signedIn(browser, server, BEA);
    const annWatcher = watchPage(ann.page);
    const beaWatcher = watchPage(bea.page);
    let guest = null;
    try {
      // Ann: daily at 18:00, then the United Kingdom; both stay over a reload.
      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        // Nothing in flight when a tab moves on (a prefetch it cut short is not the page's failure).
        await annWatcher.idle();
        await page.goto("/settings");
        await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
        // Daily is chosen through the API: the Radix list opens past the viewport's edge on this long
        // page (its unit test picks it); the page shows it and saves the hour with it.
        await apiJson(page, "PUT", "/api/account/settings", { digest: "daily" });
        await annWatcher.idle();
        await page.reload();
        await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
        const digest = cardOf(page, "Weekly email");
        await digest.getByRole("combobox", { name: "How often" }).getByText("Daily", { exact: true }).waitFor();
        await digest.getByRole("combobox", { name: "Time", exact: true }).selectOption("18");
        assert.equal(await digest.getByRole("combobox", { name: "Day", exact: true }).count(), 0, "a daily email has no day");
        await digest.getByRole("button", { name: "Save", exact: true }).click();
        await sawToast(page, "Settings saved");
        await eventually(async () => (await apiJson(page, "GET", "/api/account/settings")).digest === "daily", {
          message: "the digest saved as daily",
        });

        const nudges = cardOf(page, "Nudges").getByRole("switch", { name: "Let my circle nudge me" });
        assert.equal(await nudges.getAttribute("aria-checked"), "true", "nudges are on by default");

        const holidays = cardOf(page, "Holidays");
        await holidays.getByRole("combobox", { name: "Country" }).selectOption({ label: "United Kingdom" });
        await holidays.getByRole("button", { name: "Save country" }).click();
        await eventually(async () => (await apiJson(page, "GET", "/api/account/settings")).country === "GB", {
          message: "the country saved as GB",
        });
        await assertClean(annWatcher, "Ann's settings");

        await page.reload();
        await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
        const reloaded = cardOf(page, "Weekly email");
        await reloaded.getByRole("combobox", { name: "How often" }).getByText("Daily", { exact: true }).waitFor();
        assert.equal(await reloaded.getByRole("combobox", { name: "Time", exact: true }).inputValue(), "18");
        assert.equal(await cardOf(page, "Holidays").getByRole("combobox", { name: "Country" }).inputValue(), "GB");
        const settings = await apiJson(page, "GET", "/api/account/settings");
        assert.equal(settings.digest, "daily");
        assert.equal(settings.digestHour, 18);
        assert.equal(settings.country, "GB");
        assert.equal(settings.nudges, true);
        await assertClean(annWatcher, "Ann's settings after a reload");
      });

      // Ann adds Mother's Day from the United Kingdom's gift-giving days.
      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        await page.goto("/dates");
        const giftDays = page.getByRole("region", { name: "Gift-giving days", exact: true });
        await giftDays.getByRole("heading", { name: "Gift-giving days in United Kingdom" }).waitFor();
        const row = giftDays.getByTestId("gift-day").filter({ hasText: MOTHERS_DAY });
        await row.getByRole("button", { name: `Add ${MOTHERS_DAY}`, exact: true }).click();
        await sawToast(page, "Special date added successfully!");
        await row.getByText("Added", { exact: true }).waitFor();
        assert.equal(await row.getByRole("button", { name: `Add ${MOTHERS_DAY}` }).count(), 0, "added once");
        await page.getByRole("region", { name: "All special dates" }).getByTestId("date-card").filter({ hasText: MOTHERS_DAY }).waitFor();
        const dates = await apiJson(page, "GET", "/api/dates");
        assert.ok(
          dates.some((d) => d.title === MOTHERS_DAY),
          `GET /api/dates has ${MOTHERS_DAY}: ${JSON.stringify(dates.map((d) => d.title))}`,
        );
        await assertClean(annWatcher, "Ann's dates");
      });

      // Bea's birthday is 20 days away; her wishlist is shown to her friends.
      const birthday = birthdayIn(20);
      let listId = null;
      await withDiagnostics({ server, page: bea.page }, async () => {
        const page = bea.page;
        await beaWatcher.idle();
        await page.goto("/profile");
        await page.getByRole("heading", { level: 1, name: "Profile" }).waitFor();
        await page.getByLabel("Your birthday").fill(birthday);
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await sawToast(page, "Profile saved");
        assert.equal((await apiJson(page, "GET", "/api/auth/user")).birthday, birthday);
        await assertClean(beaWatcher, "Bea's profile");

        const lists = await apiJson(page, "GET", "/api/lists");
        const own = lists.find((l) => l.isDefault);
        assert.ok(own, `Bea has a default list: ${JSON.stringify(lists)}`);
        if (own.visibility !== "friends") {
          await apiJson(page, "PATCH", `/api/lists/${own.id}`, { visibility: "friends" });
        }
        listId = own.id;
      });
      await makeFriends(ann, bea, BEA);

      // Ann asks Bea to update her list.
      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        await annWatcher.idle();
        await page.goto(`/wishlist/${listId}`);
        await page.getByTestId("list-owner").getByText("Bea Hart", { exact: false }).waitFor();
        await page.getByRole("button", { name: "Ask Bea to update this list" }).click();
        const asked = page.getByRole("button", { name: "Asked", exact: true });
        await asked.waitFor();
        assert.equal(await asked.isDisabled(), true, "asked once, the button is spent");
        await page.getByTestId("nudge-asked").getByText("Bea will hear that someone is shopping for them, not who.").waitFor();
        assert.equal(await page.getByRole("button", { name: "Ask Bea to update this list" }).count(), 0);
        assert.deepEqual(await apiJson(page, "GET", `/api/lists/${listId}/nudge`), { occasion: "person", asked: true });
        await assertClean(annWatcher, "Ann's view of Bea's list");

        // Once per occasion: asking again is refused.
        const again = await page.request.post(`/api/lists/${listId}/nudge`, { failOnStatusCode: false });
        assert.equal(again.status(), 409, `a second ask: ${await again.text()}`);
      });

      // Bea hears someone is shopping for her birthday, never who.
      await withDiagnostics({ server, page: bea.page }, async () => {
        const { notifications } = await apiJson(bea.page, "GET", "/api/notifications");
        const nudge = notifications.find((n) => n.title === NUDGE_TITLE);
        assert.ok(nudge, `Bea's notifications: ${JSON.stringify(notifications.map((n) => n.title))}`);
        const said = JSON.stringify(nudge);
        for (const never of [/\bAnn\b/, /\bLee\b/, /ann@example\.com/i]) {
          assert.doesNotMatch(said, never, "the nudge never names who asked");
        }
      });

      // A bad unsubscribe link, signed out: said so, nothing to press.
      guest = await newPage(browser, server);
      const guestWatcher = watchPage(guest.page);
      await withDiagnostics({ server, page: guest.page }, async () => {
        const page = guest.page;
        await page.goto("/unsubscribe");
        await page.getByTestId("unsubscribe-invalid").getByText(INVALID_LINK).waitFor();
        assert.equal(await page.getByRole("button", { name: "Unsubscribe", exact: true }).count(), 0);

        // The page sends nothing until the button is pressed (a mail scanner
        // opening the link turns nothing off): the server refuses the token.
        await guestWatcher.idle();
        await page.goto("/unsubscribe?token=12.bad");
        await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
        await page.getByTestId("unsubscribe-invalid").getByText(INVALID_LINK).waitFor();
        assert.equal(await page.getByRole("button", { name: "Unsubscribe", exact: true }).count(), 0);
        assert.equal(await page.getByTestId("unsubscribed").count(), 0);
        await assertClean(guestWatcher, "the unsubscribe page", ["/api/email/unsubscribe?token=12.bad"]);
      });
    } finally {
      await guest?.context.close();
      await ann.context.close();
      await bea.context.close();
    }
  });
});

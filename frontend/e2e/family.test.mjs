// Lists for those who keep none (issue 40) in the browser: Ann adds Mia on
// /family and makes Ben, Mia's other parent, a guardian; Ben adds a kite to
// Mia's list, Ann a bike as her own surprise; Gran (Ann's friend) finds Mia
// under Ann's lists in My Circle and claims both. Ben sees Gran's claim on
// the kite and nothing of it on Ann's surprise; Ann sees both. Then Mia is
// given an account: she accepts the invite, keeps the list, and sees no
// claim and no surprise (nor does any answer she gets hold one).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  callApi,
  launchBrowser,
  sawToast,
  signedIn,
  startPresently,
  withDiagnostics,
} from "./support.mjs";

/** Chooses `option` in the Radix select named `name` inside `scope`. */
async function choose(page, scope, name, option) {
  await scope.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** `a` asks `b` (at `email`) to be friends; `b` accepts. */
async function makeFriends(a, b, email) {
  const { body } = await callApi(a.page, "POST", "/api/friends/request", { receiverEmail: email });
  const accepted = await callApi(b.page, "POST", "/api/friends/accept", { requestId: body.id });
  assert.equal(accepted.status, 200);
}

/** Add Item on the list shown: its name (and my own surprise), then waits for the card. */
async function addItem(page, name, { ownSurprise = false } = {}) {
  await page.getByRole("button", { name: "Add Item", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add to Wishlist" });
  await dialog.waitFor();
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  if (ownSurprise) await dialog.getByRole("switch", { name: "My own surprise" }).click();
  await dialog.getByRole("button", { name: "Add to Wishlist" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("article", { name }).waitFor();
}

/** `page`'s friend claims `item` on the friend's list page shown. */
async function claim(page, item) {
  const card = page.getByRole("article", { name: item });
  await card.getByRole("button", { name: "I'll get this" }).click();
  const dialog = page.getByRole("dialog", { name: "I'll get this" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Claim" }).click();
  await dialog.waitFor({ state: "hidden" });
  await sawToast(page, "Claimed");
}

describe("family", () => {
  let server;
  let browser;

  before(async () => {
    server = await startPresently();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("two parents keep a child's list, a grandmother gives, a surprise stays one, the child grows up", { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const ann = await signedIn(browser, server, { email: "ann@example.com", firstName: "Ann", lastName: "Lee" });
    const ben = await signedIn(browser, server, { email: "ben@example.com", firstName: "Ben", lastName: "Lee" });
    const gran = await signedIn(browser, server, { email: "gran@example.com", firstName: "Gran", lastName: "Rose" });
    let mia;
    let listId;
    let inviteLink;
    try {
      await makeFriends(ann, ben, "ben@example.com");
      await makeFriends(ann, gran, "gran@example.com");

      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        await page.goto("/family");
        await page.getByRole("heading", { level: 1, name: "Family" }).waitFor();
        await page.getByText("No one here yet").waitFor();
        await page.getByRole("button", { name: "Add someone" }).first().click();
        const dialog = page.getByRole("dialog", { name: "Add someone" });
        await dialog.waitFor();
        await dialog.getByLabel("Name", { exact: true }).fill("Mia");
        await choose(page, dialog, "Who they are", "Child");
        await dialog.getByLabel("Birthday").fill("2019-03-14");
        await dialog.getByRole("button", { name: "Add", exact: true }).click();
        await dialog.waitFor({ state: "hidden" });
        await sawToast(page, "Mia added");
        const card = page.getByRole("article", { name: "Mia" });
        await card.waitFor();

        await card.getByRole("button", { name: "Add a guardian" }).click();
        const guardian = page.getByRole("dialog", { name: "Add a guardian" });
        await guardian.waitFor();
        await choose(page, guardian, "Friends", /Ben Lee/);
        await guardian.getByRole("button", { name: "Add", exact: true }).click();
        await guardian.waitFor({ state: "hidden" });
        await sawToast(page, "Guardian added");
        await card.getByRole("list", { name: "Guardians" }).getByText("Ben Lee").waitFor();

        // Her birthday is in Ann's dates.
        const dates = (await callApi(page, "GET", "/api/dates")).body;
        assert.ok(dates.some((d) => d.title === "Mia's birthday"), JSON.stringify(dates));

        await card.getByRole("link", { name: /Mia's wishlist/ }).click();
        await page.waitForURL(/\/wishlist\?list=\d+$/);
        listId = Number(new URL(page.url()).searchParams.get("list"));
        await addItem(page, "Bike", { ownSurprise: true });
        await page.getByRole("article", { name: "Bike" }).getByText("My surprise").waitFor();
      });

      await withDiagnostics({ server, page: ben.page }, async () => {
        const page = ben.page;
        await page.goto(`/wishlist?list=${listId}`);
        await page.getByRole("article", { name: "Bike" }).getByText("Ann's surprise").waitFor();
        await addItem(page, "Kite");
      });

      await withDiagnostics({ server, page: gran.page }, async () => {
        const page = gran.page;
        await page.goto("/friends?tab=friends");
        await page.getByRole("button", { name: "Lists of Ann Lee" }).click();
        const dialog = page.getByRole("dialog", { name: "Ann's lists" });
        await dialog.waitFor();
        const section = dialog.getByRole("region", { name: "Looked after by Ann" });
        await section.getByRole("link", { name: /Mia's wishlist/ }).click();
        await page.waitForURL((url) => url.pathname === `/wishlist/${listId}`);
        await claim(page, "Kite");
        await claim(page, "Bike");
        await page.getByRole("article", { name: "Kite" }).getByText("Gran Rose").waitFor();
      });

      await withDiagnostics({ server, page: ben.page }, async () => {
        const page = ben.page;
        await page.reload();
        // Ben sees Gran's claim on the kite: nobody buys it twice.
        await page.getByRole("article", { name: "Kite" }).getByText("Gran Rose").waitFor();
        // Ann's surprise shows nothing of its claim to him.
        const bike = page.getByRole("article", { name: "Bike" });
        await bike.getByText("Ann's surprise").waitFor();
        const text = await bike.innerText();
        assert.ok(!text.includes("Gran"), `Ben's bike card: ${text}`);
        const answer = (await callApi(page, "GET", `/api/lists/${listId}`)).body;
        const seen = answer.items.find((i) => i.name === "Bike");
        for (const key of ["claims", "claimedQuantity", "givenBy"]) {
          assert.ok(!(key in seen), `Ben's bike has no ${key}: ${JSON.stringify(seen)}`);
        }
      });

      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        await page.goto(`/wishlist?list=${listId}`);
        await page.getByRole("article", { name: "Bike" }).getByText("Gran Rose").waitFor();

        await page.goto("/family");
        const card = page.getByRole("article", { name: "Mia" });
        await card.getByRole("button", { name: "Give Mia an account" }).click();
        const dialog = page.getByRole("dialog", { name: "Give Mia an account" });
        await dialog.waitFor();
        await dialog.getByLabel("Email").fill("mia@example.com");
        await dialog.getByRole("button", { name: "Send invite" }).click();
        await dialog.getByText("Invite sent to mia@example.com.").waitFor();
        inviteLink = await dialog.getByLabel("Invite link").inputValue();
        assert.match(inviteLink, /\/dependants\/accept\?token=[\w-]+$/);
      });

      mia = await signedIn(browser, server, { email: "mia@example.com", firstName: "Mia", lastName: "Lee" });
      await withDiagnostics({ server, page: mia.page }, async () => {
        const page = mia.page;
        await page.goto(new URL(inviteLink).pathname + new URL(inviteLink).search);
        await page.getByText("Mia's lists are ready for you").waitFor();
        await page.getByRole("button", { name: "Make them mine" }).click();
        await sawToast(page, "Your lists are here.");
        await page.waitForURL((url) => url.pathname === "/wishlist");
        await page.goto(`/wishlist?list=${listId}`);
        const kite = page.getByRole("article", { name: "Kite" });
        await kite.waitFor();
        const text = await page.locator("main").innerText();
        for (const hint of ["Gran", "Bike", "surprise", "claimed", "I'll get this"]) {
          assert.ok(!text.includes(hint), `Mia's page must not say "${hint}": ${text}`);
        }
        for (const path of [`/api/lists/${listId}`, "/api/lists/items", "/api/lists", "/api/notifications"]) {
          const answer = JSON.stringify((await callApi(page, "GET", path)).body);
          for (const secret of ["Gran", "Bike", "claimedQuantity", "givenBy"]) {
            assert.ok(!answer.includes(secret), `${path} holds ${secret}: ${answer}`);
          }
        }
      });
    } finally {
      await ann.context.close();
      await ben.context.close();
      await gran.context.close();
      await mia?.context.close();
    }
  });
});

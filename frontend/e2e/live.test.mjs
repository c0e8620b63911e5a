// Live list pages and following (issue 46), in three browsers on one group
// list: Ann made it, Ben and Cat are on it, Ben wishes for headphones. With
// the page open in all three, Cat claims two: Ann's page shows the claim
// without a reload, Ben's (the recipient's) neither shows it nor reads the
// list again. Ben adds a scarf: both other pages show it. Cat follows the
// list by default (she is on it) and stops following with the button. Ann's
// tab drops off the network while Cat takes the last one: back online, her
// page shows it.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { apiJson, makeFriends, sawToast, serverAndBrowser, signedIn, TEST_TIMEOUT_MS, withDiagnostics } from "./support.mjs";

const ANN = { email: "ann@example.com", firstName: "Ann", lastName: "Lee" };
const BEN = { email: "ben@example.com", firstName: "Ben", lastName: "Cole" };
const CAT = { email: "cat@example.com", firstName: "Cat", lastName: "Diaz" };

const LIST_NAME = "Ben's birthday";
const WISH = "Noise-cancelling headphones";
const SCARF = "Striped scarf";

/** The claim group ("Claims on ...") of an item's card. */
function claimsOf(page, name) {
  return page.getByRole("article", { name }).getByRole("group", { name: `Claims on ${name}` });
}

/** Opens the list page and waits until its live stream is open. */
async function openLive(page, listPath, listId) {
  const ready = page.waitForResponse((res) => res.url().endsWith(`/api/lists/${listId}/events`) && res.status() === 200);
  await page.goto(listPath);
  await page.getByRole("article", { name: WISH }).waitFor();
  await ready;
}

describe("live list pages", () => {
  const suite = serverAndBrowser({ env: { PRESENTLY_LIVE_POLL_MS: "100" } });

  test("a claim shows on another giver's open page and never on the recipient's", { timeout: 2 * TEST_TIMEOUT_MS }, async () => {
    const { server, browser } = suite;
    const ann = await signedIn(browser, server, ANN);
    const ben = await signedIn(browser, server, BEN);
    const cat = await signedIn(browser, server, CAT);
    try {
      await makeFriends(ann, ben, BEN);
      await makeFriends(ann, cat, CAT);
      const benId = (await apiJson(ben.page, "GET", "/api/auth/user")).id;
      const catId = (await apiJson(cat.page, "GET", "/api/auth/user")).id;
      const list = await apiJson(ann.page, "POST", "/api/collaborative-wishlists", { name: LIST_NAME });
      for (const userId of [benId, catId]) {
        await apiJson(ann.page, "POST", `/api/collaborative-wishlists/${list.id}/members`, { userId, role: "member" });
      }
      const listPath = `/collaborative/${list.id}`;
      const listApi = `/api/collaborative-wishlists/${list.id}`;
      const wish = await apiJson(ben.page, "POST", `${listApi}/items`, { name: WISH, quantity: 3, forUserId: benId });

      for (const who of [ann, ben, cat]) {
        await withDiagnostics({ server, page: who.page }, () => openLive(who.page, listPath, list.id));
      }
      // From now on, every time Ben's page reads the list again.
      let bensReads = 0;
      ben.page.on("request", (req) => {
        if (new URL(req.url()).pathname === listApi) bensReads += 1;
      });

      // Cat claims two; Ann's open page shows it without a reload.
      await withDiagnostics({ server, page: cat.page }, async () => {
        const page = cat.page;
        await page.getByRole("article", { name: WISH }).getByRole("button", { name: "I'll get this" }).click();
        const dialog = page.getByRole("dialog");
        await dialog.getByLabel("Quantity").fill("2");
        await dialog.getByRole("button", { name: "Claim" }).click();
        await sawToast(page, "Claimed");
      });
      await withDiagnostics({ server, page: ann.page }, async () => {
        const claims = claimsOf(ann.page, WISH);
        await claims.getByText("2 of 3 claimed").waitFor();
        await claims.getByTestId("claim-entry").filter({ hasText: "Cat Diaz" }).waitFor();
      });
      // Ben's page: several of the server's reads later, still nothing.
      await withDiagnostics({ server, page: ben.page }, async () => {
        await ben.page.waitForTimeout(2000);
        const card = await ben.page.getByRole("article", { name: WISH }).innerText();
        assert.doesNotMatch(card, /claimed|Cat Diaz|Reserved/i, "Ben's card shows no claim");
        assert.equal(await claimsOf(ben.page, WISH).count(), 0, "nor a claims group");
        assert.equal(bensReads, 0, "Ben's page was never told to read the list again");
      });

      // Ben adds a scarf for himself: both other pages show it.
      await apiJson(ben.page, "POST", `${listApi}/items`, { name: SCARF, forUserId: benId });
      for (const who of [ann, cat, ben]) {
        await withDiagnostics({ server, page: who.page }, () => who.page.getByRole("article", { name: SCARF }).waitFor());
      }

      // A drop: Ann's tab goes offline and Cat takes the last one meanwhile;
      // back online, the page reconnects and reads the list again.
      await withDiagnostics({ server, page: ann.page }, async () => {
        await ann.context.setOffline(true);
        await apiJson(cat.page, "PUT", `${listApi}/items/${wish.id}/claim`, { quantity: 3 });
        await ann.page.waitForTimeout(1000);
        await ann.context.setOffline(false);
        await claimsOf(ann.page, WISH).getByText("All claimed").waitFor();
      });

      // Cat follows the list by default; the button stops it.
      await withDiagnostics({ server, page: cat.page }, async () => {
        const page = cat.page;
        const following = page.getByRole("button", { name: "Following" });
        await following.waitFor();
        assert.equal(await following.getAttribute("aria-pressed"), "true");
        await following.click();
        const follow = page.getByRole("button", { name: "Follow", exact: true });
        await follow.waitFor();
        assert.equal(await follow.getAttribute("aria-pressed"), "false");
        assert.deepEqual(await apiJson(page, "GET", `/api/lists/${list.id}/follow`), { following: false });
      });
    } finally {
      for (const who of [ann, ben, cat]) await who.context.close();
    }
  });
});

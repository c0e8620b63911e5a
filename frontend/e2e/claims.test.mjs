// Claims that keep the surprise, with three people in three browsers and a
// signed-out guest: Ann makes a public group list with Ben and Cat; Ben
// wishes for headphones (quantity 3). Cat claims 2 through "I'll get this",
// Ann sees it and '1 left' and claims the last one. Ben, whom the gift is
// for, sees nothing of it (nor does his API answer hold any claim). A guest
// on the public link passes the spoiler warning, sees 'All claimed', claims
// another item by name, keeps the undo link and undoes with it. Ann cannot
// reveal the list by moving its date into the past; she archives it, the list
// closes (no Add Item, no Edit) and Ben reads who gave him the headphones.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { apiJson, makeFriends, newPage, sawToast, serverAndBrowser, signedIn, TEST_TIMEOUT_MS, withDiagnostics } from "./support.mjs";

const ANN = { email: "ann@example.com", firstName: "Ann", lastName: "Lee" };
const BEN = { email: "ben@example.com", firstName: "Ben", lastName: "Cole" };
const CAT = { email: "cat@example.com", firstName: "Cat", lastName: "Diaz" };

const LIST_NAME = "Ben's graduation";
const WISH = "Noise-cancelling headphones";
const GAME = "Board game night set";
const GUEST = "Sam Guest";
const SPOILER = "If this list is yours, what follows spoils the surprise";
const EVENT_DATE_REVEALS =
  "That date is 3 or more days ago: choose a later one, or archive the list to close it and show who gave what.";

/** The claim group ("Claims on ...") of an item's card. */
function claimsOf(card, name) {
  return card.getByRole("group", { name: `Claims on ${name}` });
}

/** "I'll get this" on a card: the dialog, the quantity, Claim; waits for the toast. */
async function claimThrough(page, card, quantity) {
  await card.getByRole("button", { name: "I'll get this" }).click();
  const dialog = page.getByRole("dialog", { name: "I'll get this" });
  await dialog.waitFor();
  await dialog.getByLabel("Quantity").fill(String(quantity));
  await dialog.getByRole("button", { name: "Claim" }).click();
  await dialog.waitFor({ state: "hidden" });
  await sawToast(page, "Claimed");
}

describe("claims", () => {
  const suite = serverAndBrowser();

  test("claims across givers, the recipient, a guest with an undo link, and the reveal", { timeout: 3 * TEST_TIMEOUT_MS }, async () => {
    const { server, browser } = suite;
    const ann = await signedIn(browser, server, ANN);
    const ben = await signedIn(browser, server, BEN);
    const cat = await signedIn(browser, server, CAT);
    let guest = null;
    try {
      await makeFriends(ann, ben, BEN);
      await makeFriends(ann, cat, CAT);
      const benId = (await apiJson(ben.page, "GET", "/api/auth/user")).id;
      const catId = (await apiJson(cat.page, "GET", "/api/auth/user")).id;

      // Ann's public list with Ben and Cat on it.
      const list = await apiJson(ann.page, "POST", "/api/collaborative-wishlists", { name: LIST_NAME, isPublic: true });
      assert.ok(list.publicUrl, "a public list has a link");
      for (const userId of [benId, catId]) {
        await apiJson(ann.page, "POST", `/api/collaborative-wishlists/${list.id}/members`, { userId, role: "member" });
      }
      const listPath = `/collaborative/${list.id}`;
      const listApi = `/api/collaborative-wishlists/${list.id}`;

      // Ben wishes for headphones, three of them; Ann adds a game for everyone.
      const wish = await apiJson(ben.page, "POST", `${listApi}/items`, { name: WISH, quantity: 3, forUserId: benId });
      assert.equal(wish.claims, undefined, "Ben's own answer holds no claims");
      await apiJson(ann.page, "POST", `${listApi}/items`, { name: GAME, quantity: 1 });

      await withDiagnostics({ server, page: cat.page }, async () => {
        const page = cat.page;
        await page.goto(listPath);
        const card = page.getByRole("article", { name: WISH });
        const claims = claimsOf(card, WISH);
        await claims.getByText("0 of 3 claimed").waitFor();
        await claimThrough(page, card, 2);
        await claims.getByText("2 of 3 claimed").waitFor();
        await claims.getByTestId("claim-entry").filter({ hasText: "Cat Diaz" }).getByText("(you)").waitFor();
        await claims.getByRole("button", { name: "Unclaim" }).waitFor();
      });

      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        await page.goto(listPath);
        const card = page.getByRole("article", { name: WISH });
        const claims = claimsOf(card, WISH);
        const catsClaim = claims.getByTestId("claim-entry").filter({ hasText: "Cat Diaz" });
        await catsClaim.getByText("Qty 2").waitFor();
        await catsClaim.getByText("Reserved").waitFor();
        await claims.getByText("1 left").waitFor();
        await claimThrough(page, card, 1);
        await claims.getByText("All claimed").waitFor();
        await claims.getByTestId("claim-entry").filter({ hasText: "Ann Lee" }).getByText("(you)").waitFor();
        // Ann marks hers purchased.
        await claims.getByRole("button", { name: "Mark purchased" }).click();
        await sawToast(page, "Marked purchased");
        await claims.getByTestId("claim-entry").filter({ hasText: "Ann Lee" }).getByText("Purchased").waitFor();
      });

      await withDiagnostics({ server, page: ben.page }, async () => {
        const page = ben.page;
        await page.goto(listPath);
        const card = page.getByRole("article", { name: WISH });
        await card.getByText("For you").waitFor();
        // The game (for everyone) has its claim control: Ben is a giver there.
        await claimsOf(page.getByRole("article", { name: GAME }), GAME).waitFor();
        assert.equal(await card.getByTestId("claim-control").count(), 0, "no claim control on Ben's own wish");
        const text = await card.innerText();
        for (const hint of ["claimed", "left", "Cat", "Ann", "Reserved", "Purchased", "I'll get this"]) {
          assert.ok(!text.includes(hint), `Ben's card must not say "${hint}": ${text}`);
        }
        const answer = await apiJson(page, "GET", listApi);
        const item = answer.items.find((i) => i.name === WISH);
        for (const key of ["claims", "claimedQuantity", "available", "givenBy"]) {
          assert.ok(!(key in item), `Ben's API answer has no ${key}: ${JSON.stringify(item)}`);
        }
      });

      guest = await newPage(browser, server);
      await withDiagnostics({ server, page: guest.page }, async () => {
        const page = guest.page;
        const res = await page.goto(new URL(list.publicUrl).pathname);
        assert.equal(res.status(), 200);
        await page.getByRole("heading", { level: 1, name: LIST_NAME }).waitFor();
        await page.getByText(SPOILER, { exact: true }).waitFor();
        assert.equal(await page.getByRole("article", { name: WISH }).count(), 0, "the items wait behind the warning");
        await page.getByRole("button", { name: "Show the list" }).click();

        const wishCard = page.getByRole("article", { name: WISH });
        await claimsOf(wishCard, WISH).getByText("All claimed").waitFor();
        assert.equal(await wishCard.getByRole("button", { name: "I'll get this" }).isDisabled(), true);

        const gameCard = page.getByRole("article", { name: GAME });
        await claimsOf(gameCard, GAME).getByText("1 left").waitFor();
        await gameCard.getByRole("button", { name: "I'll get this" }).click();
        const dialog = page.getByRole("dialog", { name: "I'll get this" });
        await dialog.waitFor();
        await dialog.getByRole("button", { name: "Claim" }).click();
        await dialog.getByText("Please enter your name").waitFor();
        await dialog.getByLabel("Your name").fill(GUEST);
        await dialog.getByRole("button", { name: "Claim" }).click();
        await dialog.waitFor({ state: "hidden" });

        const undo = page.getByTestId("undo-links");
        await undo.getByText("Keep this link to undo your claim").waitFor();
        await undo.getByRole("button", { name: "Copy" }).waitFor();
        const undoUrl = await undo.getByRole("textbox", { name: `Undo link for ${GAME}` }).inputValue();
        assert.match(undoUrl, /\/claims\?token=/);
        await claimsOf(gameCard, GAME).getByText("All claimed").waitFor();

        // The givers see the guest's claim, marked as a guest.
        const annView = await apiJson(ann.page, "GET", listApi);
        const game = annView.items.find((i) => i.name === GAME);
        assert.deepEqual(
          game.claims.map((c) => [c.giverName, c.quantity, c.guest]),
          [[GUEST, 1, true]],
        );

        // The undo link: the claim, then undone.
        const target = new URL(undoUrl);
        const undoPage = await page.goto(target.pathname + target.search);
        assert.equal(undoPage.status(), 200);
        await page.getByRole("heading", { level: 1, name: "Your claim" }).waitFor();
        await page.getByTestId("claim-item").getByText(GAME).waitFor();
        await page.getByRole("link", { name: LIST_NAME }).waitFor();
        await page.getByRole("button", { name: "Undo my claim" }).click();
        await page.getByRole("heading", { level: 1, name: "Your claim is undone" }).waitFor();

        // The same link again: gone.
        await page.reload();
        await page.getByRole("heading", { level: 1, name: "This claim was already undone or the link is wrong." }).waitFor();

        // Back on the list (no warning again in this tab), the game is free again.
        await page.goto(new URL(list.publicUrl).pathname);
        await claimsOf(page.getByRole("article", { name: GAME }), GAME).getByText("1 left").waitFor();
        assert.equal(await page.getByText(SPOILER).count(), 0);
      });

      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        await page.goto(listPath);
        // A date change never reveals the list: a date 3 or more days ago is refused.
        await page.getByRole("button", { name: "Edit Details" }).click();
        const edit = page.getByRole("dialog", { name: "Edit Wishlist" });
        await edit.getByLabel("Event Date").fill("2020-01-01");
        await edit.getByRole("button", { name: "Save Changes" }).click();
        await edit.getByText(EVENT_DATE_REVEALS).waitFor();
        await edit.getByRole("button", { name: "Cancel" }).click();
        await edit.waitFor({ state: "hidden" });
        assert.equal((await apiJson(page, "GET", listApi)).archived, false);

        // Ann's own game is hers to change until the list closes.
        const game = page.getByRole("article", { name: GAME });
        await game.getByRole("button", { name: `Edit ${GAME}` }).waitFor();
        await page.getByRole("button", { name: "Archive list" }).click();
        const confirm = page.getByRole("alertdialog", { name: "Archive this list?" });
        await confirm.getByRole("button", { name: "Archive list" }).click();
        await confirm.waitFor({ state: "hidden" });
        await page.getByText("This list is archived").waitFor();
        const card = page.getByRole("article", { name: WISH });
        assert.equal(await card.getByRole("button", { name: /I'll get this|Unclaim|Mark purchased|Change my claim/ }).count(), 0);
        // Archived means closed: nothing is added or changed any more.
        assert.equal(await page.getByRole("button", { name: "Add Item" }).count(), 0);
        for (const action of ["Edit", "Delete"]) {
          assert.equal(await game.getByRole("button", { name: `${action} ${GAME}` }).count(), 0, action);
        }
      });

      await withDiagnostics({ server, page: ben.page }, async () => {
        const page = ben.page;
        await page.goto(listPath);
        await page.getByText("This list is archived").waitFor();
        const answer = await apiJson(page, "GET", listApi);
        const item = answer.items.find((i) => i.name === WISH);
        assert.equal(answer.archived, true);
        assert.deepEqual([...item.givenBy].sort(), ["Ann Lee", "Cat Diaz"], JSON.stringify(item));
        assert.ok(!("claims" in item), "still no claims for Ben, only who gave it");
        const names = item.givenBy.join(" and ");
        await page.getByRole("article", { name: WISH }).getByText(`${names} got you this`).waitFor();
        assert.equal(names, "Cat Diaz and Ann Lee", "in the order they claimed");
      });
    } finally {
      await guest?.context.close();
      await ann.context.close();
      await ben.context.close();
      await cat.context.close();
    }
  });
});

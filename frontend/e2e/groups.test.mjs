// Group wishlists with three people in three browsers: Ann creates a public
// list through the dialog and invites Ben and Cat; Ben adds an item for
// himself; Ann adds a surprise idea for Ben. Cat sees both, Ben only his own
// (also after a hard reload) and no news of the surprise, while Cat's bell
// has it. Ann lists the list in Find a list, where a signed-out visitor
// finds it, opens it, and never sees the surprise.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { makeFriends, newPage, sawToast, serverAndBrowser, signedIn, TEST_TIMEOUT_MS, withDiagnostics } from "./support.mjs";

const ANN = { email: "ann@example.com", firstName: "Ann", lastName: "Lee" };
const BEN = { email: "ben@example.com", firstName: "Ben", lastName: "Cole" };
const CAT = { email: "cat@example.com", firstName: "Cat", lastName: "Diaz" };

const LIST_NAME = "Grandpa Joe's 70th";
const DESCRIPTION = "Ideas for the party in the garden";
const BENS_ITEM = "Noise-cancelling headphones";
const SURPRISE = "Vintage record player";

/** Chooses `option` in the Radix select named `name` inside `scope`. */
async function choose(page, scope, name, option) {
  await scope.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option }).click();
}

/** The Add Item dialog on a group list: the item's name and whom it is for. */
async function addItem(page, { name, forWhom }) {
  await page.getByRole("button", { name: "Add Item", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add Item" });
  await dialog.waitFor();
  await choose(page, dialog, "Who is it for?", forWhom);
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await dialog.waitFor({ state: "hidden" });
  await sawToast(page, "Item added to the list!");
  await page.getByRole("article", { name }).waitFor();
}

describe("group wishlists", () => {
  const suite = serverAndBrowser();

  test("a group list with a surprise idea, across three people and the public page", { timeout: 2 * TEST_TIMEOUT_MS }, async () => {
    const { server, browser } = suite;
    const ann = await signedIn(browser, server, ANN);
    const ben = await signedIn(browser, server, BEN);
    const cat = await signedIn(browser, server, CAT);
    let visitor = null;
    try {
      await makeFriends(ann, ben, BEN);
      await makeFriends(ann, cat, CAT);

      let listPath = "";
      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        await page.goto("/collaborative");
        await page.getByText("No group wishlists yet").waitFor();
        await page.getByRole("button", { name: "Create Group Wishlist" }).click();
        const dialog = page.getByRole("dialog", { name: "Create Collaborative Wishlist" });
        await dialog.waitFor();
        const create = dialog.getByRole("button", { name: "Create Wishlist" });
        assert.equal(await create.isDisabled(), true, "Create waits for a name");
        await dialog.getByLabel("Wishlist Name *").fill(`  ${LIST_NAME}  `);
        assert.equal(await create.isDisabled(), false);
        await dialog.getByLabel("Description").fill(DESCRIPTION);
        await choose(page, dialog, "Occasion", "Birthday");
        await dialog.getByLabel("Event Date").fill("2027-03-04");
        await dialog.getByRole("switch", { name: "Make Public" }).click();
        await choose(page, dialog, "Invite Friends", /Ben Cole/);
        await choose(page, dialog, "Invite Friends", /Cat Diaz/);
        await dialog.getByRole("list", { name: "Friends to invite" }).getByText("Cat Diaz").waitFor();
        await dialog.getByText("No friends available").waitFor();
        await create.click();
        await dialog.waitFor({ state: "hidden" });
        await sawToast(page, "Wishlist Created", "Your collaborative wishlist has been created successfully.");

        const card = page.getByRole("article", { name: LIST_NAME });
        await card.getByText("3 members").waitFor();
        await card.getByText(DESCRIPTION).waitFor();
        await card.getByText("Birthday · March 4, 2027").waitFor();
        await card.getByRole("link", { name: "View Wishlist" }).click();
        await page.waitForURL(/\/collaborative\/\d+$/);
        listPath = new URL(page.url()).pathname;
        await page.getByRole("heading", { level: 1, name: LIST_NAME }).waitFor();
        const members = page.getByRole("list", { name: "Members" });
        for (const name of ["Ann Lee", "Ben Cole", "Cat Diaz"]) await members.getByRole("listitem", { name }).waitFor();
      });

      await withDiagnostics({ server, page: ben.page }, async () => {
        const res = await ben.page.goto(listPath);
        assert.equal(res.status(), 200);
        await ben.page.getByRole("heading", { level: 1, name: LIST_NAME }).waitFor();
        await addItem(ben.page, { name: BENS_ITEM, forWhom: "Ben Cole (you)" });
        const card = ben.page.getByRole("article", { name: BENS_ITEM });
        await card.getByText("For you").waitFor();
        await card.getByText("Added by you").waitFor();
      });

      await withDiagnostics({ server, page: ann.page }, async () => {
        await addItem(ann.page, { name: SURPRISE, forWhom: "Ben Cole" });
        const card = ann.page.getByRole("article", { name: SURPRISE });
        await card.getByText("For Ben", { exact: true }).waitFor();
        await ann.page.getByRole("article", { name: BENS_ITEM }).getByText("Added by Ben Cole").waitFor();
      });

      await withDiagnostics({ server, page: cat.page }, async () => {
        const page = cat.page;
        await page.goto(listPath);
        await page.getByRole("article", { name: BENS_ITEM }).getByText("For Ben", { exact: true }).waitFor();
        const surprise = page.getByRole("article", { name: SURPRISE });
        await surprise.getByText("For Ben", { exact: true }).waitFor();
        await surprise.getByText("Added by Ann Lee").waitFor();
        // Neither item is Cat's: no Edit or Delete.
        assert.equal(await surprise.getByRole("button", { name: /^(Edit|Delete) / }).count(), 0);

        // Cat's bell has the list's news in one line (Ben's item, then
        // Ann's), and opens the list from it.
        await page.goto("/");
        await page.getByRole("button", { name: "Notifications" }).click();
        const news = page.getByRole("menuitem", { name: new RegExp(`2 new items on ${LIST_NAME}.*The latest: ${SURPRISE}`) });
        await news.waitFor();
        await news.click();
        await page.waitForURL((url) => url.pathname === listPath);
        await page.getByRole("heading", { level: 1, name: LIST_NAME }).waitFor();
      });

      await withDiagnostics({ server, page: ben.page }, async () => {
        const page = ben.page;
        // A hard reload of the list's own URL (the server serves the shell for every id).
        const res = await page.reload();
        assert.equal(res.status(), 200);
        await page.getByRole("heading", { level: 1, name: LIST_NAME }).waitFor();
        await page.getByRole("article", { name: BENS_ITEM }).waitFor();
        assert.equal(await page.getByText(SURPRISE).count(), 0, "Ben never sees the surprise idea");
        const api = await (await page.request.get(`/api${listPath.replace("/collaborative", "/collaborative-wishlists")}`)).json();
        assert.deepEqual(
          api.items.map((item) => item.name),
          [BENS_ITEM],
        );
        assert.equal(api.itemCount, 1);

        // ...nor any news of it.
        await page.getByRole("button", { name: "Notifications" }).click();
        await page.getByRole("menuitem", { name: new RegExp(`Ann added you to ${LIST_NAME}`) }).waitFor();
        assert.equal(await page.getByRole("menuitem", { name: new RegExp(SURPRISE) }).count(), 0);
        await page.keyboard.press("Escape");
        const notifications = await (await page.request.get("/api/notifications")).json();
        assert.equal(
          notifications.notifications.filter((n) => `${n.title} ${n.body}`.includes(SURPRISE)).length,
          0,
          JSON.stringify(notifications.notifications),
        );
      });

      await withDiagnostics({ server, page: ann.page }, async () => {
        const page = ann.page;
        const listed = page.getByRole("switch", { name: "List in Find a list" });
        assert.equal(await listed.isDisabled(), false, "the list is public");
        await listed.click();
        await sawToast(page, "Listed in Find a list");
        assert.equal(await listed.getAttribute("aria-checked"), "true");
      });

      visitor = await newPage(browser, server);
      await withDiagnostics({ server, page: visitor.page }, async () => {
        const page = visitor.page;
        await page.goto("/find-list");
        await page.getByRole("heading", { level: 1, name: "Find a List" }).waitFor();
        await page.getByRole("searchbox", { name: "Search wishlists" }).fill("grandpa JOE");
        const card = page.getByRole("article", { name: LIST_NAME });
        await card.waitFor();
        await page.getByTestId("wishlists-found").getByText("1 Wishlist Found").waitFor();
        await card.getByText("by Ann").waitFor();
        await card.getByText("1 item").waitFor();
        await card.getByRole("link", { name: "View Full Wishlist" }).click();
        await page.waitForURL(/\/lists\/[^/]+$/);
        await page.getByRole("heading", { level: 1, name: LIST_NAME }).waitFor();
        await page.getByText(DESCRIPTION).waitFor();
        await page.getByText("March 4, 2027").waitFor();
        // The spoiler warning first; the list shows once asked for.
        await page.getByText("If this list is yours, what follows spoils the surprise").waitFor();
        await page.getByRole("button", { name: "Show the list" }).click();
        await page.getByRole("article", { name: BENS_ITEM }).waitFor();
        assert.equal(await page.getByText(SURPRISE).count(), 0, "the public page never holds the surprise idea");

        // The same on a hard load of the public URL.
        const res = await page.reload();
        assert.equal(res.status(), 200);
        await page.getByRole("article", { name: BENS_ITEM }).waitFor();
        assert.equal(await page.getByText(SURPRISE).count(), 0);
      });
    } finally {
      await visitor?.context.close();
      await ann.context.close();
      await ben.context.close();
      await cat.context.close();
    }
  });
});

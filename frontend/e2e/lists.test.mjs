// Several lists (issue 39) in the browser: Ada makes a second list shown to
// all her friends, adds two items, moves one to her main wishlist and finds
// both under All my lists; her friend Grace opens Ada's lists from My Circle
// and claims the item left on the new list; Ada, reloading, sees nothing of
// the claim (nor does her API answer hold one).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { TEST_TIMEOUT_MS, launchBrowser, sawToast, signedIn, startPresently, withDiagnostics } from "./support.mjs";

const LIST = "Our Wedding";

/** Chooses `option` in the Radix select named `name` inside `scope`. */
async function choose(page, scope, name, option) {
  await scope.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Add Item on the list shown: the name, then Add to Wishlist; waits for the card. */
async function addItem(page, name) {
  await page.getByRole("button", { name: "Add Item", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add to Wishlist" });
  await dialog.waitFor();
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Add to Wishlist" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("article", { name }).waitFor();
}

describe("lists", () => {
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

  test("a second list, items moved between, a friend's claim the owner never sees", { timeout: TEST_TIMEOUT_MS }, async () => {
    const ada = await signedIn(browser, server, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
    const grace = await signedIn(browser, server, { email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
    let listPath;
    try {
      const request = await ada.page.request.post("/api/friends/request", { data: { receiverEmail: "grace@example.com" } });
      const { id } = await request.json();
      assert.equal((await grace.page.request.post("/api/friends/accept", { data: { requestId: id } })).status(), 200);

      await withDiagnostics({ server, page: ada.page }, async () => {
        const page = ada.page;
        await page.goto("/wishlist");
        await page.getByRole("heading", { level: 1, name: "My Wishlist" }).waitFor();
        await page.getByRole("button", { name: "New List" }).click();
        const dialog = page.getByRole("dialog", { name: "New List" });
        await dialog.waitFor();
        await dialog.getByLabel(/Wishlist Name/).fill(LIST);
        await choose(page, dialog, "Who can see it", "All my friends");
        await dialog.getByRole("button", { name: "Create List" }).click();
        await dialog.waitFor({ state: "hidden" });
        await sawToast(page, "List created");
        await page.waitForURL(/\/wishlist\?list=\d+$/);
        const listId = Number(new URL(page.url()).searchParams.get("list"));
        listPath = `/wishlist/${listId}`;
        await page.getByText("Shown to all your friends").waitFor();

        await addItem(page, "Vase");
        await addItem(page, "Toaster");

        // The vase goes to the main wishlist: the same item.
        const vase = page.getByRole("article", { name: "Vase" });
        const vaseId = (await (await page.request.get(`/api/lists/${listId}`)).json()).items.find((i) => i.name === "Vase").id;
        await vase.getByRole("button", { name: "Move or copy Vase" }).click();
        await page.getByRole("menuitem", { name: "Move to…" }).click();
        const move = page.getByRole("dialog", { name: "Move item" });
        await move.waitFor();
        await choose(page, move, "To list", "My Wishlist");
        await move.getByRole("button", { name: "Move Item" }).click();
        await move.waitFor({ state: "hidden" });
        await sawToast(page, "Moved to My Wishlist");
        await vase.waitFor({ state: "detached" });
        await page.getByRole("article", { name: "Toaster" }).waitFor();

        await choose(page, page, "List", "My Wishlist");
        await page.waitForURL((url) => !url.search.includes("list="));
        await page.getByRole("article", { name: "Vase" }).waitFor();
        const main = await (await page.request.get("/api/wishlist")).json();
        assert.deepEqual(
          main.map((i) => [i.id, i.name]),
          [[vaseId, "Vase"]],
        );

        await choose(page, page, "List", "All my lists");
        await page.waitForURL(/\?list=all$/);
        await page.getByRole("article", { name: "Vase" }).getByText("My Wishlist").waitFor();
        await page.getByRole("article", { name: "Toaster" }).getByText(LIST).waitFor();
      });

      await withDiagnostics({ server, page: grace.page }, async () => {
        const page = grace.page;
        await page.goto("/friends?tab=friends");
        await page.getByRole("button", { name: "Lists of Ada Lovelace" }).click();
        const dialog = page.getByRole("dialog", { name: "Ada's lists" });
        await dialog.waitFor();
        await dialog.getByRole("link", { name: new RegExp(LIST) }).click();
        await page.waitForURL((url) => url.pathname === listPath);
        await page.getByRole("heading", { level: 1, name: LIST }).waitFor();
        await page.getByText("Ada Lovelace's list").waitFor();
        assert.equal(await page.getByRole("article", { name: "Vase" }).count(), 0, "the vase moved to a private list");
        const toaster = page.getByRole("article", { name: "Toaster" });
        await toaster.getByRole("button", { name: "I'll get this" }).click();
        const claim = page.getByRole("dialog", { name: "I'll get this" });
        await claim.waitFor();
        await claim.getByRole("button", { name: "Claim" }).click();
        await claim.waitFor({ state: "hidden" });
        await sawToast(page, "Claimed");
        await toaster.getByText("Grace Hopper").waitFor();

        // A hard load of the list's own address (the server serves its shell).
        const res = await page.reload();
        assert.equal(res.status(), 200);
        await page.getByRole("article", { name: "Toaster" }).getByText("Grace Hopper").waitFor();
      });

      await withDiagnostics({ server, page: ada.page }, async () => {
        const page = ada.page;
        const listId = listPath.split("/").pop();
        await page.goto(`/wishlist?list=${listId}`);
        const toaster = page.getByRole("article", { name: "Toaster" });
        await toaster.waitFor();
        const text = await toaster.innerText();
        for (const hint of ["Grace", "claimed", "left", "Reserved", "I'll get this"]) {
          assert.ok(!text.includes(hint), `Ada's card must not say "${hint}": ${text}`);
        }
        const answer = await (await page.request.get(`/api/lists/${listId}`)).json();
        for (const key of ["claims", "claimedQuantity", "available", "givenBy"]) {
          assert.ok(!(key in answer.items[0]), `Ada's answer has no ${key}: ${JSON.stringify(answer.items[0])}`);
        }
        // Her own list's address as a friend's page sends her back to /wishlist.
        await page.goto(listPath);
        await page.waitForURL((url) => url.pathname === "/wishlist" && url.search === `?list=${listId}`);
        await page.getByRole("article", { name: "Toaster" }).waitFor();
      });
    } finally {
      await ada.context.close();
      await grace.context.close();
    }
  });
});

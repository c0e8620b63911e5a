// Several lists (issue 39) in the browser: Ada makes a second list shown to
// all her friends, adds two items, moves one to her main wishlist and finds
// both under All my lists; her friend Grace opens Ada's lists from My Circle
// and claims the item left on the new list; Ada, reloading, sees nothing of
// the claim (nor does her API answer hold one). Then a couple's registry:
// Cat makes one and keeps it with Dan, who adds to it; a guest claims on its
// public link without an account; neither keeper sees anything of it until
// the scheduler's reveal after the event, when both read who gave what.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  callApi,
  launchBrowser,
  newPage,
  runPresently,
  sawToast,
  signedIn,
  startPresently,
  withDiagnostics,
} from "./support.mjs";

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
        const vaseId = (await callApi(page, "GET", `/api/lists/${listId}`)).body.items.find((i) => i.name === "Vase").id;
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
        const main = (await callApi(page, "GET", "/api/wishlist")).body;
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
        const answer = (await callApi(page, "GET", `/api/lists/${listId}`)).body;
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

  test("a couple's registry: guests claim, the keepers see nothing until the reveal", { timeout: TEST_TIMEOUT_MS }, async () => {
    const cat = await signedIn(browser, server, { email: "cat@example.com", firstName: "Cat", lastName: "Diaz" });
    const dan = await signedIn(browser, server, { email: "dan@example.com", firstName: "Dan", lastName: "Wu" });
    const REGISTRY = "Our New Home";
    // The event is tomorrow; its reveal comes three days after it.
    const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    let publicPath;
    let guest;
    try {
      const request = await cat.page.request.post("/api/friends/request", { data: { receiverEmail: "dan@example.com" } });
      const { id } = await request.json();
      assert.equal((await dan.page.request.post("/api/friends/accept", { data: { requestId: id } })).status(), 200);

      await withDiagnostics({ server, page: cat.page }, async () => {
        const page = cat.page;
        await page.goto("/wishlist");
        await page.getByRole("button", { name: "New List" }).click();
        const dialog = page.getByRole("dialog", { name: "New List" });
        await dialog.waitFor();
        await dialog.getByLabel(/Wishlist Name/).fill(REGISTRY);
        await choose(page, dialog, "Occasion", "Housewarming");
        await dialog.getByLabel("Event Date").fill(day(1));
        await dialog.getByRole("switch", { name: "This is a registry" }).click();
        await dialog.getByRole("button", { name: "Create List" }).click();
        await dialog.waitFor({ state: "hidden" });
        await sawToast(page, "List created");
        await page.waitForURL(/\/wishlist\?list=\d+$/);
        await addItem(page, "Kettle");

        // Dan keeps it with her.
        await page.getByRole("button", { name: "List Settings" }).click();
        const settings = page.getByRole("dialog", { name: "List Settings" });
        await settings.waitFor();
        await choose(page, settings, "Add co-owner", /Dan Wu/);
        await settings.getByRole("button", { name: "Add", exact: true }).click();
        await sawToast(page, "Co-owner added");
        await settings.getByText("Dan Wu").waitFor();
        await settings.getByRole("button", { name: "Cancel" }).click();
        await settings.waitFor({ state: "hidden" });
        await page.getByText("Kept with Dan Wu").waitFor();

        const lists = (await callApi(page, "GET", "/api/lists")).body;
        const registry = lists.find((l) => l.name === REGISTRY);
        assert.equal(registry.isRegistry, true);
        assert.equal(registry.isPublic, true, "a registry is public at once");
        publicPath = new URL(registry.url).pathname;
      });

      await withDiagnostics({ server, page: dan.page }, async () => {
        const page = dan.page;
        await page.goto("/wishlist");
        await choose(page, page, "List", REGISTRY);
        await page.getByText("Kept with Cat Diaz").waitFor();
        await addItem(page, "Toaster");
      });

      guest = await newPage(browser, server);
      await withDiagnostics({ server, page: guest.page }, async () => {
        const page = guest.page;
        const res = await page.goto(publicPath);
        assert.equal(res.status(), 200);
        await page.getByRole("heading", { level: 1, name: REGISTRY }).waitFor();
        // The spoiler warning first, as on every public list.
        await page.getByRole("button", { name: "Show the list" }).click();
        await page.getByRole("heading", { name: /Still needed/ }).waitFor();
        const kettle = page.getByRole("article", { name: "Kettle" });
        await kettle.getByRole("button", { name: "I'll get this" }).click();
        const dialog = page.getByRole("dialog", { name: "I'll get this" });
        await dialog.waitFor();
        await dialog.getByLabel("Your name").fill("Aunt May");
        await dialog.getByRole("button", { name: "Claim" }).click();
        await dialog.waitFor({ state: "hidden" });
        await page.getByTestId("undo-links").getByText("Keep this link to undo your claim").waitFor();
        await page.getByRole("heading", { name: /Already taken care of/ }).waitFor();
      });

      // Neither keeper learns of it before the reveal.
      for (const keeper of [cat, dan]) {
        await withDiagnostics({ server, page: keeper.page }, async () => {
          const page = keeper.page;
          const lists = (await callApi(page, "GET", "/api/lists")).body;
          const registry = lists.find((l) => l.name === REGISTRY);
          await page.goto(`/wishlist?list=${registry.id}`);
          const card = page.getByRole("article", { name: "Kettle" });
          await card.waitFor();
          const text = await card.innerText();
          for (const hint of ["Aunt May", "claimed", "left", "got you this"]) {
            assert.ok(!text.includes(hint), `a keeper's card must not say "${hint}": ${text}`);
          }
        });
      }

      // The scheduler's pass after the event: both keepers read who gave it.
      await runPresently(server, ["scheduler", "--at", `${day(5)}T09:00:00Z`]);
      for (const keeper of [cat, dan]) {
        await withDiagnostics({ server, page: keeper.page }, async () => {
          const page = keeper.page;
          await page.reload();
          await page.getByRole("article", { name: "Kettle" }).getByText("Aunt May got you this").waitFor();
        });
      }
    } finally {
      await cat.context.close();
      await dan.context.close();
      await guest?.context.close();
    }
  });
});

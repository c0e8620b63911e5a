// The wishlist in the browser: a pasted link (served by a local fixture shop
// the server is allowed to reach in tests) prefills the dialog; the item is
// then edited; an item added from search; an item shared with a friend shows
// in their Shared with Me; the public link opens signed out.

import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  eventually,
  launchBrowser,
  newPage,
  sawToast,
  signedIn,
  startPresently,
  withDiagnostics,
} from "./support.mjs";

const PRODUCT_PAGE = `<!doctype html><html><head><title>Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Shop"},
{"@type":"Product","name":"Barista Espresso Machine","description":"Pulls a proper shot.","image":"/img/espresso.jpg",
"offers":{"@type":"Offer","price":"199.00","priceCurrency":"USD"}}]}</script></head><body><h1>Barista Espresso Machine</h1></body></html>`;

function startShop() {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(PRODUCT_PAGE);
    });
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

describe("wishlist", () => {
  let shop;
  let server;
  let browser;

  before(async () => {
    shop = await startShop();
    const allow = `127.0.0.1:${shop.address().port}`;
    server = await startPresently({ env: { PRESENTLY_FETCH_ALLOW: allow } });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => shop?.close(resolve));
  });

  test("paste a link, edit the item, add from search, share with a friend, open the public link", { timeout: TEST_TIMEOUT_MS }, async () => {
    const ada = await signedIn(browser, server, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
    const grace = await signedIn(browser, server, { email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
    try {
      const request = await ada.page.request.post("/api/friends/request", { data: { receiverEmail: "grace@example.com" } });
      const { id } = await request.json();
      assert.equal((await grace.page.request.post("/api/friends/accept", { data: { requestId: id } })).status(), 200);

      await withDiagnostics({ server, page: ada.page }, async () => {
        const page = ada.page;
        await page.goto("/wishlist");
        await page.getByLabel("Product link").fill(`http://127.0.0.1:${shop.address().port}/espresso`);
        await page.getByRole("button", { name: "Look up" }).click();
        const dialog = page.getByRole("dialog", { name: "Add to Wishlist" });
        await dialog.waitFor();
        assert.equal(await dialog.getByLabel("Name").inputValue(), "Barista Espresso Machine");
        assert.equal(await dialog.getByLabel("Price", { exact: true }).inputValue(), "$199.00");
        await dialog.getByRole("button", { name: "Add to Wishlist" }).click();
        await dialog.waitFor({ state: "hidden" });
        await sawToast(page, "Item added to your wishlist!");
        await page.getByRole("article", { name: "Barista Espresso Machine" }).waitFor();

        const added = page.getByRole("article", { name: "Barista Espresso Machine" });
        await added.getByRole("button", { name: "Edit Barista Espresso Machine" }).click();
        const edit = page.getByRole("dialog", { name: "Edit Item" });
        await edit.waitFor();
        assert.equal(await edit.getByLabel("Name").inputValue(), "Barista Espresso Machine");
        assert.equal(await edit.getByLabel("Price", { exact: true }).inputValue(), "$199.00");
        await edit.getByLabel("Price", { exact: true }).fill("$35.50");
        await edit.getByRole("button", { name: "Save Changes" }).click();
        await edit.waitFor({ state: "hidden" });
        await sawToast(page, "Item updated!");
        await added.getByText("$35.50").waitFor();

        await page.getByLabel("Search products").fill("headphones");
        await page.getByRole("button", { name: "Search", exact: true }).click();
        const add = page.getByRole("button", { name: "Add to Wishlist" }).first();
        await add.waitFor();
        await add.click();
        const fromSearch = page.getByRole("dialog", { name: "Add to Wishlist" });
        const searchedName = await fromSearch.getByLabel("Name").inputValue();
        assert.match(searchedName, /headphone/i);
        await fromSearch.getByRole("button", { name: "Add to Wishlist" }).click();
        await fromSearch.waitFor({ state: "hidden" });
        await page.getByRole("article", { name: searchedName }).waitFor();

        const card = page.getByRole("article", { name: "Barista Espresso Machine" });
        await card.getByRole("button", { name: /^Share/ }).click();
        const share = page.getByRole("dialog", { name: /^Share/ });
        await share.getByLabel("Friend").click();
        await page.getByRole("option", { name: /Grace Hopper/ }).click();
        await share.getByRole("button", { name: "Share Item" }).click();
        await sawToast(page, "Item Shared Successfully");

        await page.getByLabel("Public link").click();
        await eventually(async () => (await (await page.request.get("/api/wishlist/public")).json()).isPublic === true);
      });

      await withDiagnostics({ server, page: grace.page }, async () => {
        await grace.page.goto("/collaborative");
        await grace.page.getByRole("tab", { name: "Shared with Me" }).click();
        await grace.page.getByText("Barista Espresso Machine").waitFor();
        await grace.page.getByText("Shared by Ada Lovelace").waitFor();
      });

      const { url } = await (await ada.page.request.get("/api/wishlist/public")).json();
      const visitor = await newPage(browser, server);
      try {
        await withDiagnostics({ server, page: visitor.page }, async () => {
          const res = await visitor.page.goto(new URL(url).pathname);
          assert.equal(res.status(), 200);
          await visitor.page.getByRole("button", { name: "Show the list" }).click();
          await visitor.page.getByText("Barista Espresso Machine").waitFor();
          await visitor.page.getByText(/Ada's wishlist/).waitFor();
          assert.equal(await visitor.page.getByText("ada@example.com").count(), 0);
        });
      } finally {
        await visitor.context.close();
      }
    } finally {
      await ada.context.close();
      await grace.context.close();
    }
  });

  test("an item whose answer was lost is sent again with its Idempotency-Key and stored once", { timeout: TEST_TIMEOUT_MS }, async () => {
    const lou = await signedIn(browser, server, { email: "lou@example.com", firstName: "Lou", lastName: "Lost" });
    try {
      await withDiagnostics({ server, page: lou.page }, async () => {
        const page = lou.page;
        const keys = [];
        await page.route("**/api/wishlist", async (route) => {
          const request = route.request();
          if (request.method() !== "POST") return route.continue();
          keys.push(request.headers()["idempotency-key"]);
          if (keys.length > 1) return route.continue();
          // The server stores the item, and the browser never hears back.
          const stored = await route.fetch();
          assert.equal(stored.status(), 201);
          return route.abort("connectionreset");
        });
        await page.goto("/wishlist");
        await page.getByRole("button", { name: "Add Item", exact: true }).click();
        const dialog = page.getByRole("dialog", { name: "Add to Wishlist" });
        await dialog.getByLabel("Name").fill("Lost and found kettle");
        await dialog.getByRole("button", { name: "Add to Wishlist" }).click();
        await dialog.waitFor({ state: "hidden" });
        await sawToast(page, "Item added to your wishlist!");
        await page.getByRole("article", { name: "Lost and found kettle" }).waitFor();

        assert.equal(keys.length, 2, "sent once, retried once");
        assert.match(keys[0], /^[0-9a-f]{32}$/);
        assert.equal(keys[1], keys[0], "the retry carries the same key");
        const items = await (await page.request.get("/api/wishlist")).json();
        assert.deepEqual(
          items.map((item) => item.name),
          ["Lost and found kettle"],
        );
      });
    } finally {
      await lou.context.close();
    }
  });
});

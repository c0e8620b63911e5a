// Moving in (issue 49): importing items into a list of mine, with a preview
// before anything is written. Ann imports a spreadsheet (one new row, one
// repeating another's link, one without a name), then a saved Amazon wish
// list page (the integration tests' fixture). Bea clicks the Presently
// button on the same wish list served by a local fixture shop (a
// `/wishlist/` page holding the items' list, on 127.0.0.1: the /capture
// page knows it by its page, not its host) and imports it in the pop-up.

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { after, describe, test } from "node:test";

import {
  REPO_ROOT,
  STEP_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
  apiJson,
  sawToast,
  serverAndBrowser,
  signedIn,
  withDiagnostics,
} from "./support.mjs";

const ANN = { email: "ann@example.com", firstName: "Ann", lastName: "Lee" };
const BEA = { email: "bea@example.com", firstName: "Bea", lastName: "Moss" };

const WISH_LIST_FIXTURE = path.join(REPO_ROOT, "crates/integrations/tests/fixtures/wish_lists/amazon-wish-list.html");
const WISH_LIST_HTML = await readFile(WISH_LIST_FIXTURE, "utf8");
const MUG = "Ember Temperature Control Smart Mug 2, 10 Oz";

const CSV = [
  "Item,Price,Link",
  "Pour-over kettle,24.99,https://shop.example/kettle",
  "Kettle again,19.99,https://shop.example/kettle",
  ",5.00,https://shop.example/nameless",
  "",
].join("\n");

/** The fixture shop: the wish list page at a `/wishlist/` path, on its own loopback origin. */
function startShop() {
  const shop = {};
  shop.server = http.createServer((req, res) => {
    if (!req.url.startsWith("/hz/wishlist/")) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("Not found");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(WISH_LIST_HTML);
  });
  return new Promise((resolve) => shop.server.listen(0, "127.0.0.1", () => resolve(shop)));
}

const shop = await startShop();
const shopPort = shop.server.address().port;
after(() => shop.server.close());

async function wishlistNames(page) {
  const items = await apiJson(page, "GET", "/api/wishlist");
  return items.map((item) => item.name).sort();
}

/** Opens Import items on the wishlist page: the dialog. */
async function openImport(page) {
  await page.getByRole("button", { name: "Import items", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /^Import items into / });
  await dialog.waitFor();
  return dialog;
}

describe("import items", () => {
  const suite = serverAndBrowser();

  test("a spreadsheet, then a saved Amazon wish list, each previewed and imported", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await signedIn(suite.browser, suite.server, ANN);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await page.goto("/wishlist");
      await page.getByRole("heading", { name: "My Wishlist", level: 1 }).waitFor();

      // The spreadsheet.
      let dialog = await openImport(page);
      await dialog.getByRole("radio", { name: "Spreadsheet (CSV)" }).click();
      assert.equal(
        await dialog.getByRole("link", { name: "Download the template" }).getAttribute("href"),
        "/api/lists/import/template.csv",
      );
      await dialog.getByLabel("CSV file").setInputFiles({
        name: "items.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(CSV),
      });
      await dialog.getByRole("heading", { name: "Preview" }).waitFor();
      await dialog.getByText("1 to add · 1 already there · 1 skipped", { exact: true }).waitFor();
      await dialog.getByText("Item name is required.", { exact: true }).waitFor();
      // The columns the server read from the header row.
      assert.equal(await dialog.getByRole("combobox", { name: "Name" }).inputValue(), "0");
      await dialog.getByRole("button", { name: "Import 1 item", exact: true }).click();
      await sawToast(page, "Imported 1 item.");
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("article", { name: "Pour-over kettle" }).waitFor();
      assert.deepEqual(await wishlistNames(page), ["Pour-over kettle"]);

      // The Amazon wish list, saved as a web page.
      dialog = await openImport(page);
      await dialog.getByRole("radio", { name: "Amazon wish list" }).click();
      await dialog.getByLabel("Wish list page (.html)").setInputFiles({
        name: "Amazon.com Ada's Birthday.html",
        mimeType: "text/html",
        buffer: Buffer.from(WISH_LIST_HTML),
      });
      await dialog.getByText(MUG, { exact: true }).waitFor();
      await dialog.getByText(/^4 to add · /).waitFor();
      await dialog.getByRole("button", { name: "Import 4 items", exact: true }).click();
      await sawToast(page, "Imported 4 items.");
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("article", { name: MUG }).waitFor();
      const names = await wishlistNames(page);
      assert.equal(names.length, 5, JSON.stringify(names));
      assert.ok(names.includes(MUG), JSON.stringify(names));
    });
    await context.close();
  });

  test("the Presently button on a wish list imports it in the pop-up", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await signedIn(suite.browser, suite.server, BEA);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await page.goto("/wishlist");
      const button = page.getByRole("link", { name: "Add to Presently" });
      await button.waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="presently-button"]')?.getAttribute("href")?.startsWith("javascript:"),
      );
      const bookmarklet = await button.getAttribute("href");

      const shopPage = await context.newPage();
      await shopPage.goto(`http://127.0.0.1:${shopPort}/hz/wishlist/ls/3K2ABCDEF1?ref_=wl_share`);
      const popupOpened = context.waitForEvent("page", { timeout: STEP_TIMEOUT_MS });
      // Clicking a bookmark runs its code in the page: the same as evaluating it there.
      await shopPage.evaluate(decodeURIComponent(bookmarklet.slice("javascript:".length)));
      const popup = await popupOpened;

      // The button scrolls to the end of the list first; then the pop-up shows the import.
      const flow = popup.getByTestId("wish-list-import");
      await flow.waitFor();
      const into = flow.getByRole("combobox", { name: "Import into" });
      assert.equal(await into.locator("option:checked").innerText(), "My Wishlist");
      await flow.getByText(MUG, { exact: true }).waitFor();
      await flow.getByText(/^4 to add · /).waitFor();
      // Neither a product lookup nor Add to Wishlist.
      assert.equal(await popup.getByRole("dialog").count(), 0);
      await flow.getByRole("button", { name: "Import 4 items", exact: true }).click();

      const done = popup.getByTestId("capture-imported");
      await done.getByRole("heading", { name: "Imported 4 items." }).waitFor();
      const open = done.getByRole("link", { name: "Open the list" });
      assert.match(await open.getAttribute("href"), /^\/wishlist\?list=-?\d+$/);
      const names = await wishlistNames(page);
      assert.equal(names.length, 4, JSON.stringify(names));
      assert.ok(names.includes(MUG), JSON.stringify(names));

      await open.click();
      await popup.getByRole("article", { name: MUG }).waitFor();
      await popup.close();
      await shopPage.close();
    });
    await context.close();
  });
});

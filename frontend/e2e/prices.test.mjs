// Price drops end to end on a local fixture shop: the watcher
// (`presently price-watch --at …`, an injected clock) reads an item's page
// twice with the shop's price lowered in between; the card shows the drop,
// the bell has the notification, the edit dialog the history chart, and
// the owner can stop watching.

import assert from "node:assert/strict";
import http from "node:http";
import { after, describe, test } from "node:test";

import { TEST_TIMEOUT_MS, callApi, devLogin, newPage, runPresently, serverAndBrowser, withDiagnostics } from "./support.mjs";

const shop = { price: "100.00" };
shop.server = http.createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html><head><title>Fixture Shop</title>
<script type="application/ld+json">{"@type":"Product","name":"Espresso Machine","offers":{"@type":"Offer","price":"${shop.price}","priceCurrency":"USD"}}</script>
</head><body><h1>Espresso Machine</h1></body></html>`);
});
await new Promise((resolve) => shop.server.listen(0, "127.0.0.1", resolve));
const shopPort = shop.server.address().port;
after(() => shop.server.close());

describe("price drops", () => {
  const suite = serverAndBrowser({ env: { PRESENTLY_FETCH_ALLOW: `127.0.0.1:${shopPort}` } });

  test("a drop on the shop's page reaches the card, the bell and the history", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "ada@example.com", firstName: "Ada" });
      const { body: item } = await callApi(page, "POST", "/api/wishlist", {
        name: "Espresso machine",
        url: `http://127.0.0.1:${shopPort}/p/espresso`,
      });
      // Two passes of the watcher, two days apart; the shop lowers its price in between.
      await runPresently(suite.server, ["price-watch", "--at", "2027-03-01T10:00:00Z"]);
      shop.price = "85.00";
      await runPresently(suite.server, ["price-watch", "--at", "2027-03-03T10:00:00Z"]);

      await page.goto("/wishlist");
      await page.getByText("Price dropped to $85.00 (was $100.00)").waitFor();
      const { body: notifications } = await callApi(page, "GET", "/api/notifications");
      assert.equal(notifications.notifications[0].title, "Espresso machine is now $85.00");
      assert.equal(notifications.notifications[0].kind, "price_drop");
      await page.reload();
      await page.getByRole("button", { name: /notifications/i }).first().click();
      await page.getByText("Espresso machine is now $85.00").first().waitFor();
      await page.keyboard.press("Escape");

      // The edit dialog: the history as a chart, and the watch.
      await page.getByRole("button", { name: /edit/i }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("img", { name: /Price history/ }).waitFor();
      const watching = dialog.getByRole("switch", { name: "Tell me when the price drops" });
      assert.equal(await watching.getAttribute("aria-checked"), "true", "the owner watches by default");
      await watching.click();
      await dialog.getByRole("button", { name: "Save", exact: true }).last().click();
      await page.getByText("Price watch saved").first().waitFor();
      const { body: view } = await callApi(page, "GET", `/api/wishlist/${item.id}/price`);
      assert.equal(view.watching, false);
      assert.deepEqual(
        view.readings.map((r) => r.price),
        ["$85.00", "$100.00"],
      );
    });
    await context.close();
  });
});

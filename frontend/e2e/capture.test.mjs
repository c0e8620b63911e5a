// Capture from a shop in the browser: the Presently button (the bookmarklet
// from the wishlist page) run on a local fixture shop's product page opens
// the capture window prefilled from the page's own HTML; the share target
// (`/capture?text=…`) looks a shared link up. Both save through the
// wishlist's Add to Wishlist dialog.

import assert from "node:assert/strict";
import http from "node:http";
import { after, describe, test } from "node:test";

import { STEP_TIMEOUT_MS, TEST_TIMEOUT_MS, callApi, devLogin, newPage, serverAndBrowser, withDiagnostics } from "./support.mjs";

const PRODUCT_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Fixture Shop</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-inline'; connect-src 'self'">
<script type="application/ld+json">{"@type":"Product","name":"Copper Espresso Cups (set of 2)","description":"Hand-hammered copper.","image":"/img/cups.jpg","offers":{"@type":"Offer","price":"38.00","priceCurrency":"USD"}}</script>
</head><body><h1>Copper Espresso Cups</h1><p>Only at the fixture shop.</p></body></html>`;

/** The fixture shop: a product page on its own loopback origin, counting its visitors. */
function startShop() {
  const shop = { requests: [] };
  shop.server = http.createServer((req, res) => {
    shop.requests.push(req.url);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(PRODUCT_PAGE);
  });
  return new Promise((resolve) => shop.server.listen(0, "127.0.0.1", () => resolve(shop)));
}

const shop = await startShop();
const shopPort = shop.server.address().port;
after(() => shop.server.close());

async function wishlistNames(page) {
  const { body } = await callApi(page, "GET", "/api/wishlist");
  return body.map((item) => item.name);
}

describe("capture", () => {
  // The share target's fallback looks the link up on the server: allowed to reach the fixture shop.
  const suite = serverAndBrowser({ env: { PRESENTLY_FETCH_ALLOW: `127.0.0.1:${shopPort}` } });

  test("the Presently button on a shop's page opens Add to Wishlist prefilled", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server);
    // The guard in newPage lets loopback through; the shop is loopback on another port.
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "ada@example.com", firstName: "Ada" }, "/wishlist");
      const button = page.getByRole("link", { name: "Add to Presently" });
      await button.waitFor();
      const bookmarklet = await button.getAttribute("href");
      assert.ok(bookmarklet?.startsWith("javascript:"), bookmarklet ?? "no href");
      // Clicked on Presently itself it only explains itself.
      await button.click();
      assert.equal(new URL(page.url()).pathname, "/wishlist");

      const shopPage = await context.newPage();
      const seenBefore = shop.requests.length;
      await shopPage.goto(`http://127.0.0.1:${shopPort}/p/espresso-cups?utm_source=newsletter`);
      const popupOpened = context.waitForEvent("page", { timeout: STEP_TIMEOUT_MS });
      // Clicking a bookmark runs its code in the page: the same as evaluating it there.
      const code = decodeURIComponent(bookmarklet.slice("javascript:".length));
      await shopPage.evaluate(code);
      const popup = await popupOpened;
      const dialog = popup.getByRole("dialog");
      await dialog.waitFor();
      assert.equal(await dialog.getByLabel("Name", { exact: true }).inputValue(), "Copper Espresso Cups (set of 2)");
      assert.match(await dialog.getByLabel(/Price/).inputValue(), /38\.00/);
      // Read from the page the shop window holds: the server fetched nothing.
      assert.equal(shop.requests.length, seenBefore + 1, "only the browser's own visit reached the shop");
      await dialog.getByRole("button", { name: "Add to Wishlist", exact: true }).click();
      await popup.getByText("Added to your wishlist", { exact: true }).waitFor();
      assert.deepEqual(await wishlistNames(page), ["Copper Espresso Cups (set of 2)"]);
      const { body: items } = await callApi(page, "GET", "/api/wishlist");
      assert.equal(items[0].url, `http://127.0.0.1:${shopPort}/p/espresso-cups`, "saved without its tracking");
      await popup.close();
      await shopPage.close();
    });
    await context.close();
  });

  test("a link shared from the phone opens Add to Wishlist with it looked up", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(suite.browser, suite.server, { viewport: { width: 390, height: 844 } });
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "grace@example.com", firstName: "Grace" });
      const manifest = await (await page.request.get("/manifest.webmanifest")).json();
      assert.deepEqual(manifest.share_target, {
        action: "/capture",
        method: "GET",
        params: { title: "title", text: "text", url: "url" },
      });
      const text = `Look at these http://127.0.0.1:${shopPort}/p/shared-cups?fbclid=abc`;
      await page.goto(`/capture?title=${encodeURIComponent("Cups")}&text=${encodeURIComponent(text)}`);
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      assert.equal(await dialog.getByLabel("Name", { exact: true }).inputValue(), "Copper Espresso Cups (set of 2)");
      await dialog.getByRole("button", { name: "Add to Wishlist", exact: true }).click();
      await page.getByText("Added to your wishlist", { exact: true }).waitFor();
      assert.deepEqual(await wishlistNames(page), ["Copper Espresso Cups (set of 2)"]);
    });
    await context.close();
  });
});

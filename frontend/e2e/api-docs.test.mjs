// The API browser: Swagger UI at /api/docs, served from the binary under its
// own policy, reads /api/openapi.json and calls this server only: it renders
// with no policy violation or console error, asks nothing of any other host,
// and "Try it out" reaches the API.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { TEST_TIMEOUT_MS, newPage, serverAndBrowser, withDiagnostics } from "./support.mjs";

describe("API browser", () => {
  const suite = serverAndBrowser();

  test("Swagger UI lists the API and tries a route, offline and within its policy", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page }, async () => {
      const elsewhere = [];
      const errors = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (!["http:", "https:"].includes(url.protocol)) return;
        if (url.origin !== suite.server.baseUrl) elsewhere.push(request.url());
      });
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));

      const res = await page.goto("/api/docs");
      assert.equal(res.status(), 200);
      assert.match(res.headers()["content-security-policy"], /script-src 'self';/);
      await page.locator(".information-container .title", { hasText: "Presently API" }).waitFor();

      // Every tag is drawn, folded; unfolding one shows its operations.
      const tags = page.locator(".opblock-tag");
      await page.locator('.opblock-tag[data-tag="dependants"]').waitFor();
      assert.ok((await tags.count()) >= 19, `every tag: ${await tags.count()}`);
      await page.locator('.opblock-tag[data-tag="meta"]').click();
      const health = page.locator('.opblock-summary-path[data-path="/api/health"]');
      await health.waitFor();
      await health.click();
      const operation = page.locator("#operations-meta-health");
      await operation.getByRole("button", { name: "Try it out" }).click();
      await operation.getByRole("button", { name: "Execute" }).click();
      await operation.locator(".live-responses-table .response-col_status", { hasText: "200" }).waitFor();

      assert.deepEqual(elsewhere, [], "no request leaves this server");
      assert.deepEqual(errors, [], "no console error");
    });
  });
});

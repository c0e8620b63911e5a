// The API browser: Swagger UI at /api/docs, served from the binary under its
// own policy, reads /api/openapi.json and calls this server only: it renders
// with no policy violation or console error, asks nothing of any other host,
// and "Try it out" reaches the API.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { TEST_TIMEOUT_MS, apiJson, newPage, serverAndBrowser, signedIn, withDiagnostics } from "./support.mjs";

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
  // Issue 48: the document declares the access token's scheme, so a
  // visitor with no session authorizes with a token and tries a route.
  test("Swagger UI tries a route with a personal access token", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { server, browser } = suite;
    const owner = await signedIn(browser, server, { email: "tess@example.com", firstName: "Tess", lastName: "Ng" });
    const { secret } = await apiJson(owner.page, "POST", "/api/account/tokens", { name: "API browser", scope: "read" });
    await owner.context.close();

    const { page, context } = await newPage(browser, server);
    try {
      await withDiagnostics({ server, page }, async () => {
        await page.goto("/api/docs");
        await page.locator(".information-container .title", { hasText: "Presently API" }).waitFor();
        await page.locator("button.authorize").first().click();
        const scheme = page.locator(".auth-container").filter({ hasText: "access_token" });
        await scheme.locator("input").fill(secret);
        await scheme.getByRole("button", { name: "Apply credentials" }).click();
        await scheme.locator("button", { hasText: "Logout" }).waitFor();
        await scheme.locator("button", { hasText: "Close" }).click();

        await page.locator('.opblock-tag[data-tag="dates"]').click();
        const upcoming = page.locator('.opblock-summary-path[data-path="/api/dates/upcoming"]');
        await upcoming.waitFor();
        await upcoming.click();
        const operation = page.locator("#operations-dates-upcoming_dates");
        await operation.getByRole("button", { name: "Try it out" }).click();
        await operation.getByRole("button", { name: "Execute" }).click();
        await operation.locator(".live-responses-table .response-col_status", { hasText: "200" }).waitFor();
        // The page sent the token, and nothing else signed it in.
        assert.deepEqual(await context.cookies(), [], "no session cookie");
      });
    } finally {
      await context.close();
    }
  });
});

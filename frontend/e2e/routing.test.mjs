// The fallback screen for unknown paths, and the dynamic-route shells that
// the server serves for every id (hard reloads, not client-side navigation).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { TEST_TIMEOUT_MS, launchBrowser, newPage, startPresently, withDiagnostics } from "./support.mjs";

const NOT_FOUND_TITLE = "404 Page Not Found";
const NOT_FOUND_HINT = "Did you forget to add the page to the router?";

describe("routing", () => {
  let server;
  let browser;
  let context;
  let page;

  before(async () => {
    server = await startPresently();
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, server));
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  test("an unknown page shows the 404 screen with status 404", { timeout: TEST_TIMEOUT_MS }, async () => {
    await withDiagnostics({ server, page }, async () => {
      for (const path of ["/no-such-page", "/this/does/not/exist"]) {
        const res = await page.goto(path);
        assert.equal(res.status(), 404, `status of ${path}`);
        await page.getByRole("heading", { name: NOT_FOUND_TITLE }).waitFor();
        await page.getByText(NOT_FOUND_HINT).waitFor();
      }
    });
  });

  test("unknown API paths answer 404 JSON, not the 404 page", { timeout: TEST_TIMEOUT_MS }, async () => {
    const res = await fetch(server.url("/api/no-such-route"));
    assert.equal(res.status, 404);
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
  });

  for (const path of ["/gift-guides/123", "/gift-guides/_x", "/lists/abc"]) {
    test(`a hard reload of ${path} renders its page, not the 404 screen`, { timeout: TEST_TIMEOUT_MS }, async () => {
      await withDiagnostics({ server, page }, async () => {
        const first = await page.goto(path);
        assert.equal(first.status(), 200, `status of ${path}`);
        const reloaded = await page.reload();
        assert.equal(reloaded.status(), 200, `status of ${path} after reload`);
        assert.equal(new URL(page.url()).pathname, path);
        // The shell has rendered (past the auth spinner) with its own heading.
        const h1 = page.getByRole("heading", { level: 1 }).first();
        await h1.waitFor();
        assert.notEqual((await h1.innerText()).trim(), NOT_FOUND_TITLE);
        // Nor does the client router swap in the 404 screen afterwards.
        await page.waitForLoadState("networkidle");
        assert.equal(await page.getByText(NOT_FOUND_TITLE).count(), 0);
        assert.equal(await page.getByText(NOT_FOUND_HINT).count(), 0);
      });
    });
  }
});

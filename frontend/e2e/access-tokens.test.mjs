// Personal access tokens in the browser (issue 48). Ann makes a read-only
// token named "Script" in Settings and reads its secret, shown once. A
// script (Node's fetch, no browser cookie) reads her coming dates with it,
// and gets no session cookie for it; writing a date is refused as read-only.
// Back in Settings the token says when it was last used; revoked there, it
// is refused at once.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  assertClean,
  cardOf,
  sawToast,
  serverAndBrowser,
  signedIn,
  watchPage,
  withDiagnostics,
} from "./support.mjs";

const ANN = { email: "ann@example.com", firstName: "Ann", lastName: "Lee" };

const TOKEN_NAME = "Script";
const READ_ONLY = "This access token can only read.";

/**
 * `presently mcp --url ... --token-file ...` as a desktop assistant starts it:
 * `messages` written to its stdin one per line, its stdout's lines as JSON.
 */
async function overStdio(server, secret, messages) {
  const tokenFile = path.join(server.dir, "token");
  await writeFile(tokenFile, `${secret}\n`, { mode: 0o600 });
  const child = spawn(server.bin, ["mcp", "--url", server.baseUrl, "--token-file", tokenFile], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.stdin.end(messages.map((m) => `${JSON.stringify(m)}\n`).join(""));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const code = await exited;
  clearTimeout(timer);
  assert.equal(code, 0, `presently mcp exited ${code}: ${stderr}`);
  return stdout
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/** A request as a script sends it: the token, no cookie. `{ status, headers, body }`. */
async function withToken(server, secret, method, path, body) {
  const res = await fetch(server.url(path), {
    method,
    headers: {
      Authorization: `Bearer ${secret}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

describe("access tokens", () => {
  const suite = serverAndBrowser();

  test("a read-only token reads, may not write, shows its last use and stops once revoked", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { server, browser } = suite;
    const ann = await signedIn(browser, server, ANN);
    const watcher = watchPage(ann.page);
    try {
      const page = ann.page;
      let secret = "";

      // Ann makes a read-only token in Settings; its secret is shown once.
      await withDiagnostics({ server, page }, async () => {
        await watcher.idle();
        await page.goto("/settings");
        await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
        const card = cardOf(page, "Access tokens");
        await card.getByText("No access tokens yet.", { exact: true }).waitFor();
        const mcp = card.getByRole("textbox", { name: "MCP server address" });
        assert.equal(await mcp.inputValue(), server.url("/api/mcp"));

        await card.getByRole("button", { name: "New token", exact: true }).click();
        const dialog = page.getByRole("dialog", { name: "New access token" });
        await dialog.getByRole("textbox", { name: "Name" }).fill(TOKEN_NAME);
        await dialog.getByRole("combobox", { name: "Scope" }).getByText("Read only", { exact: true }).waitFor();
        await dialog.getByRole("combobox", { name: "Expiry" }).getByText("90 days", { exact: true }).waitFor();
        await dialog.getByRole("button", { name: "Create token", exact: true }).click();

        const shown = dialog.getByRole("textbox", { name: "Access token" });
        await shown.waitFor();
        secret = await shown.inputValue();
        assert.match(secret, /^prs_[A-Za-z0-9_-]{43}$/, "the secret");
        assert.equal(await shown.isEditable(), false, "the secret is read-only");
        await dialog.getByText("Copy this token now: Presently will not show it again.").waitFor();
        await dialog.getByRole("button", { name: "Done", exact: true }).click();
        await dialog.waitFor({ state: "hidden" });
        assert.equal(await page.getByRole("textbox", { name: "Access token" }).count(), 0, "the secret is gone");

        const row = card.getByTestId("token-row").filter({ hasText: TOKEN_NAME });
        await row.getByText("Read only", { exact: true }).waitFor();
        await row.getByText("Never used", { exact: false }).waitFor();
        await assertClean(watcher, "making a token");
      });

      // A script reads with it (and gets no session), and may not write.
      await withDiagnostics({ server, page }, async () => {
        const read = await withToken(server, secret, "GET", "/api/dates/upcoming");
        assert.equal(read.status, 200, `GET /api/dates/upcoming with the token: ${JSON.stringify(read.body)}`);
        assert.ok(Array.isArray(read.body), `the coming dates: ${JSON.stringify(read.body)}`);
        assert.equal(read.headers.get("set-cookie"), null, "a token's request gets no cookie");

        const write = await withToken(server, secret, "POST", "/api/dates", {
          title: "Mum's Birthday",
          type: "birthday",
          date: "1960-03-04",
        });
        assert.equal(write.status, 403, `POST /api/dates with a read-only token: ${JSON.stringify(write.body)}`);
        assert.equal(write.body?.message, READ_ONLY);

        // A desktop assistant starts `presently mcp` with the token in a file.
        const answers = await overStdio(server, secret, [
          { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e", version: "1" } } },
          { jsonrpc: "2.0", method: "notifications/initialized" },
          { jsonrpc: "2.0", id: 2, method: "tools/list" },
          { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "add_to_wishlist", arguments: { name: "Socks" } } },
        ]);
        assert.equal(answers.length, 3, `one answer per request: ${JSON.stringify(answers)}`);
        assert.equal(answers[0].result.serverInfo.name, "presently");
        const tools = answers[1].result.tools.map((tool) => tool.name);
        assert.ok(tools.includes("coming_dates") && !tools.includes("add_to_wishlist"), `a read-only token's tools: ${tools}`);
        assert.equal(answers[2].result.isError, true);
        assert.equal(answers[2].result.content[0].text, READ_ONLY);
      });

      // Settings says when it was last used; revoked there, it is refused.
      await withDiagnostics({ server, page }, async () => {
        await watcher.idle();
        await page.reload();
        await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
        const card = cardOf(page, "Access tokens");
        const row = card.getByTestId("token-row").filter({ hasText: TOKEN_NAME });
        await row.getByText(/Last used /).waitFor();
        assert.equal(await row.getByText("Never used").count(), 0, "used once");

        await row.getByRole("button", { name: `Revoke “${TOKEN_NAME}”`, exact: true }).click();
        const question = page.getByRole("alertdialog", { name: `Revoke “${TOKEN_NAME}”?` });
        await question.getByText("Anything using it stops working at once.").waitFor();
        await question.getByRole("button", { name: "Revoke", exact: true }).click();
        await sawToast(page, "Token revoked.");
        await card.getByText("No access tokens yet.", { exact: true }).waitFor();
        await assertClean(watcher, "revoking the token");

        const refused = await withToken(server, secret, "GET", "/api/dates/upcoming");
        assert.equal(refused.status, 401, `a revoked token: ${JSON.stringify(refused.body)}`);
      });
    } finally {
      await ann.context.close();
    }
  });
});

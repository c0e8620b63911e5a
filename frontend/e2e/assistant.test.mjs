// Ask Presently in the browser: signed out from the AI gift ideas page (Start
// Chatting, the greeting, Enter sends and Shift+Enter does not, an answer
// built from what was asked, a follow-up); signed in from a signed-in page
// with a circle whose interests show in the answer, Add to Wishlist through
// the wishlist's dialog; the error bubble when the call fails.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { TEST_TIMEOUT_MS, devLogin, newPage, serverAndBrowser, withDiagnostics } from "./support.mjs";

const CHAT_ERROR = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

function panel(page) {
  return page.getByRole("dialog", { name: "Ask Presently" });
}

async function send(page, text) {
  const input = panel(page).getByLabel("Message");
  await input.fill(text);
  await input.press("Enter");
}

describe("Ask Presently", () => {
  const suite = serverAndBrowser();

  test("signed out: Start Chatting, Enter sends, an answer from what was asked, a follow-up", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await page.goto("/ai-gift-ideas");
      await page.getByRole("button", { name: "Start Chatting" }).first().click();
      const chat = panel(page);
      await chat.waitFor();
      const send_ = chat.getByRole("button", { name: "Send" });
      assert.equal(await send_.isDisabled(), true, "Send is disabled when empty");

      // Shift+Enter is a new line, not a send; whitespace alone is never sent.
      const input = chat.getByLabel("Message");
      await input.fill("   ");
      assert.equal(await send_.isDisabled(), true);
      await input.fill("A birthday gift for my mum");
      await input.press("Shift+Enter");
      assert.match(await input.inputValue(), /\n$/);
      await input.pressSequentially("who loves gardening, under $50");
      await input.press("Enter");
      const log = chat.getByRole("log", { name: "Conversation" });
      await log.getByText(/ideas for your mum's birthday, under \$50, who loves gardening/).waitFor();
      const ideas = chat.getByRole("list", { name: "Gift ideas" }).first();
      assert.ok((await ideas.getByRole("listitem").count()) >= 3);
      // Signed out, ideas invite signing in rather than saving.
      assert.equal(await chat.getByRole("button", { name: /^Add to Wishlist/ }).count(), 0);

      await send(page, "cheaper");
      await log.getByText(/Here are some more affordable ideas for your mum/).waitFor();

      // The conversation stays while the tab is open.
      await page.reload();
      await page.getByRole("button", { name: "Ask Presently" }).click();
      await panel(page).getByText(/more affordable ideas/).waitFor();
    });
  });

  test("signed in: my circle's interests in the answer, Add to Wishlist; the error bubble", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { page } = await newPage(suite.browser, suite.server);
    await withDiagnostics({ server: suite.server, page }, async () => {
      await devLogin(page, { email: "ada@example.com", firstName: "Ada" }, "/wishlist");
      await page.evaluate(() =>
        fetch("/api/contacts", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Priya Shah", relationship: "sibling", preferences: "yoga, tea" }),
        }),
      );
      await page.getByRole("heading", { name: "My Wishlist" }).waitFor();
      await page.getByRole("button", { name: "Ask Presently" }).click();
      await send(page, "What should I get Priya for her birthday?");
      const log = panel(page).getByRole("log", { name: "Conversation" });
      await log.getByText(/for Priya.*(yoga|tea)/).waitFor();

      await panel(page).getByRole("button", { name: /^Add to Wishlist: / }).first().click();
      const add = page.getByRole("dialog", { name: "Add to Wishlist" });
      await add.waitFor();
      assert.notEqual(await add.getByLabel(/^Name/).inputValue(), "");
      await add.getByRole("button", { name: "Cancel" }).click();

      await page.route("**/api/ai/chat-recommendations", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
      );
      await send(page, "and something for my dad?");
      await log.getByText(CHAT_ERROR).waitFor();
    });
  });
});

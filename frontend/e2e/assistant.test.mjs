// Ask Presently in the browser: signed out from the AI gift ideas page (Start
// Chatting, the greeting, Enter sends and Shift+Enter does not, an answer
// built from what was asked, a follow-up); signed in from a signed-in page
// with a circle whose interests show in the answer, ideas for someone else
// offered to a group list (never my wishlist), Add to Wishlist through the
// wishlist's dialog when it is for me; the error bubble when the call fails.
// Issue 34, item 6: an idea for Mom added to a group list for her leaves my
// wishlist, what a friend sees of it and my public link as they were.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  callApi,
  devLogin,
  newPage,
  sawToast,
  serverAndBrowser,
  signedIn,
  withDiagnostics,
} from "./support.mjs";

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

  test("signed in: my circle's interests in the answer, a group list for them, Add to Wishlist for me; the error bubble", { timeout: TEST_TIMEOUT_MS }, async () => {
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
      await log.getByTestId("assistant-message").filter({ hasText: /for Priya.*(yoga|tea)/ }).waitFor();

      // Ideas for Priya: a group list for her and the link, not my wishlist.
      const forPriya = panel(page).getByTestId("idea-card").first();
      await forPriya.getByRole("button", { name: /^Add to a group list for Priya: / }).waitFor();
      await forPriya.getByRole("button", { name: /^Copy link: / }).waitFor();
      assert.equal(await panel(page).getByRole("button", { name: /^Add to Wishlist/ }).count(), 0);
      // No group list yet: the menu says so and leads to making one.
      await forPriya.getByRole("button", { name: /^Add to a group list for Priya: / }).click();
      const menu = page.getByRole("menu");
      await menu.getByText("You have no group wishlists yet.").waitFor();
      await menu.getByRole("menuitem", { name: "Create Group Wishlist" }).waitFor();
      await page.keyboard.press("Escape");

      // For myself: my own wishlist, through its own dialog.
      await panel(page).getByRole("button", { name: "New chat" }).click();
      await send(page, "I want a new pair of headphones, under $100");
      await log.getByText(/ideas for you, under \$100/).waitFor();
      await panel(page).getByRole("button", { name: /^Add to Wishlist: / }).first().click();
      const add = page.getByRole("dialog", { name: "Add to Wishlist" });
      await add.waitFor();
      assert.notEqual(await add.getByLabel(/^Name/).inputValue(), "");
      await add.getByRole("button", { name: "Cancel" }).click();
      assert.equal(await panel(page).getByRole("button", { name: /^Add to a group list/ }).count(), 0);

      await page.route("**/api/ai/chat-recommendations", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
      );
      await send(page, "and something for my dad?");
      await log.getByText(CHAT_ERROR).waitFor();
    });
  });

  test("an idea for Mom goes to a group list for her; my wishlist, a friend's view and my public link do not change", { timeout: TEST_TIMEOUT_MS }, async () => {
    const ada = await signedIn(suite.browser, suite.server, { email: "ada.mom@example.com", firstName: "Ada", lastName: "Lovelace" });
    const grace = await signedIn(suite.browser, suite.server, { email: "grace.mom@example.com", firstName: "Grace", lastName: "Hopper" });
    const api = async (who, method, path, body) => {
      const res = await callApi(who.page, method, path, body);
      assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    try {
      // Grace is my friend; one wish of mine is shared with her; my wishlist has a public link.
      const request = await api(ada, "POST", "/api/friends/request", { receiverEmail: "grace.mom@example.com" });
      await api(grace, "POST", "/api/friends/accept", { requestId: request.id });
      const [friend] = await api(ada, "GET", "/api/friends");
      const wish = await api(ada, "POST", "/api/wishlist", { name: "Noise-cancelling headphones", priority: "medium", ranking: 3, quantity: 1 });
      await api(ada, "POST", `/api/sharing/wishlist-items/${wish.id}`, { sharedWithId: friend.id, canEdit: false });
      const { url } = await api(ada, "PUT", "/api/wishlist/public", { isPublic: true });
      const token = new URL(url).pathname.split("/").pop();
      // A group list Grace is on, for Mom's birthday.
      const list = await api(ada, "POST", "/api/collaborative-wishlists", { name: "Mom's 60th", isPublic: false });
      await api(ada, "POST", `/api/collaborative-wishlists/${list.id}/members`, { userId: friend.id, role: "member" });

      /** What my wishlist is to me, to my friend and on my public link. */
      const seen = async () => {
        const mine = await api(ada, "GET", "/api/wishlist");
        const shared = await api(grace, "GET", "/api/sharing/wishlist-items");
        const visitor = await newPage(suite.browser, suite.server);
        try {
          const link = await visitor.page.request.get(`/api/public/lists/${token}`);
          assert.equal(link.status(), 200);
          return {
            mine: mine.map((i) => i.name).sort(),
            friend: shared.map((s) => s.wishlistItem.name).sort(),
            publicLink: (await link.json()).items.map((i) => i.name).sort(),
          };
        } finally {
          await visitor.context.close();
        }
      };
      const before = await seen();
      assert.deepEqual(before.mine, ["Noise-cancelling headphones"]);
      assert.deepEqual(before.friend, ["Noise-cancelling headphones"]);
      assert.deepEqual(before.publicLink, ["Noise-cancelling headphones"]);

      const page = ada.page;
      let idea = "";
      await withDiagnostics({ server: suite.server, page }, async () => {
        await page.getByRole("button", { name: "Ask Presently" }).click();
        await send(page, "Mother's Day gift for my mom, she loves tea, under $35");
        await panel(page).getByRole("log", { name: "Conversation" }).getByText(/ideas for your mum for Mother's Day/).waitFor();
        const card = panel(page).getByTestId("idea-card").first();
        idea = (await card.getByRole("heading").textContent()).trim();
        assert.equal(await panel(page).getByRole("button", { name: /^Add to Wishlist/ }).count(), 0);
        await card.getByRole("button", { name: `Add to a group list for Mom: ${idea}` }).click();
        const menu = page.getByRole("menu");
        await menu.getByRole("menuitem", { name: /Mom's 60th/ }).click();
        await sawToast(page, "Added to Mom's 60th", `${idea}, for Mom.`);
        // The toast opens the list, where the idea is for Mom.
        await page.getByRole("link", { name: "Open list" }).click();
        await page.waitForURL((u) => u.pathname === `/collaborative/${list.id}`);
        await page.getByRole("article", { name: idea }).getByText("For Mom (not on Presently)").waitFor();
      });

      // The group list holds it, for Mom by name: no user is made its recipient.
      const detail = await api(ada, "GET", `/api/collaborative-wishlists/${list.id}`);
      const added = detail.items.filter((i) => i.name === idea);
      assert.equal(added.length, 1, JSON.stringify(detail.items));
      assert.equal(added[0].forName, "Mom");
      assert.equal(added[0].forUserId, null);
      // My wishlist, my friend's view of it and my public link are as they were.
      assert.deepEqual(await seen(), before);
    } finally {
      await ada.context.close();
      await grace.context.close();
    }
  });
});

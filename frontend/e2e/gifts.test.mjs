// Gifts kept per person (issue 43) in the browser: Ada keeps Mum as a
// contact who is also her friend. From the contact's card she opens Mum's
// page, keeps a gift she gave last Christmas, and tries to keep the same
// thing (by another name's plural) as an idea: the repeat warning shows
// before anything is saved, and Save anyway keeps it. The same page opens
// from the Friends page. Mum's own pages show nothing of it. Then a first
// claim on an item Mum shares with Ada asks before repeating it. Last,
// ideas for Mum's coming birthday are saved to her page from a
// recommendation card and from Ask Presently.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { TEST_TIMEOUT_MS, callApi, launchBrowser, signedIn, startPresently, withDiagnostics } from "./support.mjs";

const WARNING = "You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025";

describe("gifts per person", () => {
  let server;
  let browser;

  before(async () => {
    server = await startPresently();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("one person's page, the repeat warning before saving, and a repeat claim asked first", { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const ada = await signedIn(browser, server, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
    const mum = await signedIn(browser, server, { email: "mum@example.com", firstName: "Margaret", lastName: "Lovelace" });
    try {
      await withDiagnostics({ server, page: ada.page }, async () => {
        const { body: request } = await callApi(ada.page, "POST", "/api/friends/request", { receiverEmail: "mum@example.com" });
        assert.equal((await callApi(mum.page, "POST", "/api/friends/accept", { requestId: request.id })).status, 200);
        const { body: contact } = await callApi(ada.page, "POST", "/api/contacts", {
          name: "Mum",
          email: "mum@example.com",
          relationship: "parent",
          preferences: "tulips, tea",
        });

        // From the contact's card to Mum's page.
        await ada.page.goto(server.url("/contacts"));
        await ada.page.getByRole("link", { name: "Gifts for Mum", exact: true }).click();
        await ada.page.waitForURL(/\/person\?contact=\d+$/);
        await ada.page.getByRole("heading", { level: 1, name: "Mum", exact: true }).waitFor();
        await ada.page.getByText("tulips", { exact: true }).waitFor();

        // A gift she gave last Christmas.
        await ada.page.getByRole("button", { name: "Add a gift I gave", exact: true }).click();
        const given = ada.page.getByRole("dialog", { name: "Add a gift I gave", exact: true });
        await given.waitFor();
        await given.getByLabel("Name", { exact: true }).fill("Le Creuset Dutch Oven");
        await given.getByLabel("Price", { exact: true }).fill("120");
        await given.getByLabel("Occasion", { exact: true }).fill("Christmas");
        await given.getByLabel("Date", { exact: true }).fill("2025-12-25");
        await given.getByLabel("Status", { exact: true }).selectOption("given");
        await given.getByRole("button", { name: "Add", exact: true }).click();
        await given.waitFor({ state: "hidden" });
        await ada.page.getByRole("heading", { name: "2025", exact: true }).waitFor();

        // The same thing as an idea: warned before anything is saved.
        await ada.page.getByRole("button", { name: "Add idea", exact: true }).click();
        const idea = ada.page.getByRole("dialog", { name: "Add idea", exact: true });
        await idea.waitFor();
        await idea.getByLabel("Name", { exact: true }).fill("le creuset dutch ovens");
        await idea.getByRole("button", { name: "Add", exact: true }).click();
        const warning = idea.getByTestId("repeat-warning");
        await warning.waitFor();
        assert.match(await warning.innerText(), new RegExp(WARNING.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
        const before = await callApi(ada.page, "GET", `/api/person?contactId=${contact.id}`);
        assert.equal(before.body.ideas.length, 0, "nothing saved before Save anyway");
        await idea.getByRole("button", { name: "Save anyway", exact: true }).click();
        await idea.waitFor({ state: "hidden" });
        await ada.page.getByText("le creuset dutch ovens", { exact: true }).waitFor();

        // The same page from the Friends page: Mum is one person.
        await ada.page.goto(server.url("/friends?tab=friends"));
        await ada.page.getByRole("link", { name: "Gifts for Margaret Lovelace", exact: true }).click();
        await ada.page.waitForURL(/\/person\?friend=\d+$/);
        await ada.page.getByRole("heading", { level: 1, name: "Mum", exact: true }).waitFor();
        await ada.page.getByText("le creuset dutch ovens", { exact: true }).waitFor();
        await ada.page.getByText("Le Creuset Dutch Oven", { exact: true }).waitFor();

        // "Maggie", kept with no address, is Mum too: linked by hand.
        const { body: maggie } = await callApi(ada.page, "POST", "/api/contacts", { name: "Maggie" });
        await ada.page.goto(server.url(`/person?contact=${maggie.id}`));
        const onPresently = ada.page.getByRole("region", { name: "On Presently", exact: true });
        await onPresently.getByRole("option", { name: "Margaret Lovelace", exact: true }).waitFor({ state: "attached" });
        await onPresently.getByLabel("Their account", { exact: true }).selectOption({ label: "Margaret Lovelace" });
        await onPresently.getByRole("button", { name: "Link", exact: true }).click();
        await onPresently.getByText("Linked to your friend Margaret Lovelace.", { exact: true }).waitFor();
        // Her history shows on Maggie's page now.
        await ada.page.getByText("Le Creuset Dutch Oven", { exact: true }).waitFor();

        // Mum's own page of Ada holds nothing of what Ada keeps for her.
        const { body: adaUser } = await callApi(ada.page, "GET", "/api/auth/user");
        await mum.page.goto(server.url(`/person?friend=${adaUser.id}`));
        await mum.page.getByRole("heading", { level: 1 }).waitFor();
        assert.equal(await mum.page.getByText(/Dutch Oven/i).count(), 0);

        // Mum shares a dutch oven from her wishlist; Ada's first claim asks.
        const { body: item } = await callApi(mum.page, "POST", "/api/wishlist", { name: "Dutch oven, Le Creuset", price: "$120" });
        const shared = await callApi(mum.page, "POST", `/api/sharing/wishlist-items/${item.id}`, { sharedWithId: adaUser.id });
        assert.ok(shared.status < 300, JSON.stringify(shared.body));
        await ada.page.goto(server.url("/collaborative"));
        await ada.page.getByRole("tab", { name: "Shared with Me", exact: true }).click();
        const claimButton = ada.page.getByRole("button", { name: /I'll get this/ }).first();
        await claimButton.waitFor();
        await claimButton.click();
        const claim = ada.page.getByRole("dialog", { name: "I'll get this", exact: true });
        await claim.waitFor();
        await claim.getByRole("button", { name: "Claim", exact: true }).click();
        await claim.getByTestId("repeat-warning").waitFor();
        assert.match(await claim.getByTestId("repeat-warning").innerText(), /You gave Mum a 'Le Creuset Dutch Oven'/);
        await claim.getByRole("button", { name: "Claim anyway", exact: true }).click();
        await claim.waitFor({ state: "hidden" });
        await ada.page.getByText("Claimed", { exact: true }).first().waitFor();

        // Mum's birthday is coming: a recommendation for her, saved as an idea.
        const soon = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
        await callApi(ada.page, "POST", "/api/dates", { title: "Mum's Birthday", type: "birthday", date: soon, contactId: contact.id });
        await ada.page.goto(server.url("/recommendations"));
        const forMum = ada.page.getByRole("button", { name: /^Save as an idea: / }).first();
        await forMum.waitFor();
        const picked = (await forMum.getAttribute("aria-label")).replace(/^Save as an idea: /, "");
        await forMum.click();
        const save = ada.page.getByRole("dialog", { name: "Save as an idea", exact: true });
        await save.waitFor();
        assert.equal(await save.getByLabel("Idea", { exact: true }).inputValue(), picked);
        assert.equal(await save.getByLabel("For", { exact: true }).locator("option:checked").innerText(), "Mum");
        await save.getByRole("button", { name: "Save", exact: true }).click();
        await save.waitFor({ state: "hidden" });
        await ada.page.getByText("Saved as an idea for Mum", { exact: true }).waitFor();

        // From Ask Presently, an idea for Mum.
        await ada.page.getByRole("button", { name: "Ask Presently", exact: true }).click();
        const chat = ada.page.getByRole("dialog", { name: "Ask Presently", exact: true });
        const input = chat.getByLabel("Message");
        await input.fill("Gift ideas for Mum, she loves tulips");
        await input.press("Enter");
        const chatIdea = chat.getByRole("button", { name: /^Save as an idea: / }).first();
        await chatIdea.waitFor();
        const asked = (await chatIdea.getAttribute("aria-label")).replace(/^Save as an idea: /, "");
        await chatIdea.click();
        const fromChat = ada.page.getByRole("dialog", { name: "Save as an idea", exact: true });
        await fromChat.waitFor();
        await fromChat.getByRole("button", { name: /^(Save|Save anyway)$/ }).click();
        const warned = fromChat.getByTestId("repeat-warning");
        // The chat's first idea may be the recommendation just kept: then the
        // warning says so first.
        if (await warned.isVisible().catch(() => false)) {
          await fromChat.getByRole("button", { name: "Save anyway", exact: true }).click();
        }
        await fromChat.waitFor({ state: "hidden" });

        // Both are on Mum's page, among her ideas.
        const { body: mumsPage } = await callApi(ada.page, "GET", `/api/person?contactId=${contact.id}`);
        const ideas = mumsPage.ideas.map((g) => g.name);
        assert.ok(ideas.includes(picked), JSON.stringify(ideas));
        assert.ok(ideas.includes(asked), JSON.stringify(ideas));
      });
    } finally {
      for (const person of [ada, mum]) await person?.context.close();
    }
  });
});

// Chipping in, givers' notes and a question, with the surprise kept (issue
// 45), in one browser: Mum keeps a list her friends see, with a public link,
// and wishes for a bike (€120, one). Ada starts chipping in (the target is the
// price), Ben pledges an equal share, Cat pledges 30 and a guest on the
// public link pledges 10 and keeps the link to take it back; the pledges reach
// the target. Ada ticks Cat's pledge paid and marks the bike bought; the
// guest can no longer take theirs back. Ben leaves a note for the givers, Cat
// asks Mum "Which size?" without her name, and Mum answers in her Questions
// box. After every step, Mum's page for the list and her API answer for it
// are as they were (but for that box), and say nothing of who gives what.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { apiJson, makeFriends, newPage, sawToast, serverAndBrowser, signedIn, TEST_TIMEOUT_MS, withDiagnostics } from "./support.mjs";

const MUM = { email: "mum@example.com", firstName: "Mum", lastName: "Moss" };
const ADA = { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" };
const BEN = { email: "ben@example.com", firstName: "Ben", lastName: "Cole" };
const CAT = { email: "cat@example.com", firstName: "Cat", lastName: "Diaz" };
const GUEST = "Gus Wells";

const LIST_NAME = "Mum's birthday";
const BIKE = "Bike";
const NOTE = "I'll bring the wrapping paper.";
const QUESTION = "Which size?";
const ANSWER = "Medium, with a basket";

/** What Mum's page and API answer must never hold: the givers, the guest, any word of chipping in. */
const NEVER_FOR_MUM = [/\bAda\b/, /\bBen\b/, /\bCat\b/, /chip/i, /pledge/i, new RegExp(GUEST)];

/** The "Chip in" part of the bike's claim box. */
function chipInOf(page) {
  return page.getByRole("article", { name: BIKE }).getByRole("region", { name: `Chip in for ${BIKE}` });
}

/**
 * Mum's view of her list, loaded afresh: the text of her page for it (the
 * Questions box apart, whitespace folded) and her API answer for it.
 */
async function mumsView(page, listId) {
  await page.goto(`/wishlist?list=${listId}`);
  await page.getByRole("article", { name: BIKE }).waitFor();
  await page.getByRole("textbox", { name: "Public link URL" }).waitFor();
  await page.waitForLoadState("networkidle");
  const { rest, box } = await page.evaluate(() => {
    const main = document.querySelector("main");
    const questions = main.querySelector('[data-testid="questions-box"]');
    const all = main.innerText;
    return {
      rest: (questions ? all.replace(questions.innerText, "") : all).replace(/\s+/g, " ").trim(),
      box: questions ? questions.innerText : null,
    };
  });
  const api = JSON.stringify(await apiJson(page, "GET", `/api/lists/${listId}`));
  return { rest, box, api };
}

/** Mum's view is the first one but for the Questions box, and holds nothing she must not see. */
async function assertMumUnchanged(page, listId, first, step) {
  const now = await mumsView(page, listId);
  assert.equal(now.rest, first.rest, `after ${step}: Mum's page changed`);
  assert.equal(now.api, first.api, `after ${step}: Mum's API answer changed`);
  for (const [what, text] of [["page", now.rest], ["Questions box", now.box ?? ""], ["API answer", now.api]]) {
    for (const never of NEVER_FOR_MUM) assert.doesNotMatch(text, never, `after ${step}: Mum's ${what}`);
  }
  return now;
}

describe("chip in", () => {
  const suite = serverAndBrowser();

  test("givers chip in, leave a note and ask; the recipient sees only the question", { timeout: 4 * TEST_TIMEOUT_MS }, async () => {
    const { server, browser } = suite;
    const mum = await signedIn(browser, server, MUM);
    const ada = await signedIn(browser, server, ADA);
    const ben = await signedIn(browser, server, BEN);
    const cat = await signedIn(browser, server, CAT);
    let guest = null;
    try {
      for (const [friend, user] of [[ada, ADA], [ben, BEN], [cat, CAT]]) await makeFriends(mum, friend, user);

      const list = await apiJson(mum.page, "POST", "/api/lists", { name: LIST_NAME, visibility: "friends", isPublic: true });
      assert.ok(list.url, "a public list has a link");
      const bike = await apiJson(mum.page, "POST", `/api/lists/${list.id}/items`, { name: BIKE, price: "€120", quantity: 1 });
      assert.equal(bike.claims, undefined, "Mum's own answer holds no claims");
      const friendsPath = `/wishlist/${list.id}`;
      const publicPath = new URL(list.url).pathname;

      let first = null;
      await withDiagnostics({ server, page: mum.page }, async () => {
        first = await mumsView(mum.page, list.id);
        assert.equal(first.box, null, "no Questions box without questions");
        for (const never of NEVER_FOR_MUM) assert.doesNotMatch(`${first.rest} ${first.api}`, never);
      });

      // Ada starts chipping in: the target is the bike's price.
      await withDiagnostics({ server, page: ada.page }, async () => {
        const page = ada.page;
        await page.goto(friendsPath);
        await chipInOf(page).getByRole("button", { name: `Chip in with others (${BIKE})`, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: "Chip in with others", exact: true });
        await dialog.waitFor();
        assert.equal(await dialog.getByLabel("Target").inputValue(), "120");
        assert.equal(await dialog.getByLabel("Currency").inputValue(), "EUR");
        await dialog.getByRole("button", { name: "Start chipping in" }).click();
        await dialog.waitFor({ state: "hidden" });
        await sawToast(page, "You're chipping in");
        const chipIn = chipInOf(page);
        await chipIn.getByText("€120.00 of €120.00 pledged").waitFor();
        await chipIn.getByText("You organise this").waitFor();
        // The unit is the group's now.
        await page.getByRole("article", { name: BIKE }).getByTestId("claim-entry").filter({ hasText: "A group of givers" }).waitFor();
      });
      await withDiagnostics({ server, page: mum.page }, () => assertMumUnchanged(mum.page, list.id, first, "Ada started"));

      // Ben pledges an equal share, Cat 30.
      for (const [giver, amount, name] of [[ben, "", "Ben Cole"], [cat, "30", "Cat Diaz"]]) {
        await withDiagnostics({ server, page: giver.page }, async () => {
          const page = giver.page;
          await page.goto(friendsPath);
          const chipIn = chipInOf(page);
          await chipIn.getByText("Organised by Ada Lovelace").waitFor();
          if (amount) await chipIn.getByLabel("My pledge", { exact: true }).fill(amount);
          await chipIn.getByRole("button", { name: `Pledge (${BIKE})`, exact: true }).click();
          await sawToast(page, "Pledged");
          await chipIn.getByTestId("pledge").filter({ hasText: name }).getByText("(you)").waitFor();
          await chipIn.getByRole("button", { name: `Change my pledge (${BIKE})`, exact: true }).waitFor();
        });
      }
      await withDiagnostics({ server, page: cat.page }, async () => {
        const cats = chipInOf(cat.page).getByTestId("pledge").filter({ hasText: "Cat Diaz" });
        await cats.getByText("€30.00").waitFor();
        await chipInOf(cat.page).getByTestId("pledge").filter({ hasText: "Ben Cole" }).getByText("(equal share)").waitFor();
      });

      // A guest on the public link pledges 10 and keeps the link to take it back.
      guest = await newPage(browser, server);
      let undoUrl = null;
      await withDiagnostics({ server, page: guest.page }, async () => {
        const page = guest.page;
        await page.goto(publicPath);
        await page.getByRole("button", { name: "Show the list" }).click();
        const chipIn = chipInOf(page);
        await chipIn.getByText("€120.00 of €120.00 pledged by 3 people").waitFor();
        assert.equal(await chipIn.getByText(/Ada|Ben|Cat/).count(), 0, "a guest never sees who pledged");
        await chipIn.getByRole("button", { name: `Chip in (${BIKE})`, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: "Chip in", exact: true });
        await dialog.waitFor();
        await dialog.getByLabel("Your name").fill(GUEST);
        await dialog.getByLabel("Amount (optional)").fill("10");
        await dialog.getByRole("button", { name: "Pledge", exact: true }).click();
        await dialog.waitFor({ state: "hidden" });
        const undo = page.getByTestId("pledge-undo-links");
        await undo.getByText("Keep this link to take back your pledge").waitFor();
        undoUrl = await undo.getByRole("textbox", { name: `Undo link for your pledge (${BIKE})` }).inputValue();
        assert.match(undoUrl, /\/pledges\?token=/);
        await chipIn.getByText("€120.00 of €120.00 pledged by 4 people").waitFor();
      });
      await withDiagnostics({ server, page: mum.page }, () =>
        assertMumUnchanged(mum.page, list.id, first, "Ben, Cat and a guest pledged"),
      );

      // The pledges reached the target: Ada ticks Cat's paid and marks the bike bought.
      await withDiagnostics({ server, page: ada.page }, async () => {
        const page = ada.page;
        await page.reload();
        const chipIn = chipInOf(page);
        await chipIn.getByText("The pledges reached the target.", { exact: false }).waitFor();
        assert.equal(await chipIn.getByRole("progressbar").getAttribute("aria-valuenow"), "100");
        const rows = chipIn.getByTestId("pledge");
        assert.deepEqual(
          (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").replace(/ ?Paid$/, "").trim()),
          ["Ada Lovelace (you) €40.00 (equal share)", "Ben Cole €40.00 (equal share)", "Cat Diaz €30.00", `${GUEST} Guest €10.00`],
        );
        await chipIn.getByRole("checkbox", { name: "Paid: Cat Diaz" }).click();
        await sawToast(page, "Marked paid");
        await chipIn.getByRole("checkbox", { name: "Paid: Cat Diaz", checked: true }).waitFor();
        await chipIn.getByRole("button", { name: `Mark bought (${BIKE})`, exact: true }).click();
        await sawToast(page, "Marked bought");
        await chipIn.getByText("Bought by Ada Lovelace").waitFor();
        assert.equal(await chipIn.getByLabel("My pledge", { exact: true }).count(), 0, "nothing to change once bought");
      });

      // Bought: the guest's link shows the pledge, which can no longer be taken back.
      await withDiagnostics({ server, page: guest.page }, async () => {
        const page = guest.page;
        const target = new URL(undoUrl);
        await page.goto(target.pathname + target.search);
        await page.getByRole("heading", { level: 1, name: "Your pledge" }).waitFor();
        await page.getByTestId("pledge-amount").getByText("€10.00").waitFor();
        await page.getByTestId("pledge-kept").getByText("This gift is already bought.").waitFor();
        assert.ok(await page.getByRole("button", { name: "Take back my pledge" }).isDisabled(), "a bought gift keeps its pledges");
      });
      await withDiagnostics({ server, page: mum.page }, () => assertMumUnchanged(mum.page, list.id, first, "Ada bought it"));

      // Ben leaves a note for the givers.
      await withDiagnostics({ server, page: ben.page }, async () => {
        const page = ben.page;
        await page.reload();
        const card = page.getByRole("article", { name: BIKE });
        await card.getByRole("button", { name: "Notes from givers" }).click();
        await card.getByText("Only the givers see these notes.").waitFor();
        await card.getByLabel("Your note").fill(NOTE);
        await card.getByRole("button", { name: `Post note (${BIKE})`, exact: true }).click();
        await sawToast(page, "Note posted");
        await card.getByTestId("giver-note").filter({ hasText: NOTE }).getByText("(you)").waitFor();
      });
      await withDiagnostics({ server, page: mum.page }, () => assertMumUnchanged(mum.page, list.id, first, "Ben's note"));

      // Cat reads the note and asks Mum a question, without her name.
      await withDiagnostics({ server, page: cat.page }, async () => {
        const page = cat.page;
        await page.reload();
        const card = page.getByRole("article", { name: BIKE });
        await card.getByRole("button", { name: "Notes from givers" }).click();
        await card.getByTestId("giver-note").filter({ hasText: NOTE }).getByText("Ben Cole").waitFor();
        await card.getByRole("button", { name: "Ask a question" }).click();
        await card.getByLabel("Ask Mum without your name").fill(QUESTION);
        await card.getByRole("button", { name: `Ask about ${BIKE}` }).click();
        await sawToast(page, "Question sent");
        const asked = card.getByTestId("item-question").filter({ hasText: QUESTION });
        await asked.getByText("You asked").waitFor();
        await asked.getByText("Not answered yet").waitFor();
      });

      // Mum's Questions box has it, never saying who asked; she answers.
      await withDiagnostics({ server, page: mum.page }, async () => {
        const page = mum.page;
        const seen = await assertMumUnchanged(page, list.id, first, "Cat's question");
        assert.match(seen.box ?? "", new RegExp(QUESTION));
        const questions = JSON.stringify(await apiJson(page, "GET", "/api/questions"));
        assert.doesNotMatch(questions, /\bCat\b|Diaz/, "the question never names its asker");
        const row = page.getByTestId("questions-box").getByTestId("question-to-me").filter({ hasText: QUESTION });
        await row.getByLabel("Your answer").fill(ANSWER);
        await row.getByRole("button", { name: `Answer (${BIKE})`, exact: true }).click();
        await sawToast(page, "Answer sent");
        await row.getByTestId("my-answer").getByText(ANSWER, { exact: false }).waitFor();
        const answered = await assertMumUnchanged(page, list.id, first, "Mum's answer");
        assert.match(answered.box ?? "", new RegExp(ANSWER));
      });

      // Cat reads Mum's answer.
      await withDiagnostics({ server, page: cat.page }, async () => {
        const page = cat.page;
        await page.reload();
        const card = page.getByRole("article", { name: BIKE });
        await card.getByRole("button", { name: "Ask a question" }).click();
        await card.getByTestId("item-answer").getByText(ANSWER, { exact: false }).waitFor();
        assert.match(await card.getByTestId("item-answer").innerText(), /^Mum answered:/);
      });
    } finally {
      await guest?.context.close();
      await mum.context.close();
      await ada.context.close();
      await ben.context.close();
      await cat.context.close();
    }
  });
});

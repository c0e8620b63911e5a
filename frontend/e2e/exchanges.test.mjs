// Gift exchanges (issue 42) in the browser: Ann makes "Family Santa" on
// /exchanges, adds Ben, Cal and Dee (her friends; Ben and Cal a couple,
// excluded both ways in the grid) and invites Zoe, a newcomer, by email.
// The draw waits for Zoe; she joins with the link; Ann draws. Each of the
// five sees whom they give to by asking, never their own name, never the
// couple's other half, and no one sees anyone else's pair. Ben asks his
// recipient a question; they answer without being told who asked. Dee
// leaves hints before the draw: only whoever draws her sees them. Ann plans
// next year's from this one.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import {
  TEST_TIMEOUT_MS,
  callApi,
  launchBrowser,
  signedIn,
  startPresently,
  withDiagnostics,
} from "./support.mjs";

/** `yyyy-mm-dd`, `days` from today. */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `a` asks `b` (at `email`) to be friends; `b` accepts. */
async function makeFriends(a, b, email) {
  const { body } = await callApi(a.page, "POST", "/api/friends/request", { receiverEmail: email });
  const accepted = await callApi(b.page, "POST", "/api/friends/accept", { requestId: body.id });
  assert.equal(accepted.status, 200);
}

/** Opens Add people on the exchange shown and answers its dialog. */
async function openAddPeople(page) {
  await page.getByRole("button", { name: "Add people", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add people", exact: true });
  await dialog.waitFor();
  return dialog;
}

describe("gift exchanges", () => {
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

  test("five people draw names: a couple apart, a newcomer by invite, each sees only their own", { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const ann = await signedIn(browser, server, { email: "ann@example.com", firstName: "Ann", lastName: "Lee" });
    const ben = await signedIn(browser, server, { email: "ben@example.com", firstName: "Ben", lastName: "Lee" });
    const cal = await signedIn(browser, server, { email: "cal@example.com", firstName: "Cal", lastName: "Lee" });
    const dee = await signedIn(browser, server, { email: "dee@example.com", firstName: "Dee", lastName: "Lee" });
    let zoe;
    try {
      await withDiagnostics({ server, page: ann.page }, async () => {
        for (const [friend, email] of [[ben, "ben@example.com"], [cal, "cal@example.com"], [dee, "dee@example.com"]]) {
          await makeFriends(ann, friend, email);
        }

        // Ann makes the exchange and lands on its page.
        await ann.page.goto(server.url(`/exchanges`));
        await ann.page.getByRole("heading", { name: "Gift exchanges", exact: true }).waitFor();
        await ann.page.getByRole("button", { name: "New exchange", exact: true }).click();
        const create = ann.page.getByRole("dialog", { name: "New exchange", exact: true });
        await create.waitFor();
        await create.getByLabel("Name", { exact: true }).fill("Family Santa");
        await create.getByLabel("Date", { exact: true }).fill(inDays(25));
        await create.getByLabel("Budget", { exact: true }).fill("25");
        await create.getByRole("button", { name: "Create", exact: true }).click();
        await ann.page.waitForURL(/\/exchanges\/\d+$/);
        const id = Number(new URL(ann.page.url()).pathname.split("/").pop());
        await ann.page.getByRole("heading", { name: "Family Santa", exact: true }).waitFor();

        // Her three friends, then Zoe by email: the link shows once.
        for (const name of ["Ben Lee", "Cal Lee", "Dee Lee"]) {
          const dialog = await openAddPeople(ann.page);
          await dialog.getByLabel("Friend", { exact: true }).selectOption({ label: name });
          await dialog.getByRole("button", { name: "Add", exact: true }).click();
          await dialog.waitFor({ state: "hidden" });
          await ann.page.getByRole("list", { name: "People in this exchange", exact: true }).getByText(name).waitFor();
        }
        const invite = await openAddPeople(ann.page);
        await invite.getByRole("tab", { name: "By email", exact: true }).click();
        await invite.getByLabel("Email", { exact: true }).fill("zoe@example.com");
        await invite.getByRole("button", { name: "Make invite link", exact: true }).click();
        const link = await invite.getByRole("textbox", { name: "Invite link", exact: true }).inputValue();
        assert.match(link, /\/exchanges\/join\?token=/);
        await invite.getByRole("button", { name: "Done", exact: true }).click();
        await ann.page.getByText("Invited, not joined yet").waitFor();
        // Nobody draws while Zoe has not joined.
        assert.equal(await ann.page.getByRole("button", { name: "Draw names", exact: true }).isDisabled(), true);

        // Zoe, new to Presently, joins with the link.
        zoe = await signedIn(browser, server, { email: "zoe@example.com", firstName: "Zoe", lastName: "Lee" });
        await zoe.page.goto(server.url(new URL(link).pathname + new URL(link).search));
        await zoe.page.getByRole("heading", { name: "You're invited to Family Santa", exact: true }).waitFor();
        await zoe.page.getByRole("button", { name: "Join", exact: true }).click();
        await zoe.page.waitForURL(new RegExp(`/exchanges/${id}$`));

        // Dee leaves hints for whoever draws her.
        const hints = "Size M, loves green tea";
        await dee.page.goto(server.url(`/exchanges/${id}`));
        await dee.page.getByLabel("Hints for your Secret Santa", { exact: true }).fill(hints);
        await dee.page.getByRole("button", { name: "Save hints", exact: true }).click();
        await dee.page.getByText("Hints saved", { exact: true }).waitFor();

        // Ann keeps Ben and Cal apart, both ways, and draws.
        await ann.page.reload();
        const grid = ann.page.getByRole("table");
        await grid.getByRole("checkbox", { name: "Ben Lee never draws Cal Lee", exact: true }).check();
        assert.equal(await grid.getByRole("checkbox", { name: "Cal Lee never draws Ben Lee", exact: true }).isChecked(), true);
        await ann.page.getByRole("button", { name: "Save exclusions", exact: true }).click();
        const saved = async () => (await callApi(ann.page, "GET", `/api/exchanges/${id}`)).body.exclusions?.length === 2;
        for (let i = 0; i < 50 && !(await saved()); i += 1) await ann.page.waitForTimeout(100);
        assert.equal(await saved(), true);
        const draw = ann.page.getByRole("button", { name: "Draw names", exact: true });
        await draw.waitFor();
        assert.equal(await draw.isDisabled(), false);
        await draw.click();
        await ann.page.getByRole("button", { name: "Draw again", exact: true }).waitFor();

        // Each looks, and sees one name: not their own, not their other half.
        const people = { "Ann Lee": ann, "Ben Lee": ben, "Cal Lee": cal, "Dee Lee": dee, "Zoe Lee": zoe };
        const gives = {};
        for (const [name, person] of Object.entries(people)) {
          await person.page.goto(server.url(`/exchanges/${id}`));
          await person.page.getByRole("button", { name: "Show whom I give to", exact: true }).click();
          const recipient = person.page.getByTestId("recipient");
          await recipient.waitFor();
          const text = await recipient.innerText();
          const to = text.replace(/^You give to /, "").trim();
          assert.notEqual(to, name);
          assert.ok(Object.keys(people).includes(to), text);
          gives[name] = to;
          // Dee's hints reach her giver alone (and Dee, in her own box).
          const hinted = person.page.getByTestId("recipient-hints");
          if (to === "Dee Lee") {
            assert.match(await hinted.innerText(), /Dee Lee's hints\s+Size M, loves green tea/);
          } else {
            assert.equal(await hinted.count(), 0);
            const ownBox = name === "Dee Lee" ? 1 : 0;
            assert.equal(await person.page.getByText(hints).count(), ownBox);
          }
          // One pair on the page: mine, and no list of everyone's.
          assert.equal(await person.page.getByTestId("recipient").count(), 1);
          assert.equal(await person.page.getByRole("list", { name: "Who gives to whom", exact: true }).count(), 0);
        }
        assert.notEqual(gives["Ben Lee"], "Cal Lee");
        assert.notEqual(gives["Cal Lee"], "Ben Lee");
        assert.equal(new Set(Object.values(gives)).size, 5, JSON.stringify(gives));

        // Ben asks; his recipient answers, never told who asked.
        const recipientName = gives["Ben Lee"];
        await ben.page.getByLabel(`Ask ${recipientName} a question`).fill("What size are you?");
        await ben.page.getByRole("button", { name: "Ask", exact: true }).click();
        const theirs = people[recipientName].page;
        await theirs.goto(server.url(`/exchanges/${id}`));
        const forMe = theirs.getByRole("list", { name: "Questions for you", exact: true });
        await forMe.getByText("What size are you?").waitFor();
        assert.equal(await forMe.getByText("Ben").count(), 0);
        await forMe.getByPlaceholder("Your answer").fill("Medium, thanks");
        await forMe.getByRole("button", { name: "Answer", exact: true }).click();
        await ben.page.reload();
        await ben.page.getByRole("list", { name: "Questions you asked", exact: true }).getByText("Medium, thanks").waitFor();
        // Nobody else sees the question, the organiser included.
        for (const [name, person] of Object.entries(people)) {
          if (name === "Ben Lee" || name === recipientName) continue;
          const { body } = await callApi(person.page, "GET", `/api/exchanges/${id}/questions`);
          assert.deepEqual(body, [], `${name} sees a question`);
        }

        // Next year's, from this one: the same name a year on, Ann its first.
        await ann.page.goto(server.url(`/exchanges/${id}`));
        await ann.page.getByRole("button", { name: "Plan next year", exact: true }).click();
        const next = ann.page.getByRole("dialog", { name: "Plan next year", exact: true });
        await next.waitFor();
        assert.equal(await next.getByLabel("Name", { exact: true }).inputValue(), "Family Santa");
        await next.getByRole("button", { name: "Create", exact: true }).click();
        await ann.page.waitForURL((url) => /\/exchanges\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`));
        await ann.page.getByRole("heading", { name: "Family Santa", exact: true }).waitFor();
        const { body: mine } = await callApi(ann.page, "GET", "/api/exchanges");
        assert.equal(mine.length, 2);
      });
    } finally {
      for (const person of [ann, ben, cal, dee, zoe]) await person?.context.close();
    }
  });
});

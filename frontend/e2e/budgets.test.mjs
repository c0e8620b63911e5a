// Budgets and spending (issue 44) in the browser: Ada keeps Mum as a
// contact and chooses US dollars as her home currency in Settings. She makes
// a $100 budget for Christmas on /budgets and gives Mum $50 of it on the
// budget's page. She keeps a $40 gift for Mum, bought for Christmas, in the
// gift dialog on Mum's page, then a $30 one: Mum is over her amount (by $20)
// while the budget has $30 left, which the budget's page, Mum's page and the
// home dashboard all say. Last, the Spending page lays out at a phone's and
// a laptop's width, light and dark, without scrolling sideways, its tables
// holding the numbers; its CSV has them too.
//
// The occasion is the next Christmas far enough ahead that the budget is
// still to come (the home card and a person's page show only those).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { TEST_TIMEOUT_MS, callApi, launchBrowser, sawToast, signedIn, startPresently, withDiagnostics } from "./support.mjs";

/** The next Christmas at least a few days ahead (whatever the server's zone): its year. */
function christmasYear(now = new Date()) {
  const year = now.getUTCFullYear();
  return now.toISOString().slice(5, 10) > "12-20" ? year + 1 : year;
}

const YEAR = christmasYear();
const CHRISTMAS = `${YEAR}-12-25`;
const BUDGET = `Christmas ${YEAR}`;

/** The API's answer body with the page's session; fails on an error status. */
async function api(page, method, path, body) {
  const { status, body: answer } = await callApi(page, method, path, body);
  assert.ok(status < 400, `${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

/** In the page: whether the document is wider than the window (it scrolls sideways). */
function overflow(page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

describe("budgets and spending", () => {
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

  test("a budget for Christmas, Mum over her part of it, and where the money went", { timeout: TEST_TIMEOUT_MS * 2 }, async () => {
    const ada = await signedIn(browser, server, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
    const { page } = ada;
    try {
      await withDiagnostics({ server, page }, async () => {
        const mum = await api(page, "POST", "/api/contacts", { name: "Mum", relationship: "parent" });

        // Settings: US dollars, from the menu of currencies.
        await page.goto(server.url("/settings"));
        await page.getByRole("heading", { name: "Home currency", exact: true }).waitFor();
        await page
          .getByText("Budgets and spending are kept in this currency. Amounts in others are listed, never converted.", { exact: true })
          .waitFor();
        await page.getByLabel("Currency", { exact: true }).selectOption("USD");
        await page.getByRole("button", { name: "Save currency", exact: true }).click();
        await sawToast(page, "Settings saved");
        assert.equal((await api(page, "GET", "/api/account/settings")).homeCurrency, "USD");

        // Budgets: none yet, then a new one; its page opens.
        await page.goto(server.url("/budgets"));
        await page.getByRole("heading", { level: 1, name: "Budgets", exact: true }).waitFor();
        await page.getByText("No budgets yet", { exact: true }).waitFor();
        await page.getByRole("button", { name: "New budget", exact: true }).click();
        const create = page.getByRole("dialog", { name: "New budget", exact: true });
        await create.waitFor();
        await create.getByLabel("Name", { exact: true }).fill(BUDGET);
        await create.getByLabel("Occasion day", { exact: true }).fill(CHRISTMAS);
        await create.getByLabel("Amount", { exact: true }).fill("100");
        await create.getByText(/^In USD, your home currency/).waitFor();
        await create.getByRole("button", { name: "Create", exact: true }).click();
        await page.waitForURL(/\/budget\?id=\d+$/);
        const budgetId = Number(new URL(page.url()).searchParams.get("id"));
        await page.getByRole("heading", { level: 1, name: BUDGET, exact: true }).waitFor();
        await page.getByText(`Gifts and claims for December 25, ${YEAR} count here.`, { exact: true }).waitFor();
        assert.equal(await page.getByTestId("budget-left").innerText(), "$100.00 left of $100.00");

        // $50 of it for Mum.
        await page.getByRole("button", { name: "Add a person", exact: true }).click();
        const add = page.getByRole("dialog", { name: "Add a person", exact: true });
        await add.waitFor();
        const person = add.getByLabel("Person", { exact: true });
        await person.locator("option", { hasText: "Mum" }).waitFor({ state: "attached" });
        await person.selectOption({ label: "Mum" });
        await add.getByLabel("Amount", { exact: true }).fill("50");
        await add.getByRole("button", { name: "Add", exact: true }).click();
        await add.waitFor({ state: "hidden" });
        const mumRow = page.getByTestId("budget-person").filter({ hasText: "Mum" });
        await mumRow.getByText("$50.00", { exact: true }).waitFor();
        assert.equal(await mumRow.getByRole("link", { name: "Mum", exact: true }).getAttribute("href"), `/person?contact=${mum.id}`);

        // A $40 gift for Mum, bought for Christmas, from her page's gift dialog.
        await page.goto(server.url(`/person?contact=${mum.id}`));
        await page.getByRole("heading", { level: 1, name: "Mum", exact: true }).waitFor();
        await page.getByRole("button", { name: "Add a gift I gave", exact: true }).click();
        const gift = page.getByRole("dialog", { name: "Add a gift I gave", exact: true });
        await gift.waitFor();
        await gift.getByLabel("Name", { exact: true }).fill("Cashmere scarf");
        await gift.getByLabel("Price", { exact: true }).fill("40");
        await gift.getByLabel("Currency", { exact: true }).fill("USD");
        await gift.getByLabel("Occasion", { exact: true }).fill("Christmas");
        await gift.getByLabel("Date", { exact: true }).fill(CHRISTMAS);
        await gift.getByLabel("Status", { exact: true }).selectOption("bought");
        await gift.getByRole("button", { name: "Add", exact: true }).click();
        await gift.waitFor({ state: "hidden" });
        const budgets = page.getByRole("region", { name: "Budgets", exact: true });
        await budgets.getByRole("link", { name: `${BUDGET}: $40.00 of $50.00`, exact: true }).waitFor();
        assert.equal(await budgets.getByTestId("person-budget-over").count(), 0, "within her amount so far");

        // Another, $30: Mum is over her $50.
        await api(page, "POST", "/api/gifts", {
          contactId: mum.id,
          name: "Poetry book",
          status: "bought",
          price: "30",
          currency: "USD",
          occasion: "Christmas",
          occasionDate: CHRISTMAS,
        });

        // The budget: $30 left of the whole; Mum over by $20.
        await page.goto(server.url(`/budget?id=${budgetId}`));
        await page.getByRole("heading", { level: 1, name: BUDGET, exact: true }).waitFor();
        assert.equal(await page.getByTestId("budget-left").innerText(), "$30.00 left of $100.00");
        assert.equal(await page.getByTestId("budget-bought").innerText(), "$70.00");
        const over = page.getByTestId("budget-person").filter({ hasText: "Mum" }).getByTestId("person-over");
        assert.equal((await over.innerText()).trim(), "Over by $20.00");

        // Her page warns too, and links to the budget.
        await page.goto(server.url(`/person?contact=${mum.id}`));
        const onHerPage = page.getByRole("region", { name: "Budgets", exact: true });
        const link = onHerPage.getByRole("link", { name: `${BUDGET}: $70.00 of $50.00`, exact: true });
        await link.waitFor();
        assert.equal(await link.getAttribute("href"), `/budget?id=${budgetId}`);
        assert.equal((await onHerPage.getByTestId("person-budget-over").innerText()).trim(), "Over budget by $20.00");

        // Home: the next budget.
        await page.goto(server.url("/"));
        const card = page.getByRole("region", { name: "Your next budget", exact: true });
        await card.waitFor();
        assert.equal(await card.getByTestId("home-budget-text").innerText(), `${BUDGET}: $30.00 left of $100.00`);
        assert.equal(await card.getByRole("link", { name: "See budget", exact: true }).getAttribute("href"), `/budget?id=${budgetId}`);

        // The account menu leads to Budgets and Spending.
        await page.getByTestId("account-menu").click();
        await page.getByRole("menuitem", { name: "Budgets", exact: true }).waitFor();
        await page.getByRole("menuitem", { name: "Spending", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/spending");

        // Spending, on a phone and a laptop, light and dark: the tables hold the numbers, nothing scrolls sideways.
        for (const colorScheme of ["light", "dark"]) {
          await page.emulateMedia({ colorScheme });
          for (const viewport of [
            { width: 375, height: 800 },
            { width: 1280, height: 800 },
          ]) {
            await page.setViewportSize(viewport);
            await page.goto(server.url("/spending"));
            await page.getByRole("heading", { level: 1, name: "Spending", exact: true }).waitFor();
            assert.equal(
              await page.evaluate(() => document.documentElement.classList.contains("dark")),
              colorScheme === "dark",
              `the page follows the ${colorScheme} scheme`,
            );
            const byPerson = page.getByRole("region", { name: "By person", exact: true });
            const mumSpent = byPerson.getByRole("row").filter({ hasText: "Mum" });
            await mumSpent.waitFor();
            assert.equal((await mumSpent.getByRole("cell").innerText()).trim(), "$70.00");
            const byOccasion = page.getByRole("region", { name: "By occasion", exact: true });
            assert.ok((await byOccasion.getByRole("table").getByRole("row").count()) >= 2, "a row per occasion");
            const byYear = page.getByRole("region", { name: "By year", exact: true });
            const yearRow = byYear.getByRole("row").filter({ hasText: String(YEAR) });
            assert.equal((await yearRow.getByRole("cell").innerText()).trim(), "$70.00");
            assert.equal(await page.getByRole("img", { name: /^By person: Mum \$70\.00/ }).count(), 1);
            assert.equal((await page.getByTestId("spending-total").innerText()).trim(), "$70.00");
            const { scrollWidth, innerWidth } = await overflow(page);
            assert.ok(
              scrollWidth <= innerWidth,
              `/spending at ${viewport.width} px (${colorScheme}) scrolls sideways: ${scrollWidth} px in ${innerWidth} px`,
            );
          }
        }

        // One year, and its download.
        await page.getByLabel("Year", { exact: true }).selectOption(String(YEAR));
        await page.getByRole("heading", { name: `Spent in ${YEAR}`, exact: true }).waitFor();
        const csvLink = page.getByRole("link", { name: "Download CSV", exact: true });
        assert.equal(await csvLink.getAttribute("href"), `/api/spending.csv?year=${YEAR}&currency=USD`);
        const csv = await page.request.get(server.url(`/api/spending.csv?year=${YEAR}`));
        assert.equal(csv.status(), 200);
        assert.match(await csv.text(), /Mum/);
      });
    } finally {
      await ada?.context.close();
    }
  });
});

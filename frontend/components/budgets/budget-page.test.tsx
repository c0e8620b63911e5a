import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import { BudgetPage } from "@/components/budgets/budget-page";
import {
  ADD_PERSON,
  BUDGET_NOT_FOUND_TITLE,
  DELETE_BUDGET,
  DELETE_BUDGET_TEXT,
  EDIT_BUDGET,
  NO_AMOUNT,
  PEOPLE_EMPTY_TITLE,
  setAmountLabel,
} from "@/components/budgets/budget-text";
import type { Budget } from "@/hooks/use-budgets";
import { BUDGET_PERSON_AMOUNT_INVALID } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { OVER_BUDGET, budget, budgetPerson } from "@/test/budgets";
import { dependant } from "@/test/dependants";
import { contact, friend, ideaPeopleRoutes } from "@/test/gifts";
import { renderWithToaster } from "@/test/render";

function at(search: string) {
  window.history.pushState({}, "", `/budget${search}`);
}

/** Budget 7's page, answered by `seen`. */
function renderPage(seen: Budget | Response = budget(), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/budgets/7": seen instanceof Response ? seen : () => json(200, seen),
    "GET /api/budgets": [],
    ...routes,
  });
  renderWithToaster(<BudgetPage />);
  return api;
}

async function heading(name = "Christmas 2026") {
  return screen.findByRole("heading", { level: 1, name });
}

function peopleRows() {
  return screen.getAllByTestId("budget-person");
}

beforeEach(() => {
  at("?id=7");
  routerMock.push.mockReset();
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("BudgetPage", () => {
  it("sums it up: the amount, bought, planned, what is left, and what counts here", async () => {
    renderPage(budget({ notCounted: [{ amountCents: 3000, currency: "EUR" }], unpriced: 2 }));
    await heading();
    expect(screen.getByRole("link", { name: "All budgets" })).toHaveAttribute("href", "/budgets");
    expect(screen.getByTestId("budget-date")).toHaveTextContent("December 25, 2026");
    expect(screen.getByTestId("budget-amount")).toHaveTextContent("$600.00");
    expect(screen.getByTestId("budget-bought")).toHaveTextContent("$250.00");
    expect(screen.getByTestId("budget-planned")).toHaveTextContent("$30.00");
    expect(screen.getByTestId("budget-left")).toHaveTextContent("$320.00 left of $600.00");
    expect(screen.getByTestId("counts-here")).toHaveTextContent("Gifts and claims for December 25, 2026 count here.");
    expect(screen.getByTestId("not-counted")).toHaveTextContent("Not counted (another currency): €30.00");
    expect(screen.getByTestId("unpriced")).toHaveTextContent("2 gifts without a price are not counted.");
  });

  it("over budget: a warning that says by how much", async () => {
    renderPage(OVER_BUDGET);
    await heading();
    const warning = screen.getByTestId("budget-left");
    expect(warning).toHaveTextContent("Over budget by $20.00");
    expect(warning).toHaveClass("text-destructive");
    expect(screen.queryByTestId("not-counted")).not.toBeInTheDocument();
    expect(screen.queryByTestId("unpriced")).not.toBeInTheDocument();
  });

  it("a row per person: a link to their page, their amount, bought, planned, and whether they are over", async () => {
    renderPage(
      budget({
        people: [
          budgetPerson({ boughtCents: 4000, plannedCents: 2000, overCents: 1000 }),
          budgetPerson({ contactId: null, dependantId: 3, name: "Mia", allowanceCents: null, boughtCents: 1500 }),
        ],
      }),
    );
    await heading();
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Person",
      "Amount for them",
      "Bought",
      "Planned",
    ]);
    const [mum, mia] = peopleRows();
    expect(within(mum).getByRole("link", { name: "Mum" })).toHaveAttribute("href", "/person?contact=12");
    expect(mum).toHaveTextContent("$50.00");
    expect(mum).toHaveTextContent("$40.00");
    expect(mum).toHaveTextContent("$20.00");
    expect(within(mum).getByTestId("person-over")).toHaveTextContent("Over by $10.00");
    expect(within(mia).getByRole("link", { name: "Mia" })).toHaveAttribute("href", "/person?dependant=3");
    expect(mia).toHaveTextContent(NO_AMOUNT);
    expect(within(mia).queryByTestId("person-over")).not.toBeInTheDocument();
  });

  it("without anyone: says so, with Add a person", async () => {
    renderPage(budget({ people: [] }));
    await heading();
    expect(screen.getByText(PEOPLE_EMPTY_TITLE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: ADD_PERSON })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("sets a person's amount, and blank takes them off", async () => {
    const api = renderPage(budget(), {
      "PUT /api/budgets/7/people": ({ body }) => {
        const { amount } = body as { amount: string | null };
        return json(200, budget({ people: amount === null ? [] : [budgetPerson({ allowanceCents: Number(amount) * 100 })] }));
      },
    });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: setAmountLabel("Mum") }));
    const dialog = await screen.findByRole("dialog", { name: setAmountLabel("Mum") });
    const amount = within(dialog).getByLabelText("Amount");
    expect(amount).toHaveValue("50");

    await userEvent.clear(amount);
    await userEvent.type(amount, "5.555");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(BUDGET_PERSON_AMOUNT_INVALID)).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, "75");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(peopleRows()[0]).toHaveTextContent("$75.00"));
    expect(await screen.findByText("Amount saved")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: setAmountLabel("Mum") }));
    const again = await screen.findByRole("dialog", { name: setAmountLabel("Mum") });
    await userEvent.clear(within(again).getByLabelText("Amount"));
    await userEvent.click(within(again).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(PEOPLE_EMPTY_TITLE)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/budgets/7/people")).toEqual([
      { contactId: 12, amount: "75" },
      { contactId: 12, amount: null },
    ]);
  });

  it("adds a person, chosen among my contacts, friends and family", async () => {
    const api = renderPage(budget({ people: [] }), {
      ...ideaPeopleRoutes({
        contacts: [contact({ id: 12, name: "Mum" }), contact({ id: 13, name: "Dad" })],
        friends: [friend({ id: 6, firstName: "Ada", lastName: "Lovelace" })],
        dependants: [dependant({ id: 3, name: "Mia" })],
      }),
      "PUT /api/budgets/7/people": json(200, budget({ people: [budgetPerson({ contactId: 13, name: "Dad" })] })),
    });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: ADD_PERSON }));
    const dialog = await screen.findByRole("dialog", { name: ADD_PERSON });
    const person = await within(dialog).findByLabelText("Person");
    expect(within(person).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Choose someone",
      "Mum",
      "Dad",
      "Ada Lovelace",
      "Mia",
    ]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Choose who it is for")).toBeInTheDocument();
    expect(api.calls("PUT", "/api/budgets/7/people")).toHaveLength(0);

    await userEvent.selectOptions(person, "Dad");
    await userEvent.type(within(dialog).getByLabelText("Amount"), "40");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Dad added")).toBeInTheDocument();
    await waitFor(() => expect(peopleRows()).toHaveLength(1));
    expect(api.calls("PUT", "/api/budgets/7/people")).toEqual([{ contactId: 13, amount: "40" }]);
  });

  it("Add a person leaves out those with an amount already", async () => {
    renderPage(budget(), {
      ...ideaPeopleRoutes({ contacts: [contact({ id: 12, name: "Mum" }), contact({ id: 13, name: "Dad" })] }),
    });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: ADD_PERSON }));
    const dialog = await screen.findByRole("dialog", { name: ADD_PERSON });
    const person = await within(dialog).findByLabelText("Person");
    expect(within(person).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose someone", "Dad"]);
  });

  it("edits the budget's name, day and amount, sending what changed", async () => {
    const api = renderPage(budget(), {
      "PATCH /api/budgets/7": json(200, budget({ name: "Christmas 2026 (family)", amountCents: 70000, leftCents: 42000 })),
    });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: EDIT_BUDGET }));
    const dialog = await screen.findByRole("dialog", { name: EDIT_BUDGET });
    expect(within(dialog).getByLabelText("Amount")).toHaveValue("600");
    await userEvent.type(within(dialog).getByLabelText("Name"), " (family)");
    await userEvent.clear(within(dialog).getByLabelText("Amount"));
    await userEvent.type(within(dialog).getByLabelText("Amount"), "700");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await heading("Christmas 2026 (family)");
    expect(screen.getByTestId("budget-left")).toHaveTextContent("$420.00 left of $700.00");
    expect(api.calls("PATCH", "/api/budgets/7")).toEqual([{ name: "Christmas 2026 (family)", amount: "700" }]);
  });

  it("deletes it after asking, then goes back to the budgets", async () => {
    const api = renderPage(budget(), { "DELETE /api/budgets/7": { deleted: true } });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: DELETE_BUDGET }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Christmas 2026?" });
    expect(confirm).toHaveTextContent(DELETE_BUDGET_TEXT);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/budgets"));
    expect(api.calls("DELETE", "/api/budgets/7")).toHaveLength(1);
    expect(await screen.findByText("Christmas 2026 deleted")).toBeInTheDocument();
    // The deleted budget is not asked for again.
    expect(api.calls("GET", "/api/budgets/7")).toHaveLength(1);
  });

  it.each([
    ["a 404", "?id=7", json(404, { message: "Not found" })],
    ["an id that is not one", "?id=abc", budget()],
    ["no id", "", budget()],
  ])("%s: not found", async (_, search, seen) => {
    at(search);
    const api = renderPage(seen);
    expect(await screen.findByRole("heading", { level: 1, name: BUDGET_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to budgets" })).toHaveAttribute("href", "/budgets");
    if (search !== "?id=7") expect(api).not.toHaveBeenCalled();
  });

  it("says so when it cannot be loaded", async () => {
    renderPage(json(500, { message: "boom" }));
    expect(await screen.findByText("Unable to load this budget")).toBeInTheDocument();
  });
});

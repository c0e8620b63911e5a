import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import {
  BUDGETS_EMPTY_TEXT,
  BUDGETS_EMPTY_TITLE,
  NEW_BUDGET,
  amountCurrencyText,
} from "@/components/budgets/budget-text";
import { BudgetsPage } from "@/components/budgets/budgets-page";
import { BUDGET_AMOUNT_INVALID, BUDGET_DATE_REQUIRED, NAME_REQUIRED } from "@/lib/messages";
import { accountSettings } from "@/test/account-settings-probe";
import { json, mockApi } from "@/test/api-mock";
import { OVER_BUDGET, budget } from "@/test/budgets";
import { renderWithToaster } from "@/test/render";

function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/budgets": [],
    "GET /api/account/settings": accountSettings({ homeCurrency: "EUR" }),
    ...routes,
  });
  renderWithToaster(<BudgetsPage />);
  return api;
}

async function openNew() {
  await userEvent.click(screen.getByRole("button", { name: NEW_BUDGET }));
  const dialog = await screen.findByRole("dialog", { name: NEW_BUDGET });
  await within(dialog).findByLabelText("Name");
  return dialog;
}

beforeEach(() => {
  routerMock.push.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("BudgetsPage", () => {
  it("without any: the heading, New budget and the empty state", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Budgets" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: BUDGETS_EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(BUDGETS_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: NEW_BUDGET })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See spending" })).toHaveAttribute("href", "/spending");
  });

  it("a card for each: a link to its page, the day, the bar, and what is left or how far over", async () => {
    renderPage({
      "GET /api/budgets": [budget(), { ...OVER_BUDGET, id: 8, name: "Mum's birthday", date: "2027-03-14" }],
    });
    const list = await screen.findByRole("list", { name: "Your budgets" });
    const [christmas, birthday] = within(list).getAllByRole("article");

    expect(within(christmas).getByRole("link", { name: "Christmas 2026" })).toHaveAttribute("href", "/budget?id=7");
    expect(within(christmas).getByTestId("budget-date")).toHaveTextContent("December 25, 2026");
    expect(within(christmas).getByTestId("bar-bought")).toHaveTextContent("Bought $250.00");
    expect(within(christmas).getByTestId("bar-planned")).toHaveTextContent("Planned $30.00");
    const left = within(christmas).getByTestId("budget-left");
    expect(left).toHaveTextContent("$320.00 left of $600.00");
    expect(left).not.toHaveClass("text-destructive");

    expect(within(birthday).getByRole("link", { name: "Mum's birthday" })).toHaveAttribute("href", "/budget?id=8");
    const over = within(birthday).getByTestId("budget-left");
    expect(over).toHaveTextContent("Over budget by $20.00");
    expect(over).toHaveClass("text-destructive");
  });

  it("says so when the budgets cannot be loaded", async () => {
    renderPage({ "GET /api/budgets": json(500, { message: "boom" }) });
    expect(await screen.findByText("Unable to load your budgets")).toBeInTheDocument();
  });

  it("New budget: checks the fields, then makes it in the home currency and opens it", async () => {
    const api = renderPage({ "POST /api/budgets": json(201, budget({ id: 21, currency: "EUR" })) });
    const dialog = await openNew();
    const amount = within(dialog).getByLabelText("Amount");
    expect(amount).toHaveAccessibleDescription(amountCurrencyText("EUR", true));

    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(BUDGET_DATE_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(BUDGET_AMOUNT_INVALID)).toBeInTheDocument();
    expect(api.calls("POST", "/api/budgets")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Name"), "Christmas 2026");
    await userEvent.type(within(dialog).getByLabelText("Occasion day"), "2026-12-25");
    await userEvent.type(amount, "600.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/budget?id=21"));
    expect(api.calls("POST", "/api/budgets")).toEqual([
      { name: "Christmas 2026", date: "2026-12-25", amount: "600.50", currency: "EUR" },
    ]);
    expect(await screen.findByText("Christmas 2026 created")).toBeInTheDocument();
  });

  it("without a home currency chosen: the browser's, and the server's field messages under the fields", async () => {
    vi.stubGlobal("navigator", { ...navigator, language: "en-GB" });
    const api = renderPage({
      "GET /api/account/settings": accountSettings(),
      "POST /api/budgets": json(400, { message: "Invalid budget", fields: { amount: BUDGET_AMOUNT_INVALID } }),
    });
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Christmas 2026");
    await userEvent.type(within(dialog).getByLabelText("Occasion day"), "2026-12-25");
    await userEvent.type(within(dialog).getByLabelText("Amount"), "600");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await within(dialog).findByText(BUDGET_AMOUNT_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Amount")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls("POST", "/api/budgets")).toEqual([
      { name: "Christmas 2026", date: "2026-12-25", amount: "600", currency: "GBP" },
    ]);
    expect(routerMock.push).not.toHaveBeenCalled();
  });
});

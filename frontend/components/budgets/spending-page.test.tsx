import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { chartLabel } from "@/components/budgets/bar-chart";
import {
  BY_OCCASION,
  BY_PERSON,
  BY_YEAR,
  SPENDING_EMPTY_TEXT,
  SPENDING_EMPTY_TITLE,
} from "@/components/budgets/budget-text";
import { SpendingPage } from "@/components/budgets/spending-page";
import { json, mockApi } from "@/test/api-mock";
import { noSpending, spending } from "@/test/budgets";
import { renderWithToaster } from "@/test/render";

function at(search: string) {
  window.history.pushState({}, "", `/spending${search}`);
}

function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    // A home currency chosen: the sums are asked in it.
    "GET /api/account/settings": {
      reminderDays: 7,
      reminderDelivery: "dashboard",
      emailReminders: true,
      emailCircle: false,
      emailAvailable: false,
      listByDefault: false,
      homeCurrency: "USD",
    },
    "GET /api/spending": spending(),
    ...routes,
  });
  renderWithToaster(<SpendingPage />);
  return api;
}

function section(name: string) {
  return screen.getByRole("region", { name });
}

/** A table's body rows as [name, amount]. */
function rowsOf(region: HTMLElement) {
  const table = within(region).getByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent]);
}

beforeEach(() => {
  at("");
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("SpendingPage", () => {
  it("the total, and by person, occasion and year: a chart and a table of the same", async () => {
    const api = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Spending" })).toBeInTheDocument();
    expect(await screen.findByTestId("spending-total")).toHaveTextContent("$150.00");
    expect(screen.getByRole("heading", { name: "Spent in all years" })).toBeInTheDocument();
    expect(screen.getByTestId("not-counted")).toHaveTextContent("Not counted (another currency): €30.00");
    expect(api.calls("GET", "/api/spending")).toHaveLength(1);
    expect(api.mock.calls.map(([url]) => String(url))).toContain("/api/spending?currency=USD");

    const byPerson = section(BY_PERSON);
    expect(rowsOf(byPerson)).toEqual([
      ["Mum", "$100.00"],
      ["Mia", "$50.00"],
    ]);
    expect(within(byPerson).getByRole("link", { name: "Mum" })).toHaveAttribute("href", "/person?contact=12");
    expect(within(byPerson).getByRole("link", { name: "Mia" })).toHaveAttribute("href", "/person?dependant=3");
    expect(within(byPerson).getByRole("img", { name: "By person: Mum $100.00, Mia $50.00" })).toBeInTheDocument();
    expect(within(byPerson).getByRole("table")).toHaveAccessibleName("By person, in USD");
    expect(within(byPerson).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Person", "Amount"]);

    expect(rowsOf(section(BY_OCCASION))).toEqual([
      ["Christmas 2025", "$90.00"],
      ["Mum's birthday", "$60.00"],
    ]);
    const byYear = section(BY_YEAR);
    expect(rowsOf(byYear)).toEqual([
      ["2025", "$90.00"],
      ["2026", "$60.00"],
    ]);
    // The longest bar is the largest amount.
    const chart = within(byYear).getByRole("img");
    const widths = Array.from(chart.querySelectorAll("[data-bar]"), (bar) => Number(bar.getAttribute("width")));
    expect(widths[0]).toBeGreaterThan(widths[1]);
    expect(widths[1] / widths[0]).toBeCloseTo(6 / 9);

    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/spending.csv?currency=USD");
  });

  it("for one year: asks for it, keeps it in the address, and downloads it", async () => {
    const api = renderPage({
      "GET /api/spending?year=2025&currency=USD": spending({ year: 2025, totalCents: 9000, byPerson: [], byOccasion: [] }),
    });
    const year = await screen.findByLabelText("Year");
    expect(within(year).getAllByRole("option").map((o) => o.textContent)).toEqual(["All years", "2026", "2025"]);
    await userEvent.selectOptions(year, "2025");

    await waitFor(() => expect(screen.getByTestId("spending-total")).toHaveTextContent("$90.00"));
    expect(window.location.search).toBe("?year=2025");
    expect(screen.getByRole("heading", { name: "Spent in 2025" })).toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => String(url))).toContain("/api/spending?year=2025&currency=USD");
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/spending.csv?year=2025&currency=USD");
    expect(within(section(BY_PERSON)).getByText("Nothing here for 2025.")).toBeInTheDocument();
    expect(within(section(BY_PERSON)).queryByRole("table")).not.toBeInTheDocument();
  });

  it("opens on the year the address names", async () => {
    at("?year=2026");
    renderPage({ "GET /api/spending?year=2026&currency=USD": spending({ year: 2026, totalCents: 6000 }) });
    expect(await screen.findByTestId("spending-total")).toHaveTextContent("$60.00");
    expect(screen.getByLabelText("Year")).toHaveValue("2026");
  });

  it("with nothing bought: says so, with no year or download", async () => {
    renderPage({ "GET /api/spending": noSpending() });
    expect(await screen.findByRole("heading", { name: SPENDING_EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(SPENDING_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByLabelText("Year")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download CSV" })).not.toBeInTheDocument();
  });

  it("says so when it cannot be loaded", async () => {
    renderPage({ "GET /api/spending": json(500, { message: "boom" }) });
    expect(await screen.findByText("Unable to load your spending")).toBeInTheDocument();
  });
});

describe("chartLabel", () => {
  it("cuts a long name to fit before the bars", () => {
    expect(chartLabel("Mum")).toBe("Mum");
    expect(chartLabel("Maximiliana Featherstonehaugh")).toBe("Maximiliana Fe…");
    expect(Array.from(chartLabel("Maximiliana Featherstonehaugh"))).toHaveLength(15);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import { ExchangesPage } from "@/components/exchanges/exchanges-page";
import {
  EXCHANGES_DESCRIPTION,
  EXCHANGES_EMPTY_TEXT,
  EXCHANGES_EMPTY_TITLE,
} from "@/components/exchanges/exchange-text";
import { json, mockApi } from "@/test/api-mock";
import { exchange, exchangeSummary } from "@/test/exchanges";
import { user } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ "GET /api/auth/user": user(), "GET /api/exchanges": [], ...routes });
  renderWithToaster(<ExchangesPage />);
  return api;
}

beforeEach(() => {
  routerMock.push.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ExchangesPage", () => {
  it("without any: the heading, the description, New exchange and the empty state", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Gift exchanges" })).toBeInTheDocument();
    expect(screen.getByText(EXCHANGES_DESCRIPTION)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: EXCHANGES_EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(EXCHANGES_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New exchange" })).toBeInTheDocument();
  });

  it("a card for each: a link to its page, the day, the organiser, the people and the draw", async () => {
    renderPage({
      "GET /api/exchanges": [
        exchangeSummary(),
        exchangeSummary({
          id: 4,
          name: "Office party",
          date: "2026-12-18",
          organiserName: "Ben Cole",
          iOrganise: false,
          participantCount: 1,
          drawn: true,
        }),
      ],
    });
    const list = await screen.findByRole("list", { name: "Your gift exchanges" });
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(2);

    const family = screen.getByRole("article", { name: "Family Christmas" });
    expect(within(family).getByRole("link", { name: "Family Christmas" })).toHaveAttribute("href", "/exchanges/9");
    expect(within(family).getByTestId("exchange-date")).toHaveTextContent("December 24, 2026");
    expect(within(family).getByText("You organise this")).toBeInTheDocument();
    expect(within(family).getByTestId("people-count")).toHaveTextContent("3 people");
    expect(within(family).getByTestId("draw-state")).toHaveTextContent("Not drawn yet");

    const office = screen.getByRole("article", { name: "Office party" });
    expect(within(office).getByRole("link", { name: "Office party" })).toHaveAttribute("href", "/exchanges/4");
    expect(within(office).getByText("Organised by Ben Cole")).toBeInTheDocument();
    expect(within(office).getByTestId("people-count")).toHaveTextContent("1 person");
    expect(within(office).getByTestId("draw-state")).toHaveTextContent("Names drawn");
  });

  it("New exchange checks the name and day, posts the fields and opens the new exchange", async () => {
    const api = renderPage({ "POST /api/exchanges": json(201, exchange({ id: 21, name: "Cousins" })) });
    await screen.findByRole("heading", { name: EXCHANGES_EMPTY_TITLE });
    await userEvent.click(screen.getByRole("button", { name: "New exchange" }));
    const dialog = await screen.findByRole("dialog", { name: "New exchange" });

    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Date is required")).toBeInTheDocument();
    expect(api.calls("POST", "/api/exchanges")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Name"), "Cousins");
    await userEvent.type(within(dialog).getByLabelText("Date"), "2026-12-20");
    await userEvent.type(within(dialog).getByLabelText("Budget"), "30");
    const currency = within(dialog).getByLabelText("Currency");
    await userEvent.clear(currency);
    await userEvent.type(currency, "eur");
    await userEvent.type(within(dialog).getByLabelText("Message"), "Bring it wrapped");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Everyone in one loop" }));
    const avoid = within(dialog).getByRole("combobox", { name: "Avoid last year's recipient" });
    expect(avoid).toHaveValue("1");
    await userEvent.selectOptions(avoid, "2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/exchanges/21"));
    expect(api.calls("POST", "/api/exchanges")).toEqual([
      {
        name: "Cousins",
        date: "2026-12-20",
        budget: "30",
        currency: "EUR",
        message: "Bring it wrapped",
        singleLoop: true,
        avoidLastYears: 2,
      },
    ]);
    expect(await screen.findByText("Cousins created")).toBeInTheDocument();
  });

  it("a day in the past shows the server's message under Date", async () => {
    renderPage({
      "POST /api/exchanges": json(400, {
        message: "Invalid input",
        fields: { date: "The exchange's day can't be in the past." },
      }),
    });
    await screen.findByRole("heading", { name: EXCHANGES_EMPTY_TITLE });
    await userEvent.click(screen.getByRole("button", { name: "New exchange" }));
    const dialog = await screen.findByRole("dialog", { name: "New exchange" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Cousins");
    await userEvent.type(within(dialog).getByLabelText("Date"), "2020-01-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("The exchange's day can't be in the past.")).toBeInTheDocument();
    expect(routerMock.push).not.toHaveBeenCalled();
  });
});

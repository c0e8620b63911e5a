import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { DatesPage } from "@/components/dates/dates-page";
import { accountSettings } from "@/test/account-settings-probe";
import { json, mockApi } from "@/test/api-mock";
import { specialDate } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

const FEED = { url: "http://localhost/api/calendar/abc123.ics" };

function renderPage() {
  return renderWithToaster(<DatesPage />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("DatesPage", () => {
  it("lists every date, past ones included", async () => {
    mockApi({
      "GET /api/dates": [
        specialDate({ id: 1, title: "Mum's Birthday" }),
        specialDate({ id: 2, title: "Job interview", type: "other", recurring: false, countdown: "3 days ago", daysUntil: -3 }),
      ],
      "GET /api/calendar": FEED,
    });
    renderPage();
    expect(await screen.findByRole("article", { name: "Job interview" })).toHaveTextContent("3 days ago");
    expect(screen.getAllByTestId("date-card")).toHaveLength(2);
  });

  it("lists the dates to come soonest first, then past one-off dates last under 'Past dates'", async () => {
    mockApi({
      // The server's order: by next occurrence, so a past one-off date comes first.
      "GET /api/dates": [
        specialDate({ id: 2, title: "Job interview", type: "other", recurring: false, countdown: "3 days ago", daysUntil: -3 }),
        specialDate({ id: 3, title: "Exam", type: "other", recurring: false, countdown: "1 day ago", daysUntil: -1 }),
        specialDate({ id: 1, title: "Mum's Birthday", countdown: "12 days", daysUntil: 12 }),
      ],
      "GET /api/calendar": FEED,
    });
    renderPage();
    await screen.findByRole("article", { name: "Job interview" });
    expect(screen.getAllByTestId("date-card").map((card) => card.querySelector("h3")?.textContent)).toEqual([
      "Mum's Birthday",
      "Exam",
      "Job interview",
    ]);
    const past = screen.getByRole("region", { name: "Past dates" });
    expect(within(past).getByRole("heading", { level: 2, name: "Past dates" })).toBeInTheDocument();
    expect(within(past).getAllByTestId("date-card")).toHaveLength(2);
    expect(within(past).queryByRole("article", { name: "Mum's Birthday" })).not.toBeInTheDocument();
  });

  it("has no 'Past dates' heading when no date has gone", async () => {
    mockApi({ "GET /api/dates": [specialDate()], "GET /api/calendar": FEED });
    renderPage();
    await screen.findByRole("article", { name: "Mum's Birthday" });
    expect(screen.queryByRole("heading", { name: "Past dates" })).not.toBeInTheDocument();
  });

  it("shows an empty state with an Add Date button", async () => {
    mockApi({ "GET /api/dates": [], "GET /api/calendar": FEED, "GET /api/meta": { features: {} }, "GET /api/contacts": [] });
    renderPage();
    expect(await screen.findByText("No special dates yet")).toBeInTheDocument();
    const buttons = screen.getAllByRole("button", { name: "Add Date" });
    await userEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByRole("dialog", { name: "Add Special Date" })).toBeInTheDocument();
  });

  it("Edit opens the dialog in edit mode", async () => {
    mockApi({
      "GET /api/dates": [specialDate()],
      "GET /api/calendar": FEED,
      "GET /api/meta": { features: {} },
      "GET /api/contacts": [],
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Mum's Birthday" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Special Date" });
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Mum's Birthday");
  });

  it("Delete asks 'Delete this date?' and then deletes", async () => {
    let dates = [specialDate()];
    const api = mockApi({
      "GET /api/dates": () => new Response(JSON.stringify(dates)),
      "GET /api/calendar": FEED,
      "DELETE /api/dates/1": () => {
        dates = [];
        return new Response(JSON.stringify({ id: 1, deleted: true }));
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Mum's Birthday" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this date?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Special date deleted")).toBeInTheDocument();
    expect(api.calls("DELETE", "/api/dates/1")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId("date-card")).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("suggests my country's gift-giving days; one added shows among my dates", async () => {
    let dates = [specialDate()];
    const mothersDay = { day: "mothers_day", name: "Mother's Day", date: "2027-03-07" };
    mockApi({
      "GET /api/dates": () => json(200, dates),
      "GET /api/calendar": FEED,
      "GET /api/account/settings": accountSettings({ country: "GB" }),
      "GET /api/holidays": () =>
        json(200, {
          country: "GB",
          countries: [{ code: "GB", name: "United Kingdom" }],
          days: [{ ...mothersDay, added: dates.length > 1 }],
        }),
      "POST /api/holidays": () => {
        const added = specialDate({ id: 2, title: "Mother's Day", type: "holiday", nextDate: "2027-03-07" });
        dates = [...dates, added];
        return json(201, added);
      },
    });
    renderPage();
    const days = await screen.findByRole("region", { name: "Gift-giving days" });
    expect(await within(days).findByRole("heading", { level: 2, name: "Gift-giving days in United Kingdom" })).toBeInTheDocument();
    await userEvent.click(within(days).getByRole("button", { name: "Add Mother's Day" }));

    expect(await screen.findByRole("article", { name: "Mother's Day" })).toBeInTheDocument();
    expect(await within(days).findByText("Added")).toBeInTheDocument();
  });

  it("cancelling the confirm deletes nothing", async () => {
    const api = mockApi({ "GET /api/dates": [specialDate()], "GET /api/calendar": FEED });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Mum's Birthday" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(api.calls("DELETE", "/api/dates/1")).toHaveLength(0);
  });
});

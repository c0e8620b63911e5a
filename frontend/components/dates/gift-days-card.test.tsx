import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  ADDED,
  GIFT_DAYS_LOAD_FAILED,
  GiftDaysCard,
  NO_GIFT_DAYS,
  addGiftDayLabel,
  giftDaysTitle,
} from "@/components/dates/gift-days-card";
import { useDates } from "@/hooks/use-dates";
import type { GiftDaySuggestion, Holidays } from "@/lib/holidays";
import { accountSettings } from "@/test/account-settings-probe";
import { json, mockApi } from "@/test/api-mock";
import { specialDate } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

const COUNTRIES = [
  { code: "GB", name: "United Kingdom" },
  { code: "US", name: "United States" },
];
const MOTHERS_DAY: GiftDaySuggestion = { day: "mothers_day", name: "Mother's Day", date: "2027-03-07", added: false };
const CHRISTMAS: GiftDaySuggestion = { day: "christmas", name: "Christmas Day", date: "2026-12-25", added: true };

function holidays(overrides: Partial<Holidays> = {}): Holidays {
  return { country: "GB", countries: COUNTRIES, days: [CHRISTMAS, MOTHERS_DAY], ...overrides };
}

/** The dates list the page shows, to see it reload. */
function DatesCount() {
  const { dates } = useDates();
  return <p data-testid="dates-count">{dates.length}</p>;
}

function renderCard(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ "GET /api/dates": [], ...routes });
  renderWithToaster(
    <>
      <GiftDaysCard />
      <DatesCount />
    </>,
  );
  return api;
}

function browserSpeaks(...languages: string[]) {
  vi.stubGlobal("navigator", { ...navigator, language: languages[0], languages });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("GiftDaysCard", () => {
  it("no country chosen: the browser's country's days, soonest first, the kept ones as Added", async () => {
    browserSpeaks("en-GB");
    const api = renderCard({
      "GET /api/account/settings": accountSettings({ country: null }),
      "GET /api/holidays": holidays({ country: "US", days: [] }),
      "GET /api/holidays?country=GB": holidays(),
    });

    expect(await screen.findByRole("heading", { level: 2, name: giftDaysTitle("United Kingdom") })).toBeInTheDocument();
    const [christmas, mothersDay] = screen.getAllByTestId("gift-day");
    expect(christmas).toHaveTextContent("Christmas Day");
    expect(christmas).toHaveTextContent("December 25, 2026");
    expect(within(christmas).getByText(ADDED)).toBeInTheDocument();
    expect(within(christmas).queryByRole("button")).not.toBeInTheDocument();
    expect(mothersDay).toHaveTextContent("Mother's Day");
    expect(mothersDay).toHaveTextContent("March 7, 2027");
    expect(within(mothersDay).getByRole("button", { name: addGiftDayLabel("Mother's Day") })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Change country" })).toHaveAttribute("href", "/settings");
    expect(api.calls("GET", "/api/holidays?country=GB")).toHaveLength(1);
  });

  it("a chosen country: asks without ?country=, the server uses it", async () => {
    browserSpeaks("en-GB");
    const api = renderCard({
      "GET /api/account/settings": accountSettings({ country: "US" }),
      "GET /api/holidays": holidays({ country: "US", days: [MOTHERS_DAY] }),
    });

    expect(await screen.findByRole("heading", { level: 2, name: giftDaysTitle("United States") })).toBeInTheDocument();
    expect(screen.getAllByTestId("gift-day")).toHaveLength(1);
    expect(api.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/holidays"))).toEqual([
      "/api/holidays",
    ]);
  });

  it("Add keeps the day as a date, then reloads my dates and the suggestions", async () => {
    browserSpeaks("en-US");
    let added = false;
    const api = renderCard({
      "GET /api/account/settings": accountSettings({ country: "GB" }),
      "GET /api/holidays": () =>
        json(200, holidays({ days: [CHRISTMAS, { ...MOTHERS_DAY, added }] })),
      "GET /api/dates": () => json(200, added ? [specialDate({ title: "Mother's Day", type: "holiday" })] : []),
      "POST /api/holidays": () => {
        added = true;
        return json(201, specialDate({ title: "Mother's Day", type: "holiday" }));
      },
    });

    await userEvent.click(await screen.findByRole("button", { name: addGiftDayLabel("Mother's Day") }));

    expect(await screen.findByText("Special date added successfully!")).toBeInTheDocument();
    expect(api.calls("POST", "/api/holidays")).toEqual([{ day: "mothers_day", country: "GB" }]);
    await waitFor(() => expect(screen.getByTestId("dates-count")).toHaveTextContent("1"));
    const mothersDay = screen.getAllByTestId("gift-day")[1];
    await waitFor(() => expect(within(mothersDay).getByText(ADDED)).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: addGiftDayLabel("Mother's Day") })).not.toBeInTheDocument();
  });

  it("already kept (409): says the server's message and shows it Added", async () => {
    const message = "Mother's Day is already one of your dates.";
    let reloaded = false;
    renderCard({
      "GET /api/account/settings": accountSettings({ country: "GB" }),
      "GET /api/holidays": () => {
        const answer = holidays({ days: [{ ...MOTHERS_DAY, added: reloaded }] });
        reloaded = true;
        return json(200, answer);
      },
      "POST /api/holidays": json(409, { message }),
    });

    await userEvent.click(await screen.findByRole("button", { name: addGiftDayLabel("Mother's Day") }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText(ADDED)).toBeInTheDocument();
  });

  it("nothing to suggest: says so", async () => {
    renderCard({
      "GET /api/account/settings": accountSettings({ country: "GB" }),
      "GET /api/holidays": holidays({ days: [] }),
    });
    expect(await screen.findByText(NO_GIFT_DAYS)).toBeInTheDocument();
  });

  it("a failed load says so", async () => {
    renderCard({
      "GET /api/account/settings": accountSettings({ country: "GB" }),
      "GET /api/holidays": json(500, { message: "boom" }),
    });
    expect(await screen.findByText(GIFT_DAYS_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change country" })).toHaveAttribute("href", "/settings");
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CalendarFeedCard } from "@/components/calendar/calendar-feed-card";
import { COPY_LINK_FAILED, ROTATE_LINK_FAILED } from "@/components/sharing/shareable-link";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

function renderCard() {
  return renderWithToaster(<CalendarFeedCard />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CalendarFeedCard", () => {
  it("shows the private link read-only with the explanation", async () => {
    mockApi({ "GET /api/calendar": { url: "http://localhost/api/calendar/abc.ics" } });
    renderCard();
    const input = await screen.findByLabelText("Calendar feed link");
    expect(input).toHaveValue("http://localhost/api/calendar/abc.ics");
    expect(input).toHaveAttribute("readonly");
    expect(
      screen.getByText(
        "Subscribe to this private link in Google Calendar, Apple Calendar or Outlook to see every date with its reminder. Anyone with the link can see your dates.",
      ),
    ).toBeInTheDocument();
  });

  it("Copy puts the link on the clipboard", async () => {
    mockApi({ "GET /api/calendar": { url: "http://localhost/api/calendar/abc.ics" } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderCard();
    await screen.findByLabelText("Calendar feed link");
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith("http://localhost/api/calendar/abc.ics");
  });

  it("'Get a new link' confirms, rotates and shows the new link", async () => {
    const api = mockApi({
      "GET /api/calendar": { url: "http://localhost/api/calendar/old.ics" },
      "POST /api/calendar/rotate": { url: "http://localhost/api/calendar/new.ics" },
    });
    renderCard();
    await screen.findByDisplayValue("http://localhost/api/calendar/old.ics");
    await userEvent.click(screen.getByRole("button", { name: "Get a new link" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("The old link stops working");
    await userEvent.click(within(confirm).getByRole("button", { name: "Get a new link" }));

    expect(await screen.findByText("New calendar link created")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText("Calendar feed link")).toHaveValue("http://localhost/api/calendar/new.ics"),
    );
    expect(api.calls("POST", "/api/calendar/rotate")).toHaveLength(1);
  });

  it("when Copy fails, selects the link and gives the shared copy message", async () => {
    mockApi({ "GET /api/calendar": { url: "http://localhost/api/calendar/abc.ics" } });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderCard();
    const input = await screen.findByLabelText<HTMLInputElement>("Calendar feed link");
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText(COPY_LINK_FAILED.title)).toBeInTheDocument();
    expect(screen.getByText(COPY_LINK_FAILED.description)).toBeInTheDocument();
    expect(input.selectionEnd).toBe("http://localhost/api/calendar/abc.ics".length);
  });

  it("when a new link can't be made, gives the shared failure message and keeps the old link", async () => {
    mockApi({
      "GET /api/calendar": { url: "http://localhost/api/calendar/old.ics" },
      "POST /api/calendar/rotate": json(500, { message: "boom" }),
    });
    renderCard();
    await screen.findByDisplayValue("http://localhost/api/calendar/old.ics");
    await userEvent.click(screen.getByRole("button", { name: "Get a new link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Get a new calendar link?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Get a new link" }));
    expect(await screen.findByText(ROTATE_LINK_FAILED.description)).toBeInTheDocument();
    expect(screen.getByRole("alertdialog", { name: "Get a new calendar link?" })).toBeInTheDocument();
    expect(screen.getByDisplayValue("http://localhost/api/calendar/old.ics")).toBeInTheDocument();
  });

  it("says so when the link can't be loaded", async () => {
    mockApi({ "GET /api/calendar": json(500, { message: "down" }) });
    renderCard();
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });
});

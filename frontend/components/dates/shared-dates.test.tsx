import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SharedDates } from "@/components/dates/shared-dates";
import type { SharedSpecialDate } from "@/hooks/use-sharing";
import { mockApi } from "@/test/api-mock";
import { specialDate } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

function shared(canEdit: boolean): SharedSpecialDate {
  return {
    id: 3,
    canEdit,
    owner: { id: 4, firstName: "Ada", lastName: "Lovelace" },
    specialDate: specialDate({ id: 9, title: "Mum's birthday", daysUntil: 95, countdown: "95 days" }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SharedDates", () => {
  it("shows nothing while no date is shared with me", async () => {
    const api = mockApi({ "GET /api/sharing/special-dates": [] });
    renderWithToaster(<SharedDates />);
    await vi.waitFor(() => expect(api.calls("GET", "/api/sharing/special-dates")).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "Shared with me" })).not.toBeInTheDocument();
  });

  it("lists a view-only date without Edit", async () => {
    mockApi({ "GET /api/sharing/special-dates": [shared(false)] });
    renderWithToaster(<SharedDates />);
    const list = await screen.findByRole("list", { name: "Dates shared with me" });
    expect(within(list).getByText("Shared by Ada Lovelace")).toBeInTheDocument();
    expect(within(list).getByText("95 days")).toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("with the right, edits the title, date, type and notes only", async () => {
    const api = mockApi({
      "GET /api/sharing/special-dates": [shared(true)],
      "PATCH /api/dates/9": { id: 9 },
    });
    renderWithToaster(<SharedDates />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Mum's birthday" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Special Date" });
    expect(within(dialog).queryByLabelText("Remind me")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Contact")).not.toBeInTheDocument();
    const title = within(dialog).getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "Mum's 67th");
    await userEvent.type(within(dialog).getByLabelText("Notes"), "Flowers");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Special date updated")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/dates/9")).toEqual([{ title: "Mum's 67th", notes: "Flowers" }]);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { UndoPledgePage } from "@/components/chip-in/undo-pledge-page";
import { PLEDGE_GONE_TEXT } from "@/lib/chip-in";
import { PLEDGE_PAID } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const PLEDGE = {
  itemName: "Bike",
  guestName: "Sam",
  amountCents: 1000,
  currency: "EUR",
  paid: false,
  bought: false,
  listTitle: "Mum's list",
  listUrl: "/lists/tokA",
};

function at(search: string) {
  window.history.pushState({}, "", `/pledges${search}`);
}

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("UndoPledgePage", () => {
  it("shows the pledge: item, amount and the list with its link", async () => {
    at("?token=undo-abc");
    mockApi({ "GET /api/public/pledges/undo-abc": PLEDGE });
    renderWithToaster(<UndoPledgePage />);
    expect(await screen.findByTestId("pledge-item")).toHaveTextContent("Bike");
    expect(screen.getByRole("heading", { level: 1, name: "Your pledge" })).toBeInTheDocument();
    expect(screen.getByTestId("pledge-amount")).toHaveTextContent("€10.00");
    expect(screen.getByRole("link", { name: "Mum's list" })).toHaveAttribute("href", "/lists/tokA");
    expect(screen.getByRole("button", { name: "Take back my pledge" })).toBeEnabled();
  });

  it("'Take back my pledge' DELETEs it, then confirms", async () => {
    at("?token=undo-abc");
    const api = mockApi({
      "GET /api/public/pledges/undo-abc": PLEDGE,
      "DELETE /api/public/pledges/undo-abc": { id: 4, deleted: true },
    });
    renderWithToaster(<UndoPledgePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Take back my pledge" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/public/pledges/undo-abc")).toHaveLength(1));
    const done = await screen.findByTestId("pledge-taken-back");
    expect(within(done).getByRole("heading", { level: 1, name: "Your pledge is taken back" })).toBeInTheDocument();
    expect(within(done).getByRole("link", { name: /Back to Mum's list/ })).toHaveAttribute("href", "/lists/tokA");
  });

  it("ticked paid meanwhile (409): says why, and the button stays off", async () => {
    at("?token=undo-abc");
    mockApi({
      "GET /api/public/pledges/undo-abc": PLEDGE,
      "DELETE /api/public/pledges/undo-abc": json(409, { message: PLEDGE_PAID }),
    });
    renderWithToaster(<UndoPledgePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Take back my pledge" }));
    expect(await screen.findByTestId("pledge-kept")).toHaveTextContent(PLEDGE_PAID);
    expect(screen.getByRole("button", { name: "Take back my pledge" })).toBeDisabled();
  });

  it("already ticked paid: says so at once", async () => {
    at("?token=undo-abc");
    mockApi({ "GET /api/public/pledges/undo-abc": { ...PLEDGE, paid: true } });
    renderWithToaster(<UndoPledgePage />);
    expect(await screen.findByTestId("pledge-kept")).toHaveTextContent(PLEDGE_PAID);
    expect(screen.getByTestId("pledge-amount")).toHaveTextContent("Paid");
    expect(screen.getByRole("button", { name: "Take back my pledge" })).toBeDisabled();
  });

  it("a 404 (taken back already, or a wrong link), or no token: gone", async () => {
    at("?token=nope");
    mockApi({ "GET /api/public/pledges/nope": json(404, { message: "Not found" }) });
    const first = renderWithToaster(<UndoPledgePage />);
    expect(await screen.findByRole("heading", { level: 1, name: PLEDGE_GONE_TEXT })).toBeInTheDocument();
    first.unmount();
    at("");
    const api = mockApi({});
    renderWithToaster(<UndoPledgePage />);
    expect(await screen.findByRole("heading", { level: 1, name: PLEDGE_GONE_TEXT })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

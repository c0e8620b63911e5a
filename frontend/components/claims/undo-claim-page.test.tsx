import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { UndoClaimPage } from "@/components/claims/undo-claim-page";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const GONE = "This claim was already undone or the link is wrong.";
const CLAIM = { itemName: "Kettle", quantity: 2, guestName: "Sam", listTitle: "Ada's wishlist", listUrl: "/lists/tokA" };

function at(search: string) {
  window.history.pushState({}, "", `/claims${search}`);
}

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("UndoClaimPage", () => {
  it("shows the claim: item, quantity and the list with its link", async () => {
    at("?token=undo-abc");
    const api = mockApi({ "GET /api/public/claims/undo-abc": CLAIM });
    renderWithToaster(<UndoClaimPage />);
    expect(await screen.findByTestId("claim-item")).toHaveTextContent("Kettle");
    expect(screen.getByRole("heading", { level: 1, name: "Your claim" })).toBeInTheDocument();
    expect(screen.getByTestId("claim-quantity")).toHaveTextContent("2");
    expect(screen.getByRole("link", { name: "Ada's wishlist" })).toHaveAttribute("href", "/lists/tokA");
    expect(screen.getByText(/Sam, this is what you said/)).toBeInTheDocument();
    expect(api.calls("GET", "/api/public/claims/undo-abc")).toHaveLength(1);
  });

  it("'Undo my claim' DELETEs it, then confirms", async () => {
    at("?token=undo-abc");
    const api = mockApi({
      "GET /api/public/claims/undo-abc": CLAIM,
      "DELETE /api/public/claims/undo-abc": { id: 4, deleted: true },
    });
    renderWithToaster(<UndoClaimPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Undo my claim" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/public/claims/undo-abc")).toHaveLength(1));
    const done = await screen.findByTestId("claim-undone");
    expect(within(done).getByRole("heading", { level: 1, name: "Your claim is undone" })).toBeInTheDocument();
    expect(within(done).getByRole("link", { name: /Back to Ada's wishlist/ })).toHaveAttribute("href", "/lists/tokA");
    expect(screen.getByText("Claim undone")).toBeInTheDocument();
  });

  it("a claim undone meanwhile (DELETE 404) says so", async () => {
    at("?token=undo-abc");
    mockApi({
      "GET /api/public/claims/undo-abc": CLAIM,
      "DELETE /api/public/claims/undo-abc": json(404, { message: "Not found" }),
    });
    renderWithToaster(<UndoClaimPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Undo my claim" }));
    expect(await screen.findByRole("heading", { level: 1, name: GONE })).toBeInTheDocument();
  });

  it("a 404 (undone already, or a wrong link) says so", async () => {
    at("?token=nope");
    mockApi({ "GET /api/public/claims/nope": json(404, { message: "Not found" }) });
    renderWithToaster(<UndoClaimPage />);
    expect(await screen.findByRole("heading", { level: 1, name: GONE })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Undo my claim" })).not.toBeInTheDocument();
  });

  it("without a token: the same, without a request", async () => {
    at("");
    const api = mockApi({});
    renderWithToaster(<UndoClaimPage />);
    expect(await screen.findByRole("heading", { level: 1, name: GONE })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("another failure: unable to load", async () => {
    at("?token=undo-abc");
    mockApi({ "GET /api/public/claims/undo-abc": json(500, { message: "boom" }) });
    renderWithToaster(<UndoClaimPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Unable to load this claim" })).toBeInTheDocument();
  });

  it("a list no longer public: its title without a link", async () => {
    at("?token=undo-abc");
    mockApi({ "GET /api/public/claims/undo-abc": { ...CLAIM, listUrl: null } });
    renderWithToaster(<UndoClaimPage />);
    expect(await screen.findByText("Ada's wishlist")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ada's wishlist" })).not.toBeInTheDocument();
  });
});

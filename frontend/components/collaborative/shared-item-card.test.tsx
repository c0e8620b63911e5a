import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SharedItemCard } from "@/components/collaborative/shared-item-card";
import type { SharedWishlistItem } from "@/hooks/use-sharing";
import { mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

function entry(item: Partial<NonNullable<SharedWishlistItem["wishlistItem"]>> = {}): SharedWishlistItem {
  return {
    id: 1,
    wishlistItem: {
      id: 11,
      name: "Kettle",
      description: null,
      price: "$95.00",
      imageUrl: null,
      url: "https://shop.example/kettle",
      category: null,
      whereToBuy: null,
      purchased: false,
      quantity: 1,
      priceChange: null,
      ...item,
    },
    owner: { id: 4, firstName: "Grace", lastName: "Hopper" },
    canEdit: false,
    claims: [],
    claimedQuantity: 0,
    available: 1,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SharedItemCard prices", () => {
  it("with a link has Price history, opening the item's prices and my watch", async () => {
    mockApi({
      "GET /api/wishlist/11/price": { readings: [], watching: false, dropPercent: 10, targetPrice: null },
    });
    renderWithToaster(<SharedItemCard entry={entry()} />);
    const card = screen.getByRole("article", { name: "Kettle" });
    await userEvent.click(within(card).getByRole("button", { name: "Price history: Kettle" }));
    const dialog = await screen.findByRole("dialog", { name: "Kettle" });
    expect(within(dialog).getByRole("heading", { level: 3, name: "Price history" })).toBeInTheDocument();
    expect(
      await within(dialog).findByText("No readings yet. Presently checks items with a link once a day."),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole("switch", { name: "Tell me when the price drops" })).not.toBeChecked();
  });

  it("without a link has no Price history", () => {
    mockApi({});
    renderWithToaster(<SharedItemCard entry={entry({ url: null })} />);
    const card = screen.getByRole("article", { name: "Kettle" });
    expect(within(card).queryByRole("button", { name: /price history/i })).not.toBeInTheDocument();
  });

  it("shows the last price change", () => {
    mockApi({});
    renderWithToaster(
      <SharedItemCard
        entry={entry({ priceChange: { from: "$95.00", to: "$85.00", changedAt: "2026-11-24T12:00:00Z", direction: "drop" } })}
      />,
    );
    const card = screen.getByRole("article", { name: "Kettle" });
    expect(within(card).getByTestId("price-change")).toHaveTextContent("Price dropped to $85.00 (was $95.00)");
  });

  it("shows no change when there is none", () => {
    mockApi({});
    renderWithToaster(<SharedItemCard entry={entry()} />);
    expect(screen.queryByTestId("price-change")).not.toBeInTheDocument();
  });
});

describe("SharedItemCard editing", () => {
  it("has no Edit without the editing right", () => {
    mockApi({});
    renderWithToaster(<SharedItemCard entry={entry()} />);
    expect(screen.queryByRole("button", { name: "Edit Kettle" })).not.toBeInTheDocument();
  });

  it("with the right, edits the details only and sends what changed", async () => {
    const api = mockApi({ "PATCH /api/wishlist/11": { id: 11, name: "Copper kettle" } });
    renderWithToaster(<SharedItemCard entry={{ ...entry({ category: "Kitchen", whereToBuy: null }), canEdit: true }} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit Kettle" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Item" });
    expect(within(dialog).queryByLabelText("Priority")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Quantity")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Category")).toHaveValue("Kitchen");
    const name = within(dialog).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Copper kettle");
    await userEvent.type(within(dialog).getByLabelText("Where to buy"), "The market");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item updated!")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/wishlist/11")).toEqual([{ name: "Copper kettle", whereToBuy: "The market" }]);
  });

  it("toasts the server's reason when the edit is refused", async () => {
    mockApi({
      "PATCH /api/wishlist/11": new Response(JSON.stringify({ message: "You can view this but not edit it: ask its owner to allow editing." }), {
        status: 403,
        headers: { "Content-Type": "application/json" },
      }),
    });
    renderWithToaster(<SharedItemCard entry={{ ...entry(), canEdit: true }} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit Kettle" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Item" });
    await userEvent.type(within(dialog).getByLabelText("Description"), "Stovetop");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      await screen.findByText("You can view this but not edit it: ask its owner to allow editing."),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Item" })).toBeInTheDocument();
  });
});


import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { GroupItemCard } from "@/components/collaborative/group-item-card";
import type { GroupItem } from "@/lib/group-wishlists";
import { mockApi } from "@/test/api-mock";
import { groupItem, groupWishlist } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

const MEMBERS = groupWishlist().members;
const PRICE_PATH = "/api/collaborative-wishlists/7/items/31/price";
const PRICE = { readings: [], watching: true, dropPercent: 10, targetPrice: null };

function renderCard(item: GroupItem, myUserId = 2) {
  renderWithToaster(<GroupItemCard item={item} listId={7} members={MEMBERS} myUserId={myUserId} onDelete={() => {}} />);
  return screen.getByRole("article", { name: item.name });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("GroupItemCard prices", () => {
  const LINKED = { url: "https://shop.example/scarf", claims: [], claimedQuantity: 0, available: 1 };

  it("someone else's item with a link has Price history, opening its prices", async () => {
    mockApi({ [`GET ${PRICE_PATH}`]: PRICE });
    const card = renderCard(groupItem({ ...LINKED, canEdit: false }));
    expect(within(card).queryByRole("button", { name: "Edit Silk scarf" })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Price history: Silk scarf" }));
    const dialog = await screen.findByRole("dialog", { name: "Silk scarf" });
    expect(await within(dialog).findByRole("switch", { name: "Tell me when the price drops" })).toBeChecked();
  });

  it("an item Someone added: its creator may delete it, nobody edits it", () => {
    mockApi({});
    const orphan = groupItem({
      addedBy: { userId: null, firstName: null, lastName: null },
      canEdit: false,
      canDelete: true,
    });
    const card = renderCard(orphan);
    expect(within(card).getByTestId("added-by")).toHaveTextContent("Added by Someone");
    expect(within(card).queryByRole("button", { name: "Edit Silk scarf" })).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Delete Silk scarf" })).toBeInTheDocument();
  });

  it("someone else's item without a link has none", () => {
    mockApi({});
    const card = renderCard(groupItem({ canEdit: false }));
    expect(within(card).queryByRole("button", { name: /price history/i })).not.toBeInTheDocument();
  });

  it("my own item has its prices in the Edit dialog instead, below the item's form", async () => {
    const api = mockApi({ [`GET ${PRICE_PATH}`]: PRICE });
    const card = renderCard(groupItem({ ...LINKED, canEdit: true }), 1);
    expect(within(card).queryByRole("button", { name: /price history/i })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Edit Silk scarf" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Item" });
    const section = within(dialog).getByRole("region", { name: "Price history" });
    await within(section).findByRole("switch", { name: "Tell me when the price drops" });
    expect(within(dialog).getByRole("button", { name: "Save Changes" }).closest("form")).not.toContainElement(section);
    expect(api.calls("GET", PRICE_PATH)).toHaveLength(1);
  });

  it("shows the last price change", () => {
    mockApi({});
    const card = renderCard(
      groupItem({ priceChange: { from: "$95.00", to: "$105.00", changedAt: "2026-11-24T12:00:00Z", direction: "rise" } }),
    );
    expect(within(card).getByTestId("price-change")).toHaveTextContent("Price rose to $105.00 (was $95.00)");
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SAVE_AS_IDEA, saveAsIdeaLabel, savedAsIdeaTitle } from "@/components/gifts/gift-text";
import { askOf, GroupItemCard } from "@/components/collaborative/group-item-card";
import type { GroupItem } from "@/lib/group-wishlists";
import { json, mockApi } from "@/test/api-mock";
import { groupItem, groupWishlist } from "@/test/fixtures";
import { friend, gift, ideaPeopleRoutes } from "@/test/gifts";
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

describe("GroupItemCard Save as an idea", () => {
  /** Ben (user 2) is my friend; Cat (user 3) is a member but not my friend. I am Ann (user 1). */
  const BEN = friend({ id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com" });
  const IDEA = { url: "https://shop.example/scarf", whereToBuy: "Liberty", canEdit: false, canDelete: false };

  it("an item for a member who is my friend: the dialog holds it, them chosen, and POSTs it for them", async () => {
    const api = mockApi({
      ...ideaPeopleRoutes({ friends: [BEN] }),
      "POST /api/gifts": ({ body }) => json(201, gift({ id: 150, status: "idea", ...(body as object) })),
    });
    const card = renderCard(groupItem({ ...IDEA, forUserId: 2 }), 1);
    const button = await within(card).findByRole("button", { name: saveAsIdeaLabel("Silk scarf") });
    // Beside Price history, the icon alone (its words in the tooltip).
    expect(button).toHaveAttribute("title", SAVE_AS_IDEA);
    expect(button).not.toHaveTextContent(SAVE_AS_IDEA);
    await userEvent.click(button);

    const dialog = await screen.findByRole("dialog", { name: SAVE_AS_IDEA });
    expect(await within(dialog).findByRole("combobox", { name: "For" })).toHaveValue("friend:2");
    expect(within(dialog).getByRole("textbox", { name: "Idea" })).toHaveValue("Silk scarf");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls("POST", "/api/gifts")).toHaveLength(1));
    expect(api.calls("POST", "/api/gifts")[0]).toEqual({
      friendId: 2,
      name: "Silk scarf",
      link: "https://shop.example/scarf",
      price: "24.99",
      currency: "USD",
      shop: "Liberty",
    });
    expect(await screen.findByText(savedAsIdeaTitle("Ben Cole"))).toBeInTheDocument();
  });

  it("with no other labelled action it shows its words", async () => {
    mockApi(ideaPeopleRoutes({ friends: [BEN] }));
    const card = renderCard(groupItem({ canEdit: false, canDelete: false, forUserId: 2 }), 1);
    const button = await within(card).findByRole("button", { name: saveAsIdeaLabel("Silk scarf") });
    expect(button).toHaveTextContent(SAVE_AS_IDEA);
  });

  it.each([
    ["for everyone", { forUserId: null, forName: null }, 1],
    ["for a name outside the app", { forUserId: null, forName: "Grandma" }, 1],
    ["for me", { forUserId: 2, forName: null }, 2],
    ["for a member who is not my friend", { forUserId: 3, forName: null }, 1],
  ])("an item %s has none", async (_, forWhom, me) => {
    mockApi(ideaPeopleRoutes({ friends: [BEN, friend({ id: 1, firstName: "Ann" })] }));
    // Beside it, an item for a friend of mine (Ben, or Ann when I am Ben): its button shows once friends are in.
    const control = groupItem({ ...IDEA, id: 32, name: "Kite", forUserId: me === 1 ? 2 : 1 });
    renderWithToaster(
      <>
        {[groupItem({ ...IDEA, ...forWhom }), control].map((item) => (
          <GroupItemCard key={item.id} item={item} listId={7} members={MEMBERS} myUserId={me} onDelete={() => {}} />
        ))}
      </>,
    );
    await within(screen.getByRole("article", { name: "Kite" })).findByRole("button", { name: saveAsIdeaLabel("Kite") });
    const card = screen.getByRole("article", { name: "Silk scarf" });
    expect(within(card).queryByRole("button", { name: saveAsIdeaLabel("Silk scarf") })).not.toBeInTheDocument();
  });
});

describe("askOf: whom givers may ask about a group item", () => {
  it("the member it is for, when they wished for it themselves", () => {
    expect(askOf(groupItem({ forUserId: 3, addedBy: { userId: 3, firstName: "Cat", lastName: "Diaz" } }), MEMBERS)).toEqual({
      whom: "Cat",
    });
  });

  it("nobody on a surprise (another member added it), an item for everyone or for someone outside the app", () => {
    expect(askOf(groupItem({ forUserId: 3 }), MEMBERS)).toBeUndefined();
    expect(askOf(groupItem({ forUserId: null }), MEMBERS)).toBeUndefined();
    expect(askOf(groupItem({ forUserId: null, forName: "Grandma" }), MEMBERS)).toBeUndefined();
  });

  it("'them' for a member no longer listed", () => {
    expect(askOf(groupItem({ forUserId: 9, addedBy: { userId: 9, firstName: null, lastName: null } }), MEMBERS)).toEqual({
      whom: null,
    });
  });
});

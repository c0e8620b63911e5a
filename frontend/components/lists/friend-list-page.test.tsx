import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import { SAVE_AS_IDEA, saveAsIdeaLabel, savedAsIdeaTitle } from "@/components/gifts/gift-text";
import {
  askWhomOf,
  FriendListPage,
  ideaPersonOf,
  LIST_ARCHIVED_TEXT,
  LIST_NOT_FOUND_TITLE,
  parseOwnListId,
} from "@/components/lists/friend-list-page";
import { FOLLOW, FOLLOWING } from "@/components/lists/follow-list-button";
import { ASKED, askedText, nudgeLabel } from "@/components/lists/nudge-button";
import type { ListItem, ListView } from "@/hooks/use-lists";
import { json, mockApi } from "@/test/api-mock";
import { installFakeEventSource, streamOf } from "@/test/event-source";
import { itemResponse } from "@/test/fixtures";
import { contact, friend, gift, ideaPeopleRoutes } from "@/test/gifts";
import { renderWithToaster } from "@/test/render";

const CAT_CLAIM = { id: 5, giverName: "Cat Diaz", quantity: 2, status: "reserved" as const, mine: false, guest: false };

function listItem(overrides: Partial<ListItem> = {}): ListItem {
  return {
    ...itemResponse(),
    listId: 12,
    ownSurpriseOf: null,
    received: false,
    claims: [],
    claimedQuantity: 0,
    available: 1,
    ...overrides,
  };
}

const HEADPHONES = listItem({
  id: 31,
  name: "Headphones",
  description: "Noise cancelling",
  price: "$199.00",
  priceValue: 199,
  url: "https://shop.example.com/headphones",
  priority: "high",
  quantity: 3,
  claims: [CAT_CLAIM],
  claimedQuantity: 2,
  available: 1,
});
const MUG = listItem({ id: 32, name: "Mug", url: null, quantity: 1 });

function listView(overrides: Partial<ListView> = {}): ListView {
  return {
    id: 12,
    name: "Birthday ideas",
    description: "For my 30th",
    occasion: "birthday",
    eventDate: "2027-03-04",
    isDefault: false,
    isRegistry: false,
    visibility: "friends",
    archived: false,
    itemCount: 2,
    ownerId: 1,
    ownerName: "Ada Lovelace",
    coOwners: [],
    dependant: null,
    createdAt: "2026-11-22T10:00:00Z",
    mine: false,
    items: [HEADPHONES, MUG],
    ...overrides,
  };
}

function renderPage(list: ListView | Response, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/lists/12": list instanceof Response ? list : () => json(200, list),
    ...routes,
  });
  renderWithToaster(<FriendListPage />);
  return api;
}

beforeEach(() => {
  window.history.pushState({}, "", "/wishlist/12");
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
  routerMock.replace.mockReset();
});

describe("askWhomOf", () => {
  const list: Pick<ListView, "ownerName" | "coOwners" | "dependant"> = { ownerName: "Mum Moss", coOwners: [], dependant: null };

  it("the owner's first name; the one looked after on their list; 'them' when several keep it", () => {
    expect(askWhomOf(list)).toBe("Mum");
    expect(askWhomOf({ ...list, dependant: { id: 1, kind: "child", name: "Mia Moss" } })).toBe("Mia");
    expect(askWhomOf({ ...list, coOwners: [{ userId: 4, name: "Dad Moss" }] })).toBeNull();
  });
});

describe("parseOwnListId", () => {
  it("takes a default list's negative id and refuses 0, the shell's placeholder and other text", () => {
    expect(parseOwnListId("12")).toBe(12);
    expect(parseOwnListId("-3")).toBe(-3);
    for (const bad of ["0", "-0", "_", "", "1.5", "12a", "--3", null]) expect(parseOwnListId(bad)).toBeNull();
  });
});

describe("FriendListPage", () => {
  it("shows the list's header and its items, each with the claim control", async () => {
    renderPage(listView());
    expect(await screen.findByRole("heading", { level: 1, name: "Birthday ideas" })).toBeInTheDocument();
    expect(screen.getByTestId("list-owner")).toHaveTextContent("Ada Lovelace's list");
    expect(screen.getByTestId("list-description")).toHaveTextContent("For my 30th");
    expect(screen.getByText("Birthday")).toBeInTheDocument();
    expect(screen.getByTestId("event-date")).toHaveTextContent("March 4, 2027");
    expect(screen.getByRole("heading", { level: 2, name: "Items (2 items)" })).toBeInTheDocument();
    expect(screen.queryByTestId("archived-banner")).not.toBeInTheDocument();
    expect(screen.queryByTestId("registry-badge")).not.toBeInTheDocument();

    const card = screen.getByRole("article", { name: "Headphones" });
    expect(card).toHaveTextContent("Noise cancelling");
    expect(within(card).getByTestId("price")).toHaveTextContent("$199.00");
    expect(within(card).getByTestId("priority-badge")).toHaveTextContent("High priority");
    expect(within(card).getByRole("link", { name: "View" })).toHaveAttribute("href", "https://shop.example.com/headphones");
    expect(within(card).getByTestId("claim-summary")).toHaveTextContent("2 of 3 claimed");
    expect(within(card).getByTestId("claim-entry")).toHaveTextContent("Cat Diaz");
    expect(within(card).getByRole("button", { name: "I'll get this (Headphones)" })).toBeEnabled();

    const mug = screen.getByRole("article", { name: "Mug" });
    expect(within(mug).getByRole("button", { name: "I'll get this (Mug)" })).toBeEnabled();
    expect(routerMock.replace).not.toHaveBeenCalled();
  });

  it("a registry has the Registry badge", async () => {
    renderPage(listView({ isRegistry: true, occasion: "housewarming" }));
    expect(await screen.findByTestId("registry-badge")).toHaveTextContent("Registry");
    expect(screen.getByText("Housewarming")).toBeInTheDocument();
  });

  it("a list with co-owners is named for all who keep it", async () => {
    renderPage(
      listView({
        coOwners: [
          { userId: 5, name: "Ben Cole" },
          { userId: 6, name: "Cat Diaz" },
        ],
      }),
    );
    expect(await screen.findByTestId("list-owner")).toHaveTextContent("Ada Lovelace, Ben Cole and Cat Diaz's list");
  });

  it("with one co-owner: 'Ada Lovelace and Ben Cole's list'", async () => {
    renderPage(listView({ coOwners: [{ userId: 5, name: "Ben Cole" }] }));
    expect(await screen.findByTestId("list-owner")).toHaveTextContent("Ada Lovelace and Ben Cole's list");
  });

  it("I'll get this PUTs the claim and the card shows the answer", async () => {
    const answer = {
      ...HEADPHONES,
      claims: [CAT_CLAIM, { id: 6, giverName: "Me Myself", quantity: 1, status: "reserved" as const, mine: true, guest: false }],
      claimedQuantity: 3,
      available: 0,
    };
    const api = renderPage(listView(), { "PUT /api/lists/12/items/31/claim": answer });
    const card = await screen.findByRole("article", { name: "Headphones" });
    await userEvent.click(within(card).getByRole("button", { name: "I'll get this (Headphones)" }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    expect(within(dialog).getByLabelText("Quantity")).toHaveAttribute("max", "1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    await waitFor(() =>
      expect(api.calls("PUT", "/api/lists/12/items/31/claim")).toEqual([{ quantity: 1, status: "reserved" }]),
    );
    await waitFor(() => expect(within(card).getByTestId("claim-summary")).toHaveTextContent("All claimed"));
    expect(within(card).getAllByTestId("claim-entry")[1]).toHaveTextContent("Me Myself(you)");
    expect(within(card).getByRole("button", { name: "Unclaim (Headphones)" })).toBeInTheDocument();
  });

  it("Unclaim DELETEs my claim and shows the answer", async () => {
    const mine = { ...HEADPHONES, claims: [{ ...CAT_CLAIM, giverName: "Me Myself", mine: true }] };
    const api = renderPage(listView({ items: [mine] }), {
      "DELETE /api/lists/12/items/31/claim": { ...mine, claims: [], claimedQuantity: 0, available: 3 },
    });
    const card = await screen.findByRole("article", { name: "Headphones" });
    await userEvent.click(within(card).getByRole("button", { name: "Unclaim (Headphones)" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/lists/12/items/31/claim")).toHaveLength(1));
    await waitFor(() => expect(within(card).getByTestId("claim-summary")).toHaveTextContent("0 of 3 claimed"));
  });

  it("a refused claim says the server's reason and reloads the list", async () => {
    const api = renderPage(listView(), { "PUT /api/lists/12/items/31/claim": json(409, { message: "Only 1 left to claim." }) });
    const card = await screen.findByRole("article", { name: "Headphones" });
    await userEvent.click(within(card).getByRole("button", { name: "I'll get this (Headphones)" }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    expect(await screen.findByText("Only 1 left to claim.")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("GET", "/api/lists/12")).toHaveLength(2));
  });

  it("my own list goes to /wishlist?list=<id>, showing none of it", async () => {
    const api = renderPage(listView({ mine: true, items: [listItem({ id: 31, name: "Headphones", claims: null })] }));
    await waitFor(() => expect(routerMock.replace).toHaveBeenCalledWith("/wishlist?list=12"));
    expect(api.calls("GET", "/api/lists/12")).toHaveLength(1);
    expect(screen.getByTestId("friend-list-loading")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByTestId("claim-control")).not.toBeInTheDocument();
  });

  it("an archived list: the notice, who claimed what, and no claim buttons", async () => {
    renderPage(listView({ archived: true }));
    const banner = await screen.findByTestId("archived-banner");
    expect(banner).toHaveTextContent("This list is archived");
    expect(banner).toHaveTextContent(LIST_ARCHIVED_TEXT);
    const card = screen.getByRole("article", { name: "Headphones" });
    expect(within(card).getByTestId("claim-summary")).toHaveTextContent("2 of 3 claimed");
    expect(within(card).getByTestId("claim-entry")).toHaveTextContent("Cat Diaz");
    expect(screen.queryByRole("button", { name: /I'll get this|Unclaim|Change my claim|Mark purchased/ })).not.toBeInTheDocument();
  });

  it("a list with no items says so", async () => {
    renderPage(listView({ items: [], itemCount: 0 }));
    expect(await screen.findByText("No items yet")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Items (0 items)" })).toBeInTheDocument();
  });

  it("a 404 shows a not-found state with a way back to My Circle", async () => {
    renderPage(json(404, { message: "Not found" }));
    expect(await screen.findByRole("heading", { level: 1, name: LIST_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByText("This list doesn't exist, or it isn't shown to you.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Circle" })).toHaveAttribute("href", "/friends?tab=friends");
  });

  it("a malformed id is not found, without a request", async () => {
    window.history.pushState({}, "", "/wishlist/abc");
    const api = renderPage(listView());
    expect(await screen.findByRole("heading", { level: 1, name: LIST_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("another failure shows the load error alert", async () => {
    renderPage(json(500, { message: "boom" }));
    expect(await screen.findByText("Unable to load this list")).toBeInTheDocument();
  });
});

describe("Save as an idea on a friend's list", () => {
  /** Ada, the list's owner (user 1), is my friend; Mom is a contact. */
  const ADA = friend({ id: 1, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
  const MOM = contact({ id: 12, name: "Mom" });

  function postGift() {
    return ({ body }: { body: unknown }) => json(201, gift({ id: 140, status: "idea", ...(body as object) }));
  }

  it("each item has it: the dialog holds the item, its owner chosen, and POSTs it for them", async () => {
    const api = renderPage(listView(), {
      ...ideaPeopleRoutes({ contacts: [MOM], friends: [ADA] }),
      "POST /api/gifts": postGift(),
    });
    const card = await screen.findByRole("article", { name: "Headphones" });
    const mug = screen.getByRole("article", { name: "Mug" });
    expect(within(mug).getByRole("button", { name: saveAsIdeaLabel("Mug") })).toBeInTheDocument();
    const button = within(card).getByRole("button", { name: saveAsIdeaLabel("Headphones") });
    // Room for its words beside View.
    expect(button).toHaveTextContent(SAVE_AS_IDEA);
    await userEvent.click(button);

    const dialog = await screen.findByRole("dialog", { name: SAVE_AS_IDEA });
    expect(await within(dialog).findByRole("combobox", { name: "For" })).toHaveValue("friend:1");
    expect(within(dialog).getByRole("textbox", { name: "Idea" })).toHaveValue("Headphones");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls("POST", "/api/gifts")).toHaveLength(1));
    expect(api.calls("POST", "/api/gifts")[0]).toEqual({
      friendId: 1,
      name: "Headphones",
      link: "https://shop.example.com/headphones",
      price: "199.00",
      currency: "USD",
      shop: "Target",
    });
    expect(await screen.findByText(savedAsIdeaTitle("Ada Lovelace"))).toBeInTheDocument();
    // Nothing is claimed.
    expect(api.calls("PUT", "/api/lists/12/items/31/claim")).toHaveLength(0);
  });

  it("an owner who is also my contact (one address) is chosen as that contact", async () => {
    const api = renderPage(listView(), {
      ...ideaPeopleRoutes({
        contacts: [contact({ id: 14, name: "Ada L.", email: "ADA@example.com" }), MOM],
        friends: [ADA],
      }),
      "POST /api/gifts": postGift(),
    });
    const card = await screen.findByRole("article", { name: "Mug" });
    await userEvent.click(within(card).getByRole("button", { name: saveAsIdeaLabel("Mug") }));
    const dialog = await screen.findByRole("dialog", { name: SAVE_AS_IDEA });
    expect(await within(dialog).findByRole("combobox", { name: "For" })).toHaveValue("contact:14");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls("POST", "/api/gifts")).toHaveLength(1));
    // The Mug has no link: none sent.
    expect(api.calls("POST", "/api/gifts")[0]).toEqual({
      contactId: 14,
      name: "Mug",
      price: "24.99",
      currency: "USD",
      shop: "Target",
    });
  });

  it("a dependant's list is for the child, none of mine: no Save as an idea", async () => {
    renderPage(listView({ dependant: { id: 4, kind: "child", name: "Mia" } }));
    await screen.findByRole("article", { name: "Headphones" });
    expect(screen.queryByRole("button", { name: /Save as an idea/ })).not.toBeInTheDocument();
  });

  it("offers to ask the owner, by first name, to update the list", async () => {
    const api = renderPage(listView(), {
      "GET /api/lists/12/nudge": { occasion: "person", asked: false },
      "POST /api/lists/12/nudge": { occasion: "person", asked: true },
    });
    await userEvent.click(await screen.findByRole("button", { name: nudgeLabel("Ada") }));
    expect(await screen.findByRole("button", { name: ASKED })).toHaveAccessibleDescription(askedText("Ada"));
    expect(api.calls("POST", "/api/lists/12/nudge")).toHaveLength(1);
  });

  it("a dependant's list: no one to ask, not even asked about", async () => {
    const api = renderPage(listView({ dependant: { id: 4, kind: "child", name: "Mia" } }), {
      "GET /api/lists/12/nudge": { occasion: "person", asked: false },
    });
    await screen.findByRole("article", { name: "Headphones" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button", { name: /to update this list$/ })).not.toBeInTheDocument();
    expect(api.calls("GET", "/api/lists/12/nudge")).toHaveLength(0);
  });

  it("ideaPersonOf: the owner, as a friend; no one on my own list or a dependant's", () => {
    expect(ideaPersonOf({ ownerId: 1, dependant: null, mine: false })).toEqual({ friendId: 1 });
    expect(ideaPersonOf({ ownerId: 1, dependant: null, mine: true })).toBeNull();
    expect(ideaPersonOf({ ownerId: 1, dependant: { id: 4, kind: "child", name: "Mia" }, mine: false })).toBeNull();
  });

  describe("live", () => {
    const NOTE = { id: 1, authorName: "Cat Diaz", body: "Got it in blue.", mine: false, createdAt: "2026-01-02T10:00:00Z" };

    it("a change elsewhere reloads the list, and the givers' notes open under it", async () => {
      installFakeEventSource();
      let changed = false;
      const api = renderPage(listView(), {
        "GET /api/lists/12": () => json(200, listView(changed ? { name: "Birthday list" } : {})),
        "GET /api/items/31/notes": () => json(200, changed ? [NOTE] : []),
      });
      const card = await screen.findByRole("article", { name: "Headphones" });
      await userEvent.click(await within(card).findByRole("button", { name: "Notes from givers" }));
      expect(await within(card).findByText("No notes yet.")).toBeInTheDocument();
      changed = true;
      streamOf("/api/lists/12/events").send("changed", { listId: 12 });
      expect(await screen.findByRole("heading", { level: 1, name: "Birthday list" })).toBeInTheDocument();
      expect(await within(card).findByText("Got it in blue.")).toBeInTheDocument();
      expect(api.calls("GET", "/api/lists/12")).toHaveLength(2);
    });

    it("Follow sends PUT and shows Following", async () => {
      const api = renderPage(listView(), {
        "GET /api/lists/12/follow": { following: false },
        "PUT /api/lists/12/follow": { following: true },
      });
      await userEvent.click(await screen.findByRole("button", { name: FOLLOW }));
      expect(await screen.findByRole("button", { name: FOLLOWING })).toHaveAttribute("aria-pressed", "true");
      expect(api.calls("PUT", "/api/lists/12/follow")).toHaveLength(1);
    });
  });
});

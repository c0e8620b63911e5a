import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { CollaborativePage } from "@/components/collaborative/collaborative-page";
import { json, mockApi } from "@/test/api-mock";
import { groupSummary } from "@/test/fixtures";
import { renderWithSwr, renderWithToaster } from "@/test/render";

const LISTS = [
  groupSummary(),
  groupSummary({
    id: 8,
    name: "Office Secret Santa",
    description: null,
    occasion: null,
    eventDate: null,
    role: "member",
    memberCount: 1,
    itemCount: 1,
    ownerName: "Ben Cole",
  }),
];

const FRIENDS = [
  { id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com", friendshipId: 12 },
  { id: 3, firstName: "Cat", lastName: "Diaz", email: "cat@example.com", friendshipId: 13 },
];

const SHARED = [
  {
    id: 1,
    wishlistItem: {
      id: 11,
      name: "Kettle",
      description: "Gooseneck",
      price: "39.50",
      imageUrl: null,
      url: "https://shop.example/k",
      purchased: false,
    },
    owner: { id: 4, firstName: "Grace", lastName: "Hopper" },
    canEdit: true,
  },
  {
    id: 2,
    wishlistItem: { id: 12, name: null, description: null, price: "$5", imageUrl: null, url: null, purchased: false },
    owner: null,
    canEdit: false,
  },
];

const SHARED_WITH_CLAIMS = [
  {
    ...SHARED[0],
    wishlistItem: { ...SHARED[0].wishlistItem, quantity: 2 },
    claims: [],
    claimedQuantity: 0,
    available: 2,
  },
];

async function openShared() {
  await userEvent.click(screen.getByRole("tab", { name: "Shared with Me" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CollaborativePage", () => {
  it("has the title, an enabled 'Create Group Wishlist' and the two tabs", async () => {
    mockApi({ "GET /api/collaborative-wishlists": LISTS });
    renderWithSwr(<CollaborativePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Group Wishlists" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Group Wishlist" })).toBeEnabled();
    expect(screen.getByRole("tab", { name: "My Group Wishlists" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Shared with Me" })).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Grandma's 80th" })).toBeInTheDocument();
    expect(screen.queryByText("Coming soon")).not.toBeInTheDocument();
  });

  it("shows 6 skeleton cards while loading", () => {
    mockApi({ "GET /api/collaborative-wishlists": () => new Promise<Response>(() => {}) });
    renderWithSwr(<CollaborativePage />);
    expect(screen.getByTestId("group-wishlists-loading").children).toHaveLength(6);
  });

  it("cards show name, member count, description or 'No description', items, occasion and date, my role, View Wishlist", async () => {
    mockApi({ "GET /api/collaborative-wishlists": LISTS });
    renderWithSwr(<CollaborativePage />);
    const grandma = await screen.findByRole("article", { name: "Grandma's 80th" });
    expect(within(grandma).getByTestId("member-count")).toHaveTextContent("3 members");
    expect(grandma).toHaveTextContent("Ideas for the big party");
    expect(within(grandma).getByTestId("item-count")).toHaveTextContent("2 items");
    expect(grandma).toHaveTextContent("Birthday · March 4, 2027");
    expect(grandma).toHaveTextContent("Your role:Owner");
    expect(within(grandma).getByRole("link", { name: "View Wishlist" })).toHaveAttribute("href", "/collaborative/7");

    const santa = screen.getByRole("article", { name: "Office Secret Santa" });
    expect(within(santa).getByTestId("member-count")).toHaveTextContent("1 member");
    expect(santa).toHaveTextContent("No description");
    expect(within(santa).getByTestId("item-count")).toHaveTextContent("1 item");
    expect(santa).toHaveTextContent("Your role:Member");
    expect(within(santa).getByRole("link", { name: "View Wishlist" })).toHaveAttribute("href", "/collaborative/8");
    // The cards prefetch no list on load, only the one the pointer is over.
    for (const link of screen.getAllByRole("link", { name: "View Wishlist" })) {
      expect(link).toHaveAttribute("data-prefetch", "false");
    }
  });

  it("the search box filters the cards by name or description, case-insensitively", async () => {
    mockApi({ "GET /api/collaborative-wishlists": LISTS });
    renderWithSwr(<CollaborativePage />);
    await screen.findByRole("article", { name: "Grandma's 80th" });
    const search = screen.getByPlaceholderText("Search wishlists...");
    expect(search).toHaveAccessibleName("Search wishlists");

    await userEvent.type(search, "SANTA");
    expect(screen.getByRole("article", { name: "Office Secret Santa" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Grandma's 80th" })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, "big party");
    expect(screen.getByRole("article", { name: "Grandma's 80th" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Office Secret Santa" })).not.toBeInTheDocument();
  });

  it("a search with no match says so and can be cleared", async () => {
    mockApi({ "GET /api/collaborative-wishlists": LISTS });
    renderWithSwr(<CollaborativePage />);
    await screen.findByRole("article", { name: "Grandma's 80th" });
    await userEvent.type(screen.getByPlaceholderText("Search wishlists..."), "zebra");
    expect(screen.getByText("No wishlists match your search")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear Search" }));
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("shows the load error alert", async () => {
    mockApi({ "GET /api/collaborative-wishlists": json(500, { message: "boom" }) });
    renderWithSwr(<CollaborativePage />);
    expect(await screen.findByText("Unable to load your group wishlists")).toBeInTheDocument();
  });

  it("empty: 'No group wishlists yet' and its button opens the Create dialog", async () => {
    mockApi({ "GET /api/collaborative-wishlists": [], "GET /api/friends": [] });
    renderWithSwr(<CollaborativePage />);
    expect(await screen.findByText("No group wishlists yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create Your First Group Wishlist" }));
    expect(await screen.findByRole("dialog", { name: "Create Collaborative Wishlist" })).toBeInTheDocument();
  });

  it("creating a list toasts, refreshes the cards, closes and resets the dialog", async () => {
    let lists = [LISTS[1]];
    const api = mockApi({
      "GET /api/collaborative-wishlists": () => json(200, lists),
      "GET /api/friends": FRIENDS,
      "POST /api/collaborative-wishlists": ({ body }) => {
        const created = { ...groupSummary({ id: 9, name: (body as { name: string }).name, description: null }), members: [], items: [], publicUrl: null };
        lists = [created, ...lists];
        return json(201, created);
      },
      "POST /api/collaborative-wishlists/9/members": json(201, { userId: 2, role: "member" }),
    });
    renderWithToaster(<CollaborativePage />);
    await screen.findByRole("article", { name: "Office Secret Santa" });

    await userEvent.click(screen.getByRole("button", { name: "Create Group Wishlist" }));
    let dialog = await screen.findByRole("dialog", { name: "Create Collaborative Wishlist" });
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "  Lee Family Reunion ");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Cousins");
    await userEvent.click(within(dialog).getByRole("switch", { name: "Make Public" }));
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Invite Friends" }));
    await userEvent.click(await screen.findByRole("option", { name: /Ben Cole/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Wishlist" }));

    expect(await screen.findByText("Wishlist Created")).toBeInTheDocument();
    expect(screen.getByText("Your collaborative wishlist has been created successfully.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Lee Family Reunion" })).toBeInTheDocument();
    expect(api.calls("POST", "/api/collaborative-wishlists/9/members")).toEqual([{ userId: 2, role: "member" }]);

    // Opened again, the form is empty: no name or description, private, nobody invited.
    await userEvent.click(screen.getByRole("button", { name: "Create Group Wishlist" }));
    dialog = await screen.findByRole("dialog", { name: "Create Collaborative Wishlist" });
    expect(within(dialog).getByLabelText("Wishlist Name *")).toHaveValue("");
    expect(within(dialog).getByLabelText("Description")).toHaveValue("");
    expect(within(dialog).getByRole("switch", { name: "Make Public" })).not.toBeChecked();
    expect(within(dialog).queryByRole("list", { name: "Friends to invite" })).not.toBeInTheDocument();
  });

  it("Shared with Me lists the items with count, defaults, owner, price and Can Edit", async () => {
    mockApi({ "GET /api/sharing/wishlist-items": SHARED });
    renderWithSwr(<CollaborativePage />);
    await openShared();
    expect(await screen.findByTestId("shared-count")).toHaveTextContent("2 shared items");
    const kettle = screen.getByRole("article", { name: "Kettle" });
    expect(kettle).toHaveTextContent("Gooseneck");
    expect(kettle).toHaveTextContent("Shared by Grace Hopper");
    expect(kettle).toHaveTextContent("$39.50");
    expect(kettle).toHaveTextContent("Can Edit");
    const unnamed = screen.getByRole("article", { name: "Shared Item" });
    expect(unnamed).toHaveTextContent("Shared by Unknown");
    expect(unnamed).toHaveTextContent("$5");
    expect(unnamed).not.toHaveTextContent("Can Edit");
    expect(within(unnamed).queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("a friend never marks the owner's item purchased: no checkbox, even with canEdit", async () => {
    mockApi({ "GET /api/sharing/wishlist-items": SHARED });
    renderWithSwr(<CollaborativePage />);
    await openShared();
    const kettle = await screen.findByRole("article", { name: "Kettle" });
    expect(within(kettle).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(kettle).queryByText("Mark purchased")).not.toBeInTheDocument();
  });

  it("I'll get this on a shared item: PUT .../claim, and the card shows the answer", async () => {
    const claimed = {
      ...SHARED_WITH_CLAIMS[0],
      claims: [
        { id: 9, giverName: "Ada Lovelace", quantity: 2, status: "reserved", mine: true, guest: false },
      ],
      claimedQuantity: 2,
      available: 0,
    };
    const api = mockApi({
      "GET /api/sharing/wishlist-items": SHARED_WITH_CLAIMS,
      "PUT /api/sharing/wishlist-items/11/claim": claimed,
      "DELETE /api/sharing/wishlist-items/11/claim": SHARED_WITH_CLAIMS[0],
    });
    renderWithToaster(<CollaborativePage />);
    await openShared();
    const kettle = await screen.findByRole("article", { name: "Kettle" });
    expect(within(kettle).getByTestId("claim-summary")).toHaveTextContent("0 of 2 claimed");
    await userEvent.click(within(kettle).getByRole("button", { name: /I'll get this/ }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    const quantity = within(dialog).getByLabelText("Quantity");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    await waitFor(() =>
      expect(api.calls("PUT", "/api/sharing/wishlist-items/11/claim")).toEqual([{ quantity: 2, status: "reserved" }]),
    );
    await waitFor(() => expect(within(kettle).getByTestId("claim-summary")).toHaveTextContent("All claimed"));
    expect(within(kettle).getByTestId("claim-entry")).toHaveTextContent("Ada Lovelace(you)");
    // The answer went into the cache: no reload of the list.
    expect(api.calls("GET", "/api/sharing/wishlist-items")).toHaveLength(1);

    await userEvent.click(within(kettle).getByRole("button", { name: /Unclaim/ }));
    await waitFor(() => expect(api.calls("DELETE", "/api/sharing/wishlist-items/11/claim")).toHaveLength(1));
    await waitFor(() => expect(within(kettle).getByTestId("claim-summary")).toHaveTextContent("0 of 2 claimed"));
  });

  it("an archived list's card says Archived", async () => {
    mockApi({ "GET /api/collaborative-wishlists": [groupSummary({ archived: true }), LISTS[1]] });
    renderWithSwr(<CollaborativePage />);
    const archived = await screen.findByRole("article", { name: "Grandma's 80th" });
    expect(within(archived).getByTestId("archived-badge")).toHaveTextContent("Archived");
    const santa = screen.getByRole("article", { name: "Office Secret Santa" });
    expect(within(santa).queryByTestId("archived-badge")).not.toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    mockApi({ "GET /api/sharing/wishlist-items": [] });
    renderWithSwr(<CollaborativePage />);
    await openShared();
    expect(await screen.findByText("No shared items")).toBeInTheDocument();
    expect(screen.getByText("When friends share wishlist items with you, they'll appear here.")).toBeInTheDocument();
  });
});

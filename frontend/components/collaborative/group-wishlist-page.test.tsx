import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import { GroupWishlistPage, parseListId } from "@/components/collaborative/group-wishlist-page";
import { FOLLOWING } from "@/components/lists/follow-list-button";
import { json, mockApi } from "@/test/api-mock";
import { FakeEventSource, installFakeEventSource, streamOf } from "@/test/event-source";
import { groupItem, groupMember, groupWishlist, user } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";
import type { GroupWishlist } from "@/lib/group-wishlists";

const ANN = user({ id: 1, firstName: "Ann", lastName: "Lee", email: "ann@example.com" });
const BEN = user({ id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com" });

const ITEMS = [
  groupItem({ id: 31, name: "Silk scarf", forUserId: 2 }),
  groupItem({
    id: 32,
    name: "Photo album",
    forName: "Grandma",
    canEdit: false,
    addedBy: { userId: 3, firstName: "Cat", lastName: "Diaz" },
  }),
  groupItem({ id: 33, name: "Cake", canEdit: false, addedBy: { userId: 2, firstName: "Ben", lastName: "Cole" } }),
];

const LIST = groupWishlist({ items: ITEMS });

function renderPage(list: GroupWishlist | Response, me = ANN, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/auth/user": me,
    "GET /api/collaborative-wishlists/7": list instanceof Response ? list : () => json(200, list),
    "GET /api/collaborative-wishlists": [],
    ...routes,
  });
  renderWithToaster(<GroupWishlistPage />);
  return api;
}

beforeEach(() => {
  window.history.pushState({}, "", "/collaborative/7");
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
  routerMock.push.mockReset();
});

describe("parseListId", () => {
  it.each([
    ["7", 7],
    ["007", 7],
    ["0", null],
    ["abc", null],
    ["7.5", null],
    [null, null],
  ])("%j -> %j", (param, id) => {
    expect(parseListId(param)).toBe(id);
  });
});

describe("GroupWishlistPage", () => {
  it("shows the header: name, description, occasion, event date and creator", async () => {
    renderPage(LIST);
    expect(await screen.findByRole("heading", { level: 1, name: "Grandma's 80th" })).toBeInTheDocument();
    expect(screen.getByTestId("group-description")).toHaveTextContent("Ideas for the big party");
    expect(screen.getByText("Birthday")).toBeInTheDocument();
    expect(screen.getByTestId("event-date")).toHaveTextContent("March 4, 2027");
    expect(screen.getByText("Created by Ann Lee")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All group wishlists" })).toHaveAttribute("href", "/collaborative");
  });

  it("lists the members with avatars (initials) and roles", async () => {
    renderPage(LIST);
    const members = await screen.findByRole("list", { name: "Members" });
    const ann = within(members).getByRole("listitem", { name: "Ann Lee" });
    expect(ann).toHaveTextContent("Owner");
    expect(ann).toHaveTextContent("(you)");
    expect(within(ann).getByRole("img", { name: "Ann Lee" })).toHaveTextContent("A");
    expect(within(members).getByRole("listitem", { name: "Ben Cole" })).toHaveTextContent("Member");
  });

  it("items say who added them and who they are for; Edit and Delete only when canEdit", async () => {
    renderPage(LIST);
    const scarf = await screen.findByRole("article", { name: "Silk scarf" });
    expect(within(scarf).getByTestId("for-whom")).toHaveTextContent("For Ben");
    expect(within(scarf).getByTestId("added-by")).toHaveTextContent("Added by you");
    expect(within(scarf).getByRole("button", { name: "Edit Silk scarf" })).toBeInTheDocument();
    expect(within(scarf).getByRole("button", { name: "Delete Silk scarf" })).toBeInTheDocument();

    const album = screen.getByRole("article", { name: "Photo album" });
    expect(within(album).getByTestId("for-whom")).toHaveTextContent("For Grandma (not on Presently)");
    expect(within(album).getByTestId("added-by")).toHaveTextContent("Added by Cat Diaz");
    expect(within(album).queryByRole("button")).not.toBeInTheDocument();

    const cake = screen.getByRole("article", { name: "Cake" });
    expect(within(cake).getByTestId("for-whom")).toHaveTextContent("For everyone");
  });

  it("a 404 shows a not-found state with a link back", async () => {
    renderPage(json(404, { message: "Not found" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Wishlist not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Group Wishlists" })).toHaveAttribute("href", "/collaborative");
  });

  it("a malformed id is not found, without a request", async () => {
    window.history.pushState({}, "", "/collaborative/abc");
    const api = renderPage(LIST);
    expect(await screen.findByRole("heading", { level: 1, name: "Wishlist not found" })).toBeInTheDocument();
    expect(api.calls("GET", "/api/collaborative-wishlists/abc")).toHaveLength(0);
  });

  it("another failure shows the load error alert", async () => {
    renderPage(json(500, { message: "boom" }));
    expect(await screen.findByText("Unable to load this wishlist")).toBeInTheDocument();
  });

  it("the creator renames the list: an empty name says 'Please enter a wishlist name'; only changes are sent", async () => {
    const api = renderPage(LIST, ANN, {
      "PATCH /api/collaborative-wishlists/7": groupWishlist({ name: "Nana's 80th" }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Wishlist" });
    const name = within(dialog).getByLabelText("Wishlist Name *");
    expect(name).toHaveValue("Grandma's 80th");
    await userEvent.clear(name);
    await userEvent.type(name, "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Please enter a wishlist name")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/collaborative-wishlists/7")).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, " Nana's 80th ");
    await userEvent.clear(within(dialog).getByLabelText("Description"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(api.calls("PATCH", "/api/collaborative-wishlists/7")).toEqual([{ name: "Nana's 80th", description: null }]),
    );
    expect(await screen.findByText("Wishlist updated")).toBeInTheDocument();
  });

  it("the creator deletes the list after confirming, then goes back to /collaborative", async () => {
    const api = renderPage(LIST, ANN, { "DELETE /api/collaborative-wishlists/7": { deleted: 7 } });
    await userEvent.click(await screen.findByRole("button", { name: "Delete List" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this wishlist?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete List" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/collaborative-wishlists/7")).toHaveLength(1));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/collaborative"));
    expect(screen.getByText("Wishlist deleted")).toBeInTheDocument();
  });

  it("a member has no creator actions, and leaves after confirming", async () => {
    const memberView = groupWishlist({ role: "member", items: [] });
    const api = renderPage(memberView, BEN, { "DELETE /api/collaborative-wishlists/7/members/2": { deleted: 2 } });
    const leave = await screen.findByRole("button", { name: "Leave List" });
    expect(screen.queryByRole("button", { name: "Edit Details" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete List" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite Friends" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Remove / })).not.toBeInTheDocument();
    await waitFor(() => expect(leave).toBeEnabled());

    await userEvent.click(leave);
    const confirm = await screen.findByRole("alertdialog", { name: "Leave this wishlist?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Leave List" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/collaborative-wishlists/7/members/2")).toHaveLength(1));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/collaborative"));
  });

  it("the creator removes a member after confirming", async () => {
    const api = renderPage(LIST, ANN, { "DELETE /api/collaborative-wishlists/7/members/3": { deleted: 3 } });
    await userEvent.click(await screen.findByRole("button", { name: "Remove Cat Diaz" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove Cat Diaz?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/collaborative-wishlists/7/members/3")).toHaveLength(1));
    expect(await screen.findByText("Member removed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove Ann Lee" })).not.toBeInTheDocument();
  });

  it("inviting more friends hides the ones already on the list", async () => {
    const api = renderPage(LIST, ANN, {
      "GET /api/friends": [
        { id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com" },
        { id: 4, firstName: "Dan", lastName: "Eve", email: "dan@example.com" },
      ],
      "POST /api/collaborative-wishlists/7/members": json(201, groupMember({ userId: 4 })),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Invite Friends" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite Friends" });
    const send = within(dialog).getByRole("button", { name: "Send Invites" });
    expect(send).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Invite Friends" }));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).queryByRole("option", { name: /Ben Cole/ })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole("option", { name: /Dan Eve/ }));
    await userEvent.click(send);
    await waitFor(() =>
      expect(api.calls("POST", "/api/collaborative-wishlists/7/members")).toEqual([{ userId: 4, role: "member" }]),
    );
    expect(await screen.findByText("Invites sent")).toBeInTheDocument();
  });

  it("Add Item: 'Who is it for?' sends the member chosen", async () => {
    const api = renderPage(LIST, ANN, {
      "POST /api/collaborative-wishlists/7/items": json(201, groupItem({ id: 40, name: "Slippers", forUserId: 2 })),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Item" });
    const forWhom = within(dialog).getByRole("combobox", { name: "Who is it for?" });
    expect(forWhom).toHaveTextContent("Everyone");
    await userEvent.click(forWhom);
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Everyone",
      "Ann Lee (you)",
      "Ben Cole",
      "Cat Diaz",
      "Someone else",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Ben Cole" }));
    expect(dialog).toHaveTextContent("A surprise idea: Ben won't see it.");
    await userEvent.type(within(dialog).getByLabelText("Name"), "Slippers");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/collaborative-wishlists/7/items")).toEqual([
        { name: "Slippers", priority: "medium", ranking: 3, quantity: 1, forUserId: 2 },
      ]),
    );
    expect(await screen.findByText("Item added to the list!")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("GET", "/api/collaborative-wishlists/7").length).toBeGreaterThan(1));
  });

  it("Add Item for someone else needs their name", async () => {
    const api = renderPage(LIST, ANN, {
      "POST /api/collaborative-wishlists/7/items": json(201, groupItem({ id: 41, forName: "Grandma" })),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Item" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Who is it for?" }));
    await userEvent.click(await screen.findByRole("option", { name: "Someone else" }));
    await userEvent.type(within(dialog).getByLabelText("Name"), "Photo frame");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));
    expect(await within(dialog).findByText("Please enter who it is for")).toBeInTheDocument();
    expect(api.calls("POST", "/api/collaborative-wishlists/7/items")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Their name"), " Grandma ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/collaborative-wishlists/7/items")).toEqual([
        { name: "Photo frame", priority: "medium", ranking: 3, quantity: 1, forName: "Grandma" },
      ]),
    );
  });

  it("editing my item PATCHes only what changed, clearing the recipient for everyone", async () => {
    const api = renderPage(LIST, ANN, {
      "PATCH /api/collaborative-wishlists/7/items/31": groupItem({ id: 31 }),
    });
    const scarf = await screen.findByRole("article", { name: "Silk scarf" });
    await userEvent.click(within(scarf).getByRole("button", { name: "Edit Silk scarf" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Item" });
    const forWhom = within(dialog).getByRole("combobox", { name: "Who is it for?" });
    expect(forWhom).toHaveTextContent("Ben Cole");
    await userEvent.click(forWhom);
    await userEvent.click(await screen.findByRole("option", { name: "Everyone" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(api.calls("PATCH", "/api/collaborative-wishlists/7/items/31")).toEqual([{ forUserId: null }]),
    );
  });

  it("deleting my item asks first", async () => {
    const api = renderPage(LIST, ANN, { "DELETE /api/collaborative-wishlists/7/items/31": { deleted: 31 } });
    const scarf = await screen.findByRole("article", { name: "Silk scarf" });
    await userEvent.click(within(scarf).getByRole("button", { name: "Delete Silk scarf" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this item?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/collaborative-wishlists/7/items/31")).toHaveLength(1));
  });

  it("the creator makes the list public, then lists it; 'List in Find a list' waits for public", async () => {
    let current = LIST;
    const api = renderPage(LIST, ANN, {
      "GET /api/collaborative-wishlists/7": () => json(200, current),
      "PATCH /api/collaborative-wishlists/7": ({ body }) => {
        current = { ...current, ...(body as object), publicUrl: "http://host/lists/tokG" };
        return json(200, current);
      },
    });
    const listed = await screen.findByRole("switch", { name: "List in Find a list" });
    expect(listed).toBeDisabled();
    await userEvent.click(screen.getByRole("switch", { name: "Public link" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/collaborative-wishlists/7")).toEqual([{ isPublic: true }]));
    expect(await screen.findByDisplayValue("http://host/lists/tokG")).toBeInTheDocument();
    await waitFor(() => expect(listed).toBeEnabled());
    await userEvent.click(listed);
    await waitFor(() => expect(api.calls("PATCH", "/api/collaborative-wishlists/7")[1]).toEqual({ listed: true }));
    await waitFor(() => expect(listed).toBeChecked());
  });

  it("the creator gets a new link after confirming", async () => {
    const api = renderPage(groupWishlist({ isPublic: true, publicUrl: "http://host/lists/tok1" }), ANN, {
      "POST /api/collaborative-wishlists/7/public/rotate": groupWishlist({
        isPublic: true,
        publicUrl: "http://host/lists/tok2",
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Get a new link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Get a new link?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Get a new link" }));
    expect(await screen.findByDisplayValue("http://host/lists/tok2")).toBeInTheDocument();
    expect(api.calls("POST", "/api/collaborative-wishlists/7/public/rotate")).toHaveLength(1);
  });

  it("a member sees the public link with Copy only", async () => {
    renderPage(groupWishlist({ role: "member", isPublic: true, publicUrl: "http://host/lists/tok1" }), BEN);
    expect(await screen.findByDisplayValue("http://host/lists/tok1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Get a new link" })).not.toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  describe("claims", () => {
    const CAT_CLAIM = { id: 5, giverName: "Cat Diaz", quantity: 2, status: "reserved" as const, mine: false, guest: false };
    // Ann's view: Ben's wish (quantity 3) with Cat's claim; the cake has no claims yet.
    const CLAIMED = groupWishlist({
      items: [
        groupItem({
          id: 31,
          name: "Headphones",
          forUserId: 2,
          quantity: 3,
          canEdit: false,
          claims: [CAT_CLAIM],
          claimedQuantity: 2,
          available: 1,
        }),
      ],
    });

    it("a giver sees who claimed what and 'N of M claimed'; I'll get this PUTs and the card shows the answer", async () => {
      const answer = {
        ...CLAIMED.items[0],
        claims: [CAT_CLAIM, { id: 6, giverName: "Ann Lee", quantity: 1, status: "reserved" as const, mine: true, guest: false }],
        claimedQuantity: 3,
        available: 0,
      };
      const api = renderPage(CLAIMED, ANN, { "PUT /api/collaborative-wishlists/7/items/31/claim": answer });
      const card = await screen.findByRole("article", { name: "Headphones" });
      expect(within(card).getByTestId("claim-summary")).toHaveTextContent("2 of 3 claimed");
      expect(within(card).getByTestId("claim-entry")).toHaveTextContent("Cat Diaz");
      await userEvent.click(within(card).getByRole("button", { name: /I'll get this/ }));
      const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
      expect(within(dialog).getByLabelText("Quantity")).toHaveAttribute("max", "1");
      await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
      await waitFor(() =>
        expect(api.calls("PUT", "/api/collaborative-wishlists/7/items/31/claim")).toEqual([
          { quantity: 1, status: "reserved" },
        ]),
      );
      await waitFor(() => expect(within(card).getByTestId("claim-summary")).toHaveTextContent("All claimed"));
      expect(within(card).getAllByTestId("claim-entry")[1]).toHaveTextContent("Ann Lee(you)");
      expect(api.calls("GET", "/api/collaborative-wishlists/7")).toHaveLength(1);
    });

    it("Unclaim DELETEs my claim and shows the answer", async () => {
      const mine = groupWishlist({
        items: [
          groupItem({
            id: 31,
            name: "Headphones",
            quantity: 3,
            claims: [{ ...CAT_CLAIM, giverName: "Ann Lee", mine: true }],
            claimedQuantity: 2,
            available: 1,
          }),
        ],
      });
      const api = renderPage(mine, ANN, {
        "DELETE /api/collaborative-wishlists/7/items/31/claim": { ...mine.items[0], claims: [], claimedQuantity: 0, available: 3 },
      });
      const card = await screen.findByRole("article", { name: "Headphones" });
      await userEvent.click(within(card).getByRole("button", { name: /Unclaim/ }));
      await waitFor(() => expect(api.calls("DELETE", "/api/collaborative-wishlists/7/items/31/claim")).toHaveLength(1));
      await waitFor(() => expect(within(card).getByTestId("claim-summary")).toHaveTextContent("0 of 3 claimed"));
    });

    it("the recipient's item has no claim hint at all", async () => {
      renderPage(groupWishlist({ role: "member", items: [groupItem({ id: 31, name: "Headphones", forUserId: 2, canEdit: true })] }), BEN);
      const card = await screen.findByRole("article", { name: "Headphones" });
      expect(within(card).getByTestId("for-whom")).toHaveTextContent("For you");
      expect(within(card).queryByTestId("claim-control")).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent(/claim|left|got you this/i);
      expect(within(card).queryByRole("button", { name: /I'll get this/ })).not.toBeInTheDocument();
    });

    it("an archived list: the banner, no claim buttons, and the recipient reads who gave it", async () => {
      renderPage(
        groupWishlist({
          role: "member",
          archived: true,
          items: [
            groupItem({ id: 31, name: "Headphones", forUserId: 2, givenBy: ["Sam Lee", "Ann Lee"] }),
            groupItem({
              id: 32,
              name: "Cake",
              claims: [CAT_CLAIM],
              claimedQuantity: 2,
              available: 0,
              quantity: 2,
              addedBy: { userId: 2, firstName: "Ben", lastName: "Cole" },
              canEdit: false,
            }),
          ],
        }),
        BEN,
      );
      expect(await screen.findByText("This list is archived")).toBeInTheDocument();
      // Closed: no new items, and Ben's own item is no longer his to change.
      expect(screen.queryByRole("button", { name: "Add Item" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Edit Cake" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Delete Cake" })).not.toBeInTheDocument();
      const mine = screen.getByRole("article", { name: "Headphones" });
      expect(within(mine).getByTestId("given-by")).toHaveTextContent("Sam Lee and Ann Lee got you this");
      const cake = screen.getByRole("article", { name: "Cake" });
      expect(within(cake).getByTestId("claim-entry")).toHaveTextContent("Cat Diaz");
      expect(within(cake).queryByRole("button", { name: /I'll get this|Unclaim|Mark purchased|Change/ })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Archive list" })).not.toBeInTheDocument();
    });

    it("the creator archives the list after confirming", async () => {
      const api = renderPage(CLAIMED, ANN, {
        "POST /api/collaborative-wishlists/7/archive": { ...CLAIMED, archived: true },
      });
      await userEvent.click(await screen.findByRole("button", { name: "Archive list" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Archive this list?" });
      await userEvent.click(within(confirm).getByRole("button", { name: "Archive list" }));
      await waitFor(() => expect(api.calls("POST", "/api/collaborative-wishlists/7/archive")).toHaveLength(1));
      expect(await screen.findByText("This list is archived")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Archive list" })).not.toBeInTheDocument();
      const card = screen.getByRole("article", { name: "Headphones" });
      expect(within(card).queryByRole("button", { name: /I'll get this/ })).not.toBeInTheDocument();
    });

    it("a member cannot archive", async () => {
      renderPage(groupWishlist({ role: "member" }), BEN);
      expect(await screen.findByRole("button", { name: "Leave List" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Archive list" })).not.toBeInTheDocument();
    });
  });

  describe("live", () => {
    const CLAIM = { id: 6, giverName: "Cat Diaz", quantity: 1, status: "reserved" as const, mine: false, guest: false };
    const SCARF = groupItem({ id: 31, name: "Silk scarf", forUserId: 2, quantity: 1, canEdit: false, claims: [], claimedQuantity: 0, available: 1 });

    it("another giver's claim shows without a reload, and so does what changed during a drop", async () => {
      installFakeEventSource();
      let claimed = false;
      const api = renderPage(groupWishlist({ items: [SCARF] }), ANN, {
        "GET /api/collaborative-wishlists/7": () =>
          json(200, groupWishlist({ items: [claimed ? { ...SCARF, claims: [CLAIM], claimedQuantity: 1, available: 0 } : SCARF] })),
      });
      const card = await screen.findByRole("article", { name: "Silk scarf" });
      expect(within(card).getByTestId("claim-summary")).toHaveTextContent("0 of 1 claimed · 1 left");
      const stream = streamOf("/api/lists/7/events");
      stream.open();
      claimed = true;
      stream.send("changed", { listId: 7 });
      await waitFor(() => expect(within(card).getByTestId("claim-summary")).toHaveTextContent("All claimed"));
      expect(within(card).getByTestId("claim-entry")).toHaveTextContent("Cat Diaz");

      // A drop, then the browser reconnects: the list reloads once more.
      stream.fail(FakeEventSource.CONNECTING);
      stream.open();
      await waitFor(() => expect(api.calls("GET", "/api/collaborative-wishlists/7")).toHaveLength(3));
    });

    it("the header offers to follow the list; pressed while I follow it", async () => {
      renderPage(LIST, ANN, { "GET /api/lists/7/follow": { following: true } });
      const follow = await screen.findByRole("button", { name: FOLLOWING });
      expect(follow).toHaveAttribute("aria-pressed", "true");
    });
  });
});

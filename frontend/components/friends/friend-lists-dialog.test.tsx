import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { FriendsTab } from "@/components/friends/friends-tab";
import type { ListSummary } from "@/hooks/use-lists";
import { json, mockApi } from "@/test/api-mock";
import { friendDependant } from "@/test/dependants";
import { renderWithToaster } from "@/test/render";

const ADA = {
  id: 2,
  friendshipId: 44,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
};

function listSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 12,
    name: "Birthday ideas",
    description: null,
    occasion: "birthday",
    eventDate: "2027-03-04",
    isDefault: false,
    isRegistry: false,
    visibility: "friends",
    archived: false,
    itemCount: 3,
    ownerId: 1,
    ownerName: "Ada Lovelace",
    coOwners: [],
    dependant: null,
    createdAt: "2026-11-22T10:00:00Z",
    ...overrides,
  };
}

function renderTab(lists: ListSummary[] | Response, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ "GET /api/friends": [ADA], "GET /api/people/2/lists": lists, ...routes });
  renderWithToaster(<FriendsTab onFindFriends={() => {}} />);
  return api;
}

async function openLists() {
  const row = await screen.findByRole("listitem", { name: "Ada Lovelace" });
  await userEvent.click(within(row).getByRole("button", { name: "Lists of Ada Lovelace" }));
  return screen.findByRole("dialog", { name: "Ada's lists" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FriendListsDialog (the Friends tab's Lists)", () => {
  it("loads the friend's lists only once opened and links each to its page", async () => {
    const api = renderTab([
      listSummary(),
      listSummary({ id: 13, name: "Old Christmas", occasion: "holiday", eventDate: null, itemCount: 1, archived: true }),
    ]);
    await screen.findByRole("listitem", { name: "Ada Lovelace" });
    expect(api.calls("GET", "/api/people/2/lists")).toHaveLength(0);

    const dialog = await openLists();
    const birthday = await within(dialog).findByRole("link", { name: /Birthday ideas/ });
    expect(api.calls("GET", "/api/people/2/lists")).toHaveLength(1);
    expect(birthday).toHaveAttribute("href", "/wishlist/12");
    expect(within(birthday).getByTestId("list-occasion")).toHaveTextContent("Birthday · March 4, 2027");
    expect(within(birthday).getByTestId("item-count")).toHaveTextContent("3 items");
    expect(within(birthday).queryByTestId("archived-badge")).not.toBeInTheDocument();
    expect(within(birthday).queryByTestId("registry-badge")).not.toBeInTheDocument();

    const christmas = within(dialog).getByRole("link", { name: /Old Christmas/ });
    expect(christmas).toHaveAttribute("href", "/wishlist/13");
    expect(within(christmas).getByTestId("list-occasion")).toHaveTextContent(/^Holiday$/);
    expect(within(christmas).getByTestId("item-count")).toHaveTextContent("1 item");
    expect(within(christmas).getByTestId("archived-badge")).toHaveTextContent("Archived");
  });

  it("a registry has the Registry badge", async () => {
    renderTab([listSummary({ id: 14, name: "Our New Home", occasion: "housewarming", isRegistry: true })]);
    const dialog = await openLists();
    const home = await within(dialog).findByRole("link", { name: /Our New Home/ });
    expect(within(home).getByTestId("registry-badge")).toHaveTextContent("Registry");
    expect(within(home).getByTestId("list-occasion")).toHaveTextContent("Housewarming · March 4, 2027");
  });

  it("a list kept with co-owners names them", async () => {
    renderTab([
      listSummary({ id: 15, name: "Our Wedding", coOwners: [{ userId: 5, name: "Ben Cole" }] }),
      listSummary({ id: 16, name: "Just mine" }),
    ]);
    const dialog = await openLists();
    const wedding = await within(dialog).findByRole("link", { name: /Our Wedding/ });
    expect(within(wedding).getByTestId("list-keepers")).toHaveTextContent("Kept with Ben Cole");
    const mine = within(dialog).getByRole("link", { name: /Just mine/ });
    expect(within(mine).queryByTestId("list-keepers")).not.toBeInTheDocument();
  });

  it("no list shown to friends: the empty state", async () => {
    renderTab([]);
    const dialog = await openLists();
    expect(await within(dialog).findByText("No lists shown to friends")).toBeInTheDocument();
    expect(within(dialog).getByText("When Ada shows a list to all friends, it appears here.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("link")).not.toBeInTheDocument();
  });

  it("a failed load shows the load error alert", async () => {
    renderTab(json(500, { message: "boom" }));
    const dialog = await openLists();
    expect(await within(dialog).findByText("Unable to load Ada's lists")).toBeInTheDocument();
  });

  it("below the friend's lists: those they look after, each with the lists shown to me", async () => {
    const rex = friendDependant();
    const mia = friendDependant({
      id: 9,
      name: "Mia",
      kind: "child",
      lists: [{ ...rex.lists[0], id: 51, name: "Mia's wishlist", itemCount: 1, dependant: { id: 9, name: "Mia", kind: "child" } }],
    });
    renderTab([listSummary()], { "GET /api/people/2/dependants": [rex, mia] });
    const dialog = await openLists();
    const section = await within(dialog).findByRole("region", { name: "Looked after by Ada" });
    const rexEntry = within(section).getByRole("listitem", { name: "Rex" });
    expect(within(rexEntry).getByTestId("dependant-kind")).toHaveTextContent("Pet");
    const rexList = within(rexEntry).getByRole("link", { name: /Rex's wishlist/ });
    expect(rexList).toHaveAttribute("href", "/wishlist/50");
    expect(within(rexList).getByTestId("item-count")).toHaveTextContent("3 items");
    const miaEntry = within(section).getByRole("listitem", { name: "Mia" });
    expect(within(miaEntry).getByTestId("dependant-kind")).toHaveTextContent("Child");
    expect(within(miaEntry).getByRole("link", { name: /Mia's wishlist/ })).toHaveAttribute("href", "/wishlist/51");
    // The friend's own list stays above.
    expect(within(dialog).getByRole("link", { name: /Birthday ideas/ })).toHaveAttribute("href", "/wishlist/12");
  });

  it("no one looked after: no section", async () => {
    const api = renderTab([listSummary()], { "GET /api/people/2/dependants": [] });
    const dialog = await openLists();
    await within(dialog).findByRole("link", { name: /Birthday ideas/ });
    await vi.waitFor(() => expect(api.calls("GET", "/api/people/2/dependants")).toHaveLength(1));
    expect(within(dialog).queryByTestId("friend-dependants")).not.toBeInTheDocument();
  });
});

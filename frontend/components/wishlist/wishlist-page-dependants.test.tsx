import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { FOLLOW } from "@/components/lists/follow-list-button";
import { OWN_SURPRISE_LABEL } from "@/components/wishlist/wishlist-item-dialog";
import { WishlistPage } from "@/components/wishlist/wishlist-page";
import { json, mockApi } from "@/test/api-mock";
import { installFakeEventSource, streamOf } from "@/test/event-source";
import { user, wishlistItem } from "@/test/fixtures";
import { defaultList, myList, ownListItem, ownListView } from "@/test/my-lists";
import { renderWithToaster } from "@/test/render";

const MAIN = defaultList();
const BIRTHDAY = myList({ id: 12, name: "Birthday 2027" });
/** Mia's wishlist: Ben (user 2) added her; Ada (me) looks after her too. */
const MIA_LIST = myList({
  id: 40,
  name: "Mia's wishlist",
  visibility: "friends",
  ownerId: 2,
  ownerName: "Ben Cole",
  coOwners: [{ userId: 1, name: "Ada Lovelace" }],
  dependant: { id: 5, name: "Mia", kind: "child" },
});
const CAT_CLAIM = { id: 9, giverName: "Cat Diaz", quantity: 1, status: "reserved" as const, mine: false, guest: false };
const MIA_ITEMS = [
  ownListItem({ id: 31, name: "Puzzle", listId: 40, claims: [CAT_CLAIM], claimedQuantity: 1, available: 0 }),
  ownListItem({ id: 32, name: "Kite", listId: 40, ownSurpriseOf: 2 }),
];

function renderPage(routes: Record<string, unknown> = {}, query = "") {
  window.history.replaceState(null, "", `/wishlist${query}`);
  const api = mockApi({
    "GET /api/auth/user": user(),
    "GET /api/wishlist": [wishlistItem({ id: 1, name: "Kettle" })],
    "GET /api/wishlist/public": { isPublic: false, url: null },
    "GET /api/lists": [MAIN, BIRTHDAY, MIA_LIST],
    "GET /api/lists/40": ownListView(MIA_LIST, MIA_ITEMS),
    ...routes,
  } as never);
  renderWithToaster(<WishlistPage />);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("WishlistPage: the lists of those I look after", () => {
  it("are in the List select, named for whom they are", async () => {
    renderPage();
    await screen.findByRole("article", { name: "Kettle" });
    await userEvent.click(await screen.findByRole("combobox", { name: "List" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "My Wishlist",
      "Birthday 2027",
      "Mia's wishlist · for Mia",
      "All my lists",
    ]);
  });

  it("show their claims to me, but none on another guardian's surprise", async () => {
    renderPage({}, "?list=40");
    const puzzle = await screen.findByRole("article", { name: "Puzzle" });
    expect(within(puzzle).getByRole("group", { name: "Claims on Puzzle" })).toHaveTextContent("Cat Diaz");
    const kite = screen.getByRole("article", { name: "Kite" });
    await waitFor(() => expect(within(kite).getByTestId("surprise-badge")).toHaveTextContent("Ben's surprise"));
    expect(within(kite).queryByTestId("claim-control")).not.toBeInTheDocument();
    const details = screen.getByTestId("list-details");
    expect(details).toHaveTextContent("For Mia");
    expect(details).toHaveTextContent("Kept with Ben Cole");
  });

  it("Add Item may make it my own surprise: ownSurprise: true", async () => {
    const api = renderPage(
      { "POST /api/lists/40/items": json(201, ownListItem({ id: 33, name: "Bike", listId: 40, ownSurpriseOf: 1 })) },
      "?list=40",
    );
    await screen.findByRole("article", { name: "Puzzle" });
    await userEvent.click(screen.getByRole("button", { name: "Add Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(
      within(dialog).getByText(
        "The other guardians won't see who claims it, and Mia won't see it if they get an account.",
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Bike");
    await userEvent.click(await within(dialog).findByRole("switch", { name: OWN_SURPRISE_LABEL }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/lists/40/items")).toEqual([
        expect.objectContaining({ name: "Bike", ownSurprise: true }),
      ]),
    );
  });

  it("on a list of my own there is no own-surprise switch", async () => {
    renderPage({ "GET /api/lists/12": ownListView(BIRTHDAY, []) }, "?list=12");
    await screen.findByText("This list is empty");
    await userEvent.click(screen.getByRole("button", { name: "Add Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(within(dialog).queryByRole("switch", { name: OWN_SURPRISE_LABEL })).not.toBeInTheDocument();
  });

  it("its guardians may follow it; nobody follows a list of their own", async () => {
    const api = renderPage(
      {
        "GET /api/lists/40/follow": { following: false },
        "GET /api/lists/12": ownListView(BIRTHDAY, []),
        "GET /api/lists/12/follow": { following: false },
      },
      "?list=40",
    );
    expect(await screen.findByRole("button", { name: FOLLOW })).toHaveAttribute("aria-pressed", "false");
    expect(api.calls("GET", "/api/lists/40/follow")).toHaveLength(1);

    window.history.replaceState(null, "", "/wishlist?list=12");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await screen.findByRole("heading", { level: 2, name: "This list is empty" });
    expect(screen.queryByRole("button", { name: FOLLOW })).not.toBeInTheDocument();
    expect(api.calls("GET", "/api/lists/12/follow")).toHaveLength(0);
  });

  it("another guardian's change shows without a reload", async () => {
    installFakeEventSource();
    let added = false;
    renderPage(
      { "GET /api/lists/40": () => json(200, ownListView(MIA_LIST, added ? [...MIA_ITEMS, ownListItem({ id: 33, name: "Bike", listId: 40 })] : MIA_ITEMS)) },
      "?list=40",
    );
    await screen.findByRole("article", { name: "Puzzle" });
    added = true;
    streamOf("/api/lists/40/events").send("changed", { listId: 40 });
    expect(await screen.findByRole("article", { name: "Bike" })).toBeInTheDocument();
  });
});

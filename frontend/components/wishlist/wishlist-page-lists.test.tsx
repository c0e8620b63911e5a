import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { listChoiceFromSearch } from "@/components/lists/list-switcher";
import { WishlistPage } from "@/components/wishlist/wishlist-page";
import { MOVE_KEEPERS_DIFFER } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { user, wishlistItem } from "@/test/fixtures";
import { defaultList, myList, ownListItem, ownListView } from "@/test/my-lists";
import { renderWithToaster } from "@/test/render";

const PRIVATE = { isPublic: false, url: null };
const MAIN = defaultList();
const BIRTHDAY = myList({
  id: 12,
  name: "Birthday 2027",
  occasion: "birthday",
  eventDate: "2027-03-04",
  visibility: "friends",
});
const WEDDING = myList({ id: 14, name: "Wedding" });
const ITEMS = [wishlistItem({ id: 1, name: "Kettle" }), wishlistItem({ id: 2, name: "Scarf" })];
const BIRTHDAY_ITEMS = [ownListItem({ id: 7, name: "Headphones", listId: 12 })];

function renderPage(routes: Record<string, unknown> = {}, query = "") {
  window.history.replaceState(null, "", `/wishlist${query}`);
  const api = mockApi({
    "GET /api/wishlist": ITEMS,
    "GET /api/wishlist/public": PRIVATE,
    "GET /api/lists": [MAIN, BIRTHDAY, WEDDING],
    "GET /api/lists/12": ownListView(BIRTHDAY, BIRTHDAY_ITEMS),
    ...routes,
  } as never);
  renderWithToaster(<WishlistPage />);
  return api;
}

function cardNames() {
  return screen.queryAllByTestId("wishlist-item-card").map((card) => card.querySelector("h3")?.textContent);
}

async function chooseList(name: string) {
  // The select's code loads after the page's: find waits for it.
  await userEvent.click(await screen.findByRole("combobox", { name: "List" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

/** Opens the card's Move or copy menu and picks `item` ("Move to…", "Copy to…"). */
async function moveOrCopy(card: HTMLElement, itemName: string, item: string) {
  await userEvent.click(within(card).getByRole("button", { name: `Move or copy ${itemName}` }));
  await userEvent.click(await screen.findByRole("menuitem", { name: item }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("listChoiceFromSearch", () => {
  it("reads ?list=<id> and ?list=all; anything else is my main wishlist", () => {
    expect(listChoiceFromSearch("")).toBe("default");
    expect(listChoiceFromSearch(null)).toBe("default");
    expect(listChoiceFromSearch("?list=12")).toBe(12);
    expect(listChoiceFromSearch("?list=-3")).toBe(-3);
    expect(listChoiceFromSearch("?list=all")).toBe("all");
    expect(listChoiceFromSearch("?list=abc")).toBe("default");
  });
});

describe("WishlistPage: my lists", () => {
  it("offers my main wishlist first, my other lists, then All my lists", async () => {
    renderPage();
    await screen.findByRole("article", { name: "Kettle" });
    const select = await screen.findByRole("combobox", { name: "List" });
    await waitFor(() => expect(select).toHaveTextContent("My Wishlist"));
    await userEvent.click(select);
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "My Wishlist",
      "Birthday 2027",
      "Wedding",
      "All my lists",
    ]);
  });

  it("choosing a list puts it in the address and loads its items from /api/lists/{id}", async () => {
    const api = renderPage();
    await screen.findByRole("article", { name: "Kettle" });
    await chooseList("Birthday 2027");

    expect(window.location.search).toBe("?list=12");
    expect(await screen.findByRole("article", { name: "Headphones" })).toBeInTheDocument();
    expect(cardNames()).toEqual(["Headphones"]);
    expect(api.calls("GET", "/api/lists/12")).toHaveLength(1);
    // The page's h1 stays.
    expect(screen.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeInTheDocument();
    // Its occasion, date and who sees it, under the switcher.
    const details = screen.getByTestId("list-details");
    expect(details).toHaveTextContent("Birthday · March 4, 2027");
    expect(details).toHaveTextContent("Shown to all your friends");

    await chooseList("My Wishlist");
    expect(window.location.search).toBe("");
    expect(await screen.findByRole("article", { name: "Kettle" })).toBeInTheDocument();
  });

  it("?list=<id> opens on that list; Add Item adds to it", async () => {
    const api = renderPage(
      { "POST /api/lists/12/items": json(201, ownListItem({ id: 9, name: "Lamp", listId: 12 })) },
      "?list=12",
    );
    expect(await screen.findByRole("article", { name: "Headphones" })).toBeInTheDocument();
    expect(api.calls("GET", "/api/wishlist")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Add Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Lamp");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/lists/12/items")).toEqual([expect.objectContaining({ name: "Lamp" })]),
    );
    expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
    // The list is loaded again.
    await waitFor(() => expect(api.calls("GET", "/api/lists/12").length).toBeGreaterThan(1));
  });

  it("Import items opens the import into the list shown; items imported show on it", async () => {
    const entry = { row: 2, link: null, price: null, notes: null, quantity: null, priority: null, imageUrl: null, reason: null };
    const answer = {
      listId: 12,
      source: "csv",
      columns: ["name"],
      mapping: { name: 0, link: null, price: null, notes: null, quantity: null, priority: null },
      counts: { new: 1, duplicate: 0, skipped: 0 },
      entries: [{ ...entry, name: "Lamp", status: "new" }],
    };
    const api = renderPage(
      {
        "POST /api/lists/12/import/preview": answer,
        "POST /api/lists/12/import": json(201, answer),
      },
      "?list=12",
    );
    await screen.findByRole("article", { name: "Headphones" });
    await userEvent.click(screen.getByRole("button", { name: "Import items" }));
    const dialog = await screen.findByRole("dialog", { name: "Import items into Birthday 2027" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Spreadsheet (CSV)" }));
    await userEvent.upload(
      within(dialog).getByLabelText("CSV file"),
      new File(["name\nLamp\n"], "items.csv", { type: "text/csv" }),
    );
    await userEvent.click(await within(dialog).findByRole("button", { name: "Import 1 item" }));
    expect(await screen.findByText("Imported 1 item.")).toBeInTheDocument();
    expect(api.calls("POST", "/api/lists/12/import")).toEqual([{ source: "csv", content: "name\nLamp\n" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The list is loaded again.
    await waitFor(() => expect(api.calls("GET", "/api/lists/12").length).toBeGreaterThan(1));
  });

  it("Import items is there for my main wishlist, not for All my lists", async () => {
    renderPage();
    await screen.findByRole("article", { name: "Kettle" });
    await userEvent.click(await screen.findByRole("button", { name: "Import items" }));
    expect(await screen.findByRole("dialog", { name: "Import items into My Wishlist" })).toBeInTheDocument();
    cleanup();

    renderPage({ "GET /api/lists/items": [] }, "?list=all");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "List" })).toHaveTextContent("All my lists"));
    expect(screen.queryByRole("button", { name: "Import items" })).not.toBeInTheDocument();
  });

  it("an id that is none of my lists shows my main wishlist", async () => {
    renderPage({}, "?list=99");
    expect(await screen.findByRole("article", { name: "Kettle" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "List" })).toHaveTextContent("My Wishlist"));
  });

  it("All my lists loads /api/lists/items and badges each card with its list; Add Item adds to my main wishlist", async () => {
    const api = renderPage(
      {
        "GET /api/lists/items": [
          ownListItem({ id: 1, name: "Kettle", listId: -3 }),
          ownListItem({ id: 7, name: "Headphones", listId: 12 }),
        ],
        "POST /api/wishlist": json(201, wishlistItem({ id: 10, name: "Rug" })),
      },
      "?list=all",
    );
    const headphones = await screen.findByRole("article", { name: "Headphones" });
    expect(within(headphones).getByTestId("list-badge")).toHaveTextContent("Birthday 2027");
    expect(within(screen.getByRole("article", { name: "Kettle" })).getByTestId("list-badge")).toHaveTextContent(
      "My Wishlist",
    );
    expect(api.calls("GET", "/api/lists/items")).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "List" })).toHaveTextContent("All my lists");
    expect(screen.queryByRole("button", { name: "List Settings" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Rug");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    await waitFor(() => expect(api.calls("POST", "/api/wishlist")).toEqual([expect.objectContaining({ name: "Rug" })]));
  });

  it("on a list, Mark received and Mark purchased show on the card (the list's view is updated)", async () => {
    let purchased = false;
    const api = renderPage(
      {
        "GET /api/lists/12": () => json(200, ownListView(BIRTHDAY, [{ ...BIRTHDAY_ITEMS[0], purchased }])),
        "PATCH /api/wishlist/7": () => {
          purchased = true;
          return json(200, { ...BIRTHDAY_ITEMS[0], purchased: true });
        },
        "POST /api/wishlist/7/received": { ...BIRTHDAY_ITEMS[0], received: true, givenBy: ["Sam Lee"] },
      },
      "?list=12",
    );
    const card = await screen.findByRole("article", { name: "Headphones" });
    await userEvent.click(within(card).getByRole("checkbox", { name: "Mark purchased" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/wishlist/7")).toEqual([{ purchased: true }]));
    await waitFor(() => expect(api.calls("GET", "/api/lists/12").length).toBeGreaterThan(1));
    expect(within(card).getByRole("checkbox", { name: "Mark purchased" })).toBeChecked();

    await userEvent.click(within(card).getByRole("button", { name: "Mark received: Headphones" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Mark as received?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Mark received" }));
    expect(await within(card).findByTestId("received")).toHaveTextContent("Received");
    expect(within(card).getByTestId("given-by")).toHaveTextContent("Sam Lee got you this");
  });

  it("my main wishlist's cards have no list badge", async () => {
    renderPage();
    const kettle = await screen.findByRole("article", { name: "Kettle" });
    expect(within(kettle).queryByTestId("list-badge")).not.toBeInTheDocument();
  });

  describe("Move to and Copy to", () => {
    it("Move to moves an item of my main wishlist (its id from my lists) and toasts where", async () => {
      const api = renderPage({ "POST /api/lists/-3/items/move": { moved: 1, toListId: 12 } });
      const kettle = await screen.findByRole("article", { name: "Kettle" });
      await waitFor(() => expect(within(kettle).getByRole("button", { name: "Move or copy Kettle" })).toBeInTheDocument());
      await moveOrCopy(kettle, "Kettle", "Move to…");

      const dialog = await screen.findByRole("dialog", { name: "Move item" });
      // The focus moved into the dialog (the menu gave it back to its button first).
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      const to = within(dialog).getByRole("combobox", { name: "To list" });
      await userEvent.click(to);
      // My other lists only.
      expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Birthday 2027", "Wedding"]);
      await userEvent.click(screen.getByRole("option", { name: "Wedding" }));
      await userEvent.click(within(dialog).getByRole("button", { name: "Move Item" }));

      await waitFor(() =>
        expect(api.calls("POST", "/api/lists/-3/items/move")).toEqual([{ itemIds: [1], toListId: 14 }]),
      );
      expect(await screen.findByText("Moved to Wedding")).toBeInTheDocument();
      // Every view reloads: my lists, and my main wishlist.
      await waitFor(() => expect(api.calls("GET", "/api/wishlist").length).toBeGreaterThan(1));
      await waitFor(() => expect(api.calls("GET", "/api/lists").length).toBeGreaterThan(1));
    });

    it("Copy to copies an item of the list shown onto another", async () => {
      const api = renderPage(
        { "POST /api/lists/12/items/copy": json(201, [ownListItem({ id: 20, name: "Headphones", listId: -3 })]) },
        "?list=12",
      );
      const card = await screen.findByRole("article", { name: "Headphones" });
      await waitFor(() => expect(within(card).getByRole("button", { name: "Move or copy Headphones" })).toBeInTheDocument());
      await moveOrCopy(card, "Headphones", "Copy to…");
      const dialog = await screen.findByRole("dialog", { name: "Copy item" });
      expect(within(dialog).getByRole("combobox", { name: "To list" })).toHaveTextContent("My Wishlist");
      await userEvent.click(within(dialog).getByRole("button", { name: "Copy Item" }));
      await waitFor(() =>
        expect(api.calls("POST", "/api/lists/12/items/copy")).toEqual([{ itemIds: [7], toListId: -3 }]),
      );
      expect(await screen.findByText("Copied to My Wishlist")).toBeInTheDocument();
    });

    it("in All my lists, an item moves from the list it is on", async () => {
      const api = renderPage(
        {
          "GET /api/lists/items": [ownListItem({ id: 7, name: "Headphones", listId: 12 })],
          "POST /api/lists/12/items/move": { moved: 1, toListId: -3 },
        },
        "?list=all",
      );
      const card = await screen.findByRole("article", { name: "Headphones" });
      await moveOrCopy(card, "Headphones", "Move to…");
      const dialog = await screen.findByRole("dialog", { name: "Move item" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Move Item" }));
      await waitFor(() =>
        expect(api.calls("POST", "/api/lists/12/items/move")).toEqual([{ itemIds: [7], toListId: -3 }]),
      );
      expect(await screen.findByText("Moved to My Wishlist")).toBeInTheDocument();
    });

    it("a move the server refuses (lists kept by different people) says why and stays open", async () => {
      const api = renderPage({
        "POST /api/lists/-3/items/move": json(400, {
          message: MOVE_KEEPERS_DIFFER,
          fields: { toListId: MOVE_KEEPERS_DIFFER },
        }),
      });
      const kettle = await screen.findByRole("article", { name: "Kettle" });
      await waitFor(() => expect(within(kettle).getByRole("button", { name: "Move or copy Kettle" })).toBeInTheDocument());
      await moveOrCopy(kettle, "Kettle", "Move to…");
      const dialog = await screen.findByRole("dialog", { name: "Move item" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Move Item" }));

      await waitFor(() =>
        expect(api.calls("POST", "/api/lists/-3/items/move")).toEqual([{ itemIds: [1], toListId: 12 }]),
      );
      expect(await screen.findByText(MOVE_KEEPERS_DIFFER)).toBeInTheDocument();
      expect(screen.getByRole("dialog", { name: "Move item" })).toBeInTheDocument();
    });

    it("a move offers only lists kept by the same people; a copy offers every list", async () => {
      const kept = myList({ id: 14, name: "Wedding", coOwners: [{ userId: 2, name: "Ben Cole" }] });
      renderPage({ "GET /api/lists": [MAIN, BIRTHDAY, kept] });
      const kettle = await screen.findByRole("article", { name: "Kettle" });
      await waitFor(() => expect(within(kettle).getByRole("button", { name: "Move or copy Kettle" })).toBeInTheDocument());

      await moveOrCopy(kettle, "Kettle", "Move to…");
      const move = await screen.findByRole("dialog", { name: "Move item" });
      await userEvent.click(within(move).getByRole("combobox", { name: "To list" }));
      expect(screen.getByRole("option", { name: "Birthday 2027" })).toBeInTheDocument();
      expect(screen.queryByRole("option", { name: "Wedding" })).not.toBeInTheDocument();
      await userEvent.keyboard("{Escape}");
      await userEvent.click(within(move).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Move item" })).not.toBeInTheDocument());

      await moveOrCopy(kettle, "Kettle", "Copy to…");
      const copy = await screen.findByRole("dialog", { name: "Copy item" });
      await userEvent.click(within(copy).getByRole("combobox", { name: "To list" }));
      expect(screen.getByRole("option", { name: "Birthday 2027" })).toBeInTheDocument();
      expect(screen.getByRole("option", { name: "Wedding" })).toBeInTheDocument();
    });

    it("with no list kept by the same people, a move says to copy instead", async () => {
      const kept = myList({ id: 14, name: "Wedding", coOwners: [{ userId: 2, name: "Ben Cole" }] });
      renderPage({ "GET /api/lists": [MAIN, kept] });
      const kettle = await screen.findByRole("article", { name: "Kettle" });
      await waitFor(() => expect(within(kettle).getByRole("button", { name: "Move or copy Kettle" })).toBeInTheDocument());
      await moveOrCopy(kettle, "Kettle", "Move to…");
      const move = await screen.findByRole("dialog", { name: "Move item" });
      expect(within(move).getByTestId("no-move-target")).toHaveTextContent(MOVE_KEEPERS_DIFFER);
      expect(within(move).queryByRole("combobox", { name: "To list" })).not.toBeInTheDocument();
    });

    it("are not offered while I have one list", async () => {
      renderPage({ "GET /api/lists": [MAIN] });
      const kettle = await screen.findByRole("article", { name: "Kettle" });
      await waitFor(() => expect(screen.getByRole("button", { name: "List Settings" })).toBeInTheDocument());
      expect(within(kettle).queryByRole("button", { name: "Move or copy Kettle" })).not.toBeInTheDocument();
    });
  });

  it("New List creates the list and shows it", async () => {
    const created = myList({ id: 15, name: "Housewarming" });
    let lists = [MAIN, BIRTHDAY];
    const api = renderPage({
      "GET /api/lists": () => json(200, lists),
      "POST /api/lists": () => {
        lists = [...lists, created];
        return json(201, created);
      },
      "GET /api/lists/15": ownListView(created, []),
    });
    await screen.findByRole("article", { name: "Kettle" });
    await userEvent.click(screen.getByRole("button", { name: "New List" }));
    const dialog = await screen.findByRole("dialog", { name: "New List" });
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Housewarming");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create List" }));

    await waitFor(() => expect(api.calls("POST", "/api/lists")).toEqual([{ name: "Housewarming", visibility: "private" }]));
    expect(await screen.findByText("List created")).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe("?list=15"));
    expect(await screen.findByText("This list is empty")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "List" })).toHaveTextContent("Housewarming");
    expect(api.calls("GET", "/api/lists/15").length).toBeGreaterThan(0);
  });

  it("a registry shows the Registry badge under the switcher and its public link", async () => {
    const HOME = myList({
      id: 16,
      name: "New Home",
      occasion: "housewarming",
      isRegistry: true,
      isPublic: true,
      url: "http://host/lists/home1",
    });
    renderPage({ "GET /api/lists": [MAIN, BIRTHDAY, HOME], "GET /api/lists/16": ownListView(HOME, []) }, "?list=16");
    const details = await screen.findByTestId("list-details");
    expect(within(details).getByTestId("registry-badge")).toHaveTextContent("Registry");
    expect(details).toHaveTextContent("Housewarming");
    expect(await screen.findByRole("switch", { name: "Public link" })).toBeChecked();
    expect(screen.getByDisplayValue("http://host/lists/home1")).toBeInTheDocument();
  });

  it("a list that is not a registry has no Registry badge", async () => {
    renderPage({}, "?list=12");
    expect(await screen.findByTestId("list-details")).toBeInTheDocument();
    expect(screen.queryByTestId("registry-badge")).not.toBeInTheDocument();
  });

  it("List Settings of my main wishlist sends only who can see it", async () => {
    const api = renderPage({ "PATCH /api/lists/-3": { ...MAIN, visibility: "friends" } });
    await screen.findByRole("article", { name: "Kettle" });
    await userEvent.click(await screen.findByRole("button", { name: "List Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "List Settings" });
    expect(within(dialog).queryByLabelText("Wishlist Name *")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Who can see it" }));
    await userEvent.click(await screen.findByRole("option", { name: "All my friends" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/lists/-3")).toEqual([{ visibility: "friends" }]));
  });

  it("Delete List, once confirmed, deletes the list and goes back to my main wishlist", async () => {
    let lists = [MAIN, BIRTHDAY, WEDDING];
    const api = renderPage(
      {
        "GET /api/lists": () => json(200, lists),
        "DELETE /api/lists/12": () => {
          lists = [MAIN, WEDDING];
          return json(200, { id: 12, deleted: true });
        },
      },
      "?list=12",
    );
    await screen.findByRole("article", { name: "Headphones" });
    await userEvent.click(await screen.findByRole("button", { name: "List Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "List Settings" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete List" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this list?" });
    expect(confirm).toHaveTextContent('"Birthday 2027" and its items will be deleted.');
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete List" }));

    await waitFor(() => expect(api.calls("DELETE", "/api/lists/12")).toHaveLength(1));
    expect(await screen.findByText("List deleted")).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(await screen.findByRole("article", { name: "Kettle" })).toBeInTheDocument();
  });

  it("a list's public link card switches that list's link with PATCH /api/lists/{id}", async () => {
    const api = renderPage(
      {
        "PATCH /api/lists/12": { ...BIRTHDAY, isPublic: true, url: "http://host/lists/bday1" },
        "POST /api/lists/12/public/rotate": { ...BIRTHDAY, isPublic: true, url: "http://host/lists/bday2" },
      },
      "?list=12",
    );
    await screen.findByRole("article", { name: "Headphones" });
    const toggle = await screen.findByRole("switch", { name: "Public link" });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(api.calls("PATCH", "/api/lists/12")).toEqual([{ isPublic: true }]));
    expect(await screen.findByDisplayValue("http://host/lists/bday1")).toBeInTheDocument();
    expect(api.calls("PUT", "/api/wishlist/public")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Get a new link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Get a new link?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Get a new link" }));
    expect(await screen.findByDisplayValue("http://host/lists/bday2")).toBeInTheDocument();
    expect(api.calls("POST", "/api/lists/12/public/rotate")).toHaveLength(1);
  });

  describe("lists kept with others", () => {
    const ME = user({ id: 1, firstName: "Ann", lastName: "Lee" });
    /** Mine, kept with Ben and Cat. */
    const OURS = myList({
      id: 14,
      name: "Wedding",
      coOwners: [
        { userId: 2, name: "Ben Cole" },
        { userId: 3, name: "Cat Diaz" },
      ],
    });
    /** Ada's, kept with me and Ben: after my own lists. */
    const ADAS = myList({
      id: 20,
      name: "Ada's Housewarming",
      ownerName: "Ada Lovelace",
      isOwner: false,
      coOwners: [
        { userId: 1, name: "Ann Lee" },
        { userId: 2, name: "Ben Cole" },
      ],
    });

    function renderKept(query: string, routes: Record<string, unknown> = {}) {
      return renderPage(
        {
          "GET /api/auth/user": ME,
          "GET /api/lists": [MAIN, BIRTHDAY, OURS, ADAS],
          "GET /api/lists/14": ownListView(OURS, []),
          "GET /api/lists/20": ownListView(ADAS, [ownListItem({ id: 8, name: "Vase", listId: 20 })]),
          ...routes,
        },
        query,
      );
    }

    it("a list of mine with co-owners says who keeps it with me", async () => {
      renderKept("?list=14");
      expect(await screen.findByTestId("list-keepers")).toHaveTextContent("Kept with Ben Cole and Cat Diaz");
    });

    it("a list I co-own is offered by its name and says its owner and the other co-owners, not me", async () => {
      renderKept("?list=20");
      expect(await screen.findByRole("article", { name: "Vase" })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId("list-keepers")).toHaveTextContent("Kept with Ada Lovelace and Ben Cole"));
      await userEvent.click(screen.getByRole("combobox", { name: "List" }));
      expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
        "My Wishlist",
        "Birthday 2027",
        "Wedding",
        "Ada's Housewarming",
        "All my lists",
      ]);
    });

    it("a list I keep alone says nothing of keepers", async () => {
      renderKept("?list=12");
      expect(await screen.findByRole("article", { name: "Headphones" })).toBeInTheDocument();
      expect(screen.getByTestId("list-details")).toBeInTheDocument();
      expect(screen.queryByTestId("list-keepers")).not.toBeInTheDocument();
    });

    it("Leave List, once confirmed, leaves the list and goes back to my main wishlist", async () => {
      let lists = [MAIN, BIRTHDAY, OURS, ADAS];
      const api = renderKept("?list=20", {
        "GET /api/lists": () => json(200, lists),
        "DELETE /api/lists/20/co-owners/1": () => {
          lists = [MAIN, BIRTHDAY, OURS];
          return new Response(null, { status: 204 });
        },
      });
      await screen.findByRole("article", { name: "Vase" });
      await userEvent.click(await screen.findByRole("button", { name: "List Settings" }));
      const dialog = await screen.findByRole("dialog", { name: "List Settings" });
      expect(within(dialog).queryByRole("button", { name: "Delete List" })).not.toBeInTheDocument();
      const leave = within(dialog).getByRole("button", { name: "Leave List" });
      await waitFor(() => expect(leave).toBeEnabled());
      await userEvent.click(leave);
      const confirm = await screen.findByRole("alertdialog", { name: "Leave this list?" });
      await userEvent.click(within(confirm).getByRole("button", { name: "Leave List" }));

      await waitFor(() => expect(api.calls("DELETE", "/api/lists/20/co-owners/1")).toHaveLength(1));
      expect(await screen.findByText("You left the list")).toBeInTheDocument();
      await waitFor(() => expect(window.location.search).toBe(""));
      expect(await screen.findByRole("article", { name: "Kettle" })).toBeInTheDocument();
      await waitFor(() => expect(api.calls("GET", "/api/lists").length).toBeGreaterThan(1));
      expect(api.calls("DELETE", "/api/lists/20")).toHaveLength(0);
    });
  });
});

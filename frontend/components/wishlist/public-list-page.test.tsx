import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname }));

import { PublicListPage } from "@/components/wishlist/public-list-page";
import { json, mockApi } from "@/test/api-mock";
import { itemResponse } from "@/test/fixtures";
import { renderWithSwr, renderWithToaster } from "@/test/render";
import type { PublicWishlistItem } from "@/lib/wishlist";

const SPOILER = "If this list is yours, what follows spoils the surprise";

beforeEach(() => {
  window.history.pushState({}, "", "/lists/tok123");
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** A public item as the server answers it (the item's fields), with `available` when given. */
function publicItem(overrides: Partial<PublicWishlistItem> & { id: number; name: string }): PublicWishlistItem {
  return { ...itemResponse(), ...overrides };
}

/** Past the spoiler warning. */
async function showList() {
  await userEvent.click(await screen.findByRole("button", { name: "Show the list" }));
}

describe("PublicListPage", () => {
  it("shows the owner's wishlist, read-only", async () => {
    const item = publicItem({ id: 5, name: "Kettle", priority: "high" });
    const api = mockApi({ "GET /api/public/lists/tok123": { ownerFirstName: "Ada", items: [item] } });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Ada's wishlist" })).toBeInTheDocument();
    await showList();
    const card = screen.getByRole("article", { name: "Kettle" });
    expect(card).toHaveTextContent("$24.99");
    expect(card).toHaveAttribute("data-priority-colour", "red");
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    expect(within(card).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(api.calls("GET", "/api/public/lists/tok123")).toHaveLength(1);
  });

  it("a personal list with a title shows it as the heading", async () => {
    mockApi({
      "GET /api/public/lists/tok123": { kind: "personal", title: "Ada's wishlist", description: null, occasion: null, eventDate: null, ownerFirstName: "Ada", items: [] },
    });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Ada's wishlist" })).toBeInTheDocument();
    expect(screen.queryByTestId("event-date")).not.toBeInTheDocument();
  });

  it("a group list shows its title, description, occasion, event date and creator", async () => {
    const item = publicItem({ id: 6, name: "Photo album" });
    mockApi({
      "GET /api/public/lists/tok123": {
        kind: "group",
        title: "Grandma's 80th",
        description: "Ideas for the big party",
        occasion: "baby-shower",
        eventDate: "2027-03-04",
        ownerFirstName: "Ann",
        items: [item],
      },
    });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Grandma's 80th" })).toBeInTheDocument();
    expect(screen.getByTestId("list-description")).toHaveTextContent("Ideas for the big party");
    expect(screen.getByText("Baby Shower")).toBeInTheDocument();
    expect(screen.getByTestId("event-date")).toHaveTextContent("March 4, 2027");
    expect(screen.getByText("A group list by Ann")).toBeInTheDocument();
    await showList();
    expect(screen.getByRole("article", { name: "Photo album" })).toBeInTheDocument();
    expect(screen.getByText("1 item on this wishlist.")).toBeInTheDocument();
  });

  it("says 'This list is private or no longer exists.' on 404", async () => {
    mockApi({ "GET /api/public/lists/tok123": json(404, { message: "Not found" }) });
    renderWithSwr(<PublicListPage />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This list is private or no longer exists." }),
    ).toBeInTheDocument();
  });

  it("warns of spoilers before the list, for everyone; the choice is remembered for the token", async () => {
    mockApi({
      "GET /api/public/lists/tok123": {
        kind: "personal",
        ownerFirstName: "Ada",
        viewerIsRecipient: false,
        archived: false,
        items: [publicItem({ id: 5, name: "Kettle", available: 1 })],
      },
    });
    const first = renderWithSwr(<PublicListPage />);
    const warning = await screen.findByTestId("spoiler-warning");
    expect(warning).toHaveTextContent(SPOILER);
    expect(screen.getByText(SPOILER)).toHaveTextContent(/^If this list is yours, what follows spoils the surprise$/);
    expect(screen.queryByRole("article", { name: "Kettle" })).not.toBeInTheDocument();
    await showList();
    expect(screen.getByRole("article", { name: "Kettle" })).toBeInTheDocument();
    expect(screen.queryByText(SPOILER)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem("presently:show-list:tok123")).toBe("1");

    // Opened again in this tab: straight to the list.
    first.unmount();
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByRole("article", { name: "Kettle" })).toBeInTheDocument();
    expect(screen.queryByText(SPOILER)).not.toBeInTheDocument();
  });

  it("another token warns again", async () => {
    window.sessionStorage.setItem("presently:show-list:other", "1");
    mockApi({ "GET /api/public/lists/tok123": { ownerFirstName: "Ada", items: [] } });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByText(SPOILER)).toBeInTheDocument();
  });

  it("the owner opening their own list: no warning, no availability, no claim button", async () => {
    mockApi({
      "GET /api/public/lists/tok123": {
        kind: "personal",
        ownerFirstName: "Ada",
        viewerIsRecipient: true,
        archived: false,
        items: [publicItem({ id: 5, name: "Kettle" })],
      },
    });
    renderWithSwr(<PublicListPage />);
    const card = await screen.findByRole("article", { name: "Kettle" });
    expect(screen.queryByText(SPOILER)).not.toBeInTheDocument();
    expect(within(card).queryByTestId("claim-control")).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/left|claimed/i);
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
  });

  it("each item says what is left: 'N left' or 'All claimed' (then I'll get this is disabled)", async () => {
    mockApi({
      "GET /api/public/lists/tok123": {
        ownerFirstName: "Ada",
        viewerIsRecipient: false,
        archived: false,
        items: [publicItem({ id: 5, name: "Kettle", quantity: 3, available: 2 }), publicItem({ id: 6, name: "Mug", available: 0 })],
      },
    });
    renderWithSwr(<PublicListPage />);
    await showList();
    const kettle = screen.getByRole("article", { name: "Kettle" });
    expect(within(kettle).getByTestId("claim-summary")).toHaveTextContent("2 left");
    expect(within(kettle).getByRole("button", { name: /I'll get this/ })).toBeEnabled();
    const mug = screen.getByRole("article", { name: "Mug" });
    expect(within(mug).getByTestId("claim-summary")).toHaveTextContent("All claimed");
    expect(within(mug).getByRole("button", { name: /I'll get this/ })).toBeDisabled();
  });

  it("a guest chips in by name and gets the link to take the pledge back; the list reloads", async () => {
    let pledged = 8000;
    const api = mockApi({
      "GET /api/public/lists/tok123": () =>
        json(200, {
          ownerFirstName: "Mum",
          viewerIsRecipient: false,
          archived: false,
          items: [
            publicItem({
              id: 5,
              name: "Bike",
              quantity: 1,
              available: 0,
              chipIn: { targetCents: 12000, currency: "EUR", pledgedCents: pledged, pledgeCount: 2, mostIMayPledgeCents: 3998, bought: false },
            }),
          ],
        }),
      "POST /api/public/lists/tok123/items/5/pledges": () => {
        pledged += 1000;
        return json(201, {
          itemName: "Bike",
          guestName: "Sam",
          amountCents: 1000,
          currency: "EUR",
          paid: false,
          bought: false,
          listTitle: "Mum's wishlist",
          listUrl: "http://localhost/lists/tok123",
          undoUrl: "http://localhost/pledges?token=undo-2",
        });
      },
    });
    renderWithToaster(<PublicListPage />);
    await showList();
    const bike = screen.getByRole("article", { name: "Bike" });
    // The guest's chip-in loads after the list (not part of the page's first load).
    expect(await within(bike).findByTestId("chip-in-progress")).toHaveTextContent("€80.00 of €120.00 pledged by 2 people");
    await userEvent.click(within(bike).getByRole("button", { name: "Chip in (Bike)" }));
    const dialog = await screen.findByRole("dialog", { name: "Chip in" });
    await userEvent.type(within(dialog).getByLabelText("Your name"), "Sam");
    await userEvent.type(within(dialog).getByLabelText("Amount (optional)"), "10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Pledge" }));

    const undo = await screen.findByTestId("pledge-undo-links");
    expect(api.calls("POST", "/api/public/lists/tok123/items/5/pledges")).toEqual([{ name: "Sam", amount: "10" }]);
    expect(undo).toHaveTextContent("Keep this link to take back your pledge");
    expect(undo).toHaveTextContent("You pledged €10.00 for Bike");
    expect(within(undo).getByRole("textbox", { name: "Undo link for your pledge (Bike)" })).toHaveValue(
      "http://localhost/pledges?token=undo-2",
    );
    expect(screen.queryByTestId("undo-links")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(bike).getByTestId("chip-in-progress")).toHaveTextContent("€90.00 of €120.00 pledged by 2 people"),
    );
  });

  it("a guest claims by name and gets the undo link, with Copy and the note; the list reloads", async () => {
    let available = 2;
    const api = mockApi({
      "GET /api/public/lists/tok123": () =>
        json(200, {
          ownerFirstName: "Ada",
          viewerIsRecipient: false,
          archived: false,
          items: [publicItem({ id: 5, name: "Kettle", quantity: 2, available })],
        }),
      "POST /api/public/lists/tok123/items/5/claims": ({ body }) => {
        available -= (body as { quantity: number }).quantity;
        return json(201, { quantity: 1, itemName: "Kettle", undoUrl: "http://localhost/claims?token=undo-1" });
      },
    });
    renderWithToaster(<PublicListPage />);
    await showList();
    const kettle = screen.getByRole("article", { name: "Kettle" });
    await userEvent.click(within(kettle).getByRole("button", { name: /I'll get this/ }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    expect(await within(dialog).findByText("Please enter your name")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Your name"), "Sam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));

    const undo = await screen.findByTestId("undo-links");
    expect(api.calls("POST", "/api/public/lists/tok123/items/5/claims")).toEqual([{ name: "Sam", quantity: 1 }]);
    expect(undo).toHaveTextContent("Keep this link to undo your claim");
    expect(undo).toHaveTextContent("only way to undo");
    expect(within(undo).getByRole("textbox", { name: "Undo link for Kettle" })).toHaveValue(
      "http://localhost/claims?token=undo-1",
    );
    expect(within(undo).getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(within(undo).getByRole("link", { name: /Open the undo page/ })).toHaveAttribute(
      "href",
      "http://localhost/claims?token=undo-1",
    );
    await waitFor(() => expect(within(kettle).getByTestId("claim-summary")).toHaveTextContent("1 left"));
  });

  it("an archived list says so and offers no claims", async () => {
    mockApi({
      "GET /api/public/lists/tok123": {
        kind: "group",
        title: "Grandma's 80th",
        ownerFirstName: "Ann",
        viewerIsRecipient: false,
        archived: true,
        items: [publicItem({ id: 6, name: "Photo album", available: 1 })],
      },
    });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByText("This list is archived")).toBeInTheDocument();
    await showList();
    const card = screen.getByRole("article", { name: "Photo album" });
    expect(within(card).queryByRole("button", { name: /I'll get this/ })).not.toBeInTheDocument();
  });
});

describe("PublicListPage: a registry", () => {
  const KETTLE = publicItem({ id: 5, name: "Kettle", quantity: 2, available: 1 });
  const TOASTER = publicItem({ id: 6, name: "Toaster", available: 0 });
  const TOWELS = publicItem({ id: 7, name: "Towels", quantity: 4, available: 4 });

  function registry(fields: Record<string, unknown> = {}) {
    return {
      kind: "registry",
      title: "Our New Home",
      description: null,
      occasion: "housewarming",
      eventDate: null,
      ownerFirstName: "Ada",
      viewerIsRecipient: false,
      archived: false,
      items: [KETTLE, TOASTER, TOWELS],
      ...fields,
    };
  }

  function itemNames(section: HTMLElement) {
    return within(section)
      .getAllByRole("article")
      .map((card) => card.querySelector("h3")?.textContent);
  }

  it("shows what is still needed first, then what is already taken care of, each with its count", async () => {
    mockApi({ "GET /api/public/lists/tok123": registry() });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Our New Home" })).toBeInTheDocument();
    expect(screen.getByTestId("registry-badge")).toHaveTextContent("Registry");
    expect(screen.getByText("Housewarming")).toBeInTheDocument();
    expect(screen.getByText("3 items on this registry.")).toBeInTheDocument();
    // The spoiler warning first, as on any list.
    expect(screen.getByText(SPOILER)).toBeInTheDocument();
    await showList();

    const needed = screen.getByRole("region", { name: "Still needed (2 items)" });
    const taken = screen.getByRole("region", { name: "Already taken care of (1 item)" });
    expect(itemNames(needed)).toEqual(["Kettle", "Towels"]);
    expect(itemNames(taken)).toEqual(["Toaster"]);
    // Still needed comes first.
    expect(needed.compareDocumentPosition(taken) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const toaster = within(taken).getByRole("article", { name: "Toaster" });
    expect(within(toaster).getByTestId("claim-summary")).toHaveTextContent("All claimed");
    expect(within(toaster).getByRole("button", { name: /I'll get this/ })).toBeDisabled();
    expect(within(needed).getByRole("article", { name: "Kettle" })).toHaveTextContent("1 left");
  });

  it("a guest claims the last unit: the undo link, and the item moves to Already taken care of", async () => {
    let available = 1;
    const api = mockApi({
      "GET /api/public/lists/tok123": () =>
        json(200, registry({ items: [publicItem({ id: 5, name: "Kettle", quantity: 1, available })] })),
      "POST /api/public/lists/tok123/items/5/claims": ({ body }) => {
        available -= (body as { quantity: number }).quantity;
        return json(201, { quantity: 1, itemName: "Kettle", undoUrl: "http://localhost/claims?token=undo-1" });
      },
    });
    renderWithToaster(<PublicListPage />);
    await showList();
    expect(screen.getByRole("heading", { level: 2, name: "Still needed (1 item)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /I'll get this/ }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    await userEvent.type(within(dialog).getByLabelText("Your name"), "Sam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));

    expect(await screen.findByTestId("undo-links")).toHaveTextContent("Keep this link to undo your claim");
    expect(api.calls("POST", "/api/public/lists/tok123/items/5/claims")).toEqual([{ name: "Sam", quantity: 1 }]);
    const taken = await screen.findByRole("region", { name: "Already taken care of (1 item)" });
    expect(itemNames(taken)).toEqual(["Kettle"]);
    const needed = screen.getByRole("region", { name: "Still needed (0 items)" });
    expect(needed).toHaveTextContent("Everything on this registry is taken care of.");
  });

  it("its recipient sees one grid: no sections, no warning, nothing of claims", async () => {
    const unknown = (item: typeof KETTLE) => ({ ...item, available: undefined });
    mockApi({
      "GET /api/public/lists/tok123": registry({
        viewerIsRecipient: true,
        items: [unknown(KETTLE), unknown(TOASTER), unknown(TOWELS)],
      }),
    });
    renderWithSwr(<PublicListPage />);
    const list = await screen.findByRole("list", { name: "Wishlist items" });
    expect(within(list).getAllByRole("article")).toHaveLength(3);
    expect(screen.getByTestId("registry-badge")).toBeInTheDocument();
    expect(screen.queryByText(SPOILER)).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByText(/Still needed|Already taken care of/)).not.toBeInTheDocument();
    expect(screen.queryByTestId("claim-control")).not.toBeInTheDocument();
    expect(list).not.toHaveTextContent(/left|claimed/i);
  });

  it("an archived registry says so and offers no claims", async () => {
    mockApi({ "GET /api/public/lists/tok123": registry({ archived: true }) });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByText("This list is archived")).toBeInTheDocument();
    await showList();
    expect(screen.queryByRole("button", { name: /I'll get this/ })).not.toBeInTheDocument();
  });

  it("a personal list is not split, and has no Registry badge", async () => {
    mockApi({
      "GET /api/public/lists/tok123": registry({ kind: "personal", title: "Ada's wishlist" }),
    });
    renderWithSwr(<PublicListPage />);
    await showList();
    expect(within(screen.getByRole("list", { name: "Wishlist items" })).getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("region", { name: /Still needed/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId("registry-badge")).not.toBeInTheDocument();
  });
});

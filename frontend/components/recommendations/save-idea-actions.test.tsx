import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  ADD_TO_GROUP_LIST_FAILED,
  COPY_LINK_REFUSED,
  SAVE_AS_IDEA,
  SaveIdeaActions,
} from "@/components/recommendations/save-idea-actions";
import type { RecommendationItem } from "@/lib/recommendations";
import { saveChoicesFor, type SaveContext } from "@/lib/save-idea";
import { json, mockApi } from "@/test/api-mock";
import { groupItem, groupSummary, recommendationItem } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

function idea(overrides: Partial<RecommendationItem> = {}): RecommendationItem {
  return recommendationItem({ cta: "View", ...overrides });
}

const FOR_MOM = idea({ recipient: { kind: "someone", name: "Mom" } });

function renderActions(item: RecommendationItem, context: SaveContext = "chat", onAddToWishlist = vi.fn()) {
  renderWithToaster(
    <SaveIdeaActions item={item} choices={saveChoicesFor(item, context)} onAddToWishlist={onAddToWishlist} />,
  );
  return onAddToWishlist;
}

const LISTS = "GET /api/collaborative-wishlists";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SaveIdeaActions", () => {
  it("for me: Add to Wishlist hands the idea over, and nothing else", async () => {
    const onAdd = renderActions(idea({ recipient: { kind: "self" } }));
    await userEvent.click(screen.getByRole("button", { name: "Add to Wishlist: Pour-over coffee set" }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: "cof-001" }));
    expect(screen.queryByRole("button", { name: /group list|Save as an idea|Copy link/ })).not.toBeInTheDocument();
  });

  it("for Mom: my open group lists, hers first; picking one adds the idea for Mom, never to my wishlist", async () => {
    const api = mockApi({
      [LISTS]: [
        groupSummary({ id: 1, name: "Office party", itemCount: 1 }),
        groupSummary({ id: 2, name: "Old list", archived: true }),
        groupSummary({ id: 3, name: "Mom's 60th", role: "member", itemCount: 1 }),
      ],
      // The server says which lists hold ideas for Mom: one request, not one per list.
      "GET /api/collaborative-wishlists/holding": [3],
      "POST /api/collaborative-wishlists/3/items": json(201, groupItem({ id: 99, listId: 3, forName: "Mom" })),
    });
    const onAdd = renderActions(FOR_MOM);
    expect(screen.queryByRole("button", { name: /Add to Wishlist/ })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: "Add to a group list for Mom: Pour-over coffee set" }));
    const menu = await screen.findByRole("menu");
    await within(menu).findByText("Has ideas for Mom");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Mom's 60thHas ideas for Mom",
      "Office party1 item",
    ]);
    expect(within(menu).queryByText("Old list")).not.toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => String(url))).toContain("/api/collaborative-wishlists/holding?name=Mom");
    expect(api.calls("GET", "/api/collaborative-wishlists/1")).toHaveLength(0);

    await userEvent.click(within(menu).getByRole("menuitem", { name: /Mom's 60th/ }));
    await waitFor(() => expect(api.calls("POST", "/api/collaborative-wishlists/3/items")).toHaveLength(1));
    expect(api.calls("POST", "/api/collaborative-wishlists/3/items")[0]).toEqual({
      name: "Pour-over coffee set",
      description: "Glass dripper and kettle",
      price: "$24.99",
      url: "https://www.amazon.com/s?k=coffee",
      imageUrl: "https://img.example.com/coffee.jpg",
      whereToBuy: "Amazon",
      priority: "medium",
      ranking: 3,
      quantity: 1,
      forName: "Mom",
    });
    expect(await screen.findByText("Added to Mom's 60th")).toBeInTheDocument();
    expect(screen.getByText("Pour-over coffee set, for Mom.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open list" })).toHaveAttribute("href", "/collaborative/3");
    expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("with no group list, says so and offers Create Group Wishlist", async () => {
    mockApi({ [LISTS]: [groupSummary({ id: 2, archived: true })] });
    renderActions(FOR_MOM);
    await userEvent.click(await screen.findByRole("button", { name: /^Add to a group list for Mom/ }));
    const menu = await screen.findByRole("menu");
    expect(await within(menu).findByText("Your group wishlists are closed to new items.")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Create Group Wishlist" })).toHaveAttribute(
      "href",
      "/collaborative",
    );
  });

  it("nobody named: 'Add to a group list', added for no one in particular", async () => {
    const api = mockApi({
      [LISTS]: [groupSummary({ id: 4, name: "Secret Santa", itemCount: 0 })],
      "POST /api/collaborative-wishlists/4/items": json(201, groupItem({ listId: 4 })),
    });
    renderActions(idea());
    await userEvent.click(await screen.findByRole("button", { name: "Add to a group list: Pour-over coffee set" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Secret Santa/ }));
    await waitFor(() => expect(api.calls("POST", "/api/collaborative-wishlists/4/items")).toHaveLength(1));
    expect(api.calls("POST", "/api/collaborative-wishlists/4/items")[0]).not.toHaveProperty("forName");
    expect(await screen.findByText("Added to Secret Santa")).toBeInTheDocument();
    // Nobody to put first: nothing is asked but the lists.
    expect(api.mock.calls.map(([url]) => String(url).split("?")[0])).not.toContain(
      "/api/collaborative-wishlists/holding",
    );
  });

  it("a list that refuses the item says why", async () => {
    mockApi({
      [LISTS]: [groupSummary({ id: 3, name: "Mom's 60th", itemCount: 0 })],
      "POST /api/collaborative-wishlists/3/items": json(409, { message: "This list is full." }),
    });
    renderActions(FOR_MOM);
    await userEvent.click(await screen.findByRole("button", { name: /^Add to a group list for Mom/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Mom's 60th/ }));
    expect(await screen.findByText("This list is full.")).toBeInTheDocument();
    expect(ADD_TO_GROUP_LIST_FAILED).toMatch(/try again/);
  });

  it("Copy link copies the product's link, or says the browser refused", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    mockApi({});
    renderActions(FOR_MOM);
    await userEvent.click(screen.getByRole("button", { name: "Copy link: Pour-over coffee set" }));
    expect(writeText).toHaveBeenCalledWith("https://www.amazon.com/s?k=coffee");
    expect(await screen.findByText("Link copied")).toBeInTheDocument();

    writeText.mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await userEvent.click(screen.getByRole("button", { name: "Copy link: Pour-over coffee set" }));
    expect(await screen.findByText(COPY_LINK_REFUSED.title)).toBeInTheDocument();
  });

  it("Save as an idea: only for someone else's idea, named or not", () => {
    mockApi({});
    const { unmount } = renderWithToaster(
      <>
        <SaveIdeaActions item={FOR_MOM} choices={saveChoicesFor(FOR_MOM, "chat")} />
        <SaveIdeaActions item={idea({ id: "x", name: "Kite" })} choices={saveChoicesFor(idea(), "chat")} />
      </>,
    );
    expect(screen.getByRole("button", { name: "Save as an idea: Pour-over coffee set" })).toHaveTextContent(
      SAVE_AS_IDEA,
    );
    expect(screen.getByRole("button", { name: "Save as an idea: Kite" })).toBeInTheDocument();
    unmount();

    const item = idea({ recipient: { kind: "self" } });
    for (const choices of [
      saveChoicesFor(item, "chat"),
      saveChoicesFor(item, "chat", false),
      saveChoicesFor(idea({ type: "restaurant" }), "chat"),
    ]) {
      expect(["my-wishlist", "sign-in", "none"]).toContain(choices.kind);
      const { unmount: done } = renderWithToaster(
        <SaveIdeaActions item={item} choices={choices} onAddToWishlist={vi.fn()} />,
      );
      expect(screen.queryByRole("button", { name: /Save as an idea/ })).not.toBeInTheDocument();
      expect(screen.queryByText(SAVE_AS_IDEA)).not.toBeInTheDocument();
      done();
    }
  });

  it("a restaurant or a trip offers nothing to save", () => {
    renderActions(idea({ type: "restaurant", recipient: { kind: "self" } }), "recommendations");
    renderActions(idea({ type: "hotel", recipient: { kind: "someone", name: "Mom" } }), "recommendations");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

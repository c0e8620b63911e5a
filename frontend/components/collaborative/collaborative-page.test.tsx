import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CollaborativePage } from "@/components/collaborative/collaborative-page";
import { mockApi } from "@/test/api-mock";
import { renderWithSwr } from "@/test/render";

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

async function openShared() {
  await userEvent.click(screen.getByRole("tab", { name: "Shared with Me" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CollaborativePage", () => {
  it("has the title, a disabled 'Create Group Wishlist' and a placeholder first tab", () => {
    mockApi({});
    renderWithSwr(<CollaborativePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Group Wishlists" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Group Wishlist" })).toBeDisabled();
    expect(screen.getByRole("tab", { name: "My Group Wishlists" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByText("Coming soon").length).toBeGreaterThan(0);
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

  it("with canEdit, Mark purchased PATCHes the owner's item", async () => {
    const api = mockApi({
      "GET /api/sharing/wishlist-items": SHARED,
      "PATCH /api/wishlist/11": { id: 11, purchased: true },
      "GET /api/wishlist": [],
    });
    renderWithSwr(<CollaborativePage />);
    await openShared();
    const kettle = await screen.findByRole("article", { name: "Kettle" });
    await userEvent.click(within(kettle).getByRole("checkbox", { name: "Mark purchased" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/wishlist/11")).toEqual([{ purchased: true }]));
    await waitFor(() => expect(api.calls("GET", "/api/sharing/wishlist-items").length).toBeGreaterThan(1));
  });

  it("shows the empty state", async () => {
    mockApi({ "GET /api/sharing/wishlist-items": [] });
    renderWithSwr(<CollaborativePage />);
    await openShared();
    expect(await screen.findByText("No shared items")).toBeInTheDocument();
    expect(screen.getByText("When friends share wishlist items with you, they'll appear here.")).toBeInTheDocument();
  });
});

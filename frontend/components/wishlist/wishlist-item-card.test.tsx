import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { WishlistItemCard } from "@/components/wishlist/wishlist-item-card";
import { useWishlist } from "@/hooks/use-wishlist";
import { json, mockApi } from "@/test/api-mock";
import { wishlistItem } from "@/test/fixtures";
import { renderWithSwr, renderWithToaster } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WishlistItemCard", () => {
  it("shows name, description, price with 2 decimals, ranking, quantity, where to buy and the link", () => {
    mockApi({});
    renderWithSwr(
      <WishlistItemCard
        item={wishlistItem({ name: "Kettle", price: "24.5", priceValue: 24.5, ranking: 4, quantity: 2 })}
        onDelete={() => {}}
      />,
    );
    const card = screen.getByRole("article", { name: "Kettle" });
    expect(card).toHaveTextContent("Glass dripper and kettle");
    expect(within(card).getByTestId("price")).toHaveTextContent("$24.50");
    expect(within(card).getByRole("img", { name: "Ranking: 4 out of 5 stars" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Qty 2");
    expect(card).toHaveTextContent("Where to buy: Target");
    const view = within(card).getByRole("link", { name: "View" });
    expect(view).toHaveAttribute("href", "https://shop.example.com/coffee");
    expect(view).toHaveAttribute("target", "_blank");
    // No image: the placeholder stands in.
    expect(within(card).getByRole("img", { name: "Kettle" })).toHaveAttribute("data-slot", "image-placeholder");
  });

  it("without a parsed price shows the price text", () => {
    mockApi({});
    renderWithSwr(<WishlistItemCard item={wishlistItem({ name: "Mug", price: "Free", priceValue: null })} />);
    expect(within(screen.getByRole("article", { name: "Mug" })).getByTestId("price")).toHaveTextContent("Free");
  });

  it("shows a money amount in the price style, and price text that is no amount as plain text", () => {
    mockApi({});
    renderWithSwr(
      <>
        <WishlistItemCard item={wishlistItem({ id: 1, name: "Kettle", price: "$24.99", priceValue: 24.99 })} />
        <WishlistItemCard item={wishlistItem({ id: 2, name: "Sofa", price: "about 400 dollars", priceValue: null })} />
      </>,
    );
    const amount = within(screen.getByRole("article", { name: "Kettle" })).getByTestId("price");
    expect(amount).toHaveTextContent("$24.99");
    expect(amount).toHaveAttribute("data-price-kind", "amount");
    expect(amount).toHaveClass("text-lg", "font-bold", "text-primary");
    const text = within(screen.getByRole("article", { name: "Sofa" })).getByTestId("price");
    expect(text).toHaveTextContent(/^about 400 dollars$/);
    expect(text).toHaveAttribute("data-price-kind", "text");
    expect(text).not.toHaveClass("text-lg");
    expect(text).not.toHaveClass("font-bold");
    expect(text).not.toHaveClass("text-primary");
  });

  it("keeps its action row on one line: View, Edit, Share and Delete, with Mark received beside Mark purchased", () => {
    mockApi({});
    renderWithSwr(<WishlistItemCard item={wishlistItem({ name: "Mug", received: false })} onDelete={() => {}} />);
    const card = screen.getByRole("article", { name: "Mug" });
    const row = within(card).getByTestId("card-actions");
    expect(row).toHaveClass("flex", "flex-nowrap");
    expect(row).not.toHaveClass("flex-wrap");
    expect([...row.children].map((child) => child.getAttribute("aria-label") ?? child.textContent)).toEqual([
      "View",
      "Edit Mug",
      "Share Mug",
      "Delete Mug",
    ]);
    // Where the card is too narrow for the labels, the actions keep their icons (and their names).
    expect(row.className).toContain("@max-[17.5rem]:[&_[data-card-action-label]]:sr-only");
    expect(row.closest(".\\@container")).not.toBeNull();
    expect(within(row).getByRole("button", { name: "Edit Mug" }).querySelector("[data-card-action-label]")).toHaveTextContent(
      "Edit",
    );
    const purchased = within(card).getByRole("checkbox", { name: "Mark purchased" }).closest("div.rounded-lg");
    expect(within(purchased as HTMLElement).getByRole("button", { name: "Mark received: Mug" })).toBeInTheDocument();
  });

  it("fills its grid cell, so the cards of a row are one height", () => {
    mockApi({});
    renderWithSwr(<WishlistItemCard item={wishlistItem({ name: "Mug" })} />);
    expect(screen.getByRole("article", { name: "Mug" })).toHaveClass("flex", "flex-col", "h-full", "w-full");
  });

  it("shows no price when the parsed price is not above 0", () => {
    mockApi({});
    renderWithSwr(<WishlistItemCard item={wishlistItem({ name: "Mug", price: "$0", priceValue: 0 })} />);
    expect(within(screen.getByRole("article", { name: "Mug" })).queryByTestId("price")).not.toBeInTheDocument();
  });

  it("shows no price at all without one", () => {
    mockApi({});
    renderWithSwr(<WishlistItemCard item={wishlistItem({ name: "Mug", price: null, priceValue: null })} />);
    expect(within(screen.getByRole("article", { name: "Mug" })).queryByTestId("price")).not.toBeInTheDocument();
  });

  it.each([
    ["high", "red", "High"],
    ["medium", "yellow", "Medium"],
    ["low", "green", "Low"],
  ] as const)("priority %s is %s", (priority, colour, label) => {
    mockApi({});
    renderWithSwr(<WishlistItemCard item={wishlistItem({ name: "Mug", priority })} />);
    const card = screen.getByRole("article", { name: "Mug" });
    expect(card).toHaveAttribute("data-priority-colour", colour);
    expect(within(card).getByTestId("priority-badge")).toHaveTextContent(`${label} priority`);
  });

  it("shows the last price change, and nothing without one", () => {
    mockApi({});
    renderWithSwr(
      <>
        <WishlistItemCard
          item={wishlistItem({
            id: 1,
            name: "Mug",
            priceChange: { from: "$95.00", to: "$85.00", changedAt: "2026-11-24T12:00:00Z", direction: "drop" },
          })}
        />
        <WishlistItemCard item={wishlistItem({ id: 2, name: "Lamp" })} />
      </>,
    );
    const badge = within(screen.getByRole("article", { name: "Mug" })).getByTestId("price-change");
    expect(badge).toHaveTextContent("Price dropped to $85.00 (was $95.00)");
    expect(badge).toHaveAttribute("title", expect.stringMatching(/^Seen on Nov 2\d, 2026$/));
    expect(within(screen.getByRole("article", { name: "Lamp" })).queryByTestId("price-change")).not.toBeInTheDocument();
  });

  it("shows a Purchased badge only when purchased", () => {
    mockApi({});
    renderWithSwr(
      <>
        <WishlistItemCard item={wishlistItem({ id: 1, name: "Mug", purchased: true })} />
        <WishlistItemCard item={wishlistItem({ id: 2, name: "Lamp", purchased: false })} />
      </>,
    );
    expect(screen.getByRole("article", { name: "Mug" })).toHaveTextContent("Purchased");
    expect(screen.getByRole("article", { name: "Lamp" })).not.toHaveTextContent("Purchased");
  });

  it("is read-only without onDelete", () => {
    mockApi({});
    renderWithSwr(<WishlistItemCard item={wishlistItem({ name: "Mug" })} />);
    const card = screen.getByRole("article", { name: "Mug" });
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    expect(within(card).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(card).queryByText("Edit")).not.toBeInTheDocument();
  });

  it("has an Edit button only on my own items", () => {
    mockApi({});
    renderWithSwr(
      <>
        <WishlistItemCard item={wishlistItem({ id: 1, name: "Mug" })} onDelete={() => {}} />
        <WishlistItemCard item={wishlistItem({ id: 2, name: "Lamp" })} />
      </>,
    );
    const edit = within(screen.getByRole("article", { name: "Mug" })).getByRole("button", { name: "Edit Mug" });
    expect(edit).toHaveTextContent("Edit");
    expect(within(screen.getByRole("article", { name: "Lamp" })).queryByRole("button")).not.toBeInTheDocument();
  });

  it("Edit opens the item in the Edit Item dialog and saves the change with PATCH", async () => {
    const mug = wishlistItem({ id: 7, name: "Mug", price: "$12.00", priceValue: 12 });
    const api = mockApi({
      "PATCH /api/wishlist/7": ({ body }) => json(200, { ...mug, ...(body as object) }),
      "GET /api/wishlist": [mug],
    });
    renderWithToaster(<WishlistItemCard item={mug} onDelete={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit Mug" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Item" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Mug");
    const price = within(dialog).getByLabelText("Price");
    expect(price).toHaveValue("$12.00");
    await userEvent.clear(price);
    await userEvent.type(price, "$35.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item updated!")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/wishlist/7")).toEqual([{ price: "$35.50" }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Item" })).not.toBeInTheDocument());
  });

  it("Mark purchased PATCHes the item; Share opens the share dialog for the item", async () => {
    const api = mockApi({
      "PATCH /api/wishlist/7": wishlistItem({ id: 7, purchased: true }),
      "GET /api/wishlist": [],
      "GET /api/friends": [{ id: 21, firstName: "Grace", lastName: "Hopper", email: "g@example.com" }],
    });
    renderWithSwr(<WishlistItemCard item={wishlistItem({ id: 7, name: "Mug" })} onDelete={() => {}} />);
    const card = screen.getByRole("article", { name: "Mug" });
    await userEvent.click(within(card).getByRole("checkbox", { name: "Mark purchased" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/wishlist/7")).toEqual([{ purchased: true }]));
    await userEvent.click(within(card).getByRole("button", { name: "Share Mug" }));
    expect(await screen.findByRole("dialog", { name: 'Share "Mug"' })).toBeInTheDocument();
  });

  it("Mark received asks first, POSTs .../received and shows Received and who gave it", async () => {
    const mug = wishlistItem({ id: 7, name: "Mug", received: false });
    const api = mockApi({
      "GET /api/wishlist": [mug],
      "POST /api/wishlist/7/received": { ...mug, received: true, givenBy: ["Sam Lee", "Ann Lee"] },
    });
    renderWithToaster(<WishlistPageProbe />);
    const card = await screen.findByRole("article", { name: "Mug" });
    expect(within(card).queryByText("Received")).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Mark received: Mug" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Mark as received?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Mark received" }));
    await waitFor(() => expect(api.calls("POST", "/api/wishlist/7/received")).toHaveLength(1));
    const received = await within(card).findByTestId("received");
    expect(received).toHaveTextContent("Received");
    expect(within(card).getByTestId("given-by")).toHaveTextContent("Sam Lee and Ann Lee got you this");
    expect(within(card).queryByRole("button", { name: /Mark received/ })).not.toBeInTheDocument();
  });

  it("my own item never shows claim data: only, once received, who gave it", () => {
    mockApi({});
    renderWithSwr(
      <>
        <WishlistItemCard item={wishlistItem({ id: 1, name: "Mug", received: true, givenBy: ["Sam"] })} onDelete={() => {}} />
        <WishlistItemCard item={wishlistItem({ id: 2, name: "Lamp", received: true })} onDelete={() => {}} />
      </>,
    );
    expect(screen.getByRole("article", { name: "Mug" })).toHaveTextContent("Sam got you this");
    const lamp = screen.getByRole("article", { name: "Lamp" });
    expect(lamp).toHaveTextContent("Received");
    expect(within(lamp).queryByTestId("given-by")).not.toBeInTheDocument();
    expect(screen.queryByText(/claimed|left/)).not.toBeInTheDocument();
  });

  it("after a list's reveal, an item not yet received says who gave it, with no Received badge", () => {
    mockApi({});
    renderWithSwr(
      <WishlistItemCard item={wishlistItem({ id: 3, name: "Kettle", givenBy: ["Aunt May"] })} onDelete={() => {}} />,
    );
    const card = screen.getByRole("article", { name: "Kettle" });
    expect(within(card).getByTestId("given-by")).toHaveTextContent("Aunt May got you this");
    expect(card).not.toHaveTextContent("Received");
  });
});

/** My wishlist's cards as the page shows them, from the cache. */
function WishlistPageProbe() {
  const { items } = useWishlist();
  return (
    <>
      {items.map((item) => (
        <WishlistItemCard key={item.id} item={item} onDelete={() => {}} />
      ))}
    </>
  );
}

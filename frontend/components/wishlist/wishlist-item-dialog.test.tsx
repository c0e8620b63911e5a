import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { toWishlistPayload, WishlistItemDialog } from "@/components/wishlist/wishlist-item-dialog";
import { Toaster } from "@/components/ui/toaster";
import { json, mockApi } from "@/test/api-mock";
import { wishlistItem } from "@/test/fixtures";
import { renderWithSwr } from "@/test/render";
import type { WishlistPrefill } from "@/lib/wishlist";

function renderDialog(prefill?: WishlistPrefill) {
  const onOpenChange = vi.fn();
  renderWithSwr(
    <>
      <WishlistItemDialog open onOpenChange={onOpenChange} prefill={prefill} />
      <Toaster />
    </>,
  );
  const dialog = screen.getByRole("dialog", { name: "Add to Wishlist" });
  return { onOpenChange, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WishlistItemDialog", () => {
  it("requires a name: 'Item name is required.'", async () => {
    const api = mockApi({ "POST /api/wishlist": wishlistItem() });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    expect(await within(dialog).findByText("Item name is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
  });

  it("rejects an invalid link with 'Invalid URL'", async () => {
    const api = mockApi({ "POST /api/wishlist": wishlistItem() });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Kettle");
    await userEvent.type(within(dialog).getByLabelText("Link"), "not a link");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    expect(await within(dialog).findByText("Invalid URL")).toBeInTheDocument();
    expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
  });

  it("has the defaults: priority Medium, ranking 3, quantity 1, description 3 rows", () => {
    mockApi({});
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole("combobox", { name: "Priority" })).toHaveTextContent("Medium");
    expect(within(dialog).getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(within(dialog).getByLabelText("Quantity")).toHaveValue(1);
    expect(within(dialog).getByLabelText("Description")).toHaveAttribute("rows", "3");
    for (const label of ["Price", "Category", "Where to buy", "Image URL"]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it("sends the item, quantity below 1 falling back to 1, then toasts, closes", async () => {
    const api = mockApi({ "POST /api/wishlist": json(201, wishlistItem()), "GET /api/wishlist": [] });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "  Kettle ");
    await userEvent.type(within(dialog).getByLabelText("Price"), "$24.99");
    await userEvent.type(within(dialog).getByLabelText("Link"), "https://shop.example.com/kettle");
    await userEvent.type(within(dialog).getByLabelText("Category"), "Kitchen");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Priority" }));
    await userEvent.click(await screen.findByRole("option", { name: "High" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    const quantity = within(dialog).getByLabelText("Quantity");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "0");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    await waitFor(() => expect(api.calls("POST", "/api/wishlist")).toHaveLength(1));
    expect(api.calls("POST", "/api/wishlist")[0]).toEqual({
      name: "Kettle",
      price: "$24.99",
      url: "https://shop.example.com/kettle",
      category: "Kitchen",
      priority: "high",
      ranking: 5,
      quantity: 1,
    });
    expect(await screen.findByText("Item added to your wishlist!")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows a prefill and sends it", async () => {
    const api = mockApi({ "POST /api/wishlist": json(201, wishlistItem()), "GET /api/wishlist": [] });
    const { dialog } = renderDialog({
      name: "Lamp",
      description: "Brass",
      price: "$20.00",
      url: "https://target.example/lamp",
      whereToBuy: "Target",
      imageUrl: "https://img.example/lamp.jpg",
    });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Lamp");
    expect(within(dialog).getByLabelText("Where to buy")).toHaveValue("Target");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    await waitFor(() => expect(api.calls("POST", "/api/wishlist")).toHaveLength(1));
    expect(api.calls("POST", "/api/wishlist")[0]).toEqual({
      name: "Lamp",
      description: "Brass",
      price: "$20.00",
      url: "https://target.example/lamp",
      whereToBuy: "Target",
      imageUrl: "https://img.example/lamp.jpg",
      priority: "medium",
      ranking: 3,
      quantity: 1,
    });
  });

  it("on failure toasts 'Failed to add item to wishlist.' and shows server field errors", async () => {
    mockApi({
      "POST /api/wishlist": json(400, { message: "Invalid", fields: { price: "Price is too long" } }),
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Kettle");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    expect(await screen.findByText("Failed to add item to wishlist.")).toBeInTheDocument();
    expect(within(dialog).getByText("Price is too long")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("toWishlistPayload", () => {
  it("drops empty optional fields and normalises quantity and ranking", () => {
    expect(
      toWishlistPayload({
        name: "Mug",
        description: "",
        price: "",
        url: "",
        category: "",
        priority: "low",
        ranking: 9,
        quantity: "-2",
        whereToBuy: "",
        imageUrl: "",
      }),
    ).toEqual({ name: "Mug", priority: "low", ranking: 5, quantity: 1 });
  });
});

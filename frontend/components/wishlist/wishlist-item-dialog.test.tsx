import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  toWishlistPayload,
  toWishlistUpdatePayload,
  WishlistItemDialog,
  type WishlistFormValues,
} from "@/components/wishlist/wishlist-item-dialog";
import { json, mockApi } from "@/test/api-mock";
import { wishlistItem } from "@/test/fixtures";
import { renderOpenDialog } from "@/test/render";
import { NAME_MAX } from "@/lib/domain-rules";
import { INVALID_URL, NAME_TOO_LONG } from "@/lib/messages";
import type { WishlistItem, WishlistPrefill } from "@/lib/wishlist";

function renderDialog(prefill?: WishlistPrefill) {
  return renderOpenDialog(
    (onOpenChange) => <WishlistItemDialog open onOpenChange={onOpenChange} prefill={prefill} />,
    "Add to Wishlist",
  );
}

function renderEditDialog(item: WishlistItem) {
  return renderOpenDialog((onOpenChange) => <WishlistItemDialog open onOpenChange={onOpenChange} item={item} />, "Edit Item");
}

const KETTLE = wishlistItem({
  id: 7,
  name: "Kettle",
  description: "Gooseneck",
  price: "$24.99",
  priceValue: 24.99,
  url: "https://shop.example.com/kettle",
  category: "Kitchen",
  priority: "low",
  ranking: 4,
  quantity: 2,
  whereToBuy: "Target",
  imageUrl: "https://img.example/kettle.jpg",
});

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

  it.each([
    ["link", "Link", "not a link"],
    ["image URL", "Image URL", "ftp://img.example/kettle.jpg"],
  ])("rejects an invalid %s with 'Invalid URL'", async (_, label, value) => {
    const api = mockApi({ "POST /api/wishlist": wishlistItem() });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Kettle");
    await userEvent.type(within(dialog).getByLabelText(label), value);
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    expect(await within(dialog).findByText(INVALID_URL)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(INVALID_URL);
    expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
  });

  it("rejects a name over the server's limit and sends nothing", async () => {
    const api = mockApi({ "POST /api/wishlist": wishlistItem() });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByLabelText("Name"));
    await userEvent.paste("x".repeat(NAME_MAX + 1));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    expect(await within(dialog).findByText(NAME_TOO_LONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(NAME_TOO_LONG);
    expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
  });

  it("has the defaults: priority Medium, ranking 3, quantity 1, description 3 rows", () => {
    mockApi({});
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription(
      "Save something you'd love to receive, so your circle knows what to get you.",
    );
    expect(within(dialog).getByRole("combobox", { name: "Priority" })).toHaveTextContent("Medium");
    expect(within(dialog).getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(within(dialog).getByRole("radiogroup", { name: "Ranking" })).toContainElement(
      within(dialog).getByRole("radio", { name: "3 stars" }),
    );
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

  it("tells `onAdded` once a new item is saved, before closing, instead of toasting", async () => {
    mockApi({ "POST /api/wishlist": json(201, wishlistItem()), "GET /api/wishlist": [] });
    const onAdded = vi.fn();
    const order: string[] = [];
    onAdded.mockImplementation(() => order.push("added"));
    const { dialog, onOpenChange } = renderOpenDialog(
      (change) => (
        <WishlistItemDialog
          open
          onOpenChange={(open) => {
            order.push(`open=${open}`);
            change(open);
          }}
          prefill={{ name: "Lamp" }}
          onAdded={onAdded}
        />
      ),
      "Add to Wishlist",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(order).toEqual(["added", "open=false"]);
    expect(screen.queryByText("Item added to your wishlist!")).not.toBeInTheDocument();
  });

  it("does not tell `onAdded` on Cancel", async () => {
    const onAdded = vi.fn();
    const { dialog, onOpenChange } = renderOpenDialog(
      (change) => <WishlistItemDialog open onOpenChange={change} onAdded={onAdded} />,
      "Add to Wishlist",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onAdded).not.toHaveBeenCalled();
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

describe("WishlistItemDialog editing an item", () => {
  it("is titled 'Edit Item', prefilled from the item, with 'Save Changes'", () => {
    mockApi({});
    const { dialog } = renderEditDialog(KETTLE);
    expect(within(dialog).getByRole("heading", { name: "Edit Item" })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription("Update the details of this wish.");
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Kettle");
    expect(within(dialog).getByLabelText("Description")).toHaveValue("Gooseneck");
    expect(within(dialog).getByLabelText("Price")).toHaveValue("$24.99");
    expect(within(dialog).getByLabelText("Link")).toHaveValue("https://shop.example.com/kettle");
    expect(within(dialog).getByLabelText("Category")).toHaveValue("Kitchen");
    expect(within(dialog).getByRole("combobox", { name: "Priority" })).toHaveTextContent("Low");
    expect(within(dialog).getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(within(dialog).getByLabelText("Quantity")).toHaveValue(2);
    expect(within(dialog).getByLabelText("Where to buy")).toHaveValue("Target");
    expect(within(dialog).getByLabelText("Image URL")).toHaveValue("https://img.example/kettle.jpg");
    expect(within(dialog).getByRole("button", { name: "Save Changes" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Add to Wishlist" })).not.toBeInTheDocument();
  });

  it("PATCHes only the changed fields, null for a cleared one, then toasts 'Item updated!' and closes", async () => {
    const api = mockApi({
      "PATCH /api/wishlist/7": ({ body }) => json(200, { ...KETTLE, ...(body as object) }),
      "GET /api/wishlist": [KETTLE],
    });
    const { dialog, onOpenChange } = renderEditDialog(KETTLE);
    const price = within(dialog).getByLabelText("Price");
    await userEvent.clear(price);
    await userEvent.type(price, "$35.50");
    await userEvent.clear(within(dialog).getByLabelText("Description"));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Priority" }));
    await userEvent.click(await screen.findByRole("option", { name: "High" }));
    const quantity = within(dialog).getByLabelText("Quantity");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item updated!")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/wishlist/7")).toEqual([
      { price: "$35.50", description: null, priority: "high", quantity: 3 },
    ]);
    expect(api.calls("GET", "/api/wishlist").length).toBeGreaterThan(0);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("with nothing changed closes with the toast and sends nothing", async () => {
    const api = mockApi({ "PATCH /api/wishlist/7": KETTLE });
    const { dialog, onOpenChange } = renderEditDialog(KETTLE);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item updated!")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Only the price section's own load: no change is sent.
    expect(api.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`)).toEqual([
      "GET /api/wishlist/7/price",
    ]);
  });

  it("shows 'Saving...' while the PATCH runs", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      "PATCH /api/wishlist/7": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/wishlist": [KETTLE],
    });
    const { dialog } = renderEditDialog(KETTLE);
    await userEvent.type(within(dialog).getByLabelText("Name"), " pot");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByRole("button", { name: "Saving..." })).toBeDisabled();
    answer(json(200, { ...KETTLE, name: "Kettle pot" }));
    expect(await screen.findByText("Item updated!")).toBeInTheDocument();
  });

  it("on failure toasts 'Failed to update item.', shows server field errors and stays open", async () => {
    mockApi({ "PATCH /api/wishlist/7": json(400, { message: "Invalid", fields: { price: "Price is too long" } }) });
    const { dialog, onOpenChange } = renderEditDialog(KETTLE);
    await userEvent.type(within(dialog).getByLabelText("Price"), "9");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update item.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Price")).toHaveAccessibleDescription("Price is too long");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("WishlistItemDialog's prices", () => {
  const PRICE = { readings: [], watching: true, dropPercent: 10, targetPrice: null };

  it("editing an item with a link shows its price history below the form", async () => {
    mockApi({ "GET /api/wishlist/7/price": PRICE });
    const { dialog } = renderEditDialog(KETTLE);
    const section = within(dialog).getByRole("region", { name: "Price history" });
    expect(within(section).getByRole("heading", { level: 3, name: "Price history" })).toBeInTheDocument();
    expect(await within(section).findByRole("switch", { name: "Tell me when the price drops" })).toBeChecked();
    // Its own form, after the item's (never nested in it).
    const itemForm = within(dialog).getByRole("button", { name: "Save Changes" }).closest("form");
    expect(itemForm).not.toContainElement(section);
    expect(itemForm!.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("saving the watch sends only the watch, not the item", async () => {
    const api = mockApi({
      "GET /api/wishlist/7/price": PRICE,
      "PUT /api/wishlist/7/price/watch": { ...PRICE, watching: false },
    });
    const { dialog, onOpenChange } = renderEditDialog(KETTLE);
    await userEvent.type(within(dialog).getByLabelText("Name"), " pot");
    await userEvent.click(await within(dialog).findByRole("switch", { name: "Tell me when the price drops" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Price watch saved")).toBeInTheDocument();
    expect(api.calls("PUT", "/api/wishlist/7/price/watch")).toEqual([
      { watching: false, dropPercent: 10, targetPrice: null },
    ]);
    expect(api.calls("PATCH", "/api/wishlist/7")).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Kettle pot");
  });

  it("has no price section for an item without a link", () => {
    mockApi({});
    renderEditDialog({ ...KETTLE, url: null });
    expect(screen.queryByRole("region", { name: "Price history" })).not.toBeInTheDocument();
  });

  it("has no price section when adding", () => {
    mockApi({});
    renderDialog();
    expect(screen.queryByRole("region", { name: "Price history" })).not.toBeInTheDocument();
  });
});

describe("toWishlistUpdatePayload", () => {
  const unchanged: WishlistFormValues = {
    name: "Kettle",
    description: "Gooseneck",
    price: "$24.99",
    url: "https://shop.example.com/kettle",
    category: "Kitchen",
    priority: "low",
    ranking: 4,
    quantity: "2",
    whereToBuy: "Target",
    imageUrl: "https://img.example/kettle.jpg",
  };

  it("is empty when nothing changed", () => {
    expect(toWishlistUpdatePayload(unchanged, KETTLE)).toEqual({});
  });

  it("has the changed fields only, null for cleared ones, quantity and ranking normalised", () => {
    expect(
      toWishlistUpdatePayload({ ...unchanged, name: "Kettle Pro", url: "", imageUrl: "", quantity: "0", ranking: 9 }, KETTLE),
    ).toEqual({ name: "Kettle Pro", url: null, imageUrl: null, quantity: 1, ranking: 5 });
  });

  it("sends a field the item lacked once it is filled in", () => {
    const bare = wishlistItem({ ...KETTLE, description: null, category: null });
    expect(toWishlistUpdatePayload({ ...unchanged, category: "" }, bare)).toEqual({ description: "Gooseneck" });
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

describe("WishlistItemDialog after a failed lookup", () => {
  it("says why the lookup failed in a line above the form, which holds what is known", () => {
    const reason = "Amazon showed a robot check or a sign-in page instead of the product.";
    const { dialog } = renderOpenDialog(
      (onOpenChange) => (
        <WishlistItemDialog open onOpenChange={onOpenChange} prefill={{ url: "https://a.example/p" }} lookupError={reason} />
      ),
      "Add to Wishlist",
    );
    const line = within(dialog).getByTestId("lookup-error");
    expect(line).toHaveAttribute("role", "alert");
    expect(line).toHaveTextContent(reason);
    // Above the form: its first field comes after the line.
    expect(line.compareDocumentPosition(within(dialog).getByLabelText("Name"))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(dialog).getByLabelText("Link")).toHaveValue("https://a.example/p");
  });

  it("has no lookup line in the edit form, nor without a failure", () => {
    mockApi({});
    const { dialog } = renderOpenDialog(
      (onOpenChange) => <WishlistItemDialog open onOpenChange={onOpenChange} item={KETTLE} lookupError="Stale reason" />,
      "Edit Item",
    );
    expect(within(dialog).queryByTestId("lookup-error")).not.toBeInTheDocument();
    cleanup();
    const add = renderDialog({ url: "https://a.example/p" });
    expect(within(add.dialog).queryByTestId("lookup-error")).not.toBeInTheDocument();
  });
});

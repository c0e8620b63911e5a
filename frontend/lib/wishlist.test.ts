import { describe, expect, it } from "vitest";

import {
  categoryKey,
  categorySpellings,
  displayPrice,
  dollarPrice,
  filterWishlist,
  lookupFailureMessage,
  normalizeQuantity,
  normalizeRanking,
  prefillFromParsed,
  prefillFromProduct,
  presentCategories,
  priorityColours,
  priorityLabel,
  PRIORITY_OPTIONS,
  publicListTitle,
  withCategorySpellings,
  type ProductResult,
} from "@/lib/wishlist";
import { ApiError } from "@/lib/api";
import { DEFAULT_RANKING, PRIORITIES, RANKING_MAX, RANKING_MIN } from "@/lib/domain-rules";
import { wishlistItem } from "@/test/fixtures";

describe("displayPrice", () => {
  it.each([
    [{ price: "$24.99", priceValue: 24.99 }, { kind: "amount", text: "$24.99" }],
    [{ price: "24.5", priceValue: 24.5 }, { kind: "amount", text: "$24.50" }],
    [{ price: "$0", priceValue: 0 }, null],
    [{ price: "Free", priceValue: null }, { kind: "text", text: "Free" }],
    // The server gives no value for words around a number: the text is shown as text, not as an amount.
    [{ price: "about 400 dollars", priceValue: null }, { kind: "text", text: "about 400 dollars" }],
    [{ price: " about $20 ", priceValue: null }, { kind: "text", text: "about $20" }],
    [{ price: null, priceValue: null }, null],
    [{ price: "  ", priceValue: 0 }, null],
  ])("%j -> %j", (item, expected) => {
    expect(displayPrice(item)).toEqual(expected);
  });
});

describe("dollarPrice", () => {
  it("adds a $ prefix once", () => {
    expect(dollarPrice("19.99")).toBe("$19.99");
    expect(dollarPrice("$19.99")).toBe("$19.99");
    expect(dollarPrice(null)).toBeNull();
    expect(dollarPrice("")).toBeNull();
  });
});

describe("normalizeQuantity", () => {
  it.each([
    ["3", 3],
    ["1", 1],
    ["0", 1],
    ["-4", 1],
    ["", 1],
    ["abc", 1],
    [2.7, 2],
  ])("%j -> %i", (value, expected) => {
    expect(normalizeQuantity(value)).toBe(expected);
  });
});

describe("priorityColours", () => {
  it("high red, medium yellow, low green", () => {
    expect(priorityColours("high").name).toBe("red");
    expect(priorityColours("medium").name).toBe("yellow");
    expect(priorityColours("low").name).toBe("green");
  });
});

describe("filterWishlist", () => {
  const items = [
    wishlistItem({ id: 1, name: "Kettle", description: "Gooseneck", category: "Kitchen", priority: "high" }),
    wishlistItem({ id: 2, name: "Scarf", description: "Wool, green", category: "Fashion", priority: "low" }),
    wishlistItem({ id: 3, name: "Mug", description: null, category: null, priority: "medium" }),
  ];

  it("searches name and description, case-insensitively", () => {
    expect(filterWishlist(items, { search: "kett", category: "all", priority: "all" }).map((i) => i.id)).toEqual([1]);
    expect(filterWishlist(items, { search: "WOOL", category: "all", priority: "all" }).map((i) => i.id)).toEqual([2]);
  });

  it("filters by category and priority", () => {
    expect(filterWishlist(items, { search: "", category: "Kitchen", priority: "all" }).map((i) => i.id)).toEqual([1]);
    expect(filterWishlist(items, { search: "", category: "all", priority: "low" }).map((i) => i.id)).toEqual([2]);
    expect(filterWishlist(items, { search: "", category: "Kitchen", priority: "low" })).toEqual([]);
    expect(filterWishlist(items, { search: "", category: "all", priority: "all" })).toHaveLength(3);
  });

  it("lists the categories present, sorted, without blanks", () => {
    expect(presentCategories(items)).toEqual(["Fashion", "Kitchen"]);
  });

  it("matches a category whatever its case or spaces", () => {
    const mixed = [
      wishlistItem({ id: 1, category: "books" }),
      wishlistItem({ id: 2, category: "Books" }),
      wishlistItem({ id: 3, category: " BOOKS " }),
      wishlistItem({ id: 4, category: "Kitchen" }),
    ];
    expect(filterWishlist(mixed, { search: "", category: "Books", priority: "all" }).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

describe("category spellings", () => {
  it("is one category whatever the case: categoryKey", () => {
    expect(categoryKey(" Books ")).toBe("books");
    expect(categoryKey("BOOKS")).toBe(categoryKey("books"));
    expect(categoryKey(null)).toBe("");
  });

  it.each([
    ["the spelling most items use", ["books", "Books", "books"], "books"],
    ["on a tie, the capitalised one", ["books", "Books"], "Books"],
    ["on a tie, whatever the order", ["Books", "books"], "Books"],
    ["a suggested category's own spelling", ["kitchen", "kitchen", "KITCHEN"], "Kitchen"],
    ["spaces trimmed", [" Garden ", "garden"], "Garden"],
  ])("picks %s", (_, categories, expected) => {
    const items = categories.map((category, i) => wishlistItem({ id: i + 1, category }));
    expect([...categorySpellings(items).values()]).toEqual([expected]);
    expect(presentCategories(items)).toEqual([expected]);
    expect(withCategorySpellings(items).map((i) => i.category)).toEqual(categories.map(() => expected));
  });

  it("lists each category once, sorted, and leaves other fields and empty categories alone", () => {
    const items = [
      wishlistItem({ id: 1, name: "Novel", category: "books" }),
      wishlistItem({ id: 2, name: "Atlas", category: "Books" }),
      wishlistItem({ id: 3, name: "Mug", category: null }),
      wishlistItem({ id: 4, name: "Pan", category: "Kitchen" }),
    ];
    expect(presentCategories(items)).toEqual(["Books", "Kitchen"]);
    const shown = withCategorySpellings(items);
    expect(shown.map((i) => [i.name, i.category])).toEqual([
      ["Novel", "Books"],
      ["Atlas", "Books"],
      ["Mug", null],
      ["Pan", "Kitchen"],
    ]);
    // Unchanged items are the same objects.
    expect(shown[1]).toBe(items[1]);
    expect(shown[3]).toBe(items[3]);
  });
});

/** A search result as `GET /api/products/search` answers it; no shop named (the source left empty). */
function productResult(overrides: Partial<ProductResult> = {}): ProductResult {
  return {
    title: "Kettle",
    name: "Kettle",
    description: "Gooseneck",
    price: "$39.50",
    image: "https://img.example/k.jpg",
    url: "https://a.example/k",
    affiliateUrl: "https://aff.example/k",
    category: "Kitchen",
    source: "",
    rating: 4.5,
    reviewCount: 120,
    ...overrides,
  };
}

describe("prefill", () => {
  it("from a search result: affiliate URL first, default source Amazon", () => {
    expect(prefillFromProduct(productResult())).toEqual({
      name: "Kettle",
      description: "Gooseneck",
      price: "$39.50",
      url: "https://aff.example/k",
      whereToBuy: "Amazon",
      imageUrl: "https://img.example/k.jpg",
      category: "Kitchen",
    });
    expect(prefillFromProduct(productResult({ source: "Target" })).whereToBuy).toBe("Target");
  });

  it("from a parsed link", () => {
    expect(
      prefillFromParsed({
        title: "Lamp",
        description: null,
        price: "$20.00",
        url: "https://target.example/lamp",
        source: "Target",
        image: "https://img.example/lamp.jpg",
      }),
    ).toEqual({
      name: "Lamp",
      description: undefined,
      price: "$20.00",
      url: "https://target.example/lamp",
      whereToBuy: "Target",
      imageUrl: "https://img.example/lamp.jpg",
    });
  });

  it("titles a public list by the owner's first name", () => {
    expect(publicListTitle("Ada")).toBe("Ada's wishlist");
    expect(publicListTitle(null)).toBe("Shared wishlist");
  });
});

describe("priorities", () => {
  it("offers the domain's priorities, lowest first, each with a label", () => {
    expect(PRIORITY_OPTIONS.map((o) => o.value)).toEqual([...PRIORITIES]);
    expect(PRIORITY_OPTIONS.map((o) => o.label)).toEqual(["Low", "Medium", "High"]);
  });

  it("labels a priority, an unknown one as it is", () => {
    expect(priorityLabel("high")).toBe("High");
    expect(priorityLabel("urgent")).toBe("urgent");
    expect(priorityLabel("constructor")).toBe("constructor");
  });

  it("colours an unknown priority as medium", () => {
    expect(priorityColours("constructor")).toBe(priorityColours("medium"));
  });
});

describe("normalizeRanking", () => {
  it.each([
    [3, 3],
    [RANKING_MIN - 1, RANKING_MIN],
    [RANKING_MAX + 4, RANKING_MAX],
    [4.4, 4],
    ["2", 2],
    ["stars", DEFAULT_RANKING],
  ])("%j -> %i", (value, expected) => {
    expect(normalizeRanking(value)).toBe(expected);
  });
});

describe("lookupFailureMessage", () => {
  it("is the server's message, else the fallback", () => {
    const fallback = "Failed to parse product from URL. Try pasting the link manually.";
    expect(lookupFailureMessage(new ApiError(422, "", JSON.stringify({ message: "Robot check." })), fallback)).toBe("Robot check.");
    expect(lookupFailureMessage(new ApiError(502, "Bad Gateway", ""), fallback)).toBe(fallback);
    expect(lookupFailureMessage(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
  });
});

import { describe, expect, it } from "vitest";

import {
  displayPrice,
  dollarPrice,
  filterWishlist,
  normalizeQuantity,
  normalizeRanking,
  prefillFromParsed,
  prefillFromProduct,
  presentCategories,
  priorityColours,
  priorityLabel,
  PRIORITY_OPTIONS,
  publicListTitle,
} from "@/lib/wishlist";
import { DEFAULT_RANKING, PRIORITIES, RANKING_MAX, RANKING_MIN } from "@/lib/domain-rules";
import { wishlistItem } from "@/test/fixtures";

describe("displayPrice", () => {
  it.each([
    [{ price: "$24.99", priceValue: 24.99 }, "$24.99"],
    [{ price: "24.5", priceValue: 24.5 }, "$24.50"],
    [{ price: "about 30 dollars", priceValue: 30 }, "$30.00"],
    [{ price: "$0", priceValue: 0 }, null],
    [{ price: "Free", priceValue: null }, "Free"],
    [{ price: null, priceValue: null }, null],
    [{ price: "  ", priceValue: 0 }, null],
  ])("%j -> %s", (item, expected) => {
    expect(displayPrice(item)).toBe(expected);
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
});

describe("prefill", () => {
  it("from a search result: affiliate URL first, default source Amazon", () => {
    expect(
      prefillFromProduct({
        title: "Kettle",
        description: "Gooseneck",
        price: 39.5,
        url: "https://a.example/k",
        affiliateUrl: "https://aff.example/k",
        image: "https://img.example/k.jpg",
        category: "Kitchen",
      }),
    ).toEqual({
      name: "Kettle",
      description: "Gooseneck",
      price: "$39.50",
      url: "https://aff.example/k",
      whereToBuy: "Amazon",
      imageUrl: "https://img.example/k.jpg",
      category: "Kitchen",
    });
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

import { describe, expect, it } from "vitest";

import {
  ALL_CATEGORIES,
  CATEGORY_FILTER_OPTIONS,
  filterPopularGifts,
  POPULAR_GIFTS,
  priceCents,
  reviewCountText,
  saveAmount,
  saveText,
} from "@/lib/popular-gifts";

describe("saveAmount", () => {
  it.each([
    ["$99.99", "$129.99", "30.00"],
    ["$249.99", "$349.99", "100.00"],
    ["99.95", "129.95", "30.00"],
    ["$0.10", "$0.30", "0.20"],
    ["$1", "$2", "1.00"],
    ["$1,199.00", "$1,299.99", "100.99"],
    ["$45", "$65.5", "20.50"],
    [" $10.00 ", "$10.01", "0.01"],
    // Not positive: nothing to save.
    ["$79.99", "$79.99", null],
    ["$89.99", "$59.99", null],
    // Missing or unreadable prices.
    ["$34.95", null, null],
    ["$34.95", undefined, null],
    ["$34.95", "", null],
    [null, "$10.00", null],
    ["free", "$10.00", null],
    ["$10.00", "ten dollars", null],
    ["-$5", "$10", null],
  ] as const)("price %j, original %j -> %j", (price, original, expected) => {
    expect(saveAmount(price, original)).toBe(expected);
  });

  it("saveText reads 'Save $X.XX', or null", () => {
    expect(saveText("$99.99", "$129.99")).toBe("Save $30.00");
    expect(saveText("$99.99", "$99.99")).toBeNull();
  });

  it("priceCents strips $ and thousands separators", () => {
    expect(priceCents("$1,299.99")).toBe(129999);
    expect(priceCents("12")).toBe(1200);
    expect(priceCents("")).toBeNull();
  });
});

describe("popular gifts", () => {
  it("has 8 samples, each with a real partner search URL and no external image", () => {
    expect(POPULAR_GIFTS).toHaveLength(8);
    for (const gift of POPULAR_GIFTS) {
      expect(gift.affiliateUrl).toMatch(/^https:\/\/www\.(amazon\.com\/s\?k=|target\.com\/s\?searchTerm=|bestbuy\.com\/site\/searchpage\.jsp\?st=)/);
      expect(gift.imageUrl).toBeNull();
    }
  });

  it("the category filter options are all, then the spec's six", () => {
    expect(CATEGORY_FILTER_OPTIONS.map((o) => o.value)).toEqual([
      "all",
      "Electronics",
      "Kitchen",
      "Home & Living",
      "Fashion",
      "Books & Reading",
      "Outdoor",
    ]);
  });

  it("filters by category; 'all' keeps every gift", () => {
    expect(filterPopularGifts(POPULAR_GIFTS, ALL_CATEGORIES)).toHaveLength(8);
    expect(filterPopularGifts(POPULAR_GIFTS, "Outdoor").map((g) => g.category)).toEqual(["Outdoor", "Outdoor"]);
    expect(filterPopularGifts(POPULAR_GIFTS, "Nope")).toEqual([]);
  });

  it("reviewCountText", () => {
    expect(reviewCountText(1)).toBe("1 review");
    expect(reviewCountText(12840)).toBe("12,840 reviews");
  });
});

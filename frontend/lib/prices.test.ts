import { describe, expect, it } from "vitest";

import {
  chartReadings,
  groupItemPricePath,
  priceChangeText,
  priceHistoryLabel,
  wishlistItemPricePath,
} from "@/lib/prices";

describe("priceChangeText", () => {
  it("says which way the server found, with both prices", () => {
    expect(priceChangeText({ from: "$95.00", to: "$85.00", direction: "drop" })).toBe("Price dropped to $85.00 (was $95.00)");
    expect(priceChangeText({ from: "$95.00", to: "$100.00", direction: "rise" })).toBe("Price rose to $100.00 (was $95.00)");
    expect(priceChangeText({ from: "$95.00", to: "sold out", direction: "change" })).toBe("Price changed to sold out (was $95.00)");
  });
});

describe("price paths", () => {
  it("are the contract's", () => {
    expect(wishlistItemPricePath(7)).toBe("/api/wishlist/7/price");
    expect(groupItemPricePath(3, 31)).toBe("/api/collaborative-wishlists/3/items/31/price");
  });
});

describe("chartReadings and priceHistoryLabel", () => {
  const readings = [
    { price: "$85.00", cents: 8500, readAt: "2026-11-24T12:00:00Z" },
    { price: "n/a", cents: null, readAt: "2026-11-23T12:00:00Z" },
    { price: "$100.00", cents: 10000, readAt: "2026-11-20T12:00:00Z" },
  ];

  it("keeps the readings with an amount, oldest first", () => {
    expect(chartReadings(readings).map((r) => r.price)).toEqual(["$100.00", "$85.00"]);
    // The API's array is left as it was.
    expect(readings[0].price).toBe("$85.00");
  });

  it("names the first and last price and the count", () => {
    expect(priceHistoryLabel(chartReadings(readings))).toBe("Price history: $100.00 to $85.00 over 2 readings");
    expect(priceHistoryLabel([{ price: "$85.00" }])).toBe("Price history: $85.00 over 1 reading");
  });
});

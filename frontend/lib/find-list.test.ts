import { describe, expect, it } from "vitest";

import {
  ALL_OCCASIONS,
  filterFindList,
  findListEntries,
  SAMPLE_PUBLIC_WISHLISTS,
  sampleEntry,
  wishlistsFoundText,
} from "@/lib/find-list";
import type { ListedList } from "@/lib/group-wishlists";

const LISTED: ListedList = {
  kind: "group",
  title: "Lee Family Reunion",
  description: "Gifts for the cousins",
  occasion: "holiday",
  eventDate: null,
  ownerName: "Ann",
  itemCount: 4,
  createdAt: "2026-11-22T10:00:00Z",
  url: "/lists/tok1",
  featuredItems: [
    { title: "Board game", price: "$30", imageUrl: null },
    { title: "Puzzle", price: null, imageUrl: null },
    { title: "Third", price: null, imageUrl: null },
  ],
};

const ALL = { search: "", occasion: ALL_OCCASIONS };

describe("wishlistsFoundText", () => {
  it("is singular for one", () => {
    expect(wishlistsFoundText(0)).toBe("0 Wishlists Found");
    expect(wishlistsFoundText(1)).toBe("1 Wishlist Found");
    expect(wishlistsFoundText(3)).toBe("3 Wishlists Found");
  });
});

describe("samples", () => {
  it("has about six realistic public lists, each with up to 2 featured items", () => {
    expect(SAMPLE_PUBLIC_WISHLISTS.length).toBe(6);
    for (const sample of SAMPLE_PUBLIC_WISHLISTS) {
      expect(sample.isPublic).toBe(true);
      expect(sample.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(sampleEntry(sample, 0).featuredItems.length).toBeLessThanOrEqual(2);
      expect(sampleEntry(sample, 0).url).toBeNull();
    }
  });
});

describe("findListEntries", () => {
  it("puts real lists first, without claim state, at most 2 featured items", () => {
    const entries = findListEntries([LISTED], ALL);
    expect(entries).toHaveLength(SAMPLE_PUBLIC_WISHLISTS.length + 1);
    expect(entries[0].title).toBe("Lee Family Reunion");
    expect(entries[0].url).toBe("/lists/tok1");
    expect(entries[0].featuredItems).toHaveLength(2);
    expect(entries[0].featuredItems.every((item) => item.isClaimed === undefined)).toBe(true);
    // Its kind as the API says; the samples are personal lists.
    expect(entries[0].kind).toBe("group");
    expect(entries.slice(1).every((entry) => entry.kind === "personal")).toBe(true);
  });

  it("searches title, owner name and description, case-insensitively", () => {
    const entries = findListEntries([LISTED], ALL);
    expect(filterFindList(entries, { search: "COUSINS", occasion: ALL_OCCASIONS }).map((e) => e.title)).toEqual([
      "Lee Family Reunion",
    ]);
    expect(filterFindList(entries, { search: "sarah", occasion: ALL_OCCASIONS }).map((e) => e.title)).toEqual([
      "Sarah & James' Wedding Registry",
    ]);
    expect(filterFindList(entries, { search: "wedding", occasion: ALL_OCCASIONS })).toHaveLength(1);
  });

  it("filters by occasion", () => {
    const entries = findListEntries([LISTED], { search: "", occasion: "holiday" });
    expect(entries.map((e) => e.title)).toEqual(["Lee Family Reunion", "The Johnson Family Holiday List"]);
    expect(findListEntries([], { search: "", occasion: "birthday" })).toHaveLength(2);
    expect(findListEntries([], { search: "noah", occasion: "wedding" })).toEqual([]);
  });
});

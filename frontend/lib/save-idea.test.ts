import { describe, expect, it } from "vitest";

import type { RecommendationItem } from "@/lib/recommendations";
import {
  groupItemOf,
  groupListChoices,
  groupListLabel,
  saveChoicesFor,
  type SaveChoices,
  type SaveContext,
} from "@/lib/save-idea";
import { groupSummary, recommendationItem as card } from "@/test/fixtures";


const LINK = "https://www.amazon.com/s?k=coffee";
const MOM = { kind: "someone", name: "Mom" } as const;
const UNNAMED = { kind: "someone", name: null } as const;
const ME = { kind: "self" } as const;

describe("saveChoicesFor", () => {
  it("offers my own wishlist only for me; for anyone else a group list and the link", () => {
    const table: [Partial<RecommendationItem>, SaveContext, SaveChoices][] = [
      // The chat: whoever it is about.
      [{ recipient: ME }, "chat", { kind: "my-wishlist" }],
      [{ recipient: MOM }, "chat", { kind: "for-someone", name: "Mom", link: LINK }],
      [{ recipient: UNNAMED }, "chat", { kind: "for-someone", name: null, link: LINK }],
      [{ recipient: { kind: "someone", name: "  " } }, "chat", { kind: "for-someone", name: null, link: LINK }],
      // Nobody known yet: never my own list by default.
      [{ recipient: undefined }, "chat", { kind: "for-someone", name: null, link: LINK }],
      // Recommendations: a pick for a date is for its person; plain browsing is for me.
      [{ recipient: MOM }, "recommendations", { kind: "for-someone", name: "Mom", link: LINK }],
      [{ recipient: undefined }, "recommendations", { kind: "my-wishlist" }],
      [{ type: "flowers" }, "recommendations", { kind: "my-wishlist" }],
      [{ type: "bestbuy" }, "recommendations", { kind: "my-wishlist" }],
      [{ type: "target", recipient: ME }, "recommendations", { kind: "my-wishlist" }],
      // A table or a stay is no wishlist thing, whoever it is for.
      [{ type: "restaurant" }, "recommendations", { kind: "none" }],
      [{ type: "restaurant", recipient: ME }, "recommendations", { kind: "none" }],
      [{ type: "hotel", recipient: MOM }, "recommendations", { kind: "none" }],
      [{ type: "travel" }, "chat", { kind: "none" }],
      [{ type: "flowers", recipient: MOM, affiliateUrl: undefined }, "recommendations", { kind: "for-someone", name: "Mom", link: undefined }],
    ];
    for (const [overrides, context, want] of table) {
      expect(saveChoicesFor(card(overrides), context), JSON.stringify({ overrides, context })).toEqual(want);
    }
  });

  it("asks to sign in first when signed out (but never for a restaurant)", () => {
    expect(saveChoicesFor(card({ recipient: ME }), "chat", false)).toEqual({ kind: "sign-in" });
    expect(saveChoicesFor(card({ recipient: MOM }), "chat", false)).toEqual({ kind: "sign-in" });
    expect(saveChoicesFor(card({ type: "restaurant" }), "chat", false)).toEqual({ kind: "none" });
  });
});

describe("groupListLabel", () => {
  it("names the person when known", () => {
    expect(groupListLabel("Mom")).toBe("Add to a group list for Mom");
    expect(groupListLabel(null)).toBe("Add to a group list");
  });
});

describe("groupItemOf", () => {
  it("carries the idea over, for that person by name", () => {
    expect(groupItemOf(card({ reason: "For Mom's birthday", recipient: MOM }), "Mom")).toEqual({
      name: "Pour-over coffee set",
      description: "Glass dripper and kettle",
      price: "$24.99",
      url: LINK,
      imageUrl: "https://img.example.com/coffee.jpg",
      whereToBuy: "Amazon",
      priority: "medium",
      ranking: 3,
      quantity: 1,
      forName: "Mom",
    });
  });

  it("leaves out what is empty, and who it is for when unnamed", () => {
    const input = groupItemOf(card({ description: "", image: null, type: "flowers" }), null);
    expect(input).not.toHaveProperty("description");
    expect(input).not.toHaveProperty("imageUrl");
    expect(input).not.toHaveProperty("forName");
    expect(input.category).toBe("Flowers");
  });
});

describe("groupListChoices", () => {
  const lists = [
    groupSummary({ id: 1, name: "Office party" }),
    groupSummary({ id: 2, name: "Closed one", archived: true }),
    groupSummary({ id: 3, name: "Mom's 60th" }),
    groupSummary({ id: 4, name: "Family Christmas" }),
  ];
  // What the server answered for "Mom": the lists already holding ideas for her.
  const holding = [3, 4, 2];

  it("leaves out archived lists and puts lists already holding ideas for that person first", () => {
    const choices = groupListChoices(lists, holding);
    expect(choices.map((c) => [c.list.name, c.forThem])).toEqual([
      ["Mom's 60th", true],
      ["Family Christmas", true],
      ["Office party", false],
    ]);
  });

  it("keeps the given order without a name or before the answer arrives", () => {
    expect(groupListChoices(lists, []).map((c) => c.list.id)).toEqual([1, 3, 4]);
    expect(groupListChoices([], holding)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import {
  categoryParam,
  giftGuidePath,
  GUIDE_CATEGORIES,
  GUIDE_CATEGORY_OPTIONS,
  guideCategoryBadgeClass,
  guideItemCountText,
  visibleTags,
} from "@/lib/gift-guides";

describe("gift guides", () => {
  it.each([
    [[], [], 0],
    [["a"], ["a"], 0],
    [["a", "b"], ["a", "b"], 0],
    [["a", "b", "c"], ["a", "b"], 1],
    [["a", "b", "c", "d", "e"], ["a", "b"], 3],
  ])("visibleTags(%j) shows %j and +%i", (tags, shown, overflow) => {
    expect(visibleTags(tags)).toEqual({ shown, overflow });
  });

  it("category options: all, seasonal, occasion, recipient, budget; 'all' sends no parameter", () => {
    expect(GUIDE_CATEGORY_OPTIONS.map((o) => o.value)).toEqual(["all", "seasonal", "occasion", "recipient", "budget"]);
    expect(categoryParam("all")).toBeUndefined();
    expect(categoryParam("budget")).toBe("budget");
  });

  it("each category has its own badge colours", () => {
    const classes = GUIDE_CATEGORIES.map(guideCategoryBadgeClass);
    expect(new Set(classes).size).toBe(4);
  });

  it("item counts and paths", () => {
    expect(guideItemCountText(1)).toBe("1 item");
    expect(guideItemCountText(8)).toBe("8 items");
    expect(giftGuidePath("christmas-for-coffee-lovers")).toBe("/gift-guides/christmas-for-coffee-lovers");
  });
});

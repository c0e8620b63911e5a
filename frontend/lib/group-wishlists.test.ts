import { describe, expect, it } from "vitest";

import {
  addedByText,
  filterGroupWishlists,
  forWhomText,
  itemCountText,
  memberCountText,
  occasionLabel,
  OCCASION_OPTIONS,
  recipientChoiceOf,
  toOccasion,
  toRecipient,
} from "@/lib/group-wishlists";
import { groupItem, groupSummary, groupWishlist } from "@/test/fixtures";

describe("occasions", () => {
  it("offers the spec's five occasions and Housewarming, in order", () => {
    expect(OCCASION_OPTIONS.map((o) => o.label)).toEqual([
      "Birthday",
      "Wedding",
      "Baby Shower",
      "Anniversary",
      "Holiday",
      "Housewarming",
    ]);
    expect(OCCASION_OPTIONS.map((o) => o.value)).toEqual([
      "birthday",
      "wedding",
      "baby-shower",
      "anniversary",
      "holiday",
      "housewarming",
    ]);
  });

  it.each([
    ["baby-shower", "Baby Shower"],
    ["holiday", "Holiday"],
    ["housewarming", "Housewarming"],
    [null, null],
    ["", null],
  ])("occasionLabel(%j) = %j", (value, label) => {
    expect(occasionLabel(value)).toBe(label);
  });

  it.each([
    ["baby-shower", "baby-shower"],
    ["Baby Shower", "baby-shower"],
    [" wedding ", "wedding"],
    ["Housewarming", "housewarming"],
    ["graduation", null],
    [null, null],
  ])("toOccasion(%j) = %j", (value, expected) => {
    expect(toOccasion(value)).toBe(expected);
  });
});

describe("counts", () => {
  it("says member and item counts in words", () => {
    expect(memberCountText(1)).toBe("1 member");
    expect(memberCountText(3)).toBe("3 members");
    expect(itemCountText(0)).toBe("0 items");
    expect(itemCountText(1)).toBe("1 item");
  });
});

describe("filterGroupWishlists", () => {
  const lists = [
    groupSummary({ id: 1, name: "Grandma's 80th", description: "Party ideas" }),
    groupSummary({ id: 2, name: "Office Secret Santa", description: null }),
    groupSummary({ id: 3, name: "Baby Lee", description: "For the NEW baby" }),
  ];

  it("matches name or description, case-insensitively", () => {
    expect(filterGroupWishlists(lists, "santa").map((l) => l.id)).toEqual([2]);
    expect(filterGroupWishlists(lists, "new BABY").map((l) => l.id)).toEqual([3]);
    expect(filterGroupWishlists(lists, "party").map((l) => l.id)).toEqual([1]);
  });

  it("keeps everything for an empty search and nothing for no match", () => {
    expect(filterGroupWishlists(lists, "  ")).toHaveLength(3);
    expect(filterGroupWishlists(lists, "zebra")).toEqual([]);
  });
});

describe("forWhomText", () => {
  const { members } = groupWishlist();

  it("names a member by first name", () => {
    expect(forWhomText(groupItem({ forUserId: 2 }), members)).toBe("For Ben");
  });

  it("says 'For you' for my own", () => {
    expect(forWhomText(groupItem({ forUserId: 2 }), members, 2)).toBe("For you");
  });

  it("marks someone outside the app", () => {
    expect(forWhomText(groupItem({ forName: "Grandma" }), members)).toBe("For Grandma (not on Presently)");
  });

  it("defaults to everyone", () => {
    expect(forWhomText(groupItem(), members)).toBe("For everyone");
    expect(forWhomText(groupItem({ forName: "  " }), members)).toBe("For everyone");
  });

  it("copes with a member who left", () => {
    expect(forWhomText(groupItem({ forUserId: 99 }), members)).toBe("For a member");
  });
});

describe("addedByText", () => {
  it("names the adder, or says 'you'", () => {
    const item = groupItem({ addedBy: { userId: 2, firstName: "Ben", lastName: "Cole" } });
    expect(addedByText(item, 1)).toBe("Added by Ben Cole");
    expect(addedByText(item, 2)).toBe("Added by you");
  });

  it("says Someone once the adder's account is gone", () => {
    const item = groupItem({ addedBy: { userId: null, firstName: null, lastName: null } });
    expect(addedByText(item, 1)).toBe("Added by Someone");
    expect(addedByText(item, null)).toBe("Added by Someone");
  });
});

describe("recipient choice", () => {
  it.each([
    ["everyone", "", { forUserId: null, forName: null }],
    ["member:12", "ignored", { forUserId: 12, forName: null }],
    ["other", "  Grandma ", { forUserId: null, forName: "Grandma" }],
  ])("toRecipient(%j, %j)", (choice, name, expected) => {
    expect(toRecipient(choice, name)).toEqual(expected);
  });

  it("reads an item back", () => {
    expect(recipientChoiceOf(undefined)).toBe("everyone");
    expect(recipientChoiceOf(groupItem({ forUserId: 3 }))).toBe("member:3");
    expect(recipientChoiceOf(groupItem({ forName: "Grandma" }))).toBe("other");
    expect(recipientChoiceOf(groupItem())).toBe("everyone");
  });
});

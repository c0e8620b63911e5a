import { describe, expect, it } from "vitest";

import {
  claimSummaryText,
  givenByText,
  hasClaims,
  joinNames,
  leftText,
  maxClaimQuantity,
  myClaim,
  parseUndoLinks,
  undoTokenFrom,
  type ClaimEntry,
} from "@/lib/claims";

const entry = (overrides: Partial<ClaimEntry>): ClaimEntry => ({
  id: 1,
  giverName: "Cat",
  quantity: 1,
  status: "reserved",
  mine: false,
  guest: false,
  ...overrides,
});

describe("claims", () => {
  it("claimSummaryText: 'All claimed' when nothing is left, else 'N of M claimed'", () => {
    expect(claimSummaryText({ quantity: 3, claimedQuantity: 2, available: 1 })).toBe("2 of 3 claimed");
    expect(claimSummaryText({ quantity: 3, claimedQuantity: 0, available: 3 })).toBe("0 of 3 claimed");
    expect(claimSummaryText({ quantity: 3, claimedQuantity: 3, available: 0 })).toBe("All claimed");
    // Quantity lowered below the claims.
    expect(claimSummaryText({ quantity: 1, claimedQuantity: 2, available: 0 })).toBe("All claimed");
  });

  it("leftText", () => {
    expect(leftText(2)).toBe("2 left");
    expect(leftText(1)).toBe("1 left");
    expect(leftText(0)).toBe("All claimed");
  });

  it("givenByText joins names", () => {
    expect(givenByText(["Sam"])).toBe("Sam got you this");
    expect(givenByText(["Sam", "Ann"])).toBe("Sam and Ann got you this");
    expect(givenByText(["Sam", "Ann", "Bo"])).toBe("Sam, Ann and Bo got you this");
    expect(givenByText([])).toBeNull();
    expect(givenByText(undefined)).toBeNull();
    expect(joinNames([" Sam ", ""])).toBe("Sam");
  });

  it("hasClaims: only with a claims array (absent for the recipient)", () => {
    expect(hasClaims({ quantity: 1 })).toBe(false);
    expect(hasClaims({ quantity: 1, givenBy: ["Sam"] })).toBe(false);
    expect(hasClaims({ quantity: 1, claims: [], claimedQuantity: 0, available: 1 })).toBe(true);
  });

  it("myClaim and maxClaimQuantity: what is left plus mine", () => {
    const claims = [entry({ id: 1 }), entry({ id: 2, mine: true, quantity: 2 })];
    expect(myClaim(claims)?.id).toBe(2);
    expect(maxClaimQuantity(1, myClaim(claims))).toBe(3);
    expect(maxClaimQuantity(0, undefined)).toBe(0);
    expect(maxClaimQuantity(-1, undefined)).toBe(0);
  });

  it("undoTokenFrom reads ?token=", () => {
    expect(undoTokenFrom("?token=abc")).toBe("abc");
    expect(undoTokenFrom("?token=")).toBeNull();
    expect(undoTokenFrom("")).toBeNull();
  });

  it("parseUndoLinks keeps only well-formed answers", () => {
    const good = { quantity: 1, itemName: "Kettle", undoUrl: "http://x/claims?token=a" };
    expect(parseUndoLinks(JSON.stringify([good, { nope: 1 }, null]))).toEqual([good]);
    expect(parseUndoLinks("not json")).toEqual([]);
    expect(parseUndoLinks(null)).toEqual([]);
    expect(parseUndoLinks("{}")).toEqual([]);
  });
});

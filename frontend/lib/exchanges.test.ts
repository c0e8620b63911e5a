import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api";
import {
  dayHasCome,
  exclusionKey,
  exclusionPairs,
  exclusionSet,
  inviteTokenFrom,
  isEveryoneToldError,
  notJoinedText,
  parseExchangeId,
  peopleCountText,
  sameCells,
  serverToday,
  toggleExclusion,
} from "@/lib/exchanges";
import { EXCHANGE_DRAW_SEEN, EXCHANGE_EVERYONE_TOLD } from "@/lib/messages";

describe("parseExchangeId", () => {
  it.each([
    ["9", 9],
    ["0", null],
    ["_", null],
    ["join", null],
    [null, null],
  ])("%j -> %j", (param, id) => {
    expect(parseExchangeId(param)).toBe(id);
  });
});

describe("exchange texts", () => {
  it("counts people and words who has not joined", () => {
    expect(peopleCountText(1)).toBe("1 person");
    expect(peopleCountText(4)).toBe("4 people");
    expect(notJoinedText(["ann@example.com", "ben@example.com"])).toBe(
      "Not everyone has joined yet: ann@example.com and ben@example.com",
    );
    expect(inviteTokenFrom("?token=abc")).toBe("abc");
    expect(inviteTokenFrom("?token=")).toBeNull();
  });

  it("knows the day by the server's clock", () => {
    expect(serverToday(new Date("2026-12-24T23:30:00Z"))).toBe("2026-12-24");
    expect(dayHasCome("2026-12-24", "2026-12-24")).toBe(true);
    expect(dayHasCome("2026-12-24", "2026-12-23")).toBe(false);
  });

  it("tells the 409 that asks to tell everyone from the others", () => {
    const body = (message: string) => JSON.stringify({ message });
    expect(isEveryoneToldError(new ApiError(409, "Conflict", body(EXCHANGE_EVERYONE_TOLD)))).toBe(true);
    expect(isEveryoneToldError(new ApiError(409, "Conflict", body(EXCHANGE_DRAW_SEEN)))).toBe(false);
    expect(isEveryoneToldError(new Error(EXCHANGE_EVERYONE_TOLD))).toBe(false);
  });
});

describe("the exclusions grid", () => {
  it("a check mirrors itself both ways, or not; the diagonal never changes", () => {
    const none = new Set<string>();
    const both = toggleExclusion(none, 1, 2, true, true);
    expect([...both].sort()).toEqual([exclusionKey(1, 2), exclusionKey(2, 1)]);
    expect([...toggleExclusion(none, 1, 2, true, false)]).toEqual([exclusionKey(1, 2)]);
    expect([...toggleExclusion(both, 2, 1, false, true)]).toEqual([]);
    expect([...toggleExclusion(both, 2, 1, false, false)]).toEqual([exclusionKey(1, 2)]);
    expect(toggleExclusion(none, 3, 3, true, true).size).toBe(0);
  });

  it("sends the checked cells in the grid's order, for those still in it", () => {
    const cells = exclusionSet([
      { giver: 3, receiver: 1 },
      { giver: 1, receiver: 2 },
      { giver: 9, receiver: 1 },
    ]);
    expect(exclusionPairs(cells, [1, 2, 3])).toEqual([
      { giver: 1, receiver: 2 },
      { giver: 3, receiver: 1 },
    ]);
    expect(sameCells(cells, exclusionSet([{ giver: 1, receiver: 2 }]))).toBe(false);
    expect(sameCells(exclusionSet([{ giver: 1, receiver: 2 }]), new Set([exclusionKey(1, 2)]))).toBe(true);
  });
});

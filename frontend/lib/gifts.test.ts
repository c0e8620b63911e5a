import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api";
import { giftYear, giftsByYear, personPath, personRefFrom, repeatWarningOf } from "@/lib/gifts";
import { GIFTS_LIMIT } from "@/lib/messages";
import { BOOK, DUTCH_OVEN, PLANT, REPEAT_MESSAGE, gift } from "@/test/gifts";

describe("personRefFrom", () => {
  it.each([
    ["?contact=12", { contactId: 12 }],
    ["?friend=5", { friendId: 5 }],
    ["?dependant=3", { dependantId: 3 }],
    ["?contact=12&tab=x", { contactId: 12 }],
    ["", null],
    ["?contact=", null],
    ["?contact=0", null],
    ["?contact=abc", null],
    ["?contact=1.5", null],
    ["?contact=12&friend=5", null],
  ])("%j -> %j", (search, ref) => {
    expect(personRefFrom(search)).toEqual(ref);
  });
});

describe("personPath", () => {
  it("names the person the way the page reads them", () => {
    expect(personPath({ contactId: 12 })).toBe("/person?contact=12");
    expect(personPath({ friendId: 5 })).toBe("/person?friend=5");
    expect(personPath({ dependantId: 3 })).toBe("/person?dependant=3");
    expect(personRefFrom(personPath({ friendId: 5 }).slice("/person".length))).toEqual({ friendId: 5 });
  });
});

describe("giftsByYear", () => {
  it("groups by the occasion's year, else the year kept, newest year first, in the server's order", () => {
    expect(giftYear(DUTCH_OVEN)).toBe("2025");
    expect(giftYear(PLANT)).toBe("2024");
    const later = gift({ id: 120, name: "Gloves", occasionDate: "2025-02-14" });
    expect(giftsByYear([PLANT, DUTCH_OVEN, BOOK, later])).toEqual([
      { year: "2026", gifts: [BOOK] },
      { year: "2025", gifts: [DUTCH_OVEN, later] },
      { year: "2024", gifts: [PLANT] },
    ]);
    expect(giftsByYear([])).toEqual([]);
  });
});

describe("repeatWarningOf", () => {
  const refusal = (status: number, message: string, fields?: Record<string, string>) =>
    new ApiError(status, "", JSON.stringify({ message, fields }));
  const repeat = (status: number) => refusal(status, REPEAT_MESSAGE, { allowRepeat: REPEAT_MESSAGE });
  it("is the 409's warning of a repeat (marked allowRepeat), and nothing else", () => {
    expect(repeatWarningOf(repeat(409))).toBe(REPEAT_MESSAGE);
    expect(repeatWarningOf(refusal(409, GIFTS_LIMIT))).toBeNull();
    expect(repeatWarningOf(refusal(409, REPEAT_MESSAGE))).toBeNull();
    expect(repeatWarningOf(repeat(400))).toBeNull();
    expect(repeatWarningOf(new Error(REPEAT_MESSAGE))).toBeNull();
  });
});

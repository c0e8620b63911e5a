import { afterEach, describe, expect, it, vi } from "vitest";

import {
  askWithoutNameText,
  boughtByText,
  chipInOf,
  isCurrencyCode,
  isPledgeAmount,
  mayStartChipIn,
  mostText,
  myPledge,
  parsePledgeUndoLinks,
  pledgedText,
  pledgeTo,
  progressPercent,
  publicPledgedText,
  questionsOn,
  type ChipIn,
  type Pledge,
} from "@/lib/chip-in";
import type { ClaimEntry } from "@/lib/claims";
import { mockApi } from "@/test/api-mock";

const pledge = (overrides: Partial<Pledge> = {}): Pledge => ({
  id: 1,
  giverName: "Ben Cole",
  amountCents: 4000,
  equalShare: true,
  paid: false,
  mine: false,
  guest: false,
  ...overrides,
});

const chipIn = (overrides: Partial<ChipIn> = {}): ChipIn => ({
  id: 7,
  itemId: 3,
  organiserName: "Ada Lovelace",
  organiserIsMe: false,
  targetCents: 12000,
  currency: "EUR",
  pledgedCents: 8000,
  reached: false,
  bought: false,
  mostIMayPledgeCents: 3999,
  pledges: [],
  ...overrides,
});

const claim = (overrides: Partial<ClaimEntry> = {}): ClaimEntry => ({
  id: 1,
  giverName: "Cat Diaz",
  quantity: 1,
  status: "reserved",
  mine: false,
  guest: false,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("chip-in", () => {
  it.each([
    [0, 12000, 0],
    [8000, 12000, 66],
    [12000, 12000, 100],
    [15000, 12000, 100],
    [-5, 12000, 0],
    [0, 0, 0],
    [5, 0, 100],
  ])("progressPercent(%i, %i) = %i", (pledged, target, percent) => {
    expect(progressPercent(pledged, target)).toBe(percent);
  });

  it("says how far it is, for givers and for guests (never who)", () => {
    expect(pledgedText(chipIn())).toBe("€80.00 of €120.00 pledged");
    expect(publicPledgedText({ ...chipIn(), pledgeCount: 3 })).toBe("€80.00 of €120.00 pledged by 3 people");
    expect(publicPledgedText({ ...chipIn(), pledgeCount: 1 })).toBe("€80.00 of €120.00 pledged by 1 person");
    expect(pledgedText({ pledgedCents: 1050, targetCents: 2000, currency: "USD" })).toBe("$10.50 of $20.00 pledged");
    expect(boughtByText("Ada Lovelace")).toBe("Bought by Ada Lovelace");
    expect(mostText(3999, "EUR")).toBe("Up to €39.99.");
  });

  it("finds the shared purchase on the group's claim, and my pledge in it", () => {
    const shared = chipIn({ pledges: [pledge(), pledge({ id: 2, mine: true, giverName: "Cat Diaz" })] });
    expect(chipInOf([claim(), claim({ id: 2, giverName: "A group of givers", chipIn: shared })])).toBe(shared);
    expect(chipInOf([claim(), claim({ id: 2, chipIn: null })])).toBeNull();
    expect(chipInOf([])).toBeNull();
    expect(myPledge(shared)?.giverName).toBe("Cat Diaz");
    expect(myPledge(chipIn())).toBeUndefined();
  });

  it("mayStartChipIn: a giver, claims open, nobody chips in yet, a unit left", () => {
    expect(mayStartChipIn({ claims: [], available: 1 }, false)).toBe(true);
    // The recipient: no claims at all.
    expect(mayStartChipIn({ available: 1 }, false)).toBe(false);
    expect(mayStartChipIn({ claims: null, available: 1 }, false)).toBe(false);
    expect(mayStartChipIn({ claims: [], available: 1 }, true)).toBe(false);
    expect(mayStartChipIn({ claims: [], available: 0 }, false)).toBe(false);
    expect(mayStartChipIn({ claims: [claim({ chipIn: chipIn() })], available: 2 }, false)).toBe(false);
  });

  it("reads a typed pledge and currency", () => {
    for (const good of ["", "  ", "20", "19.50", "0.01", "1000000"]) expect(isPledgeAmount(good)).toBe(true);
    for (const bad of ["0", "0.00", "-5", "abc", "1.234", "1,000", "€20", "1000001"]) expect(isPledgeAmount(bad)).toBe(false);
    for (const good of ["", "EUR", "usd"]) expect(isCurrencyCode(good)).toBe(true);
    for (const bad of ["EU", "EURO", "€", "E1R"]) expect(isCurrencyCode(bad)).toBe(false);
  });

  it("asks by first name, else 'them'", () => {
    expect(askWithoutNameText("Mum")).toBe("Ask Mum without your name");
    expect(askWithoutNameText(null)).toBe("Ask them without your name");
    expect(askWithoutNameText("  ")).toBe("Ask them without your name");
  });

  it("questionsOn keeps the questions about the lists shown", () => {
    const questions = [{ listId: 1 }, { listId: 2 }, { listId: 1 }, { listId: 3 }];
    expect(questionsOn(questions, [1])).toEqual([{ listId: 1 }, { listId: 1 }]);
    expect(questionsOn(questions, [2, 3])).toEqual([{ listId: 2 }, { listId: 3 }]);
    expect(questionsOn(questions, [])).toEqual([]);
  });

  it("parsePledgeUndoLinks keeps well-formed answers only", () => {
    const good = { itemName: "Bike", amountCents: 1000, currency: "EUR", undoUrl: "http://x/pledges?token=a" };
    expect(parsePledgeUndoLinks(JSON.stringify([good, { itemName: "Bike" }, null, 3]))).toEqual([good]);
    expect(parsePledgeUndoLinks(null)).toEqual([]);
    expect(parsePledgeUndoLinks("not json")).toEqual([]);
    expect(parsePledgeUndoLinks(JSON.stringify({ undoUrl: "x" }))).toEqual([]);
  });

  it("pledgeTo sends an amount, or nothing for an equal share", async () => {
    const api = mockApi({ "PUT /api/items/3/chip-in/pledge": { itemId: 3, closed: false, chipIn: null } });
    await pledgeTo(3, " 20 ");
    await pledgeTo(3, "");
    expect(api.calls("PUT", "/api/items/3/chip-in/pledge")).toEqual([{ amount: "20" }, {}]);
  });
});

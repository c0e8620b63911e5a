import { afterEach, describe, expect, it } from "vitest";

import {
  dateAccent,
  daysText,
  formatLongDate,
  formatRelativeTime,
  reminderText,
  typeActionLabel,
  upcomingMomentsText,
} from "@/lib/dates";
import { ALL_CAUGHT_UP } from "@/lib/messages";

const originalTz = process.env.TZ;

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("formatLongDate", () => {
  it.each([
    ["2027-03-04", "March 4, 2027"],
    ["2026-01-01", "January 1, 2026"],
    ["2026-12-31", "December 31, 2026"],
    ["2028-02-29", "February 29, 2028"],
  ])("%s -> %s", (value, expected) => {
    expect(formatLongDate(value)).toBe(expected);
  });

  it("keeps the calendar day west of UTC (America/Los_Angeles)", () => {
    process.env.TZ = "America/Los_Angeles";
    // The trap it avoids: the same string parsed as a UTC instant is the 3rd in Los Angeles.
    expect(new Date("2027-03-04").getDate()).toBe(3);
    expect(formatLongDate("2027-03-04")).toBe("March 4, 2027");
    expect(formatLongDate("2027-01-01")).toBe("January 1, 2027");
  });

  it("keeps the calendar day east of UTC (Pacific/Kiritimati)", () => {
    process.env.TZ = "Pacific/Kiritimati";
    expect(formatLongDate("2026-12-31")).toBe("December 31, 2026");
  });

  it("returns anything that is not YYYY-MM-DD unchanged", () => {
    expect(formatLongDate("")).toBe("");
    expect(formatLongDate("2027-13-01")).toBe("2027-13-01");
    expect(formatLongDate("March 4")).toBe("March 4");
  });
});

describe("upcomingMomentsText", () => {
  it.each([
    [0, "All caught up for today"],
    [1, "1 special moment coming up"],
    [2, "2 special moments coming up"],
    [12, "12 special moments coming up"],
  ])("%i -> %s", (count, expected) => {
    expect(upcomingMomentsText(count, ALL_CAUGHT_UP)).toBe(expected);
  });
});

describe("typeActionLabel", () => {
  it.each([
    ["anniversary", "Book Dinner"],
    ["holiday", "Plan Visit"],
    ["birthday", "Gift Ideas"],
    ["graduation", "Gift Ideas"],
    ["promotion", "Gift Ideas"],
    ["other", "Gift Ideas"],
  ])("%s -> %s", (type, label) => {
    expect(typeActionLabel(type)).toBe(label);
  });
});

describe("dateAccent", () => {
  it("gives birthday, anniversary and holiday their own accents and the rest a neutral one", () => {
    expect(dateAccent("birthday")).toBe("birthday");
    expect(dateAccent("anniversary")).toBe("anniversary");
    expect(dateAccent("holiday")).toBe("holiday");
    expect(dateAccent("graduation")).toBe("neutral");
    expect(dateAccent("other")).toBe("neutral");
  });
});

describe("daysText", () => {
  it("is singular for one day", () => {
    expect(daysText(1)).toBe("1 day");
    expect(daysText(7)).toBe("7 days");
  });
});

describe("reminderText", () => {
  it("says how long before, or on the day", () => {
    expect(reminderText(0)).toBe("On the day");
    expect(reminderText(1)).toBe("1 day before");
    expect(reminderText(14)).toBe("14 days before");
  });
});

describe("formatRelativeTime", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it.each([
    ["2026-11-22T11:59:50Z", "just now"],
    ["2026-11-22T11:55:00Z", "5 minutes ago"],
    ["2026-11-22T09:00:00Z", "3 hours ago"],
    ["2026-11-21T12:00:00Z", "yesterday"],
    ["2026-11-19T12:00:00Z", "3 days ago"],
    ["2026-11-08T12:00:00Z", "2 weeks ago"],
    ["not a date", ""],
  ])("%s -> %s", (instant, expected) => {
    expect(formatRelativeTime(instant, now)).toBe(expected);
  });
});

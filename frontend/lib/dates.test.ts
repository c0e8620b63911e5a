import { afterEach, describe, expect, it } from "vitest";

import {
  DATE_TYPE_OPTIONS,
  dateAccent,
  dateTypeLabel,
  daysText,
  DELIVERY_OPTIONS,
  formatLongDate,
  formatLongDay,
  formatLongDayTime,
  formatMonthDay,
  formatRelativeTime,
  comingDates,
  reminderText,
  splitPastDates,
  typeActionLabel,
  upcomingMomentsText,
  type DateType,
} from "@/lib/dates";
import { DATE_TYPES, REMINDER_DELIVERIES } from "@/lib/domain-rules";
import { ALL_CAUGHT_UP } from "@/lib/messages";
import { specialDate } from "@/test/fixtures";

const originalTz = process.env.TZ;

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("formatLongDay", () => {
  it("shows a calendar date as stored, and an instant as its day in the browser's zone", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatLongDay("2027-03-04")).toBe("March 4, 2027");
    expect(formatLongDay("2026-11-22T03:00:00Z")).toBe("November 21, 2026");
    process.env.TZ = "UTC";
    expect(formatLongDay("2026-11-22T03:00:00Z")).toBe("November 22, 2026");
    expect(formatLongDay("soon")).toBe("soon");
  });
});

describe("formatLongDayTime", () => {
  it("shows an instant as its day and time in the browser's zone", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatLongDayTime("2026-11-22T03:05:00Z")).toBe("November 21, 2026 at 7:05 PM");
    process.env.TZ = "UTC";
    expect(formatLongDayTime("2026-11-22T03:05:00Z")).toBe("November 22, 2026 at 3:05 AM");
    expect(formatLongDayTime("soon")).toBe("soon");
  });
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

  it("returns a day that does not exist unchanged, rather than rolling it over", () => {
    expect(formatLongDate("2027-02-29")).toBe("2027-02-29"); // not a leap year
    expect(formatLongDate("2027-02-30")).toBe("2027-02-30");
    expect(formatLongDate("2027-04-31")).toBe("2027-04-31");
    expect(formatLongDate("2027-00-10")).toBe("2027-00-10");
    expect(formatLongDate("2027-03-00")).toBe("2027-03-00");
    expect(formatLongDate("2027-3-4")).toBe("2027-3-4");
  });

  it("says what Intl's en-US long date says for the same UTC day", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (const value of ["2027-03-04", "2028-02-29", "1999-12-31", "2030-07-15"]) {
      expect(formatLongDate(value)).toBe(intl.format(new Date(`${value}T00:00:00Z`)));
    }
  });
});

// Time zones either side of UTC midnight: the calendar day shown never moves.
describe.each([
  ["America/Los_Angeles", "UTC-8/-7"],
  ["Pacific/Pago_Pago", "UTC-11"],
  ["Europe/London", "UTC+0/+1"],
  ["Asia/Tokyo", "UTC+9"],
  ["Pacific/Kiritimati", "UTC+14"],
])("formatLongDate and formatMonthDay in %s (%s)", (zone) => {
  it.each([
    ["2027-03-04", "March 4, 2027"],
    ["2027-01-01", "January 1, 2027"],
    ["2026-12-31", "December 31, 2026"],
    ["2028-02-29", "February 29, 2028"],
    ["2027-03-28", "March 28, 2027"], // a European clock change
    ["2027-11-07", "November 7, 2027"], // an American clock change
  ])("%s -> %s", (value, expected) => {
    process.env.TZ = zone;
    expect(formatLongDate(value)).toBe(expected);
  });

  it("runs in that zone", () => {
    process.env.TZ = zone;
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it("keeps year-less days too", () => {
    process.env.TZ = zone;
    expect(formatMonthDay("--01-01")).toBe("January 1");
    expect(formatMonthDay("--12-31")).toBe("December 31");
    expect(formatMonthDay("--02-29")).toBe("February 29");
  });
});

describe("formatMonthDay", () => {
  it.each([
    ["--05-17", "May 17"],
    ["--03-04", "March 4"],
    ["--02-29", "February 29"],
  ])("%s -> %s", (value, expected) => {
    expect(formatMonthDay(value)).toBe(expected);
  });

  it("returns anything else unchanged", () => {
    expect(formatMonthDay("--02-30")).toBe("--02-30");
    expect(formatMonthDay("--13-01")).toBe("--13-01");
    expect(formatMonthDay("05-17")).toBe("05-17");
    expect(formatMonthDay("2027-05-17")).toBe("2027-05-17");
  });
});

describe("date types and delivery options", () => {
  it("offers the domain's date types in its order, each with a label", () => {
    expect(DATE_TYPE_OPTIONS.map((o) => o.value)).toEqual([...DATE_TYPES]);
    expect(DATE_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      "Birthday",
      "Anniversary",
      "Holiday",
      "Graduation",
      "Promotion",
      "Other",
    ]);
  });

  it("labels a type, 'Other' for anything unknown", () => {
    expect(dateTypeLabel("graduation")).toBe("Graduation");
    expect(dateTypeLabel("wedding")).toBe("Other");
    expect(dateTypeLabel("constructor")).toBe("Other");
  });

  it("offers the stored delivery types, then SMS", () => {
    expect(DELIVERY_OPTIONS.map((o) => o.value)).toEqual([...REMINDER_DELIVERIES, "sms"]);
    expect(DELIVERY_OPTIONS.map((o) => o.label)).toEqual([
      "Dashboard alerts",
      "Browser notifications",
      "Email",
      "SMS",
    ]);
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
  ] satisfies [DateType, string][])("%s -> %s", (type, label) => {
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

describe("splitPastDates", () => {
  it("keeps the dates to come in order and puts past one-off dates after, most recent first", () => {
    const dates = [
      specialDate({ id: 1, title: "Exam", recurring: false, daysUntil: -40, countdown: "40 days ago" }),
      specialDate({ id: 2, title: "Interview", recurring: false, daysUntil: -3, countdown: "3 days ago" }),
      specialDate({ id: 3, title: "Today", daysUntil: 0, countdown: "Today!" }),
      specialDate({ id: 4, title: "Mum", daysUntil: 12, countdown: "12 days" }),
    ];
    const { upcoming, past } = splitPastDates(dates);
    expect(upcoming.map((d) => d.title)).toEqual(["Today", "Mum"]);
    expect(past.map((d) => d.title)).toEqual(["Interview", "Exam"]);
  });

  it("has no past dates when none has gone", () => {
    expect(splitPastDates([specialDate({ daysUntil: 5 })]).past).toEqual([]);
  });
});

describe("comingDates", () => {
  /** The friend who shared a date (`GET /api/sharing/special-dates`' `owner`). */
  const owner = (id: number, firstName: string | null) => ({ id, firstName, lastName: null });
  const grace = owner(4, "Grace");
  const mine = [
    specialDate({ id: 1, title: "Mum", daysUntil: 2, countdown: "2 days" }),
    specialDate({ id: 2, title: "Anniversary", daysUntil: 40, countdown: "40 days" }),
  ];
  const shared = [
    { specialDate: specialDate({ id: 1, title: "Grace's Birthday", daysUntil: 6 }), owner: grace },
    { specialDate: specialDate({ id: 3, title: "Grace's Party", recurring: false, daysUntil: -3 }), owner: grace },
    { specialDate: specialDate({ id: 4, title: "Tie", daysUntil: 2 }), owner: owner(5, " ") },
    { specialDate: specialDate({ id: 5, title: "Today", daysUntil: 0 }), owner: owner(6, null) },
  ];

  it("merges mine and the shared dates to come by the /dates rule: soonest first, mine first on a tie, past ones out", () => {
    expect(comingDates(mine, shared).map((d) => [d.title, d.sharedBy])).toEqual([
      ["Today", "a friend"],
      ["Mum", undefined],
      ["Tie", "a friend"],
      ["Grace's Birthday", "Grace"],
      ["Anniversary", undefined],
    ]);
  });

  it("keeps only those in the next `withinDays` days, today and the last day included", () => {
    expect(comingDates(mine, shared, { withinDays: 6 }).map((d) => d.title)).toEqual([
      "Today",
      "Mum",
      "Tie",
      "Grace's Birthday",
    ]);
    expect(comingDates([], shared, { withinDays: 30 })).toHaveLength(3);
    expect(comingDates([], [], { withinDays: 30 })).toEqual([]);
  });
});

describe("splitPastDates' order", () => {
  it("puts the dates to come soonest first whatever order they come in", () => {
    const { upcoming } = splitPastDates([specialDate({ title: "Later", daysUntil: 9 }), specialDate({ title: "Sooner", daysUntil: 1 })]);
    expect(upcoming.map((d) => d.title)).toEqual(["Sooner", "Later"]);
  });
});

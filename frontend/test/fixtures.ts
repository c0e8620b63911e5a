import type { SpecialDate } from "@/lib/dates";

export function specialDate(overrides: Partial<SpecialDate> = {}): SpecialDate {
  return {
    id: 1,
    title: "Mum's Birthday",
    date: "1960-03-04",
    type: "birthday",
    contactId: null,
    contact: null,
    recurring: true,
    reminderDays: 7,
    reminderDelivery: "dashboard",
    notes: null,
    shopped: false,
    nextDate: "2027-03-04",
    daysUntil: 102,
    countdown: "102 days",
    createdAt: "2026-11-22T10:00:00Z",
    updatedAt: "2026-11-22T10:00:00Z",
    ...overrides,
  };
}

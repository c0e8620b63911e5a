import type { SpecialDate } from "@/lib/dates";
import type { User } from "@/lib/user";
import type { WishlistItem } from "@/lib/wishlist";

/** Ada Lovelace, signed in (in UTC unless `timeZone` says otherwise). */
export function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    profileImageUrl: null,
    timeZone: "UTC",
    ...overrides,
  };
}

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

export function wishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    id: 1,
    name: "Pour-over coffee set",
    description: "Glass dripper and kettle",
    price: "$24.99",
    priceValue: 24.99,
    url: "https://shop.example.com/coffee",
    category: "Kitchen",
    priority: "medium",
    ranking: 3,
    quantity: 1,
    whereToBuy: "Target",
    imageUrl: null,
    purchased: false,
    createdAt: "2026-11-22T10:00:00Z",
    updatedAt: "2026-11-22T10:00:00Z",
    ...overrides,
  };
}

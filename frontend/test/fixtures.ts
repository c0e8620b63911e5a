import type { SpecialDate } from "@/lib/dates";
import type { GroupItem, GroupMember, GroupWishlist, GroupWishlistSummary } from "@/lib/group-wishlists";
import type { RecommendationItem } from "@/lib/recommendations";
import type { User } from "@/lib/user";
import type { AnyWishlistItem, WishlistItem } from "@/lib/wishlist";

/** Ada Lovelace, signed in (in UTC unless `timeZone` says otherwise). */
export function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    profileImageUrl: null,
    timeZone: "UTC",
    timeZoneFollowsBrowser: true,
    birthday: null,
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

/** An item's fields as every item answer carries them (mine, a group list's, a public list's). */
export function itemResponse(overrides: Partial<AnyWishlistItem> = {}): AnyWishlistItem {
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
    priceChange: null,
    createdAt: "2026-11-22T10:00:00Z",
    updatedAt: "2026-11-22T10:00:00Z",
    ...overrides,
  };
}

/** One of my own items, as `GET /api/wishlist` answers it: not received. */
export function wishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return { ...itemResponse(), received: false, ...overrides };
}

/** A member of a group list: Ann Lee (user 1) unless overridden. */
export function groupMember(overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    userId: 1,
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    profileImageUrl: null,
    role: "member",
    ...overrides,
  };
}

/** 'Grandma's 80th', created by Ann (user 1), 3 members, 2 items. */
export function groupSummary(overrides: Partial<GroupWishlistSummary> = {}): GroupWishlistSummary {
  return {
    id: 7,
    name: "Grandma's 80th",
    description: "Ideas for the big party",
    occasion: "birthday",
    eventDate: "2027-03-04",
    isPublic: false,
    listed: false,
    role: "owner",
    memberCount: 3,
    itemCount: 2,
    ownerName: "Ann Lee",
    createdAt: "2026-11-22T10:00:00Z",
    archived: false,
    ...overrides,
  };
}

export function groupItem(overrides: Partial<GroupItem> = {}): GroupItem {
  return {
    ...itemResponse({ id: 31, name: "Silk scarf", description: "Blue, please", url: null, whereToBuy: null }),
    listId: 7,
    addedBy: { userId: 1, firstName: "Ann", lastName: "Lee" },
    forUserId: null,
    forName: null,
    canEdit: true,
    // Who edits an item deletes it, but for an item "Someone" added (the creator deletes it).
    canDelete: overrides.canEdit ?? true,
    ...overrides,
  };
}

/** The list as `GET /api/collaborative-wishlists/7` answers Ann: Ann (owner), Ben and Cat. */
export function groupWishlist(overrides: Partial<GroupWishlist> = {}): GroupWishlist {
  return {
    ...groupSummary(),
    publicUrl: null,
    members: [
      groupMember({ role: "owner" }),
      groupMember({ userId: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com" }),
      groupMember({ userId: 3, firstName: "Cat", lastName: "Diaz", email: "cat@example.com" }),
    ],
    items: [],
    ...overrides,
  };
}

/** A gift card as the recommendations calls and Ask Presently's ideas answer it: a coffee set from Amazon. */
export function recommendationItem(overrides: Partial<RecommendationItem> = {}): RecommendationItem {
  return {
    id: "cof-001",
    name: "Pour-over coffee set",
    description: "Glass dripper and kettle",
    image: "https://img.example.com/coffee.jpg",
    price: "$24.99",
    type: "gift",
    partner: "amazon",
    partnerName: "Amazon",
    cta: "Buy Now",
    affiliateUrl: "https://www.amazon.com/s?k=coffee",
    ...overrides,
  };
}

// Group (collaborative) wishlists: the API's shapes (see the issue 14
// contract), the occasion labels people read, and the pure helpers the
// collaborative pages and Find a list share.

import type { ClaimFields } from "@/lib/claims";
import { OCCASIONS } from "@/lib/domain-rules";
import { DELETED_GIVER } from "@/lib/messages";
import { displayName } from "@/lib/user";
import type { WishlistItem } from "@/lib/wishlist";

/** The stored occasion values (the domain's); the API also accepts the labels. */
export type Occasion = (typeof OCCASIONS)[number];

const OCCASION_LABELS: Record<Occasion, string> = {
  birthday: "Birthday",
  wedding: "Wedding",
  "baby-shower": "Baby Shower",
  anniversary: "Anniversary",
  holiday: "Holiday",
};

/** Spec section 9: Birthday, Wedding, Baby Shower, Anniversary, Holiday. */
export const OCCASION_OPTIONS: readonly { value: Occasion; label: string }[] = OCCASIONS.map((value) => ({
  value,
  label: OCCASION_LABELS[value],
}));

export function isOccasion(value: unknown): value is Occasion {
  return typeof value === "string" && (OCCASIONS as readonly string[]).includes(value);
}

/** 'Baby Shower' for 'baby-shower'; a label the server echoed comes back as it is. */
export function occasionLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return isOccasion(value) ? OCCASION_LABELS[value] : value;
}

/** An occasion value or label (as the API accepts both) as the stored value, or null. */
export function toOccasion(value: string | null | undefined): Occasion | null {
  if (!value) return null;
  if (isOccasion(value)) return value;
  const byLabel = OCCASION_OPTIONS.find((o) => o.label.toLowerCase() === value.trim().toLowerCase());
  return byLabel ? byLabel.value : null;
}

export type GroupRole = "owner" | "member";

/** `GET /api/collaborative-wishlists` (one entry). */
export interface GroupWishlistSummary {
  id: number;
  name: string;
  description: string | null;
  occasion: Occasion | null;
  /** `YYYY-MM-DD`. */
  eventDate: string | null;
  isPublic: boolean;
  /** Shown in Find a list (only while public). */
  listed: boolean;
  /** My role on it. */
  role: GroupRole;
  /** Everyone on the list, the owner included. */
  memberCount: number;
  /** The items I can see. */
  itemCount: number;
  ownerName: string;
  createdAt: string;
  /** Archived by its creator, or by the scheduler 3 days after its event date: closed to new items, changes and claims. */
  archived?: boolean;
}

export interface GroupMember {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  role: GroupRole;
}

export interface GroupItemPerson {
  /** `null` once the adder deleted their account: "Someone" added it. */
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A wishlist item on a group list, with who added it and who it is for;
 * its claims unless I am its recipient (then, once archived, `givenBy`).
 */
export interface GroupItem extends WishlistItem, ClaimFields {
  listId: number;
  addedBy: GroupItemPerson;
  /** A member it is for. */
  forUserId: number | null;
  /** Or someone outside the app. */
  forName: string | null;
  /** I added it and the list is open: only the adder edits. */
  canEdit: boolean;
  /** I may delete it: I added it, or I created the list and "Someone" added it (never once archived). */
  canDelete: boolean;
}

/** `GET /api/collaborative-wishlists/{id}`. */
export interface GroupWishlist extends GroupWishlistSummary {
  /** The absolute `/lists/{token}` link while public. */
  publicUrl: string | null;
  /** The owner first, then by name. */
  members: GroupMember[];
  /** Newest first; surprise ideas for me are not here. */
  items: GroupItem[];
}

/** The body of `POST /api/collaborative-wishlists`. */
export interface GroupWishlistInput {
  name: string;
  description?: string;
  isPublic: boolean;
  occasion?: Occasion;
  eventDate?: string;
  listed?: boolean;
}

/** The body of `PATCH /api/collaborative-wishlists/{id}`: null clears description, occasion and date. */
export interface GroupWishlistChanges {
  name?: string;
  description?: string | null;
  occasion?: Occasion | null;
  eventDate?: string | null;
  isPublic?: boolean;
  listed?: boolean;
}

/** Who an item is for, in the body of an item create or update. */
export interface GroupItemRecipient {
  forUserId: number | null;
  forName: string | null;
}

/** `GET /api/public/lists?search=&occasion=` (one entry): a list its owner put in Find a list. */
export interface ListedList {
  kind: "group" | "personal";
  title: string;
  description: string | null;
  occasion: Occasion | null;
  eventDate: string | null;
  /** The owner's first name. */
  ownerName: string;
  itemCount: number;
  createdAt: string;
  /** The relative `/lists/{token}` path. */
  url: string;
  featuredItems: { title: string; price: string | null; imageUrl: string | null }[];
}

/** '1 member' / 'N members'. */
export function memberCountText(count: number): string {
  return count === 1 ? "1 member" : `${count} members`;
}

/** '1 item' / 'N items'. */
export function itemCountText(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}

export function roleLabel(role: GroupRole): string {
  return role === "owner" ? "Owner" : "Member";
}

/** Search on the collaborative page: name or description, case-insensitive. */
export function filterGroupWishlists<T extends Pick<GroupWishlistSummary, "name" | "description">>(
  lists: readonly T[],
  search: string,
): T[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...lists];
  return lists.filter(
    (list) => list.name.toLowerCase().includes(q) || (list.description ?? "").toLowerCase().includes(q),
  );
}

/** A member's name: the display name, else the email, else 'A member'. */
export function memberName(member: Pick<GroupMember, "firstName" | "lastName" | "email">): string {
  return displayName(member) || member.email || "A member";
}

/** A member's first name, for short texts ('For Ann'); the display name without one. */
export function memberFirstName(member: Pick<GroupMember, "firstName" | "lastName" | "email">): string {
  return member.firstName?.trim() || memberName(member);
}

/** 'Added by Ann Lee' ('Added by you' for my own item, 'Added by Someone' once its adder's account is gone). */
export function addedByText(item: Pick<GroupItem, "addedBy">, myUserId: number | null | undefined): string {
  if (item.addedBy.userId === null) return `Added by ${DELETED_GIVER}`;
  if (myUserId !== null && myUserId !== undefined && item.addedBy.userId === myUserId) return "Added by you";
  const name = displayName({ ...item.addedBy, email: null });
  return `Added by ${name || "a member"}`;
}

/**
 * Who an item is for: 'For Ann' (a member, by first name), 'For Grandma
 * (not on Presently)' (someone outside the app) or 'For everyone'.
 */
export function forWhomText(
  item: Pick<GroupItem, "forUserId" | "forName">,
  members: readonly GroupMember[],
  myUserId?: number | null,
): string {
  if (item.forUserId !== null && item.forUserId !== undefined) {
    if (myUserId !== null && myUserId !== undefined && item.forUserId === myUserId) return "For you";
    const member = members.find((m) => m.userId === item.forUserId);
    return `For ${member ? memberFirstName(member) : "a member"}`;
  }
  const name = item.forName?.trim();
  if (name) return `For ${name} (not on Presently)`;
  return "For everyone";
}

/** The 'Who is it for?' select's value: 'everyone', 'member:{userId}' or 'other'. */
export type RecipientChoice = "everyone" | "other" | `member:${number}`;

export const EVERYONE: RecipientChoice = "everyone";
export const SOMEONE_ELSE: RecipientChoice = "other";

export function memberChoice(userId: number): RecipientChoice {
  return `member:${userId}`;
}

/** The select's value for an item (or 'everyone' for a new one). */
export function recipientChoiceOf(item: Pick<GroupItem, "forUserId" | "forName"> | undefined): RecipientChoice {
  if (!item) return EVERYONE;
  if (item.forUserId !== null && item.forUserId !== undefined) return memberChoice(item.forUserId);
  if (item.forName?.trim()) return SOMEONE_ELSE;
  return EVERYONE;
}

/** The select's value and the name field as the API's `forUserId` / `forName`. */
export function toRecipient(choice: string, forName: string): GroupItemRecipient {
  if (choice === SOMEONE_ELSE) return { forUserId: null, forName: forName.trim() || null };
  const match = /^member:(\d+)$/.exec(choice);
  if (match) return { forUserId: Number(match[1]), forName: null };
  return { forUserId: null, forName: null };
}

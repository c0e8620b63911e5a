// Group (collaborative) wishlists: the API's shapes (see the issue 14
// contract), the occasion labels people read, and the pure helpers the
// collaborative pages and Find a list share.

import { everyValue, type Schemas } from "@/lib/api";
import { OCCASIONS } from "@/lib/domain-rules";
import { DELETED_GIVER } from "@/lib/messages";
import { displayName } from "@/lib/user";

/** The stored occasion values; the API also accepts the labels. */
export type Occasion = Schemas["Occasion"];

/** The domain's occasions, in its order: every value the API has, checked by `tsc`. */
const OCCASION_VALUES = everyValue<Occasion>()(OCCASIONS);

const OCCASION_LABELS: Record<Occasion, string> = {
  birthday: "Birthday",
  wedding: "Wedding",
  "baby-shower": "Baby Shower",
  anniversary: "Anniversary",
  holiday: "Holiday",
  housewarming: "Housewarming",
};

/** Spec section 9: Birthday, Wedding, Baby Shower, Anniversary, Holiday; and Housewarming (issue 39). */
export const OCCASION_OPTIONS: readonly { value: Occasion; label: string }[] = OCCASION_VALUES.map((value) => ({
  value,
  label: OCCASION_LABELS[value],
}));

export function isOccasion(value: unknown): value is Occasion {
  return typeof value === "string" && (OCCASION_VALUES as readonly string[]).includes(value);
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

/** My role on a group list, or a member's. */
export type GroupRole = Schemas["MemberRole"];

/**
 * `GET /api/collaborative-wishlists` (one entry): `role` is mine,
 * `memberCount` counts the owner, `itemCount` the items I can see;
 * `archived` by its creator, or by the scheduler 3 days after its event
 * date: closed to new items, changes and claims.
 */
export type GroupWishlistSummary = Schemas["GroupWishlistSummary"];

export type GroupMember = Schemas["GroupMemberResponse"];

/** Who added an item: `userId` null once the adder deleted their account ("Someone" added it). */
export type GroupItemPerson = Schemas["ItemAdder"];

/**
 * A wishlist item on a group list, with who added it and who it is for (a
 * member, `forUserId`, or someone outside the app, `forName`); its claims
 * unless I am its recipient (then, once archived, `givenBy`). `canEdit`: I
 * added it and the list is open; `canDelete`: I added it, or I created the
 * list and "Someone" added it (never once archived).
 */
export type GroupItem = Schemas["GroupItemResponse"];

/**
 * `GET /api/collaborative-wishlists/{id}`: `publicUrl`, the absolute
 * `/lists/{token}` link while public; the owner first among the members;
 * the items newest first, without surprise ideas for me.
 */
export type GroupWishlist = Schemas["GroupWishlist"];

/** The body of `POST /api/collaborative-wishlists`. */
export type GroupWishlistInput = Schemas["NewGroupWishlistBody"];

/** The body of `PATCH /api/collaborative-wishlists/{id}`: null clears description, occasion and date. */
export type GroupWishlistChanges = Schemas["GroupWishlistBody"];

/** Who an item is for, in the body of an item create or update: both always sent, null for none. */
export type GroupItemRecipient = Required<Pick<Schemas["GroupItemBody"], "forUserId" | "forName">>;

/**
 * `GET /api/public/lists?search=&occasion=` (one entry): a list its owner
 * put in Find a list; `ownerName` is the owner's first name, `url` the
 * relative `/lists/{token}` path.
 */
export type ListedList = Schemas["ListedListResponse"];

/** '1 member' / 'N members'. */
export function memberCountText(count: number): string {
  return count === 1 ? "1 member" : `${count} members`;
}

/** '1 item' / 'N items'. */
export function itemCountText(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}

const ROLE_LABELS: Record<GroupRole, string> = { owner: "Owner", member: "Member" };

export function roleLabel(role: GroupRole): string {
  return ROLE_LABELS[role];
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

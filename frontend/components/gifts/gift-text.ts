// The words of a person's gifts page (issue 43), shared by the page, its
// dialogs and their tests.

import { daysText, formatLongDate } from "@/lib/dates";
import type { PersonRef } from "@/lib/gifts";

/** The link to a person's page from a contact card, a friend row or a dependant card. */
export const GIFTS_LINK = "Gifts";

/** 'Gifts for Ada Lovelace': the link's name, one per card. */
export function giftsLinkLabel(name: string): string {
  return `Gifts for ${name}`;
}

export const PERSON_NOT_FOUND_TITLE = "Person not found";
export const PERSON_NOT_FOUND_TEXT = "They are not in your contacts, friends or family.";

export const DATES_TITLE = "Coming dates";

export const IDEAS_TITLE = "Gift ideas";
export const IDEAS_EMPTY_TITLE = "No ideas yet";
export const IDEAS_EMPTY_TEXT = "Jot one down whenever something makes you think of them: only you see it.";
export const ADD_IDEA = "Add idea";

export const GIVEN_TITLE = "Given";
export const GIVEN_EMPTY_TITLE = "Nothing given yet";
export const GIVEN_EMPTY_TEXT =
  "Keep what you give them here, year by year: you will be warned before giving the same thing twice.";
export const ADD_GIVEN = "Add a gift I gave";

export const RECEIVED_TITLE = "Received";
export const RECEIVED_EMPTY_TITLE = "Nothing received yet";
export const RECEIVED_EMPTY_TEXT = "Keep what they give you here, and tick it off once you have said thank you.";
export const ADD_RECEIVED = "Add a gift I received";
export const THANK_YOU_SENT = "Thank-you sent";

/** The button that keeps something for someone else as an idea on their page, and its dialog's title. */
// The buttons' words live apart (no date helpers with them): the list
// pages that offer the button load them up front.
export { SAVE_AS_IDEA, saveAsIdeaLabel } from "@/components/gifts/save-idea-text";

/** 'Saved as an idea for Mom': the toast once saved (or the page saying it instead). */
export function savedAsIdeaTitle(name: string): string {
  return `Saved as an idea for ${name}`;
}

/** 'Open the gifts for Mom': the link to their page once saved. */
export function openGiftsLabel(name: string): string {
  return `Open the gifts for ${name}`;
}

/** The dialog's submit once the server warned of a repeat: sends it again, allowed. */
export const SAVE_ANYWAY = "Save anyway";
export const REPEAT_TITLE = "Given before";
export const REPEAT_HINT = "Save anyway to keep it all the same, or change it first.";
export const CLAIM_ANYWAY = "Claim anyway";
export const CLAIM_REPEAT_HINT = "Claim anyway to get it all the same.";

export const DELETE_GIFT_TEXT = "It is removed from this page for good.";

/** Which list a gift is on, and so what its dialog asks. */
export type GiftKind = "idea" | "given" | "received";

/** The statuses of one I give, in the order it goes through them. */
export const GIFT_STATUSES = ["idea", "bought", "wrapped", "given"] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

const STATUS_LABELS: Record<GiftStatus, string> = {
  idea: "Idea",
  bought: "Bought",
  wrapped: "Wrapped",
  given: "Given",
};

export function isGiftStatus(value: string): value is GiftStatus {
  return (GIFT_STATUSES as readonly string[]).includes(value);
}

/** 'Idea', 'Bought', 'Wrapped', 'Given' (an unknown value as it is). */
export function statusLabel(status: string): string {
  return isGiftStatus(status) ? STATUS_LABELS[status] : status;
}

export const STATUS_OPTIONS = GIFT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** 'today', 'in 1 day', 'in 12 days'. */
export function daysUntilText(days: number): string {
  return days <= 0 ? "today" : `in ${daysText(days)}`;
}

/**
 * Where the page leads back to: the list the person was opened from (its
 * link's words, and the not-found page's button).
 */
export function backLinkOf(person: PersonRef | null): { href: string; label: string; backLabel: string } {
  if (person && "friendId" in person) return { href: "/friends", label: "Friends", backLabel: "Back to friends" };
  if (person && "dependantId" in person) return { href: "/family", label: "Family", backLabel: "Back to family" };
  return { href: "/contacts", label: "All contacts", backLabel: "Back to contacts" };
}

/** The add buttons' words, which also title their dialogs. */
const ADD_TITLES: Record<GiftKind, string> = { idea: ADD_IDEA, given: ADD_GIVEN, received: ADD_RECEIVED };
const EDIT_TITLES: Record<GiftKind, string> = { idea: "Edit idea", given: "Edit gift", received: "Edit gift" };

/** 'Add idea', 'Add a gift I gave', ...; 'Edit idea' or 'Edit gift' when `editing`. */
export function giftDialogTitle(kind: GiftKind, editing: boolean): string {
  return editing ? EDIT_TITLES[kind] : ADD_TITLES[kind];
}

/** What the dialog keeps, for `name`. */
export function giftDialogDescription(kind: GiftKind, name: string): string {
  switch (kind) {
    case "idea":
      return `Something ${name} might like. Only you see it.`;
    case "given":
      return `What you gave ${name}, or are getting them. Only you see it.`;
    case "received":
      return `What ${name} gave you. Only you see it.`;
  }
}

/** 'Edit Le Creuset Dutch Oven' */
export function editGiftLabel(name: string): string {
  return `Edit ${name}`;
}

/** 'Delete Le Creuset Dutch Oven' */
export function deleteGiftLabel(name: string): string {
  return `Delete ${name}`;
}

/** 'Delete Le Creuset Dutch Oven?' */
export function deleteGiftTitle(name: string): string {
  return `Delete ${name}?`;
}

/** 'Christmas, December 25, 2025' (`date` is `YYYY-MM-DD`), either part alone, or null with neither. */
export function occasionText(occasion: string | null, date: string | null): string | null {
  return [occasion, date ? formatLongDate(date) : null].filter(Boolean).join(", ") || null;
}

export const ON_PRESENTLY_TITLE = "On Presently";
export const LINK_FRIEND = "Link";
export const UNLINK_FRIEND = "Unlink";
export const LINK_FRIEND_LABEL = "Their account";

/** 'Is Maggie on Presently? Link her to your friend: one page, one history for both.' */
export function linkFriendText(name: string): string {
  return `Is ${name} one of your friends on Presently? Link them: one page and one history for both.`;
}

/** 'Linked to your friend Margaret Lovelace.' */
export function linkedFriendText(friendName: string): string {
  return `Linked to your friend ${friendName}.`;
}

/** 'Your friend Margaret Lovelace: the same email address.' */
export function sameAddressText(friendName: string): string {
  return `Your friend ${friendName}: the same email address.`;
}

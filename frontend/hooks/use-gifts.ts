"use client";

import { useApi } from "@/hooks/use-api";
import { isBudgetTotal } from "@/hooks/use-budgets";
import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { api, type Schemas } from "@/lib/api";
import type { PersonRef } from "@/lib/gifts";

// Gifts I keep per person (issue 43): one person's page (their coming
// dates, my ideas for them, what I gave them and what they gave me), and
// adding, changing and deleting a gift. Everything is mine alone.

export type { PersonRef } from "@/lib/gifts";

/** A gift I keep: an idea, one I gave, or one I received. */
export type Gift = Schemas["GiftResponse"];
/** One person's page (`GET /api/person`). */
export type PersonPage = Schemas["PersonPageResponse"];
/** One of their coming dates (mine, linked to them). */
export type PersonDate = Schemas["PersonDateResponse"];
/** One of my contacts the person is. */
export type PersonContact = Schemas["PersonContactResponse"];
/** A new gift: whom for, which way, and its fields. */
export type NewGiftBody = Schemas["NewGiftBody"];
/** A change to a gift: absent fields stay, null clears. */
export type GiftBody = Schemas["GiftBody"];

export const PERSON_KEY = "/api/person";

/**
 * `GET /api/person?contactId=12` (or `friendId`, `dependantId`): their page.
 * A contact and a friend with one address are one person, the same page
 * whichever way it is opened. `null` waits.
 */
export function usePersonPage(ref: PersonRef | null) {
  const { data, error, isLoading, mutate } = useApi(
    ref === null ? null : PERSON_KEY,
    ref === null ? undefined : { query: ref },
  );
  return { page: data ?? null, error: error as unknown, isLoading: isLoading || ref === null, mutate };
}

const isPersonPageOrTotal = (path: string) => path === PERSON_KEY || isBudgetTotal(path);

/**
 * Reloads every person's page cached: a gift shows on the page of whoever
 * it is for, which may be cached under more than one way in (a contact
 * who is also a friend). The budgets and spending cached are added up
 * again too: a gift's price, status and day count there.
 */
export function useRevalidatePeople() {
  return useRevalidateKeys(isPersonPageOrTotal);
}

/**
 * Keeps an idea, a gift I give or one I received. 409 when it repeats what
 * I gave them (the message says what and when): send it again with
 * `allowRepeat` to save it anyway.
 */
export function createGift(body: NewGiftBody): Promise<Gift> {
  return api("POST", "/api/gifts", { body });
}

/** Changes any of its fields (the same 409 as `createGift`). */
export function updateGift(id: number, body: GiftBody): Promise<Gift> {
  return api("PATCH", "/api/gifts/{id}", { path: { id }, body });
}

export function deleteGift(id: number) {
  return api("DELETE", "/api/gifts/{id}", { path: { id } });
}

/** Links my contact to the friend they are (one page for both), or with null undoes it; answers the contact's page. */
export function linkContactFriend(contactId: number, friendId: number | null) {
  return api("PUT", "/api/contacts/{id}/friend", { path: { id: contactId }, body: { friendId } });
}

"use client";

import { useApi } from "@/hooks/use-api";
import { useAuth } from "@/hooks/use-auth";
import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { WISHLIST_KEY } from "@/hooks/use-wishlist";
import { api, type Schemas } from "@/lib/api";
import type { WishlistItemInput } from "@/lib/wishlist";

/** One of my lists, with its public link (`GET /api/lists`). */
export type MyList = Schemas["MyList"];
/** A list as anyone who may see it reads it (a friend's lists). */
export type ListSummary = Schemas["ListSummary"];
/** A list with its items, as its viewer sees it. */
export type ListView = Schemas["ListView"];
/** An item on a list: its owner sees no claim before the reveal; a friend sees every giver's. */
export type ListItem = Schemas["ListItem"];
/** What a new list sends (a name at least). */
export type NewListBody = Schemas["NewListBody"];
/** What a change to a list sends: absent fields stay. */
export type ListBody = Schemas["ListBody"];
export type ListVisibility = Schemas["ListVisibility"];
/** Someone who keeps a list with its owner (a co-owner): one of its recipients too. */
export type CoOwner = Schemas["CoOwnerResponse"];

export const MY_LISTS_KEY = "/api/lists";
export const ALL_MY_ITEMS_KEY = "/api/lists/items";

/** `GET /api/lists`: my lists, the default one first, then the lists I co-own. */
export function useMyLists() {
  const { data, error, isLoading, mutate } = useApi(MY_LISTS_KEY);
  return { lists: Array.isArray(data) ? data : [], error: error as unknown, isLoading, mutate };
}

/** `GET /api/lists/{id}`: a list of mine, or a friend's shown to all friends. `null` waits. */
export function useList(id: number | null) {
  const { data, error, isLoading, mutate } = useApi(
    id === null ? null : "/api/lists/{id}",
    id === null ? undefined : { path: { id } },
  );
  return { list: data ?? null, error: error as unknown, isLoading: isLoading || id === null, mutate };
}

/** `GET /api/lists/items`: every item on all my lists ("All my lists"). `false` waits. */
export function useAllMyItems(load = true) {
  const { data, error, isLoading } = useApi(load ? ALL_MY_ITEMS_KEY : null);
  return { items: Array.isArray(data) ? data : [], error: error as unknown, isLoading: isLoading || !load };
}

/** `GET /api/people/{userId}/lists`: a friend's lists shown to all friends. `null` waits. */
export function useFriendLists(userId: number | null) {
  const { data, error, isLoading } = useApi(
    userId === null ? null : "/api/people/{userId}/lists",
    userId === null ? undefined : { path: { userId } },
  );
  return { lists: Array.isArray(data) ? data : [], error: error as unknown, isLoading: isLoading || userId === null };
}

/** My lists and their views, and (with their lists) those I look after, when cached. */
const listRows = (path: string) =>
  path === WISHLIST_KEY ||
  path === MY_LISTS_KEY ||
  path === ALL_MY_ITEMS_KEY ||
  path.startsWith("/api/lists/") ||
  path.startsWith("/api/dependants");
const ALWAYS_LISTS = [MY_LISTS_KEY] as const;

/** Reloads my lists, every list view and item set cached, and the default wishlist. */
export function useRevalidateLists() {
  return useRevalidateKeys(listRows, ALWAYS_LISTS);
}

export function createList(body: NewListBody): Promise<MyList> {
  return api("POST", "/api/lists", { body });
}

export function updateList(id: number, body: ListBody): Promise<MyList> {
  return api("PATCH", "/api/lists/{id}", { path: { id }, body });
}

export function deleteList(id: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/lists/{id}", { path: { id } });
}

/** Makes a friend a co-owner of a list of mine (not my main wishlist); answers the list. */
export function addCoOwner(id: number, userId: number): Promise<MyList> {
  return api("POST", "/api/lists/{id}/co-owners", { path: { id }, body: { userId } });
}

/** Takes a co-owner off a list of mine, or (with my own id) leaves a list I co-own. */
export function removeCoOwner(id: number, userId: number): Promise<null> {
  return api("DELETE", "/api/lists/{id}/co-owners/{userId}", { path: { id, userId } });
}

/**
 * The names of the others who keep `list` with me: its owner when I co-own
 * it, then its co-owners but me (oldest first). Empty for a list I keep alone.
 * A dependant's list is kept by all their guardians (every one an owner):
 * its owner and co-owners but me.
 */
export function otherKeepers(
  list: Pick<MyList, "ownerName" | "coOwners" | "isOwner"> & Partial<Pick<MyList, "ownerId" | "dependant">>,
  myUserId: number | null,
): string[] {
  const coOwners = list.coOwners.filter((c) => c.userId !== myUserId).map((c) => c.name);
  if (list.dependant && list.ownerId !== undefined) {
    return list.ownerId === myUserId ? coOwners : [list.ownerName, ...coOwners];
  }
  return list.isOwner ? coOwners : [list.ownerName, ...coOwners];
}

/**
 * Who keeps a list (its owner and co-owners), as one comparable key: an
 * item moves only between lists with the same keepers (its claims stay
 * hidden from exactly the same people).
 */
export function keepersOf(list: Pick<ListSummary, "ownerId" | "coOwners">): string {
  return [list.ownerId, ...list.coOwners.map((c) => c.userId)].sort((a, b) => a - b).join(",");
}

/** `otherKeepers` of `list` (none without a list), as the signed-in user sees them. */
export function useOtherKeepers(list: MyList | null | undefined): string[] {
  const { user } = useAuth();
  return list ? otherKeepers(list, user?.id ?? null) : [];
}

/** A new public link for a public list of mine; the old one stops working. */
export function rotateListLink(id: number): Promise<MyList> {
  return api("POST", "/api/lists/{id}/public/rotate", { path: { id } });
}

/** What a new item on a list sends: on a dependant's list, `ownSurprise` too. */
export type ListItemInput = WishlistItemInput & Pick<Schemas["ListItemBody"], "ownSurprise">;

export function addListItem(id: number, input: ListItemInput): Promise<ListItem> {
  return api("POST", "/api/lists/{id}/items", { path: { id }, body: input });
}

/** Moves items (with their claims, shares and price watches) to another list of mine. */
export function moveListItems(from: number, itemIds: number[], toListId: number): Promise<Schemas["MovedItems"]> {
  return api("POST", "/api/lists/{id}/items/move", { path: { id: from }, body: { itemIds, toListId } });
}

/** Copies items (details only) onto another list of mine. */
export function copyListItems(from: number, itemIds: number[], toListId: number): Promise<ListItem[]> {
  return api("POST", "/api/lists/{id}/items/copy", { path: { id: from }, body: { itemIds, toListId } });
}

/** "I'll get this" on an item of a friend's list shown to all friends. */
export function claimListItem(
  listId: number,
  itemId: number,
  body: Schemas["ClaimBody"] = {},
): Promise<ListItem> {
  return api("PUT", "/api/lists/{id}/items/{itemId}/claim", { path: { id: listId, itemId }, body });
}

export function unclaimListItem(listId: number, itemId: number): Promise<ListItem> {
  return api("DELETE", "/api/lists/{id}/items/{itemId}/claim", { path: { id: listId, itemId } });
}

/**
 * What an import of items and its preview send: where they come from
 * (`amazon`, `csv`, `app`), the file's text or the wish list page's HTML
 * (2 MiB at most), the page's address (Amazon) and, for a CSV, which
 * column holds what (none the first time: the server guesses it from the
 * header row).
 */
export type ItemImportBody = Schemas["ItemImportBody"];
export type ItemImportSource = Schemas["ImportSource"];
/** The columns (from 0) a CSV is read with, as a preview answers them and a body sends them; null: not in the file. */
export type ColumnMapping = Schemas["ColumnsRead"];
/** An import's rows, each new, a duplicate or skipped (with why), and their counts. */
export type ItemImportAnswer = Schemas["ItemImportAnswer"];
export type ImportEntry = Schemas["ImportEntry"];

/** Reads what an import would add to a list of mine; nothing is written. */
export function previewItemImport(id: number, body: ItemImportBody): Promise<ItemImportAnswer> {
  return api("POST", "/api/lists/{id}/import/preview", { path: { id }, body });
}

/** Adds the new items of an import (the preview's body, as it was) to a list of mine. */
export function importItems(id: number, body: ItemImportBody): Promise<ItemImportAnswer> {
  return api("POST", "/api/lists/{id}/import", { path: { id }, body });
}

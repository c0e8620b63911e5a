"use client";

import { useApi } from "@/hooks/use-api";
import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { api, routePath, type Schemas } from "@/lib/api";
import type {
  GroupItem,
  GroupMember,
  GroupWishlist,
  GroupWishlistChanges,
  GroupWishlistInput,
} from "@/lib/group-wishlists";

export const GROUP_WISHLISTS_KEY = "/api/collaborative-wishlists";

/** The URL of `GET /api/collaborative-wishlists/{id}`: the SWR key of one list (`useGroupWishlist`). */
export function groupWishlistPath(id: number | string): string {
  return routePath("/api/collaborative-wishlists/{id}", { id });
}

/** `GET /api/collaborative-wishlists`: the lists I created or am a member of, newest first. */
export function useGroupWishlists() {
  const { data, error, isLoading, mutate } = useApi(GROUP_WISHLISTS_KEY);
  return { lists: Array.isArray(data) ? data : [], error: error as unknown, isLoading, mutate };
}

/** `GET /api/collaborative-wishlists/{id}`; a 404 means it does not exist or I am not a member. */
export function useGroupWishlist(id: number | null) {
  const { data, error, isLoading, mutate } = useApi(
    id === null ? null : "/api/collaborative-wishlists/{id}",
    id === null ? undefined : { path: { id } },
  );
  return { list: data ?? null, error: error as unknown, isLoading: isLoading || id === null, mutate };
}

const groupRows = (path: string) => path.startsWith(GROUP_WISHLISTS_KEY);
const ALWAYS_GROUPS = [GROUP_WISHLISTS_KEY] as const;

/**
 * Reloads the overview and every cached group list, shown or not: after a
 * change, the overview's counts and the list's page both move.
 */
export function useRevalidateGroupWishlists() {
  return useRevalidateKeys(groupRows, ALWAYS_GROUPS);
}

export function createGroupWishlist(input: GroupWishlistInput): Promise<GroupWishlist> {
  return api("POST", "/api/collaborative-wishlists", { body: input });
}

export function updateGroupWishlist(id: number, changes: GroupWishlistChanges): Promise<GroupWishlist> {
  return api("PATCH", "/api/collaborative-wishlists/{id}", { path: { id }, body: changes });
}

export function deleteGroupWishlist(id: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/collaborative-wishlists/{id}", { path: { id } });
}

/** `POST .../archive` (creator only): claims close and each recipient sees who gave them what. */
export function archiveGroupWishlist(id: number): Promise<GroupWishlist> {
  return api("POST", "/api/collaborative-wishlists/{id}/archive", { path: { id } });
}

/** A new public link: the old one stops working (409 while the list is private). */
export function rotateGroupWishlistLink(id: number): Promise<GroupWishlist> {
  return api("POST", "/api/collaborative-wishlists/{id}/public/rotate", { path: { id } });
}

/** Spec: the creator invites a friend with role 'member' (201 added, 200 already a member). */
export function inviteGroupMember(listId: number, userId: number): Promise<GroupMember> {
  const body: Schemas["NewInviteBody"] = { userId, role: "member" };
  return api("POST", "/api/collaborative-wishlists/{id}/members", { path: { id: listId }, body });
}

/** The creator removes a member; a member removes themselves (leaves the list). */
export function removeGroupMember(listId: number, userId: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/collaborative-wishlists/{id}/members/{userId}", { path: { id: listId, userId } });
}

/** The body of `POST .../items`: an item's fields (its name required) and who it is for. */
export type GroupItemInput = Schemas["NewGroupItemBody"];

/** The body of `PATCH .../items/{itemId}`: any subset; null clears an optional field or the recipient. */
export type GroupItemChanges = Schemas["GroupItemBody"];

export function createGroupItem(listId: number, input: GroupItemInput): Promise<GroupItem> {
  return api("POST", "/api/collaborative-wishlists/{id}/items", { path: { id: listId }, body: input });
}

export function updateGroupItem(listId: number, itemId: number, changes: GroupItemChanges): Promise<GroupItem> {
  return api("PATCH", "/api/collaborative-wishlists/{id}/items/{itemId}", {
    path: { id: listId, itemId },
    body: changes,
  });
}

export function deleteGroupItem(listId: number, itemId: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/collaborative-wishlists/{id}/items/{itemId}", { path: { id: listId, itemId } });
}

/**
 * `GET /api/public/lists?search=&occasion=` (signed out OK): the lists
 * owners put in Find a list. Empty search and 'all' occasions are left out
 * of the query. A failure is not an error page: Find a list still has its samples.
 */
export function useListedLists({ search, occasion }: { search: string; occasion: string | null }) {
  const params = { search: search.trim(), occasion: occasion ?? undefined };
  const { data, error, isLoading } = useApi(
    "/api/public/lists",
    { query: params },
    {
      onError: () => undefined,
      keepPreviousData: true,
    },
  );
  return { lists: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

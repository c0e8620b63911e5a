"use client";

import { useApi } from "@/hooks/use-api";
import { api, type ApiAnswer } from "@/lib/api";

/** Whether I follow a list: its news (new items, items removed, price drops) comes to my bell. */
export type FollowState = ApiAnswer<"/api/lists/{id}/follow", "GET">;

/**
 * `GET /api/lists/{id}/follow`: `following` is null while it loads, and
 * when I may not follow the list (404: not mine to see, or I am one of its
 * recipients).
 */
export function useFollow(listId: number) {
  const { data, error, isLoading, mutate } = useApi("/api/lists/{id}/follow", { path: { id: listId } });
  return { following: data?.following ?? null, error: error as unknown, isLoading, mutate };
}

export function followList(id: number): Promise<FollowState> {
  return api("PUT", "/api/lists/{id}/follow", { path: { id } });
}

export function unfollowList(id: number): Promise<FollowState> {
  return api("DELETE", "/api/lists/{id}/follow", { path: { id } });
}

"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { useApi } from "@/hooks/use-api";
import { api, fetcher, type Schemas } from "@/lib/api";

export const FRIENDS_KEY = "/api/friends";
export const FRIEND_REQUESTS_KEY = "/api/friends/requests";
export const SENT_REQUESTS_KEY = "/api/friends/requests/sent";

/** `GET /api/friends` (one entry). */
export type Friend = Schemas["FriendResponse"];

/**
 * The other user on a friend request. On a request I sent, the receiver is
 * only the address I typed (no id, no name) until they accept.
 */
export type Person = Schemas["Person"];

export type FriendRequestStatus = Schemas["FriendRequestStatus"];

/** `GET /api/friends/requests` and `GET /api/friends/requests/sent` (one entry). */
export type FriendRequest = Schemas["FriendRequestResponse"];

/** `GET /api/friends` (the share dialog mounts its user only while open, so loads it only then). */
export function useFriends() {
  const { data, error, isLoading } = useApi(FRIENDS_KEY);
  return { friends: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** Whether user `userId` is my friend: `GET /api/friends`, loaded only when asked about someone. */
export function useIsFriend(userId: number | null): boolean {
  const { data } = useApi(userId === null ? null : FRIENDS_KEY);
  return userId !== null && Array.isArray(data) && data.some((friend) => friend.id === userId);
}

/** `GET /api/friends/requests`: requests sent to me. */
export function useFriendRequests() {
  const { data, error, isLoading } = useApi(FRIEND_REQUESTS_KEY);
  const requests = Array.isArray(data) ? data : [];
  const pendingCount = requests.filter((r) => r.status === "pending").length;
  return { requests, pendingCount, error: error as unknown, isLoading };
}

/** `GET /api/friends/requests/sent`: requests I sent. */
export function useSentRequests() {
  const { data, error, isLoading } = useApi(SENT_REQUESTS_KEY);
  return { requests: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/**
 * Reloads friends, incoming and sent requests after any friend change. Each
 * is fetched now, even when no component shows it (My Circle mounts one tab
 * at a time, and SWR never revalidates stale data on mount).
 */
export function useRevalidateFriends() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all(
      [FRIENDS_KEY, FRIEND_REQUESTS_KEY, SENT_REQUESTS_KEY].map((key) =>
        mutate(key, fetcher(key), { revalidate: false }).catch(() => undefined),
      ),
    );
  }, [mutate]);
}

/** `POST /api/friends/request`: the request, and the message the server words for it. */
export type SendRequestResult = Schemas["SentRequestResponse"];

/** 201 with a pending request, or 200 with status 'accepted' when they had already asked me. */
export function sendFriendRequest(receiverEmail: string): Promise<SendRequestResult> {
  const body: Schemas["NewFriendRequestBody"] = { receiverEmail };
  return api("POST", "/api/friends/request", { body });
}

export function acceptFriendRequest(requestId: number): Promise<Schemas["Accepted"]> {
  const body: Schemas["RequestIdBody"] = { requestId };
  return api("POST", "/api/friends/accept", { body });
}

export function declineFriendRequest(requestId: number): Promise<Schemas["RequestClosed"]> {
  const body: Schemas["RequestIdBody"] = { requestId };
  return api("POST", "/api/friends/decline", { body });
}

export function cancelFriendRequest(requestId: number): Promise<Schemas["RequestClosed"]> {
  return api("DELETE", "/api/friends/request/{id}", { path: { id: requestId } });
}

export function removeFriend(friendshipId: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/friends/{friendshipId}", { path: { friendshipId } });
}

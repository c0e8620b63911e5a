"use client";

import useSWR from "swr";

export const FRIENDS_KEY = "/api/friends";

export interface Friend {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl?: string | null;
  friendshipId?: number;
}

/** `GET /api/friends`; pass `enabled: false` to skip the call (the share dialog loads it only while open). */
export function useFriends({ enabled = true }: { enabled?: boolean } = {}) {
  const { data, error, isLoading } = useSWR<Friend[]>(enabled ? FRIENDS_KEY : null);
  return { friends: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

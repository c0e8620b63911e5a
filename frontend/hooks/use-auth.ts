"use client";

import useSWR from "swr";

import { apiRequest, createFetcher } from "@/lib/api";
import type { User } from "@/lib/user";

export const AUTH_USER_KEY = "/api/auth/user";

// Signed out is an answer, not an error: a 401 resolves to null.
const authFetcher = createFetcher({ on401: "returnNull" });

/**
 * The signed-in user. Signed in when `/api/auth/user` returns data; any
 * failure counts as signed out, and the call is never retried.
 */
export function useAuth() {
  const { data, error, mutate } = useSWR<User | null>(AUTH_USER_KEY, authFetcher, {
    shouldRetryOnError: false,
    // Errors here mean "signed out"; don't run the global 401 redirect.
    onError: () => {},
  });

  const user = data ?? null;
  return {
    user,
    // `data === undefined` also holds during prerendering, so the static
    // export ships the spinner rather than either route set.
    isLoading: data === undefined && !error,
    isAuthenticated: !!user,
    mutate,
  };
}

/** `POST /api/auth/sign-out-everywhere`: ends every session of mine, this one included. */
export function signOutEverywhere() {
  return apiRequest<{ sessionsEnded: number }>("POST", "/api/auth/sign-out-everywhere");
}

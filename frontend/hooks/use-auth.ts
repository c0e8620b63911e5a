"use client";

import useSWR from "swr";

import { api, createFetcher, type ApiAnswer, type Schemas } from "@/lib/api";
import { useSessionMark } from "@/lib/session-mark";

export const AUTH_USER_KEY = "/api/auth/user";

// Signed out is an answer, not an error: a 401 resolves to null.
const authFetcher = createFetcher({ on401: "returnNull" });

/**
 * The signed-in user. Signed in when `/api/auth/user` returns data; any
 * failure counts as signed out, and the call is never retried. A page the
 * server marked signed out is signed out at once, without the call (and
 * the 401 it would log); one marked signed in still asks who.
 */
export function useAuth() {
  const mark = useSessionMark();
  const asks = mark === "signed-in" || mark === "unknown";
  const { data, error, mutate } = useSWR<ApiAnswer<"/api/auth/user", "GET"> | null>(
    asks ? AUTH_USER_KEY : null,
    authFetcher,
    {
      shouldRetryOnError: false,
      // Errors here mean "signed out"; don't run the global 401 redirect.
      onError: () => {},
    },
  );

  const user = data ?? null;
  const isLoading = mark === "hydrating" || (asks && data === undefined && !error);
  return {
    user,
    // Before hydration (and in the export) nothing is known, so the exported
    // HTML is neither route set.
    isLoading,
    isAuthenticated: !!user,
    // Signed in as far as the page can tell now: the user, or, while they
    // load, the server's mark. For what the chrome shows, never for what
    // only a known user may do.
    looksSignedIn: user !== null || (isLoading && mark === "signed-in"),
    mutate,
  };
}

/** `POST /api/auth/sign-out-everywhere`: ends every session of mine, this one included. */
export function signOutEverywhere(): Promise<Schemas["SignedOutEverywhere"]> {
  return api("POST", "/api/auth/sign-out-everywhere");
}

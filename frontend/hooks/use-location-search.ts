"use client";

import { useSyncExternalStore } from "react";

/** Fired by `setQueryParam`: `replaceState` fires no `popstate`. */
const QUERY_CHANGE = "presently:querychange";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(QUERY_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(QUERY_CHANGE, onChange);
  };
}

/**
 * The page's query string (`?token=...`), read from the browser: a static
 * page has no build-time query. Null before hydration.
 */
export function useLocationSearch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
}

/**
 * Sets `?name=value` in the address (or removes it: `null`) in place, with
 * no navigation and no new history entry; `useLocationSearch` sees it.
 */
export function setQueryParam(name: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  window.dispatchEvent(new Event(QUERY_CHANGE));
}

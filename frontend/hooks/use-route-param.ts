"use client";

import { useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * The last path segment of a dynamic client route (`/gift-guides/42` -> '42').
 * The static export has a single shell per dynamic route (generated for '_')
 * that the server serves for every id, so the id is read from the browser's
 * location, never from the build-time params. Null before hydration or when
 * the segment is the placeholder itself.
 */
export function useRouteParam(): string | null {
  // Subscribing to the router's pathname re-renders on client-side navigation.
  const routerPath = usePathname();
  const livePath = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );
  const path = livePath ?? routerPath;
  if (!path) return null;
  const segment = path.replace(/\/+$/, "").split("/").pop() ?? "";
  if (!segment || segment === "_") return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

"use client";

import { useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/** A path's parent and last segment: `/gift-guides/42/` -> ['/gift-guides', '42']. */
function split(path: string): [string, string] {
  const trimmed = path.replace(/\/+$/, "");
  const at = trimmed.lastIndexOf("/");
  return [trimmed.slice(0, at), trimmed.slice(at + 1)];
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The last path segment of a dynamic client route (`/gift-guides/42` -> '42').
 * The static export has a single shell per dynamic route (generated for '_')
 * that the server serves for every id. The router's pathname names the id
 * on a client-side navigation (where the browser's location still shows the
 * page being left: `/gift-guides` would read as the id 'gift-guides'); on a
 * hard load it is the shell's placeholder, and the id is read from the
 * browser's location, under the same parent. Null before hydration, for the
 * placeholder, or for a location that is not under the route.
 */
export function useRouteParam(): string | null {
  // Subscribing to the router's pathname re-renders on client-side navigation.
  const routerPath = usePathname();
  const livePath = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );
  if (!routerPath) return null;
  const [parent, segment] = split(routerPath);
  if (segment && segment !== "_") return decoded(segment);
  if (!livePath) return null;
  const [liveParent, liveSegment] = split(livePath);
  if (liveParent !== parent || !liveSegment || liveSegment === "_") return null;
  return decoded(liveSegment);
}

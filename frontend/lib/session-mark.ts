// What the server said about the visitor's session when it served this page
// (`<html data-session="signed-in" | "signed-out">`, crates/api/src/web.rs):
// the app renders for it at once instead of waiting for `/api/auth/user`.

import { useSyncExternalStore } from "react";

/**
 * The page's mark; "unknown" for a page without one (a unit test, or a page
 * served by something other than `presently`), which asks the server as before.
 */
export type SessionMark = "signed-in" | "signed-out" | "unknown";

export function readSessionMark(): SessionMark {
  if (typeof document === "undefined") return "unknown";
  const mark = document.documentElement.dataset.session;
  return mark === "signed-in" || mark === "signed-out" ? mark : "unknown";
}

const neverChanges = () => () => {};

/**
 * The page's session mark; "hydrating" while React adopts the exported HTML
 * (which was rendered with no session known, so the first render must match
 * it) and in the export itself.
 */
export function useSessionMark(): SessionMark | "hydrating" {
  return useSyncExternalStore(neverChanges, readSessionMark, () => "hydrating" as const);
}

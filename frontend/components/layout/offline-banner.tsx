"use client";

import { useSyncExternalStore } from "react";
import { WifiOff } from "lucide-react";

import { OFFLINE_TITLE } from "@/lib/site";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** True while the browser reports no connection (never during prerendering). */
export function useOffline() {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/** A banner under the header while the connection is down: saving waits for it. */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div role="status" className="border-b bg-muted px-4 py-2 text-center text-sm font-medium text-foreground">
      <WifiOff className="mr-2 inline size-4 align-[-2px]" aria-hidden="true" />
      {OFFLINE_TITLE}. Changes can be saved again once you are back online.
    </div>
  );
}

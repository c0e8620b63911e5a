"use client";

import { useEffect } from "react";
import type { KeyedMutator } from "swr";

import type { User } from "@/lib/user";

// Once per page load, however many components mount the hook.
let attempted = false;

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * After sign-in, sends the browser's IANA time zone with
 * `PATCH /api/auth/user` when it differs from the stored one, then
 * revalidates the user. Reminders are computed in this zone. Nothing is
 * sent while the user has chosen a zone on the profile page (the server
 * would ignore it).
 */
export function useTimeZoneSync(user: User | null, mutate: KeyedMutator<User | null>) {
  useEffect(() => {
    if (!user || attempted) return;
    const zone = browserTimeZone();
    if (!zone || user.timeZone === zone || user.timeZoneFollowsBrowser === false) return;
    attempted = true;
    // lib/account loads only when there is something to send: every signed-in page mounts this.
    import("@/lib/account")
      .then(({ reportTimeZone }) => reportTimeZone(zone))
      .then(() => mutate())
      .catch(() => {
        // Not worth bothering the user: reminders fall back to the stored zone.
      });
  }, [user, mutate]);
}

/** Test hook. */
export function resetTimeZoneSyncForTests() {
  attempted = false;
}

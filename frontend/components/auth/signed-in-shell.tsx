"use client";

import type { KeyedMutator } from "swr";

import { SignedInExtras, SignedInHeader } from "@/components/layout/app-shell";
import { useTimeZoneSync } from "@/hooks/use-time-zone-sync";
import type { User } from "@/lib/user";

// The signed-in chrome as public pages load it (`SiteChrome`, only for a
// signed-in visitor): a chunk of its own, never downloaded signed out.

export { SignedInHeader };

/** The once-per-load time-zone sync of a signed-in page. */
export function TimeZoneSync({ user, mutate }: { user: User; mutate: KeyedMutator<User | null> }) {
  useTimeZoneSync(user, mutate);
  return null;
}

/** What floats over a signed-in public page, and the time-zone sync once the user is known. */
export function SignedInPublicExtras({ user, mutate }: { user?: User; mutate: KeyedMutator<User | null> }) {
  return (
    <>
      <SignedInExtras user={user} />
      {user ? <TimeZoneSync user={user} mutate={mutate} /> : null}
    </>
  );
}

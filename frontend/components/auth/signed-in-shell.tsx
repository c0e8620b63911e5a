"use client";

import type { KeyedMutator } from "swr";

import { AppShell } from "@/components/layout/app-shell";
import { useTimeZoneSync } from "@/hooks/use-time-zone-sync";
import type { User } from "@/lib/user";

/** The once-per-load time-zone sync of a signed-in page. */
export function TimeZoneSync({ user, mutate }: { user: User; mutate: KeyedMutator<User | null> }) {
  useTimeZoneSync(user, mutate);
  return null;
}

/** The signed-in chrome plus the once-per-load time-zone sync. */
export function SignedInShell({
  user,
  mutate,
  children,
}: {
  user: User;
  mutate: KeyedMutator<User | null>;
  children: React.ReactNode;
}) {
  return (
    <AppShell user={user}>
      <TimeZoneSync user={user} mutate={mutate} />
      {children}
    </AppShell>
  );
}

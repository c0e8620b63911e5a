"use client";

import type { KeyedMutator } from "swr";

import { AppShell } from "@/components/layout/app-shell";
import { useTimeZoneSync } from "@/hooks/use-time-zone-sync";
import type { User } from "@/lib/user";

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
  useTimeZoneSync(user, mutate);
  return <AppShell user={user}>{children}</AppShell>;
}

"use client";

import { SignedInShell } from "@/components/auth/signed-in-shell";
import { PublicShell } from "@/components/layout/public-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";

/**
 * Public pages render for everyone: inside the signed-in chrome when signed
 * in, the public header and footer otherwise; a spinner while auth loads.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const { user, isLoading, mutate } = useAuth();

  if (isLoading) return <PageSpinner />;
  if (user) {
    return (
      <SignedInShell user={user} mutate={mutate}>
        {children}
      </SignedInShell>
    );
  }
  return <PublicShell>{children}</PublicShell>;
}

"use client";

import dynamic from "next/dynamic";

import { PublicShell } from "@/components/layout/public-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";

// The signed-in chrome (header, bell, account menu) loads only for someone
// signed in: a signed-out visitor of a public page never downloads it.
const SignedInShell = dynamic(
  () => import("@/components/auth/signed-in-shell").then((module) => module.SignedInShell),
  { loading: () => <PageSpinner /> },
);

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

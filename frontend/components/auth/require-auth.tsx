"use client";

import { useEffect } from "react";

import { SignedInShell } from "@/components/auth/signed-in-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";
import { redirectToLogin } from "@/lib/auth-redirect";

/**
 * Gate for signed-in-only pages: a spinner while auth loads; signed out, the
 * spinner stays, the 'Unauthorized' toast shows and the browser goes to
 * /api/login?returnTo=<this page> after 500 ms.
 */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { user, isLoading, mutate } = useAuth();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (signedOut) redirectToLogin();
  }, [signedOut]);

  if (!user) return <PageSpinner />;
  return (
    <SignedInShell user={user} mutate={mutate}>
      {children}
    </SignedInShell>
  );
}

"use client";

import { useEffect } from "react";

import { TimeZoneSync } from "@/components/auth/signed-in-shell";
import { AppShell } from "@/components/layout/app-shell";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";
import { redirectToLogin } from "@/lib/auth-redirect";

/**
 * Gate for signed-in-only pages. Until the user is known the signed-in
 * chrome shows with a spinner where the page goes (so the exported HTML is
 * the app, not a blank spinner); signed out, the 'Unauthorized' toast shows
 * and the browser goes to /api/login?returnTo=<this page> after 500 ms.
 */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { user, isLoading, mutate } = useAuth();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (signedOut) redirectToLogin();
  }, [signedOut]);

  // One AppShell before and after the user is known: the chrome stays
  // mounted, so its links (and what they prefetch) are made once.
  return (
    <AppShell user={user ?? undefined}>
      {user ? (
        <>
          <TimeZoneSync user={user} mutate={mutate} />
          {children}
        </>
      ) : (
        <Spinner className="min-h-[50vh]" data-testid="page-spinner" />
      )}
    </AppShell>
  );
}

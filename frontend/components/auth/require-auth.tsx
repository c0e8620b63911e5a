"use client";

import { useEffect } from "react";

import { TimeZoneSync } from "@/components/auth/signed-in-shell";
import { AppShell } from "@/components/layout/app-shell";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";
import { redirectToLogin } from "@/lib/auth-redirect";

/**
 * Gate for signed-in-only pages. Until the user is known the signed-in
 * chrome shows with a spinner where the page goes (so the exported HTML is
 * the app, not a blank spinner; a page the server marked signed out hides
 * that chrome by CSS until this runs). Signed out (marked so, or told so by
 * the server), a spinner alone, the 'Unauthorized' toast, and after 500 ms
 * the browser goes to /api/login?returnTo=<this page>.
 */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { user, isLoading, mutate } = useAuth();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (signedOut) redirectToLogin();
  }, [signedOut]);

  if (signedOut) return <PageSpinner />;
  // One AppShell before and after the user is known: the chrome stays
  // mounted, so its links are made once.
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

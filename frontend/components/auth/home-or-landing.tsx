"use client";

import { SignedInShell } from "@/components/auth/signed-in-shell";
import { HomeDashboard } from "@/components/home/home-dashboard";
import { LandingPage } from "@/components/landing/landing-page";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";

/** `/`: the landing page signed out, the home dashboard signed in. */
export function HomeOrLanding() {
  const { user, isLoading, mutate } = useAuth();

  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <SignedInShell user={user} mutate={mutate}>
      <HomeDashboard user={user} />
    </SignedInShell>
  );
}

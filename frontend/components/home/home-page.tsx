"use client";

import { HomeDashboard } from "@/components/home/home-dashboard";
import { useAuth } from "@/hooks/use-auth";

/** Home inside `RequireAuth`, which renders it only once the user is known. */
export function HomePage() {
  const { user } = useAuth();
  return user ? <HomeDashboard user={user} /> : null;
}

"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";

import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/hooks/use-auth";

/** Where the form goes until it can show. */
function FormPlaceholder() {
  return <Skeleton className="h-96 w-full rounded-xl" />;
}

// The form (and its validation) is a chunk of its own: the page asks for it
// as it mounts, so it loads while the user is fetched.
const loadProfileForm = () => import("@/components/account/profile-form");
const ProfileForm = dynamic(() => loadProfileForm().then((module) => module.ProfileForm), {
  ssr: false,
  loading: FormPlaceholder,
});

/** The Profile page: heading, then the profile form for the signed-in user. */
export function ProfilePage() {
  const { user, mutate } = useAuth();

  useEffect(() => {
    // A failed early load is tried again when the form renders.
    loadProfileForm().catch(() => undefined);
  }, []);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile</h1>
        <p className="mt-1 text-muted-foreground">How you appear to your friends, and the time zone reminders use.</p>
      </div>
      {user ? (
        <ProfileForm key={user.id} user={user} onSaved={(saved) => mutate(saved, { revalidate: false })} />
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}

"use client";

import { useState } from "react";
import { Globe, Lock } from "lucide-react";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { ShareableLink } from "@/components/sharing/shareable-link";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { SwitchField } from "@/components/ui/switch-field";
import { useAccountSettings } from "@/hooks/use-account-settings";
import { rotatePublicLink, setPublicLink, usePublicLink } from "@/hooks/use-wishlist";
import { saveWithFeedback, type ToastText } from "@/lib/forms";
import type { PublicLinkState } from "@/lib/wishlist";

export const PUBLIC_LINK_TEXT =
  "Anyone with the link can see your wishlist (your first name and items, never your email).";

/**
 * The private/public switch of my wishlist, its link, Copy and 'Get a new
 * link'. Going private and getting a new link both break the current link,
 * so both ask first.
 */
export function PublicLinkCard() {
  const { state, error, isLoading, mutate } = usePublicLink();
  const [pending, setPending] = useState(false);
  const [privateOpen, setPrivateOpen] = useState(false);
  const isPublic = !!state?.isPublic;
  // Made public, the list is listed in Find a list when the account says so
  // (Settings, Find a list); unknown (loading, failed): as the server decides.
  const listByDefault = useAccountSettings().settings?.listByDefault;

  /** Resolves to false after a failure (reported), so the confirm dialog stays open for a retry. */
  async function setVisibility(next: boolean) {
    return put(() => setPublicLink(next), { title: next ? "Your wishlist is public" : "Your wishlist is private" });
  }

  /** Private to public (a private list is never listed): listed as the account's default says. */
  async function makePublic() {
    return put(() => setPublicLink(true, listByDefault), {
      title: "Your wishlist is public",
      ...(listByDefault ? { description: "It is listed in Find a list." } : {}),
    });
  }

  /** Listed in Find a list (only while public). */
  async function setListed(next: boolean) {
    return put(() => setPublicLink(true, next), {
      title: next ? "Listed in Find a list" : "Removed from Find a list",
    });
  }

  async function put(request: () => Promise<PublicLinkState>, success: ToastText) {
    setPending(true);
    try {
      return await saveWithFeedback({
        save: async () => {
          const updated = await request();
          await mutate(updated, { revalidate: false });
        },
        success,
        failure: "Failed to update your public link.",
      });
    } finally {
      setPending(false);
    }
  }

  function toggle(next: boolean) {
    // Going private breaks the link people already have: ask first.
    if (!next) {
      setPrivateOpen(true);
      return;
    }
    // makePublic reports a failure itself.
    void makePublic();
  }

  async function rotate() {
    const updated = await rotatePublicLink();
    await mutate(updated, { revalidate: false });
  }

  return (
    <section aria-labelledby="public-link-title" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            {isPublic ? <Globe className="size-5" aria-hidden="true" /> : <Lock className="size-5" aria-hidden="true" />}
          </span>
          <div className="grid gap-1">
            <h2 id="public-link-title" className="font-semibold">
              Share your wishlist
            </h2>
            <p className="text-sm text-muted-foreground">{PUBLIC_LINK_TEXT}</p>
          </div>
        </div>
        {isLoading ? (
          <Skeleton className="h-5 w-9 rounded-full" />
        ) : (
          <div className="flex shrink-0 items-center gap-2">
            <Label htmlFor="public-link-switch" className="text-sm">
              Public link
            </Label>
            <Switch
              id="public-link-switch"
              checked={isPublic}
              disabled={pending || !!error}
              onCheckedChange={toggle}
            />
          </div>
        )}
      </div>
      {!isLoading && !error ? (
        <SwitchField
          label="List in Find a list"
          description={
            isPublic ? "People can find your wishlist by searching on Find a list." : "Make your wishlist public first."
          }
          checked={isPublic && !!state?.listed}
          disabled={pending || !isPublic}
          onCheckedChange={(next) => void setListed(next)}
        />
      ) : null}
      {error && !isLoading ? (
        <p className="text-sm text-destructive">Unable to load your public link. Please try again later.</p>
      ) : null}
      {isPublic && state?.url ? (
        <ShareableLink
          url={state.url}
          label="Public link URL"
          rotate={rotate}
          rotateQuestion={{
            title: "Get a new link?",
            description: "The old link will stop working: anyone who has it will no longer see your wishlist.",
          }}
          rotated={{ title: "New link ready", description: "The old link no longer works." }}
        />
      ) : null}
      <ConfirmDialog
        open={privateOpen}
        onOpenChange={setPrivateOpen}
        title="Make your wishlist private?"
        description="Your public link will stop working. Anyone who has it will no longer see your list."
        confirmLabel="Make Private"
        onConfirm={() => setVisibility(false)}
      />
    </section>
  );
}

"use client";

import { useState } from "react";
import { Globe, Lock } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { ShareableLink } from "@/components/sharing/shareable-link";
import { SwitchField } from "@/components/ui/switch-field";
import { rotateGroupWishlistLink, updateGroupWishlist } from "@/hooks/use-group-wishlists";
import { saveWithFeedback, type ToastText } from "@/lib/forms";
import type { GroupWishlist, GroupWishlistChanges } from "@/lib/group-wishlists";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

export const GROUP_PUBLIC_LINK_TEXT =
  "Anyone with the link can see the list's name, description and items (never the surprise ideas, never emails).";

/**
 * A group list's public link. The creator turns it on and off, lists it in
 * Find a list (only while public), copies it and gets a new one; a member
 * sees the link while the list is public and can copy it.
 */
export function GroupSharingCard({
  list,
  onUpdated,
}: {
  list: GroupWishlist;
  /** Puts the list the server answered in the cache. */
  onUpdated: (list: GroupWishlist) => Promise<unknown>;
}) {
  const owner = list.role === "owner";
  const [pending, setPending] = useState(false);
  const [privateOpen, setPrivateOpen] = useState(false);

  /** Resolves to false after a failure (reported), so a confirm dialog stays open for a retry. */
  async function change(changes: GroupWishlistChanges, success: ToastText) {
    setPending(true);
    try {
      return await saveWithFeedback({
        save: async () => {
          await onUpdated(await updateGroupWishlist(list.id, changes));
        },
        success,
        failure: "Failed to update the list's link.",
        preferServerMessage: true,
      });
    } finally {
      setPending(false);
    }
  }

  if (!owner && !(list.isPublic && list.publicUrl)) return null;

  return (
    <section aria-labelledby="group-link-title" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          {list.isPublic ? <Globe className="size-5" aria-hidden="true" /> : <Lock className="size-5" aria-hidden="true" />}
        </span>
        <div className="grid gap-1">
          <h2 id="group-link-title" className="font-semibold">
            Share this list
          </h2>
          <p className="text-sm text-muted-foreground">{GROUP_PUBLIC_LINK_TEXT}</p>
        </div>
      </div>
      {owner ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SwitchField
            label="Public link"
            checked={list.isPublic}
            disabled={pending}
            onCheckedChange={(next) => {
              // Going private breaks the link people already have: ask first.
              if (!next) setPrivateOpen(true);
              else void change({ isPublic: true }, { title: "The list is public" });
            }}
          />
          <SwitchField
            label="List in Find a list"
            description={list.isPublic ? undefined : "Make the list public first."}
            checked={list.isPublic && list.listed}
            disabled={pending || !list.isPublic}
            onCheckedChange={(next) =>
              void change({ listed: next }, { title: next ? "Listed in Find a list" : "Removed from Find a list" })
            }
          />
        </div>
      ) : null}
      {list.isPublic && list.publicUrl ? (
        owner ? (
          <ShareableLink
            url={list.publicUrl}
            label="Public link URL"
            rotate={async () => onUpdated(await rotateGroupWishlistLink(list.id))}
            rotateQuestion={{
              title: "Get a new link?",
              description: "The old link will stop working: anyone who has it will no longer see this list.",
            }}
            rotated={{ title: "New link ready", description: "The old link no longer works." }}
          />
        ) : (
          <ShareableLink url={list.publicUrl} label="Public link URL" />
        )
      ) : null}
      {owner ? (
        <ConfirmDialog
          open={privateOpen}
          onOpenChange={setPrivateOpen}
          title="Make this list private?"
          description="Its public link will stop working and it leaves Find a list."
          confirmLabel="Make Private"
          onConfirm={() => change({ isPublic: false }, { title: "The list is private" })}
        />
      ) : null}
    </section>
  );
}

"use client";

import { useState } from "react";
import { Globe, Lock } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { ShareableLink } from "@/components/sharing/shareable-link";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { LazySwitch as Switch } from "@/components/ui/lazy-switch";
import { SwitchField } from "@/components/ui/switch-field";
import { useAccountSettings } from "@/hooks/use-account-settings";
import { rotateListLink, updateList, useMyLists, type MyList } from "@/hooks/use-lists";
import { rotatePublicLink, setPublicLink, usePublicLink } from "@/hooks/use-wishlist";
import { saveWithFeedback, type ToastText } from "@/lib/forms";
import type { PublicLinkState } from "@/lib/wishlist";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

export const PUBLIC_LINK_TEXT =
  "Anyone with the link can see your wishlist (your first name and items, never your email).";

/**
 * Where a public link's state comes from and goes to: my main wishlist's
 * `/api/wishlist/public`, or another list of mine (`/api/lists/{id}`).
 * `put` and `rotate` send the change and put the answer in the cache.
 */
interface LinkSource {
  state: PublicLinkState | null;
  error: unknown;
  isLoading: boolean;
  put: (isPublic: boolean, listed?: boolean) => Promise<unknown>;
  rotate: () => Promise<unknown>;
}

/**
 * The private/public switch of a wishlist, its link, Copy and 'Get a new
 * link': my main wishlist's, or with `list` that list's (its state as
 * `GET /api/lists` gave it). Going private and getting a new link both
 * break the current link, so both ask first.
 */
export function PublicLinkCard({ list }: { list?: MyList }) {
  return list ? <ListLinkCard list={list} /> : <MainLinkCard />;
}

function MainLinkCard() {
  const { state, error, isLoading, mutate } = usePublicLink();
  return (
    <LinkCard
      source={{
        state,
        error,
        isLoading,
        put: async (isPublic, listed) => {
          const updated = await setPublicLink(isPublic, listed);
          await mutate(updated, { revalidate: false });
        },
        rotate: async () => {
          const updated = await rotatePublicLink();
          await mutate(updated, { revalidate: false });
        },
      }}
    />
  );
}

function ListLinkCard({ list }: { list: MyList }) {
  const { mutate } = useMyLists();
  async function store(updated: MyList) {
    await mutate((lists) => lists?.map((l) => (l.id === updated.id ? updated : l)), { revalidate: false });
  }
  return (
    <LinkCard
      source={{
        state: list,
        error: null,
        isLoading: false,
        put: async (isPublic, listed) =>
          store(await updateList(list.id, listed === undefined ? { isPublic } : { isPublic, listed })),
        rotate: async () => store(await rotateListLink(list.id)),
      }}
    />
  );
}

function LinkCard({ source }: { source: LinkSource }) {
  const { state, error, isLoading } = source;
  const [pending, setPending] = useState(false);
  const [privateOpen, setPrivateOpen] = useState(false);
  const isPublic = !!state?.isPublic;
  // Made public, the list is listed in Find a list when the account says so
  // (Settings, Find a list); unknown (loading, failed): as the server decides.
  const listByDefault = useAccountSettings().settings?.listByDefault;

  /** Resolves to false after a failure (reported), so the confirm dialog stays open for a retry. */
  async function setVisibility(next: boolean) {
    return put(() => source.put(next), { title: next ? "Your wishlist is public" : "Your wishlist is private" });
  }

  /** Private to public (a private list is never listed): listed as the account's default says. */
  async function makePublic() {
    return put(() => source.put(true, listByDefault), {
      title: "Your wishlist is public",
      ...(listByDefault ? { description: "It is listed in Find a list." } : {}),
    });
  }

  /** Listed in Find a list (only while public). */
  async function setListed(next: boolean) {
    return put(() => source.put(true, next), {
      title: next ? "Listed in Find a list" : "Removed from Find a list",
    });
  }

  async function put(request: () => Promise<unknown>, success: ToastText) {
    setPending(true);
    try {
      return await saveWithFeedback({
        save: request,
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
          rotate={source.rotate}
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

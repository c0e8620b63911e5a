"use client";

import { useState } from "react";
import { UserMinus } from "lucide-react";
import { useSWRConfig } from "swr";

import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { keyPath } from "@/hooks/use-revalidate";
import { changeShareRight, stopSharing, useShares, type ShareEntry, type ShareKind } from "@/hooks/use-sharing";
import { saveWithFeedback } from "@/lib/forms";
import { displayName } from "@/lib/user";

export const SHARES_LOAD_ERROR = "Unable to load who this is shared with.";

/** The two rights a share gives, as the select offers them. */
const RIGHTS = [
  { value: "view", label: "Can view" },
  { value: "edit", label: "Can edit" },
] as const;

function friendName(share: ShareEntry): string {
  return displayName(share) || `Friend #${share.sharedWithId}`;
}

/**
 * Who one of my items or dates is shared with, each with their right (Can
 * view / Can edit, changed on the spot) and Stop sharing: the friend loses
 * access at once. Shown above the share form in the share dialog.
 */
export function CurrentShares({ kind, itemId }: { kind: ShareKind; itemId: number }) {
  const { shares, error, isLoading, reload } = useShares(kind, itemId);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<number | null>(null);

  async function act(share: ShareEntry, save: () => Promise<unknown>, success: string, failure: string) {
    setBusy(share.sharedWithId);
    await saveWithFeedback({
      save,
      success: { title: success },
      failure,
      failureTitle: "Sharing Failed",
      preferServerMessage: true,
      onSaved: async () => {
        await reload();
        // What friends see of it comes from the same paths.
        void mutate((key) => keyPath(key)?.startsWith("/api/sharing") ?? false);
      },
    });
    setBusy(null);
  }

  if (isLoading) return <Skeleton className="h-12 w-full" data-testid="shares-loading" />;
  if (error) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {SHARES_LOAD_ERROR}
      </p>
    );
  }
  if (shares.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="not-shared">
        Not shared with anyone yet.
      </p>
    );
  }
  return (
    <section aria-labelledby="current-shares" className="grid gap-2">
      <h3 id="current-shares" className="text-sm font-medium">
        Shared with
      </h3>
      <ul className="grid gap-2" aria-label="Shared with">
        {shares.map((share) => {
          const name = friendName(share);
          const pending = busy === share.sharedWithId;
          return (
            <li key={share.id} className="flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2" data-testid="share-row">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{name}</p>
                {share.email ? <p className="truncate text-xs text-muted-foreground">{share.email}</p> : null}
              </div>
              <Select
                value={share.canEdit ? "edit" : "view"}
                disabled={pending}
                onValueChange={(value) => {
                  const canEdit = value === "edit";
                  if (canEdit === share.canEdit) return;
                  void act(
                    share,
                    () => changeShareRight(kind, itemId, share.sharedWithId, canEdit),
                    canEdit ? `${name} can now edit it` : `${name} can now only view it`,
                    "Failed to change sharing. Please try again.",
                  );
                }}
              >
                <SelectTrigger size="sm" aria-label={`What ${name} can do`} className="w-[7.5rem]">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {RIGHTS.map((right) => (
                    <SelectItem key={right.value} value={right.value}>
                      {right.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={pending}
                aria-label={`Stop sharing with ${name}`}
                onClick={() =>
                  void act(
                    share,
                    () => stopSharing(kind, itemId, share.sharedWithId),
                    `Stopped sharing with ${name}`,
                    "Failed to stop sharing. Please try again.",
                  )
                }
              >
                <UserMinus aria-hidden="true" />
                Stop sharing
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

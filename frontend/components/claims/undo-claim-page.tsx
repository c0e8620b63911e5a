"use client";

import { useState } from "react";
import { CheckCircle2, Gift, SearchX, Undo2 } from "lucide-react";

import { CHECK_CONNECTION } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { undoGuestClaim, useGuestClaim } from "@/hooks/use-claims";
import { useLocationSearch } from "@/hooks/use-location-search";
import { ApiError } from "@/lib/api";
import { CLAIM_GONE_TEXT, undoTokenFrom, type GuestClaimView } from "@/lib/claims";
import { saveWithFeedback } from "@/lib/forms";

export const UNDO_PAGE_TITLE = "Your claim";

/**
 * `/claims?token=...`: the private undo link a guest got after claiming on
 * a public list (signed out OK). Shows the claim and 'Undo my claim'.
 */
export function UndoClaimPage() {
  const search = useLocationSearch();
  const token = search === null ? null : undoTokenFrom(search);
  const { claim, error, isLoading } = useGuestClaim(token);
  const [outcome, setOutcome] = useState<"undone" | "gone" | null>(null);

  if (outcome === "gone") return <UndoGone text={CLAIM_GONE_TEXT} />;
  if (outcome === "undone" && claim) {
    return (
      <UndoDone testId="claim-undone" title="Your claim is undone" list={claim}>
        &quot;{claim.itemName}&quot; is free again for someone else to get.
      </UndoDone>
    );
  }
  if (search === null || (token && isLoading)) return <UndoLoading title={UNDO_PAGE_TITLE} testId="claim-loading" />;
  if (!token || (error instanceof ApiError && error.status === 404)) return <UndoGone text={CLAIM_GONE_TEXT} />;
  if (error || !claim) return <UndoLoadFailed what="this claim" />;
  return <ClaimDetails claim={claim} token={token} onOutcome={setOutcome} />;
}

/** The frame of a guest's undo page (a claim's, a pledge's). */
export function UndoPageFrame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">{children}</div>;
}

/** The list a guest's claim or pledge is on: a link to it while it is public, else its title. */
export function UndoListLink({ list }: { list: Pick<GuestClaimView, "listUrl" | "listTitle"> }) {
  if (!list.listUrl) return <>{list.listTitle}</>;
  return (
    <a href={list.listUrl} className="font-medium text-primary underline-offset-4 hover:underline">
      {list.listTitle}
    </a>
  );
}

/** An undo page while its claim or pledge loads. */
export function UndoLoading({ title, testId }: { title: string; testId: string }) {
  return (
    <UndoPageFrame>
      <h1 className="sr-only">{title}</h1>
      <div className="grid gap-3" data-testid={testId}>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    </UndoPageFrame>
  );
}

/** An undo page whose claim or pledge could not load (not a 404). */
export function UndoLoadFailed({ what }: { what: string }) {
  return (
    <UndoPageFrame>
      <h1 className="text-2xl font-bold tracking-tight">Unable to load {what}</h1>
      <p className="text-muted-foreground">{CHECK_CONNECTION}</p>
    </UndoPageFrame>
  );
}

function ClaimDetails({
  claim,
  token,
  onOutcome,
}: {
  claim: GuestClaimView;
  token: string;
  onOutcome: (outcome: "undone" | "gone") => void;
}) {
  const [pending, setPending] = useState(false);

  async function undo() {
    setPending(true);
    await saveWithFeedback({
      save: async () => {
        try {
          await undoGuestClaim(token);
          return "undone" as const;
        } catch (error) {
          // Undone meanwhile (another tab): nothing is left to undo.
          if (error instanceof ApiError && error.status === 404) return "gone" as const;
          throw error;
        }
      },
      success: (result) =>
        result === "undone"
          ? { title: "Claim undone", description: `"${claim.itemName}" is free for someone else to get.` }
          : { title: "Nothing to undo", description: CLAIM_GONE_TEXT },
      failure: "Failed to undo your claim. Please try again.",
      preferServerMessage: true,
      onSaved: (result) => onOutcome(result),
    });
    setPending(false);
  }

  return (
    <UndoPageFrame>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{UNDO_PAGE_TITLE}</h1>
        <p className="text-muted-foreground">
          {claim.guestName ? `${claim.guestName}, this` : "This"} is what you said you&apos;d get.
        </p>
      </div>
      <section aria-label="The claim" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Item</dt>
          <dd className="font-medium break-words" data-testid="claim-item">
            {claim.itemName}
          </dd>
          <dt className="text-muted-foreground">Quantity</dt>
          <dd data-testid="claim-quantity">{claim.quantity}</dd>
          <dt className="text-muted-foreground">List</dt>
          <dd className="break-words">
            <UndoListLink list={claim} />
          </dd>
        </dl>
        <div className="grid gap-2">
          <Button variant="destructive" className="w-fit" onClick={() => void undo()} disabled={pending}>
            <Undo2 aria-hidden="true" />
            {pending ? "Undoing..." : "Undo my claim"}
          </Button>
          <p className="text-xs text-muted-foreground">The item becomes free again for someone else to get.</p>
        </div>
      </section>
    </UndoPageFrame>
  );
}

/** Undone: `title`, what it means (`children`), and the way back to the list while it is public. */
export function UndoDone({
  testId,
  title,
  list,
  children,
}: {
  testId: string;
  title: string;
  list: Pick<GuestClaimView, "listUrl" | "listTitle">;
  children: React.ReactNode;
}) {
  return (
    <UndoPageFrame>
      <div className="flex flex-col items-center gap-4 text-center" data-testid={testId}>
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CheckCircle2 className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{children}</p>
        {list.listUrl ? (
          <Button asChild variant="outline">
            <a href={list.listUrl}>
              <Gift aria-hidden="true" />
              Back to {list.listTitle}
            </a>
          </Button>
        ) : null}
      </div>
    </UndoPageFrame>
  );
}

/** Nothing to undo: undone already, or the link is wrong. */
export function UndoGone({ text }: { text: string }) {
  return (
    <UndoPageFrame>
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <SearchX className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{text}</h1>
      </div>
    </UndoPageFrame>
  );
}

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

  if (outcome === "gone") return <ClaimGone />;
  if (outcome === "undone" && claim) return <ClaimUndone claim={claim} />;
  if (search === null || (token && isLoading)) {
    return (
      <Page>
        <h1 className="sr-only">{UNDO_PAGE_TITLE}</h1>
        <div className="grid gap-3" data-testid="claim-loading">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      </Page>
    );
  }
  if (!token || (error instanceof ApiError && error.status === 404)) return <ClaimGone />;
  if (error || !claim) {
    return (
      <Page>
        <h1 className="text-2xl font-bold tracking-tight">Unable to load this claim</h1>
        <p className="text-muted-foreground">{CHECK_CONNECTION}</p>
      </Page>
    );
  }
  return <ClaimDetails claim={claim} token={token} onOutcome={setOutcome} />;
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">{children}</div>;
}

function ListLink({ claim }: { claim: GuestClaimView }) {
  if (!claim.listUrl) return <>{claim.listTitle}</>;
  return (
    <a href={claim.listUrl} className="font-medium text-primary underline-offset-4 hover:underline">
      {claim.listTitle}
    </a>
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
    <Page>
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
            <ListLink claim={claim} />
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
    </Page>
  );
}

function ClaimUndone({ claim }: { claim: GuestClaimView }) {
  return (
    <Page>
      <div className="flex flex-col items-center gap-4 text-center" data-testid="claim-undone">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CheckCircle2 className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Your claim is undone</h1>
        <p className="text-muted-foreground">
          &quot;{claim.itemName}&quot; is free again for someone else to get.
        </p>
        {claim.listUrl ? (
          <Button asChild variant="outline">
            <a href={claim.listUrl}>
              <Gift aria-hidden="true" />
              Back to {claim.listTitle}
            </a>
          </Button>
        ) : null}
      </div>
    </Page>
  );
}

function ClaimGone() {
  return (
    <Page>
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <SearchX className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{CLAIM_GONE_TEXT}</h1>
      </div>
    </Page>
  );
}

"use client";

import { useState } from "react";
import { Undo2 } from "lucide-react";

import {
  UndoDone,
  UndoGone,
  UndoListLink,
  UndoLoadFailed,
  UndoLoading,
  UndoPageFrame,
} from "@/components/claims/undo-claim-page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useGuestPledge } from "@/hooks/use-chip-in";
import { useLocationSearch } from "@/hooks/use-location-search";
import { ApiError } from "@/lib/api";
import {
  PAID,
  PLEDGE_GONE_TEXT,
  PLEDGE_PAGE_TITLE,
  TAKE_BACK_PLEDGE,
  undoGuestPledge,
  type GuestPledgeView,
} from "@/lib/chip-in";
import { undoTokenFrom } from "@/lib/claims";
import { saveWithFeedback } from "@/lib/forms";
import { CHIP_IN_BOUGHT, PLEDGE_PAID } from "@/lib/messages";
import { formatMoney } from "@/lib/money";

type Outcome = { kind: "taken back" } | { kind: "gone" } | { kind: "refused"; message: string };

/**
 * `/pledges?token=...`: the private link a guest got after chipping in on a
 * public list (signed out OK). Shows the pledge and 'Take back my pledge';
 * once the organiser ticked it paid (or bought the gift), why it can no
 * longer be taken back.
 */
export function UndoPledgePage() {
  const search = useLocationSearch();
  const token = search === null ? null : undoTokenFrom(search);
  const { pledge, error, isLoading } = useGuestPledge(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === "gone") return <UndoGone text={PLEDGE_GONE_TEXT} />;
  if (outcome?.kind === "taken back" && pledge) {
    return (
      <UndoDone testId="pledge-taken-back" title="Your pledge is taken back" list={pledge}>
        The givers chipping in for &quot;{pledge.itemName}&quot; are told.
      </UndoDone>
    );
  }
  if (search === null || (token && isLoading)) return <UndoLoading title={PLEDGE_PAGE_TITLE} testId="pledge-loading" />;
  if (!token || (error instanceof ApiError && error.status === 404)) return <UndoGone text={PLEDGE_GONE_TEXT} />;
  if (error || !pledge) return <UndoLoadFailed what="this pledge" />;
  return (
    <PledgeDetails
      pledge={pledge}
      token={token}
      refused={outcome?.kind === "refused" ? outcome.message : null}
      onOutcome={setOutcome}
    />
  );
}

function PledgeDetails({
  pledge,
  token,
  refused,
  onOutcome,
}: {
  pledge: GuestPledgeView;
  token: string;
  /** Why the server kept it (409): ticked paid, or the gift is bought. */
  refused: string | null;
  onOutcome: (outcome: Outcome) => void;
}) {
  const [pending, setPending] = useState(false);
  const kept = refused ?? (pledge.paid ? PLEDGE_PAID : pledge.bought ? CHIP_IN_BOUGHT : null);

  async function takeBack() {
    setPending(true);
    await saveWithFeedback({
      save: async (): Promise<Outcome> => {
        try {
          await undoGuestPledge(token);
          return { kind: "taken back" };
        } catch (error) {
          // Taken back meanwhile (another tab): nothing is left to take back.
          if (error instanceof ApiError && error.status === 404) return { kind: "gone" };
          if (error instanceof ApiError && error.status === 409) {
            onOutcome({ kind: "refused", message: error.serverMessage || PLEDGE_PAID });
          }
          throw error;
        }
      },
      success: (result) =>
        result.kind === "taken back"
          ? { title: "Pledge taken back", description: `You no longer chip in for "${pledge.itemName}".` }
          : { title: "Nothing to take back", description: PLEDGE_GONE_TEXT },
      failure: "Failed to take back your pledge. Please try again.",
      preferServerMessage: true,
      onSaved: (result) => onOutcome(result),
    });
    setPending(false);
  }

  return (
    <UndoPageFrame>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{PLEDGE_PAGE_TITLE}</h1>
        <p className="text-muted-foreground">
          {pledge.guestName ? `${pledge.guestName}, this` : "This"} is what you said you&apos;d put in.
        </p>
      </div>
      <section aria-label="The pledge" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Item</dt>
          <dd className="font-medium break-words" data-testid="pledge-item">
            {pledge.itemName}
          </dd>
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="flex flex-wrap items-center gap-2" data-testid="pledge-amount">
            {formatMoney(pledge.amountCents, pledge.currency)}
            {pledge.paid ? <Badge variant="outline">{PAID}</Badge> : null}
          </dd>
          <dt className="text-muted-foreground">List</dt>
          <dd className="break-words">
            <UndoListLink list={pledge} />
          </dd>
        </dl>
        <div className="grid gap-2">
          <Button
            variant="destructive"
            className="w-fit"
            onClick={() => void takeBack()}
            disabled={pending || kept !== null}
            aria-describedby={kept !== null ? "pledge-kept" : undefined}
          >
            <Undo2 aria-hidden="true" />
            {pending ? "Taking back..." : TAKE_BACK_PLEDGE}
          </Button>
          {kept !== null ? (
            <p id="pledge-kept" role="status" className="text-sm font-medium" data-testid="pledge-kept">
              {kept}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">The givers chipping in are told, and your part is free again.</p>
          )}
        </div>
      </section>
    </UndoPageFrame>
  );
}

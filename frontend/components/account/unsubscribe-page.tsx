"use client";

import { useState } from "react";
import Link from "next/link";
import { MailX } from "lucide-react";

import { UndoLoading, UndoPageFrame } from "@/components/claims/undo-claim-page";
import { Button } from "@/components/ui/button";
import { useLocationSearch } from "@/hooks/use-location-search";
import { ApiError } from "@/lib/api";
import { undoTokenFrom } from "@/lib/claims";
import {
  UNSUBSCRIBE,
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_TEXT,
  UNSUBSCRIBE_TITLE,
  unsubscribeByLink,
} from "@/lib/email";
import { saveWithFeedback } from "@/lib/forms";

type Outcome = { kind: "done" } | { kind: "invalid"; message: string };

/**
 * `/unsubscribe?token=...`: the link at the foot of the weekly email
 * (signed out OK). Nothing is sent until Unsubscribe is pressed, so a mail
 * scanner opening the link turns nothing off.
 */
export function UnsubscribePage() {
  const search = useLocationSearch();
  const token = search === null ? null : undoTokenFrom(search);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);

  if (search === null) return <UndoLoading title={UNSUBSCRIBE_TITLE} testId="unsubscribe-loading" />;
  const invalid = !token || outcome?.kind === "invalid";

  async function unsubscribe(token: string) {
    setPending(true);
    await saveWithFeedback({
      save: async (): Promise<Outcome> => {
        try {
          await unsubscribeByLink(token);
          return { kind: "done" };
        } catch (error) {
          // A link the server does not know: said on the page, not in a toast.
          if (error instanceof ApiError && error.status === 400) {
            return { kind: "invalid", message: error.serverMessage || UNSUBSCRIBE_LINK_INVALID };
          }
          throw error;
        }
      },
      failure: UNSUBSCRIBE_FAILED,
      preferServerMessage: true,
      onSaved: setOutcome,
    });
    setPending(false);
  }

  return (
    <UndoPageFrame>
      <div className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <MailX className="size-6 shrink-0 text-primary" aria-hidden="true" />
          {UNSUBSCRIBE_TITLE}
        </h1>
        {outcome === null && !invalid ? <p className="text-muted-foreground">{UNSUBSCRIBE_TEXT}</p> : null}
      </div>
      {outcome?.kind === "done" ? (
        <p role="status" data-testid="unsubscribed">
          Done: you will not get the weekly email any more. You can turn it back on in{" "}
          <Link href="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
            Settings
          </Link>
          .
        </p>
      ) : invalid || !token ? (
        <p role="alert" className="font-medium text-destructive" data-testid="unsubscribe-invalid">
          {outcome?.kind === "invalid" ? outcome.message : UNSUBSCRIBE_LINK_INVALID}
        </p>
      ) : (
        <Button className="w-fit" disabled={pending} onClick={() => void unsubscribe(token)}>
          {pending ? "Unsubscribing..." : UNSUBSCRIBE}
        </Button>
      )}
    </UndoPageFrame>
  );
}

"use client";

import { useId, useState } from "react";
import { Eye, PartyPopper, Shuffle, TriangleAlert, Undo2 } from "lucide-react";

import {
  CANCEL_DRAW,
  CANCEL_TOLD_TEXT,
  DRAW_AGAIN,
  DRAW_NAMES,
  EVERYONE_TOLD_TITLE,
  REDRAW_TOLD_TEXT,
  REVEAL_PAIRS,
  REVEAL_TEXT,
  REVEAL_TITLE,
  SEE_ALL_PAIRS,
  SEE_PAIRS_TEXT,
  SEE_PAIRS_TITLE,
  whyNoDrawText,
} from "@/components/exchanges/exchange-text";
import { lazyDialog } from "@/components/lazy-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  cancelDraw,
  drawNames,
  revealPairs,
  showPairs,
  useKeepExchange,
  type Exchange,
} from "@/hooks/use-exchanges";
import { toast } from "@/hooks/use-toast";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { ApiError } from "@/lib/api";
import { dayHasCome, isEveryoneToldError, notJoinedText, pendingParticipants, serverToday } from "@/lib/exchanges";
import { saveWithFeedback } from "@/lib/forms";
import { EXCHANGE_REVEAL_TOO_EARLY } from "@/lib/messages";

// The confirmations load when first asked, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

export const DRAW_TITLE = "The draw";

/** '2 of 5 have looked at whom they give to.' */
export function lookedText(looked: number, total: number): string {
  return `${looked} of ${total} ${looked === 1 ? "has" : "have"} looked at whom they give to.`;
}

type Question = "redraw" | "cancel" | "pairs" | "reveal" | null;

/**
 * The organiser's draw: before it, 'Draw names' (disabled, with the reason
 * said, while someone invited has not joined or no draw fits: the
 * server's `whyNoDraw`, shown as a callout); after it, 'Draw again' and
 * 'Cancel the draw' (once someone has looked, after 'Everyone will be
 * told'), 'See all pairs' (everyone is told) and, on the day, 'Reveal who
 * gave to whom'.
 */
export function DrawPanel({ exchange, today = serverToday() }: { exchange: Exchange; today?: string }) {
  const titleId = useId();
  const reasonId = useId();
  const pendingId = useId();
  const revealReasonId = useId();
  const keep = useKeepExchange();
  const [question, setQuestion] = useState<Question>(null);
  const [busy, setBusy] = useState(false);
  const drawn = exchange.drawnAt !== null;
  const pending = pendingParticipants(exchange.participants);
  const pendingText = pending.length > 0 ? notJoinedText(pending.map((p) => p.name)) : null;
  const blocked = !drawn && (pendingText !== null || exchange.whyNoDraw !== null);
  const describedBy =
    [pendingText ? pendingId : null, exchange.whyNoDraw ? reasonId : null].filter(Boolean).join(" ") || undefined;
  const looked = exchange.participants.filter((p) => p.looked === true).length;
  const dayCome = dayHasCome(exchange.date, today);

  /** Runs one change; a 409 asking to tell everyone opens `ask` instead. Resolves to whether it went through. */
  async function run(
    change: () => Promise<Exchange>,
    success: string,
    failure: string,
    ask?: Exclude<Question, null>,
  ): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await change();
      await keep(answer);
      toast({ title: success });
      return true;
    } catch (error) {
      if (handleUnauthorized(error)) return false;
      if (ask && isEveryoneToldError(error)) {
        setQuestion(ask);
        return false;
      }
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Error", description: message || failure, variant: "destructive" });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function draw(tellEveryone: boolean) {
    // Once someone has looked, a new draw tells everyone: ask first.
    if (drawn && !tellEveryone && !exchange.canRedrawSilently) {
      setQuestion("redraw");
      return Promise.resolve(false);
    }
    return run(
      () => drawNames(exchange.id, tellEveryone),
      drawn ? "Names drawn again" : "Names drawn",
      "Failed to draw the names. Please try again.",
      "redraw",
    );
  }

  function cancel(tellEveryone: boolean) {
    if (!tellEveryone && !exchange.canRedrawSilently) {
      setQuestion("cancel");
      return Promise.resolve(false);
    }
    return run(
      () => cancelDraw(exchange.id, tellEveryone),
      "Draw cancelled",
      "Failed to cancel the draw. Please try again.",
      "cancel",
    );
  }

  function confirmed(change: () => Promise<Exchange>, success: string, failure: string) {
    return saveWithFeedback({
      save: change,
      success: { title: success },
      failure,
      preferServerMessage: true,
      onSaved: keep,
    });
  }

  const close = (open: boolean) => {
    if (!open) setQuestion(null);
  };

  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-5">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
        <Shuffle className="size-5 text-muted-foreground" aria-hidden="true" />
        {DRAW_TITLE}
      </h2>

      {!drawn ? (
        <>
          {pendingText ? (
            <p id={pendingId} className="text-sm wrap-anywhere text-muted-foreground" data-testid="not-joined">
              {pendingText}
            </p>
          ) : null}
          {exchange.whyNoDraw ? (
            <Alert
              id={reasonId}
              data-testid="why-no-draw"
              className="border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50"
            >
              <TriangleAlert aria-hidden="true" />
              <AlertDescription className="text-current">
                <p className="wrap-anywhere">{whyNoDrawText(exchange.whyNoDraw)}</p>
              </AlertDescription>
            </Alert>
          ) : null}
          {!blocked ? (
            <p className="text-sm text-muted-foreground">
              Everyone is in. Each person sees only whom they give to; nobody is told who has them.
            </p>
          ) : null}
          <div>
            <Button onClick={() => void draw(false)} disabled={busy || blocked} aria-describedby={describedBy}>
              <Shuffle aria-hidden="true" />
              {DRAW_NAMES}
            </Button>
          </div>
        </>
      ) : exchange.revealed ? (
        <p className="flex items-center gap-2 text-sm">
          <PartyPopper className="size-4 text-primary" aria-hidden="true" />
          Revealed: everyone can see who gave to whom.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="looked-count">
            The names are drawn. {lookedText(looked, exchange.participants.length)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void draw(false)} disabled={busy}>
              <Shuffle aria-hidden="true" />
              {DRAW_AGAIN}
            </Button>
            <Button variant="outline" onClick={() => void cancel(false)} disabled={busy}>
              <Undo2 aria-hidden="true" />
              {CANCEL_DRAW}
            </Button>
            {!exchange.organiserSeesPairs ? (
              <Button variant="outline" onClick={() => setQuestion("pairs")} disabled={busy}>
                <Eye aria-hidden="true" />
                {SEE_ALL_PAIRS}
              </Button>
            ) : null}
            <Button
              onClick={() => setQuestion("reveal")}
              disabled={busy || !dayCome}
              aria-describedby={dayCome ? undefined : revealReasonId}
            >
              <PartyPopper aria-hidden="true" />
              {REVEAL_PAIRS}
            </Button>
          </div>
          {!dayCome ? (
            <p id={revealReasonId} className="text-sm text-muted-foreground">
              {EXCHANGE_REVEAL_TOO_EARLY}
            </p>
          ) : null}
        </>
      )}

      <ConfirmDialog
        open={question === "redraw"}
        onOpenChange={close}
        title={EVERYONE_TOLD_TITLE}
        description={REDRAW_TOLD_TEXT}
        confirmLabel={DRAW_AGAIN}
        cancelLabel="Not now"
        onConfirm={() => draw(true)}
      />
      <ConfirmDialog
        open={question === "cancel"}
        onOpenChange={close}
        title={EVERYONE_TOLD_TITLE}
        description={CANCEL_TOLD_TEXT}
        confirmLabel={CANCEL_DRAW}
        cancelLabel="Keep the draw"
        destructive
        onConfirm={() => cancel(true)}
      />
      <ConfirmDialog
        open={question === "pairs"}
        onOpenChange={close}
        title={SEE_PAIRS_TITLE}
        description={SEE_PAIRS_TEXT}
        confirmLabel={SEE_ALL_PAIRS}
        onConfirm={() => confirmed(() => showPairs(exchange.id), "You can see every pair", "Failed to show the pairs. Please try again.")}
      />
      <ConfirmDialog
        open={question === "reveal"}
        onOpenChange={close}
        title={REVEAL_TITLE}
        description={REVEAL_TEXT}
        confirmLabel="Reveal"
        onConfirm={() => confirmed(() => revealPairs(exchange.id), "Revealed to everyone", "Failed to reveal. Please try again.")}
      />
    </section>
  );
}

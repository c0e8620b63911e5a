"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft, CalendarDays, CalendarPlus, Pencil, SearchX, Trash2, UserRound, Wallet } from "lucide-react";

import { DrawPanel } from "@/components/exchanges/draw-panel";
import { ExchangeParticipants } from "@/components/exchanges/exchange-participants";
import { ExchangeQuestions } from "@/components/exchanges/exchange-questions";
import {
  ALL_PAIRS_TITLE,
  EXCHANGES_TITLE,
  NEXT_YEAR,
  YOUR_SECRET_SANTA,
  organiserText,
} from "@/components/exchanges/exchange-text";
import { ExclusionsGrid } from "@/components/exchanges/exclusions-grid";
import { MyPairCard } from "@/components/exchanges/my-pair-card";
import { lazyDialog } from "@/components/lazy-dialog";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { deleteExchange, useExchange, useRevalidateExchanges, type Exchange, type Pair } from "@/hooks/use-exchanges";
import { useRouteParam } from "@/hooks/use-route-param";
import { ApiError } from "@/lib/api";
import { formatLongDate } from "@/lib/dates";
import { parseExchangeId } from "@/lib/exchanges";
import { saveWithFeedback } from "@/lib/forms";
import { formatAmount } from "@/lib/money";
import { useWhichDialog } from "@/hooks/use-which-dialog";

// Dialogs load when first opened, not with the page.
const ExchangeDialog = lazyDialog(() =>
  import("@/components/exchanges/exchange-dialog").then((module) => module.ExchangeDialog),
);
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

export const EXCHANGE_NOT_FOUND_TITLE = "Exchange not found";
export const EXCHANGE_NOT_FOUND_TEXT = "This gift exchange doesn't exist, or you are not in it.";
export const DELETE_EXCHANGE_TEXT = "Everyone in it, the draw and the questions go with it. Nobody is told who had whom.";

/** My own participant (`me`), not one I look after; `null` when I only keep someone in it. */
export function selfIdOf(exchange: Exchange): number | null {
  return exchange.participants.find((p) => p.me)?.id ?? null;
}

/** `/exchanges/{id}`: one gift exchange, as I see it. */
export function ExchangePage() {
  const param = useRouteParam();
  const id = parseExchangeId(param);
  const { exchange, error, isLoading, mutate } = useExchange(id);

  // A placeholder or malformed id (and a 404: not in it, or gone) is a not-found state.
  if ((param !== null && id === null) || (error instanceof ApiError && error.status === 404)) {
    return <ExchangeNotFound />;
  }
  if (error) {
    return (
      <Page>
        <BackLink />
        <h1 className="sr-only">Gift exchange</h1>
        <LoadErrorAlert what="this exchange" />
      </Page>
    );
  }
  if (isLoading || !exchange) {
    return (
      <Page>
        <h1 className="sr-only">Gift exchange</h1>
        <div className="grid gap-4" data-testid="exchange-loading">
          <Skeleton className="h-9 w-72 max-w-full" />
          <Skeleton className="h-5 w-96 max-w-full" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </Page>
    );
  }
  return <ExchangeView exchange={exchange} reload={() => mutate()} />;
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">{children}</div>;
}

function BackLink() {
  return (
    <Link
      href="/exchanges"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All gift exchanges
    </Link>
  );
}

function ExchangeNotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{EXCHANGE_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{EXCHANGE_NOT_FOUND_TEXT}</p>
      <Button asChild>
        <Link href="/exchanges">Back to {EXCHANGES_TITLE}</Link>
      </Button>
    </div>
  );
}

function ExchangeView({ exchange, reload }: { exchange: Exchange; reload: () => Promise<unknown> }) {
  const selfId = selfIdOf(exchange);
  const drawn = exchange.drawnAt !== null;

  return (
    <Page>
      <BackLink />
      <ExchangeHeader exchange={exchange} />

      {exchange.iOrganise ? <DrawPanel exchange={exchange} /> : null}

      {exchange.myPairs.length > 0 ? (
        <section aria-label={YOUR_SECRET_SANTA} className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {exchange.myPairs.map((pair) => (
            <MyPairCard
              key={pair.giver}
              exchange={exchange}
              pair={pair}
              isSelf={pair.giver === selfId}
              onLooked={reload}
            />
          ))}
        </section>
      ) : null}

      {drawn ? <ExchangeQuestions exchange={exchange} selfId={selfId} /> : null}

      {exchange.allPairs ? <AllPairs pairs={exchange.allPairs} /> : null}

      <ExchangeParticipants exchange={exchange} selfId={selfId} onChanged={reload} />

      {exchange.iOrganise && !exchange.revealed && exchange.participants.length >= 2 ? (
        <ExclusionsGrid exchange={exchange} />
      ) : null}
    </Page>
  );
}

function ExchangeHeader({ exchange }: { exchange: Exchange }) {
  const router = useRouter();
  const revalidate = useRevalidateExchanges();
  const { show: setOpen, dialog } = useWhichDialog<"edit" | "next" | "delete">();
  const budget = formatAmount(exchange.budget, exchange.currency);

  function confirmDelete() {
    return saveWithFeedback({
      save: () => deleteExchange(exchange.id),
      success: { title: `${exchange.name} deleted` },
      failure: "Failed to delete the exchange. Please try again.",
      preferServerMessage: true,
      onSaved: async () => {
        router.push("/exchanges");
        await revalidate().catch(() => undefined);
      },
    });
  }

  return (
    <header className="grid grid-cols-1 gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{exchange.name}</h1>
        {exchange.iOrganise ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            {exchange.drawnAt !== null ? (
              <Button variant="outline" size="sm" onClick={() => setOpen("next")}>
                <CalendarPlus aria-hidden="true" />
                {NEXT_YEAR}
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={() => setOpen("edit")} aria-label="Edit exchange">
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => setOpen("delete")}
              aria-label="Delete exchange"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        ) : null}
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
        <div>
          <dt className="sr-only">Date</dt>
          <dd className="flex items-center gap-1.5" data-testid="exchange-date">
            <CalendarDays className="size-4" aria-hidden="true" />
            {formatLongDate(exchange.date)}
          </dd>
        </div>
        {budget ? (
          <div>
            <dt className="sr-only">Budget</dt>
            <dd className="flex items-center gap-1.5" data-testid="exchange-budget">
              <Wallet className="size-4" aria-hidden="true" />
              Budget {budget}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="sr-only">Organiser</dt>
          <dd className="flex items-center gap-1.5">
            <UserRound className="size-4" aria-hidden="true" />
            {organiserText(exchange.organiserName, exchange.iOrganise)}
          </dd>
        </div>
      </dl>
      {exchange.message ? (
        <p className="max-w-3xl rounded-lg border-l-4 border-primary/40 bg-muted/40 px-4 py-3 break-words whitespace-pre-line" data-testid="exchange-message">
          {exchange.message}
        </p>
      ) : null}

      {exchange.iOrganise ? (
        <>
          <ExchangeDialog {...dialog("edit")} exchange={exchange} />
          <ExchangeDialog {...dialog("next")} nextOf={exchange} />
          <ConfirmDialog
            {...dialog("delete")}
            title={`Delete ${exchange.name}?`}
            description={DELETE_EXCHANGE_TEXT}
            confirmLabel="Delete"
            destructive
            onConfirm={confirmDelete}
          />
        </>
      ) : null}
    </header>
  );
}

/** 'Ann Lee → Ben Cole' */
export function pairText(pair: Pick<Pair, "giverName" | "recipient">): string {
  return `${pair.giverName} → ${pair.recipient.name}`;
}

/** Every pair, once revealed (or for the organiser who chose to see them): 'Giver → Recipient'. */
function AllPairs({ pairs }: { pairs: readonly Pair[] }) {
  return (
    <section aria-labelledby="all-pairs" className="grid grid-cols-1 gap-3">
      <h2 id="all-pairs" className="text-xl font-semibold">
        {ALL_PAIRS_TITLE}
      </h2>
      <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2" aria-label={ALL_PAIRS_TITLE}>
        {pairs.map((pair) => (
          <li key={pair.giver} className="rounded-lg border bg-card px-3 py-2 text-sm font-medium break-words">
            {pairText(pair)}
          </li>
        ))}
      </ul>
    </section>
  );
}

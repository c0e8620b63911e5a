"use client";

import { useState } from "react";
import { CalendarDays, Gift, Plus, UserRound, Users } from "lucide-react";

import {
  EXCHANGES_DESCRIPTION,
  EXCHANGES_EMPTY_TEXT,
  EXCHANGES_EMPTY_TITLE,
  EXCHANGES_TITLE,
  NAMES_DRAWN,
  NEW_EXCHANGE,
  NOT_DRAWN_YET,
  organiserText,
} from "@/components/exchanges/exchange-text";
import { IntentLink } from "@/components/layout/intent-link";
import { lazyDialog } from "@/components/lazy-dialog";
import { LoadErrorAlert } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { exchangePath, useExchanges, type ExchangeSummary } from "@/hooks/use-exchanges";
import { formatLongDate } from "@/lib/dates";
import { peopleCountText } from "@/lib/exchanges";

// The form loads when first opened, not with the page.
const ExchangeDialog = lazyDialog(() =>
  import("@/components/exchanges/exchange-dialog").then((module) => module.ExchangeDialog),
);

/** `/exchanges`: the gift exchanges I organise, am in, or keep someone in; New exchange. */
export function ExchangesPage() {
  const [newOpen, setNewOpen] = useState(false);
  const { exchanges, error, isLoading } = useExchanges();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{EXCHANGES_TITLE}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{EXCHANGES_DESCRIPTION}</p>
        </div>
        <Button onClick={() => setNewOpen(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          {NEW_EXCHANGE}
        </Button>
      </div>

      {isLoading ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="exchanges-loading">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full rounded-xl" />
          ))}
        </div>
      ) : error ? (
        <LoadErrorAlert what="your gift exchanges" />
      ) : exchanges.length === 0 ? (
        <EmptyState icon={Gift} size="page" titleAs="h2" title={EXCHANGES_EMPTY_TITLE} description={EXCHANGES_EMPTY_TEXT} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Your gift exchanges">
          {exchanges.map((exchange) => (
            <li key={exchange.id} className="grid">
              <ExchangeCard exchange={exchange} />
            </li>
          ))}
        </ul>
      )}

      <ExchangeDialog open={newOpen} onOpenChange={setNewOpen} />
    </div>
  );
}

/** One exchange: its name (a link to its page), day, organiser, people and whether the names are drawn. */
export function ExchangeCard({ exchange }: { exchange: ExchangeSummary }) {
  const titleId = `exchange-${exchange.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg leading-tight font-semibold break-words">
          {/* The whole card opens the exchange. */}
          <IntentLink
            href={exchangePath(exchange.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:underline"
          >
            {exchange.name}
          </IntentLink>
        </h2>
        <Badge variant={exchange.drawn ? "default" : "secondary"} data-testid="draw-state" className="shrink-0">
          {exchange.drawn ? NAMES_DRAWN : NOT_DRAWN_YET}
        </Badge>
      </div>
      <dl className="grid grid-cols-1 gap-1.5 text-sm">
        <div>
          <dt className="sr-only">Date</dt>
          <dd className="flex items-center gap-1.5" data-testid="exchange-date">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
            {formatLongDate(exchange.date)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Organiser</dt>
          <dd className="flex items-center gap-1.5">
            <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
            {organiserText(exchange.organiserName, exchange.iOrganise)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">People</dt>
          <dd className="flex items-center gap-1.5" data-testid="people-count">
            <Users className="size-4 text-muted-foreground" aria-hidden="true" />
            {peopleCountText(exchange.participantCount)}
          </dd>
        </div>
      </dl>
    </article>
  );
}

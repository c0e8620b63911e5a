"use client";

import { useState } from "react";
import Link from "next/link";
import {
  ArrowLeft,
  CalendarDays,
  Gift as GiftIcon,
  Heart,
  Lightbulb,
  Plus,
  SearchX,
  TriangleAlert,
  Wallet,
} from "lucide-react";

import { PERSON_BUDGETS_TITLE, overBudgetText, personBudgetText } from "@/components/budgets/budget-text";
import { GiftRow } from "@/components/gifts/gift-row";
import {
  ADD_GIVEN,
  ADD_IDEA,
  ADD_RECEIVED,
  DATES_TITLE,
  DELETE_GIFT_TEXT,
  GIVEN_EMPTY_TEXT,
  GIVEN_EMPTY_TITLE,
  GIVEN_TITLE,
  IDEAS_EMPTY_TEXT,
  IDEAS_EMPTY_TITLE,
  IDEAS_TITLE,
  PERSON_NOT_FOUND_TEXT,
  PERSON_NOT_FOUND_TITLE,
  RECEIVED_EMPTY_TEXT,
  RECEIVED_EMPTY_TITLE,
  RECEIVED_TITLE,
  backLinkOf,
  daysUntilText,
  deleteGiftTitle,
  type GiftKind,
} from "@/components/gifts/gift-text";
import { IntentLink } from "@/components/layout/intent-link";
import { lazyDialog } from "@/components/lazy-dialog";
import { LoadErrorAlert } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import {
  deleteGift,
  usePersonPage,
  useRevalidatePeople,
  type Gift,
  type PersonDate,
  type PersonPage as PersonPageData,
  type PersonRef,
} from "@/hooks/use-gifts";
import { useHomeCurrency } from "@/hooks/use-account-settings";
import type { PersonBudget } from "@/hooks/use-budgets";
import { useLocationSearch } from "@/hooks/use-location-search";
import { ApiError } from "@/lib/api";
import { LinkFriendCard } from "@/components/gifts/link-friend-card";
import { budgetPath } from "@/lib/budgets";
import { relationshipLabel } from "@/lib/contacts";
import { formatLongDate } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";
import { giftsByYear, personRefFrom } from "@/lib/gifts";

// Dialogs load when first opened, not with the page.
const GiftDialog = lazyDialog(() => import("@/components/gifts/gift-dialog").then((module) => module.GiftDialog));
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

/**
 * `/person?contact=12` (or `?friend=5`, `?dependant=3`): the gifts I keep
 * for one person. Their coming dates, my ideas for them, what I gave them
 * by year and what they gave me (with my thanks ticked off). A contact and
 * a friend with one address are one person: the same page either way.
 */
export function PersonPage() {
  const search = useLocationSearch();
  const person = search === null ? null : personRefFrom(search);
  const { page, error, isLoading } = usePersonPage(person);

  // A URL that names nobody (and a 404: not mine to see) is a not-found state.
  if ((search !== null && person === null) || (error instanceof ApiError && error.status === 404)) {
    return <PersonNotFound person={person} />;
  }
  if (error) {
    return (
      <Page>
        <BackLink person={person} />
        <h1 className="sr-only">Gifts</h1>
        <LoadErrorAlert what="their gifts" />
      </Page>
    );
  }
  if (isLoading || !page || !person) {
    return (
      <Page>
        <h1 className="sr-only">Gifts</h1>
        <div className="grid gap-4" data-testid="person-loading">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      </Page>
    );
  }
  return <PersonView page={page} person={person} />;
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">{children}</div>;
}

/** Back to the list the person was opened from. */
function BackLink({ person }: { person: PersonRef | null }) {
  const back = backLinkOf(person);
  return (
    <Link
      href={back.href}
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {back.label}
    </Link>
  );
}

function PersonNotFound({ person }: { person: PersonRef | null }) {
  const back = backLinkOf(person);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{PERSON_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{PERSON_NOT_FOUND_TEXT}</p>
      <Button asChild>
        <Link href={back.href}>{back.backLabel}</Link>
      </Button>
    </div>
  );
}

/** What a dialog is open for: adding to a list, or editing one gift. */
type Editing = { kind: GiftKind; gift?: Gift };

function PersonView({ page, person }: { page: PersonPageData; person: PersonRef }) {
  const revalidate = useRevalidatePeople();
  // A new gift's price is in my home currency at first: what budgets count.
  const { currency } = useHomeCurrency();
  // The targets stay while their dialogs close, so the words don't change mid-animation.
  const [editing, setEditing] = useState<Editing>({ kind: "idea" });
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<Gift | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  function open(kind: GiftKind, gift?: Gift) {
    setEditing({ kind, gift });
    setEditOpen(true);
  }
  const edit = (kind: GiftKind) => (gift: Gift) => open(kind, gift);
  function askDelete(gift: Gift) {
    setDeleting(gift);
    setDeleteOpen(true);
  }

  function confirmDelete() {
    const gift = deleting;
    if (!gift) return false;
    return saveWithFeedback({
      save: () => deleteGift(gift.id),
      success: { title: `${gift.name} deleted` },
      failure: "Failed to delete the gift. Please try again.",
      preferServerMessage: true,
      onSaved: () => revalidate(),
    });
  }

  const years = giftsByYear(page.given);

  return (
    <Page>
      <BackLink person={person} />
      <PersonHeader page={page} />

      {"contactId" in person ? <LinkFriendCard page={page} contactId={person.contactId} /> : null}

      {page.dates.length > 0 ? <ComingDates dates={page.dates} /> : null}

      {page.budgets.length > 0 ? <PersonBudgets budgets={page.budgets} /> : null}

      <GiftSection
        id="gift-ideas"
        title={IDEAS_TITLE}
        addLabel={ADD_IDEA}
        onAdd={() => open("idea")}
        empty={
          page.ideas.length === 0 ? (
            <EmptyState icon={Lightbulb} title={IDEAS_EMPTY_TITLE} description={IDEAS_EMPTY_TEXT} />
          ) : null
        }
      >
        <ul className="grid gap-2" aria-label={IDEAS_TITLE}>
          {page.ideas.map((gift) => (
            <GiftRow key={gift.id} gift={gift} onEdit={edit("idea")} onDelete={askDelete} />
          ))}
        </ul>
      </GiftSection>

      <GiftSection
        id="gifts-given"
        title={GIVEN_TITLE}
        addLabel={ADD_GIVEN}
        onAdd={() => open("given")}
        empty={
          years.length === 0 ? (
            <EmptyState icon={GiftIcon} title={GIVEN_EMPTY_TITLE} description={GIVEN_EMPTY_TEXT} />
          ) : null
        }
      >
        <div className="grid gap-5">
          {years.map(({ year, gifts }) => (
            <div key={year} className="grid gap-2">
              <h3 id={`given-${year}`} className="text-sm font-semibold text-muted-foreground">
                {year}
              </h3>
              <ul className="grid gap-2" aria-labelledby={`given-${year}`}>
                {gifts.map((gift) => (
                  <GiftRow key={gift.id} gift={gift} withStatus onEdit={edit("given")} onDelete={askDelete} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </GiftSection>

      <GiftSection
        id="gifts-received"
        title={RECEIVED_TITLE}
        addLabel={ADD_RECEIVED}
        onAdd={() => open("received")}
        empty={
          page.received.length === 0 ? (
            <EmptyState icon={Heart} title={RECEIVED_EMPTY_TITLE} description={RECEIVED_EMPTY_TEXT} />
          ) : null
        }
      >
        <ul className="grid gap-2" aria-label={RECEIVED_TITLE}>
          {page.received.map((gift) => (
            <GiftRow key={gift.id} gift={gift} withThankYou onEdit={edit("received")} onDelete={askDelete} />
          ))}
        </ul>
      </GiftSection>

      <GiftDialog
        open={editOpen}
        onOpenChange={setEditOpen}
        person={person}
        personName={page.name}
        kind={editing.kind}
        gift={editing.gift}
        currency={currency}
      />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={deleting ? deleteGiftTitle(deleting.name) : ""}
        description={DELETE_GIFT_TEXT}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </Page>
  );
}

/** Their name, then what my contact says of them: relationship and interests. */
function PersonHeader({ page }: { page: PersonPageData }) {
  const relationship = relationshipLabel(page.relationship);
  return (
    <header className="grid gap-3">
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{page.name}</h1>
      {relationship || page.interests.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          {relationship ? (
            <Badge variant="secondary" className="capitalize" data-testid="person-relationship">
              {relationship}
            </Badge>
          ) : null}
          {page.interests.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Interests">
              {page.interests.map((interest, i) => (
                <li key={`${interest}-${i}`}>
                  <Badge variant="outline" className="font-normal">
                    {interest}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}

/** Their coming dates, soonest first: title, day and how soon. */
function ComingDates({ dates }: { dates: readonly PersonDate[] }) {
  return (
    <section aria-labelledby="coming-dates" className="grid gap-3">
      <h2 id="coming-dates" className="text-xl font-semibold">
        {DATES_TITLE}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {dates.map((date) => (
          <li
            key={date.id}
            aria-label={date.title}
            className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2 text-sm shadow-xs"
          >
            <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 flex-1">
              <span className="font-medium break-words">{date.title}</span>
              <span className="text-muted-foreground">{formatLongDate(date.nextOccurrence)}</span>
            </div>
            <span className="shrink-0 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
              {daysUntilText(date.daysUntil)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * My budgets from today on with an amount or gifts for them: 'Christmas
 * 2026: $60.00 of $50.00' (bought and planned for them, of their amount),
 * each a link to the budget, with a warning when it is more than their amount.
 */
function PersonBudgets({ budgets }: { budgets: readonly PersonBudget[] }) {
  return (
    <section aria-labelledby="person-budgets" className="grid gap-3">
      <h2 id="person-budgets" className="text-xl font-semibold">
        {PERSON_BUDGETS_TITLE}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {budgets.map((budget) => (
          <li
            key={budget.id}
            aria-label={budget.name}
            className="flex items-start gap-3 rounded-lg border bg-card px-3 py-2 text-sm shadow-xs"
          >
            <Wallet className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <IntentLink
                href={budgetPath(budget.id)}
                className="w-fit font-medium break-words underline-offset-4 hover:underline"
                data-testid="person-budget"
              >
                {personBudgetText(budget)}
              </IntentLink>
              <span className="text-muted-foreground">{formatLongDate(budget.date)}</span>
              {budget.overCents > 0 ? (
                <span
                  className="inline-flex items-center gap-1 font-semibold text-destructive"
                  data-testid="person-budget-over"
                >
                  <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
                  {overBudgetText(budget.overCents, budget.currency)}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A section of the page: its heading and add button, then its list, or `empty` when it has none. */
function GiftSection({
  id,
  title,
  addLabel,
  onAdd,
  empty,
  children,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  empty: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {empty ?? children}
    </section>
  );
}

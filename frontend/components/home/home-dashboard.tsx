"use client";

import { useState, type ReactNode } from "react";
import Link from "next/link";
import {
  ArrowRight,
  CalendarHeart,
  CalendarPlus,
  Gift,
  Plus,
  Smartphone,
  Sparkles,
  Upload,
  UserPlus,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from "lucide-react";

import { HOME_BUDGET_TITLE, SEE_BUDGET, homeBudgetText } from "@/components/budgets/budget-text";

import { ContactAvatar } from "@/components/contacts/contact-card";
import { DateCard } from "@/components/dates/date-card";
import { DateCardSkeleton } from "@/components/dates/date-card-skeleton";
import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { FallbackImage } from "@/components/ui/fallback-image";
import { useBudgets } from "@/hooks/use-budgets";
import { useContacts } from "@/hooks/use-contacts";
import { useUpcomingDates } from "@/hooks/use-dates";
import { useSharedSpecialDates } from "@/hooks/use-sharing";
import { useWishlist } from "@/hooks/use-wishlist";
import { budgetPath, localToday, nextBudget } from "@/lib/budgets";
import { relationshipLabel } from "@/lib/contacts";
import { comingDates, upcomingMomentsText } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { displayPrice, priorityColours, priorityLabel } from "@/lib/wishlist";
import { ALL_CAUGHT_UP } from "@/lib/messages";
import { greeting, greetingName, type User } from "@/lib/user";

// The dialogs load when first opened: home's first load carries no form.
const SpecialDateDialog = lazyDialog(() =>
  import("@/components/dates/special-date-dialog").then((module) => module.SpecialDateDialog),
);
const ContactDialog = lazyDialog(() => import("@/components/contacts/contact-dialog").then((module) => module.ContactDialog));
const ImportContactsDialog = lazyDialog(() =>
  import("@/components/contacts/import-contacts-dialog").then((module) => module.ImportContactsDialog),
);

/** Spec section 9: the home dashboard shows up to 3 upcoming dates. */
export const HOME_UPCOMING_LIMIT = 3;
/** "Coming up" on the home dashboard means within the next 30 days. */
export const HOME_COMING_UP_DAYS = 30;
/** Spec section 9: the home dashboard shows the first 4 contacts. */
export const HOME_CONTACTS_LIMIT = 4;
/** Spec section 9: the home dashboard shows the first 3 wishlist items. */
export const HOME_WISHLIST_LIMIT = 3;

const QUICK_ACTIONS: readonly { href: string; title: string; description: string; icon: LucideIcon; tone: string }[] = [
  {
    href: "/recommendations",
    title: "Get AI Suggestions",
    description: "Gift ideas picked for the people you love",
    icon: Sparkles,
    tone: "bg-primary/10 text-primary",
  },
  {
    href: "/friends",
    title: "Invite Friends",
    description: "Share dates and wishlists with your circle",
    icon: UserPlus,
    tone: "bg-sky-100 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300",
  },
  {
    href: "/collaborative",
    title: "Group Wishlists",
    description: "Plan a big present together",
    icon: UsersRound,
    tone: "bg-amber-100 text-amber-700 dark:bg-amber-900/40 dark:text-amber-300",
  },
];

export function HomeDashboard({ user }: { user: User }) {
  // Local hour, read once on mount (this only renders in the browser).
  const [hour] = useState(() => new Date().getHours());
  const [today] = useState(() =>
    new Date().toLocaleDateString(undefined, { weekday: "long", month: "long", day: "numeric" }),
  );
  const [addOpen, setAddOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const name = greetingName(user);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8">
      <section
        aria-labelledby="greeting"
        className="relative overflow-hidden rounded-2xl border bg-gradient-to-br from-primary/15 via-accent to-background p-6 sm:p-8"
      >
        <p className="text-sm font-medium text-muted-foreground">{today}</p>
        <h1 id="greeting" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
          {name ? `${greeting(hour)}, ${name}` : greeting(hour)}
        </h1>
        <ComingUpLine />
        <div className="relative mt-6 flex flex-wrap gap-2">
          <Button onClick={() => setAddOpen(true)}>
            <CalendarPlus aria-hidden="true" />
            Add Date
          </Button>
          <Button variant="outline" className="bg-background/80" onClick={() => setContactOpen(true)}>
            <UserPlus aria-hidden="true" />
            Add Contact
          </Button>
          <Button variant="outline" className="bg-background/80" onClick={() => setImportOpen(true)}>
            <Upload aria-hidden="true" />
            Import
          </Button>
        </div>
        <CalendarHeart
          className="pointer-events-none absolute -right-4 -bottom-6 size-36 text-primary/10"
          aria-hidden="true"
        />
      </section>

      <UpcomingDates onAdd={() => setAddOpen(true)} />

      <NextBudget />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <YourCircle onAdd={() => setContactOpen(true)} />
        <MyWishlist />
      </div>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-4 text-lg font-semibold">
          Quick actions
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ href, title, description, icon: Icon, tone }) => (
            <li key={title}>
              <Link
                href={href}
                className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid gap-1">
                  <span className="font-semibold">{title}</span>
                  <span className="text-sm text-muted-foreground">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="mobile-apps"
        className="flex flex-col items-center gap-5 rounded-2xl bg-foreground px-6 py-8 text-center text-background sm:flex-row sm:text-left"
      >
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-background/10">
          <Smartphone className="size-7" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id="mobile-apps" className="text-lg font-semibold">
            Coming soon to mobile devices
          </h2>
          <p className="mt-1 text-sm text-background/70">
            Presently for iPhone and Android, with reminders right on your phone.
          </p>
        </div>
        <div className="flex gap-2" aria-hidden="true">
          <StoreBadge small="Download on the" big="App Store" />
          <StoreBadge small="Get it on" big="Google Play" />
        </div>
      </section>

      <Button
        onClick={() => setAddOpen(true)}
        size="icon"
        aria-label="Add special date"
        className="fixed right-4 bottom-20 z-30 size-14 rounded-full shadow-lg md:right-8 md:bottom-8"
      >
        <Plus className="size-6" aria-hidden="true" />
      </Button>

      <SpecialDateDialog open={addOpen} onOpenChange={setAddOpen} />
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
      <ImportContactsDialog open={importOpen} onOpenChange={setImportOpen} />
    </div>
  );
}

/**
 * 'N special moments coming up' (mine and those friends shared with me, in
 * the next 30 days), or 'All caught up for today'. A failing shared call
 * only leaves the shared ones out.
 */
function ComingUpLine() {
  const { dates, error, isLoading } = useUpcomingDates({ days: HOME_COMING_UP_DAYS });
  const shared = useSharedSpecialDates();
  if (isLoading || shared.isLoading) {
    return <Skeleton className="mt-3 h-6 w-64 bg-background/60" data-testid="coming-up-loading" />;
  }
  if (error) return null;
  const count = comingDates(dates, shared.error ? [] : shared.shared, { withinDays: HOME_COMING_UP_DAYS }).length;
  return (
    <p className="mt-3 flex items-center gap-2 text-base text-foreground/80" data-testid="coming-up">
      {count > 0 ? (
        <CalendarHeart className="size-5 text-primary" aria-hidden="true" />
      ) : (
        <Sparkles className="size-5 text-primary" aria-hidden="true" />
      )}
      {upcomingMomentsText(count, ALL_CAUGHT_UP)}
    </p>
  );
}

/** A home section: its heading, and a link to the full page on the right. */
function HomeSection({
  id,
  title,
  href,
  linkText,
  className,
  children,
}: {
  id: string;
  title: string;
  href: string;
  linkText: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <Link
          href={href}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
        >
          {linkText}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {children}
    </section>
  );
}

function LoadError({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed p-6 text-center text-sm text-destructive">{children}</p>;
}

/**
 * The card of Your Circle and My Wishlist: skeleton rows while loading, the
 * error line, the empty state, or the first rows with a link to all of them
 * when there are more.
 */
function HomeListCard({
  isLoading,
  error,
  loadingTestId,
  rowClassName,
  errorText,
  empty,
  more,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  loadingTestId: string;
  rowClassName: string;
  errorText: string;
  empty: { icon: LucideIcon; title: string; text: string; action?: ReactNode } | null;
  more: { href: string; text: string } | null;
  children: ReactNode;
}) {
  if (isLoading) {
    return (
      <div className="grid flex-1 gap-3 rounded-2xl border bg-card p-4 shadow-sm" data-testid={loadingTestId}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className={rowClassName} />
        ))}
      </div>
    );
  }
  if (error) return <LoadError>{errorText}</LoadError>;
  if (empty) {
    const Icon = empty.icon;
    return (
      <div className="flex flex-1 flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-8 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium">{empty.title}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{empty.text}</p>
        {empty.action}
      </div>
    );
  }
  return (
    <div className="flex flex-1 flex-col rounded-2xl border bg-card p-2 shadow-sm">
      {children}
      {more ? (
        <Button asChild variant="ghost" size="sm" className="mt-1 self-center text-primary">
          <Link href={more.href}>
            {more.text}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * My next dates and the dates to come friends shared with me, soonest first
 * (at most 3). A failing shared call only hides the shared ones.
 */
function UpcomingDates({ onAdd }: { onAdd: () => void }) {
  const { dates, error, isLoading } = useUpcomingDates({ limit: HOME_UPCOMING_LIMIT });
  const shared = useSharedSpecialDates();
  const merged = comingDates(dates, shared.error ? [] : shared.shared).slice(0, HOME_UPCOMING_LIMIT);

  return (
    <HomeSection id="upcoming-dates" title="Upcoming Special Dates" href="/dates" linkText="View all dates">
      {isLoading || shared.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: HOME_UPCOMING_LIMIT }, (_, i) => (
            <DateCardSkeleton key={i} />
          ))}
        </div>
      ) : error ? (
        <LoadError>Unable to load your upcoming dates. Please try again later.</LoadError>
      ) : merged.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-10 text-center">
          <CalendarHeart className="size-8 text-primary/60" aria-hidden="true" />
          <p className="font-medium">No upcoming dates</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add a birthday or anniversary and we&apos;ll remind you before it comes around.
          </p>
          <Button variant="outline" onClick={onAdd} className="mt-1">
            <Plus aria-hidden="true" />
            Add Date
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {merged.map((date) => (
            <li key={date.sharedBy === undefined ? `own-${date.id}` : `shared-${date.id}`}>
              <DateCard date={date} sharedBy={date.sharedBy} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/**
 * The budget for the nearest occasion from today on: what is left of it
 * (or how far over it is), and a link to it. Nothing while loading, on a
 * failure, or without one to come.
 */
function NextBudget() {
  const { budgets } = useBudgets();
  const [today] = useState(() => localToday());
  const budget = nextBudget(budgets, today);
  if (!budget) return null;
  const over = budget.overCents > 0;
  return (
    <section
      aria-labelledby="next-budget"
      className="flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center"
      data-testid="home-budget"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Wallet className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h2 id="next-budget" className="text-sm font-medium text-muted-foreground">
          {HOME_BUDGET_TITLE}
        </h2>
        <p className={cn("font-semibold break-words", over && "text-destructive")} data-testid="home-budget-text">
          {homeBudgetText(budget)}
        </p>
      </div>
      <Link
        href={budgetPath(budget.id)}
        className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
      >
        {SEE_BUDGET}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

/** My Wishlist: the first 3 items, 'View Full Wishlist (N items)' when there are more. */
function MyWishlist() {
  const { items, error, isLoading } = useWishlist();
  const shown = items.slice(0, HOME_WISHLIST_LIMIT);

  return (
    <HomeSection id="my-wishlist" title="My Wishlist" href="/wishlist" linkText="Open My Wishlist" className="flex flex-col">
      <HomeListCard
        isLoading={isLoading}
        error={error}
        loadingTestId="wishlist-loading"
        rowClassName="h-12 w-full"
        errorText="Unable to load your wishlist. Please try again later."
        empty={
          items.length === 0
            ? {
                icon: Gift,
                title: "Your wishlist is empty",
                text: "Save the things you'd love to receive, so friends and family always know what to get you.",
              }
            : null
        }
        more={
          items.length > HOME_WISHLIST_LIMIT
            ? { href: "/wishlist", text: `View Full Wishlist (${items.length} items)` }
            : null
        }
      >
        <ul className="grid grid-cols-1 gap-1" aria-label="Wishlist items">
          {shown.map((item) => {
            const price = displayPrice(item);
            const colours = priorityColours(item.priority);
            return (
              <li key={item.id} className="flex items-center gap-3 rounded-lg px-3 py-2">
                <FallbackImage src={item.imageUrl} alt={item.name} className="size-10 shrink-0 rounded-md object-cover" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate font-medium">{item.name}</span>
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    <span className={cn("rounded-full px-1.5 py-px font-semibold ring-1 ring-inset", colours.badge)}>
                      {priorityLabel(item.priority)}
                    </span>
                    {item.purchased ? <span className="font-semibold text-emerald-700 dark:text-emerald-400">Purchased</span> : null}
                  </span>
                </div>
                {price ? (
                  <span
                    data-price-kind={price.kind}
                    className={
                      price.kind === "amount"
                        ? "shrink-0 text-sm font-semibold text-primary"
                        : "max-w-[40%] truncate text-sm text-muted-foreground"
                    }
                  >
                    {price.text}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </HomeListCard>
    </HomeSection>
  );
}

/** Your Circle: the first 4 contacts, 'View All Contacts (N total)' when there are more. */
function YourCircle({ onAdd }: { onAdd: () => void }) {
  const { contacts, error, isLoading } = useContacts();
  const shown = contacts.slice(0, HOME_CONTACTS_LIMIT);

  return (
    <HomeSection id="your-circle" title="Your Circle" href="/friends" linkText="Go to My Circle" className="flex flex-col">
      <HomeListCard
        isLoading={isLoading}
        error={error}
        loadingTestId="circle-loading"
        rowClassName="h-10 w-full"
        errorText="Unable to load your contacts. Please try again later."
        empty={
          contacts.length === 0
            ? {
                icon: Users,
                title: "No contacts yet",
                text: "Keep the people you shop for in one place, with their birthdays and favourite things.",
                action: (
                  <Button variant="outline" size="sm" className="mt-1" onClick={onAdd}>
                    <UserPlus aria-hidden="true" />
                    Add Contact
                  </Button>
                ),
              }
            : null
        }
        more={
          contacts.length > HOME_CONTACTS_LIMIT
            ? { href: "/contacts", text: `View All Contacts (${contacts.length} total)` }
            : null
        }
      >
        <ul className="grid grid-cols-1 gap-1" aria-label="Contacts">
          {shown.map((contact) => (
            <li key={contact.id} className="flex items-center gap-3 rounded-lg px-3 py-2">
              <ContactAvatar contact={contact} className="size-10" />
              <div className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium">{contact.name}</span>
                {contact.relationship ? (
                  <span className="text-xs text-muted-foreground">{relationshipLabel(contact.relationship)}</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </HomeListCard>
    </HomeSection>
  );
}

function StoreBadge({ small, big }: { small: string; big: string }) {
  return (
    <span className="flex flex-col rounded-lg border border-background/30 px-3 py-1.5 text-left opacity-70">
      <span className="text-[10px] leading-tight">{small}</span>
      <span className="text-sm leading-tight font-semibold">{big}</span>
    </span>
  );
}

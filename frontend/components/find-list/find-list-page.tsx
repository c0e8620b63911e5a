"use client";

import { useState } from "react";
import Link from "next/link";
import { CalendarDays, CheckCircle2, Gift, Search, SearchX, UserRound } from "lucide-react";

import { RegistryBadge } from "@/components/lists/registry-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FallbackImage } from "@/components/ui/fallback-image";
import { FormField } from "@/components/ui/form-field";
import { InputWithIcon } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useListedLists } from "@/hooks/use-group-wishlists";
import { formatLongDay } from "@/lib/dates";
import { SEARCH_MAX } from "@/lib/domain-rules";
import { ALL_OCCASIONS, findListEntries, wishlistsFoundText, type FindListEntry } from "@/lib/find-list";
import { itemCountText, OCCASION_OPTIONS, occasionLabel } from "@/lib/group-wishlists";
import { dollarPrice } from "@/lib/wishlist";

/** The search request waits for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 250;

const OCCASION_FILTER_OPTIONS = [{ value: ALL_OCCASIONS, label: "All Occasions" }, ...OCCASION_OPTIONS];

/**
 * `/find-list` (signed out OK): the lists owners put in Find a list, then
 * the built-in samples, filtered by search (title, owner, description) and
 * occasion.
 */
export function FindListPage() {
  const [search, setSearch] = useState("");
  const [occasion, setOccasion] = useState<string>(ALL_OCCASIONS);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { lists } = useListedLists({
    search: debouncedSearch,
    occasion: occasion === ALL_OCCASIONS ? null : occasion,
  });
  const entries = findListEntries(lists, { search, occasion });

  function clearFilters() {
    setSearch("");
    setOccasion(ALL_OCCASIONS);
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find a List</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Looking for someone&apos;s wishlist or registry? Search by name, owner or occasion.
        </p>
      </div>

      <div className="grid gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end sm:p-5">
        <FormField label="Search wishlists" id="find-list-search">
          <InputWithIcon
            icon={Search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by title, owner or description"
            maxLength={SEARCH_MAX}
          />
        </FormField>
        <SelectField
          label="Occasion"
          id="find-list-occasion"
          value={occasion}
          onValueChange={setOccasion}
          options={OCCASION_FILTER_OPTIONS}
          triggerClassName="sm:w-48"
        />
      </div>

      <section aria-labelledby="find-list-results" className="grid gap-4">
        <h2 id="find-list-results" className="text-lg font-semibold" data-testid="wishlists-found" aria-live="polite">
          {wishlistsFoundText(entries.length)}
        </h2>
        {entries.length === 0 ? (
          <EmptyState
            icon={SearchX}
            size="page"
            titleAs="h3"
            title="No wishlists found"
            description="Try a different name or occasion."
          >
            <Button variant="outline" onClick={clearFilters} className="mt-2">
              Clear Filters
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Wishlists">
            {entries.map((entry) => (
              <li key={entry.key}>
                <FindListCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * One list on Find a list: Registry (for a registry), occasion, items,
 * owner, created date, description, up to 2 featured items.
 */
export function FindListCard({ entry }: { entry: FindListEntry }) {
  const titleId = `find-list-${entry.key.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
  const occasion = occasionLabel(entry.occasion);
  const sample = entry.url === null;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="find-list-card"
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-1.5">
          {entry.kind === "registry" ? <RegistryBadge /> : null}
          {occasion ? <Badge variant="secondary">{occasion}</Badge> : null}
          {sample ? <Badge variant="outline">Sample</Badge> : null}
        </div>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground" data-testid="item-count">
          <Gift className="size-4" aria-hidden="true" />
          {itemCountText(entry.itemCount)}
        </span>
      </div>
      <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
        {entry.title}
      </h3>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden="true" />
          by {entry.ownerName}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          Created {formatLongDay(entry.createdAt)}
        </span>
      </div>
      {entry.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{entry.description}</p> : null}
      {entry.featuredItems.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Featured items</h4>
          <ul className="grid gap-2" aria-label={`Featured items of ${entry.title}`}>
            {entry.featuredItems.map((item, i) => {
              const price = dollarPrice(item.price);
              return (
                <li key={`${item.title}-${i}`} className="flex items-center gap-3 rounded-lg bg-muted/50 p-2">
                  <FallbackImage src={item.imageUrl} alt="" className="size-10 shrink-0 rounded-md object-cover" />
                  <div className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{item.title}</span>
                    {price ? <span className="text-xs text-muted-foreground">{price}</span> : null}
                  </div>
                  {item.isClaimed === true ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400" data-testid="claimed">
                      <CheckCircle2 className="size-4" aria-hidden="true" />
                      Claimed
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto pt-1">
        {entry.url ? (
          <Button asChild className="w-full">
            <Link href={entry.url}>View Full Wishlist</Link>
          </Button>
        ) : (
          <Button className="w-full" disabled title="A sample list: there is no page to open.">
            View Full Wishlist
          </Button>
        )}
      </div>
    </article>
  );
}

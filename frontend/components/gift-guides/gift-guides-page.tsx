"use client";

import { useState } from "react";
import { BookOpen, Search, SearchX, Star } from "lucide-react";

import { GiftGuideCard } from "@/components/gift-guides/gift-guide-card";
import { LoadErrorAlert } from "@/components/load-error";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { InputWithIcon } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useGiftGuides } from "@/hooks/use-gift-guides";
import { SEARCH_MAX } from "@/lib/domain-rules";
import { ALL_GUIDE_CATEGORIES, GUIDE_CATEGORY_OPTIONS } from "@/lib/gift-guides";

/** The search request waits for a pause in typing. */
export const GUIDE_SEARCH_DEBOUNCE_MS = 300;

export const GUIDES_LOADING = "Loading gift guides...";
export const NO_GUIDES_TITLE = "No guides found";
export const NO_GUIDES_TEXT = "Try adjusting your search or filters";

/** `/gift-guides` (everyone): search and category over `GET /api/gift-guides`; featured guides, then all. */
export function GiftGuidesPage() {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string>(ALL_GUIDE_CATEGORIES);
  const debouncedSearch = useDebouncedValue(search, GUIDE_SEARCH_DEBOUNCE_MS);
  const { guides, error, isLoading } = useGiftGuides({ search: debouncedSearch, category });
  const featured = guides.filter((g) => g.isFeatured);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Gift Guides</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Hand-picked ideas for every season, occasion, person and budget.
        </p>
      </div>

      <div
        role="search"
        aria-label="Gift guides"
        className="grid gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end sm:p-5"
      >
        <FormField label="Search guides" id="gift-guides-search">
          <InputWithIcon
            icon={Search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by title, description or tag"
            maxLength={SEARCH_MAX}
          />
        </FormField>
        <SelectField
          label="Category"
          id="gift-guides-category"
          value={category}
          onValueChange={setCategory}
          options={GUIDE_CATEGORY_OPTIONS}
          triggerClassName="sm:w-48"
        />
      </div>

      {error ? (
        <LoadErrorAlert what="gift guides" />
      ) : isLoading && guides.length === 0 ? (
        <p role="status" className="py-14 text-center text-muted-foreground">
          {GUIDES_LOADING}
        </p>
      ) : guides.length === 0 ? (
        <EmptyState icon={SearchX} size="page" titleAs="h2" title={NO_GUIDES_TITLE} description={NO_GUIDES_TEXT} />
      ) : (
        <>
          {featured.length > 0 ? (
            <section aria-labelledby="featured-guides" className="grid gap-4">
              <h2 id="featured-guides" className="flex items-center gap-2 text-xl font-semibold">
                <Star className="size-5 fill-amber-400 text-amber-500" aria-hidden="true" />
                Featured Guides
              </h2>
              <ul className="grid gap-4 md:grid-cols-2" aria-label="Featured Guides">
                {featured.map((guide) => (
                  <li key={guide.id}>
                    <GiftGuideCard guide={guide} featured />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="all-guides" className="grid gap-4">
            <h2 id="all-guides" className="flex items-center gap-2 text-xl font-semibold">
              <BookOpen className="size-5 text-primary" aria-hidden="true" />
              All Gift Guides
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="All Gift Guides">
              {guides.map((guide) => (
                <li key={guide.id}>
                  <GiftGuideCard guide={guide} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

"use client";

import { useId } from "react";
import { PackageOpen, TriangleAlert } from "lucide-react";

import { RecommendationCard } from "@/components/recommendations/recommendation-card";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import {
  NO_RECOMMENDATIONS,
  sectionErrorText,
  SKELETON_CARDS,
  type RecommendationItem,
} from "@/lib/recommendations";
import { cn } from "@/lib/utils";

/**
 * The scrolling row the cards (and their skeletons) sit in. `relative`: the
 * cards' visually hidden labels (absolutely positioned) stay inside the row
 * instead of widening the page.
 */
const ROW = "relative flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-3 [scrollbar-width:thin]";
/** One card's slot in the row. */
const SLOT = "w-64 shrink-0 snap-start sm:w-72";

/**
 * One section of the page: its heading (h2, the section's name) with
 * `badge` and `actions` beside it, an optional `description` and `notice`,
 * then 6 skeleton cards while loading, the red alert on an error, the empty
 * text, or the cards in a horizontally scrolling list.
 */
export function RecommendationSection({
  name,
  items,
  isLoading,
  error,
  description,
  badge,
  actions,
  notice,
  onAddToWishlist,
}: {
  name: string;
  items: readonly RecommendationItem[];
  isLoading: boolean;
  error?: unknown;
  description?: React.ReactNode;
  badge?: React.ReactNode;
  actions?: React.ReactNode;
  notice?: React.ReactNode;
  onAddToWishlist?: (item: RecommendationItem) => void;
}) {
  const headingId = useId();

  let body: React.ReactNode;
  if (error) {
    body = (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden="true" />
        <p className="col-start-2">{sectionErrorText(name)}</p>
      </Alert>
    );
  } else if (isLoading) {
    body = (
      <div aria-busy="true" data-testid="recommendation-skeletons">
        <span className="sr-only" role="status">
          Loading {name}...
        </span>
        <div className={cn(ROW, "overflow-x-hidden")} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className={SLOT} data-testid="recommendation-skeleton">
              <Skeleton className="h-96 w-full rounded-xl" />
            </div>
          ))}
        </div>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-6 text-sm text-muted-foreground">
        <PackageOpen className="size-5 shrink-0" aria-hidden="true" />
        <p>{NO_RECOMMENDATIONS}</p>
      </div>
    );
  } else {
    body = (
      <ul className={ROW} aria-label={name}>
        {items.map((item) => (
          <li key={item.id} className={SLOT}>
            <RecommendationCard item={item} onAddToWishlist={onAddToWishlist} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {name}
          </h2>
          {badge}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {description ? <p className="-mt-1 text-sm text-muted-foreground">{description}</p> : null}
      {notice}
      {body}
    </section>
  );
}

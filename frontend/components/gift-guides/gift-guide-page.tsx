"use client";

import Link from "next/link";
import { ArrowLeft, ExternalLink, SearchX } from "lucide-react";

import { GuideCategoryBadge } from "@/components/gift-guides/gift-guide-card";
import { LoadErrorAlert } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FallbackImage } from "@/components/ui/fallback-image";
import { Skeleton } from "@/components/ui/skeleton";
import { StarDisplay } from "@/components/wishlist/star-rating";
import { useGiftGuide } from "@/hooks/use-gift-guides";
import { useRouteParam } from "@/hooks/use-route-param";
import { ApiError } from "@/lib/api";
import { guideItemCountText, type GiftGuideDetail, type GuideItem } from "@/lib/gift-guides";
import { reviewCountText } from "@/lib/popular-gifts";

export const GUIDE_NOT_FOUND_TITLE = "Gift guide not found";
export const GUIDE_NOT_FOUND_TEXT = "This gift guide doesn't exist or is no longer available.";

/** `/gift-guides/{id}` (everyone): one guide and its items; the id comes from the URL. */
export function GiftGuidePage() {
  const id = useRouteParam();
  const { guide, error, isLoading } = useGiftGuide(id);

  if (error instanceof ApiError && error.status === 404) return <GuideNotFound />;
  if (error) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <BackLink />
        <h1 className="sr-only">Gift Guide</h1>
        <LoadErrorAlert what="this gift guide" />
      </div>
    );
  }
  if (isLoading || !guide) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" data-testid="gift-guide-loading">
        <h1 className="sr-only">Gift Guide</h1>
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-5 w-96 max-w-full" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      </div>
    );
  }
  return <GiftGuideView guide={guide} />;
}

function BackLink() {
  return (
    <Link
      href="/gift-guides"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All gift guides
    </Link>
  );
}

function GuideNotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{GUIDE_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{GUIDE_NOT_FOUND_TEXT}</p>
      <Button asChild>
        <Link href="/gift-guides">Back to Gift Guides</Link>
      </Button>
    </div>
  );
}

export function GiftGuideView({ guide }: { guide: GiftGuideDetail }) {
  const items = Array.isArray(guide.items) ? guide.items : [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <BackLink />
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <GuideCategoryBadge category={guide.category} />
          <span className="text-sm text-muted-foreground">{guideItemCountText(items.length)}</span>
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{guide.title}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{guide.description}</p>
        {guide.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {guide.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <section aria-labelledby="guide-items" className="grid gap-4">
        <h2 id="guide-items" className="text-xl font-semibold">
          Gifts in this guide
        </h2>
        {items.length === 0 ? (
          <EmptyState icon={SearchX} title="No gifts in this guide yet" />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Gifts in this guide">
            {items.map((item) => (
              <li key={item.id}>
                <GuideItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-xs text-muted-foreground">
        Presently may earn a commission from partners when you buy through these links, at no extra cost to you.
      </p>
    </div>
  );
}

export function GuideItemCard({ item }: { item: GuideItem }) {
  const titleId = `guide-item-${item.id.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="guide-item"
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <FallbackImage src={item.image} alt="" className="aspect-[4/3] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="leading-tight font-semibold break-words">
            {item.name}
          </h3>
          <Badge variant="secondary" data-testid="partner-badge">
            {item.source}
          </Badge>
        </div>
        {item.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p> : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {item.price ? <span className="text-lg font-bold">{item.price}</span> : null}
          {item.rating !== null && item.rating !== undefined ? (
            <span className="inline-flex items-center gap-1.5">
              <StarDisplay value={item.rating} label={`Rated ${item.rating} out of 5`} />
              <span className="font-medium">{item.rating.toFixed(1)}</span>
              {item.reviewCount ? (
                <span className="text-muted-foreground">({reviewCountText(item.reviewCount)})</span>
              ) : null}
            </span>
          ) : null}
        </div>
        <div className="mt-auto pt-1">
          <Button asChild className="w-full">
            <a href={item.affiliateUrl || item.url} target="_blank" rel="noopener sponsored">
              View at {item.source}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}

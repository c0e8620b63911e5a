"use client";

import { useState } from "react";
import Link from "next/link";
import { ExternalLink, Flame, Sparkles, Trophy } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FallbackImage } from "@/components/ui/fallback-image";
import { SelectField } from "@/components/ui/select-field";
import { StarDisplay } from "@/components/wishlist/star-rating";
import {
  ALL_CATEGORIES,
  CATEGORY_FILTER_OPTIONS,
  filterPopularGifts,
  POPULAR_GIFT_TAGS_MAX,
  POPULAR_GIFTS,
  reviewCountText,
  saveText,
  type PopularGift,
} from "@/lib/popular-gifts";

/** `/popular-gifts` (everyone): the sample gifts, filtered by category. */
export function PopularGiftsPage({ gifts = POPULAR_GIFTS }: { gifts?: readonly PopularGift[] }) {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const shown = filterPopularGifts(gifts, category);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Popular Gifts</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          The gifts people love giving right now, from gadgets and kitchen favourites to cozy things and outdoor gear.
        </p>
      </div>

      <div className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <SelectField
          label="Category"
          id="popular-gifts-category"
          value={category}
          onValueChange={setCategory}
          options={CATEGORY_FILTER_OPTIONS}
          triggerClassName="sm:w-56"
        />
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="gifts-shown">
          {shown.length === 1 ? "1 gift" : `${shown.length} gifts`}
        </p>
      </div>

      <section aria-labelledby="popular-gifts-list-title" className="grid gap-4">
        <h2 id="popular-gifts-list-title" className="sr-only">
          Gifts
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Popular gifts">
          {shown.map((gift) => (
            <li key={gift.title}>
              <PopularGiftCard gift={gift} />
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-center gap-3 rounded-2xl border bg-accent/60 px-4 py-8 text-center">
        <Sparkles className="size-6 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Looking for something more personal?</h2>
        <p className="max-w-xl text-muted-foreground">
          Tell our AI assistant who you are shopping for and get ideas picked for them.
        </p>
        <Button asChild>
          <Link href="/ai-gift-ideas">Get AI Gift Ideas</Link>
        </Button>
      </section>
    </div>
  );
}

function titleId(title: string) {
  return `popular-gift-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** One popular gift: badges, image, price and Save amount, stars, reviews, up to 3 tags, View Product. */
export function PopularGiftCard({ gift }: { gift: PopularGift }) {
  const id = titleId(gift.title);
  const save = saveText(gift.price, gift.originalPrice);
  const showOriginal = save !== null && gift.originalPrice;
  return (
    <article
      aria-labelledby={id}
      data-testid="popular-gift"
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <FallbackImage src={gift.imageUrl} alt="" className="aspect-[4/3] w-full object-cover" />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {gift.isHot ? (
            <Badge className="border-transparent bg-red-700 text-white">
              <Flame aria-hidden="true" />
              Hot
            </Badge>
          ) : null}
          {gift.isBestseller ? (
            <Badge className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              <Trophy aria-hidden="true" />
              #1 Bestseller
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <span className="text-xs font-medium text-muted-foreground">{gift.category}</span>
          <h3 id={id} className="leading-tight font-semibold">
            {gift.title}
          </h3>
          <p className="line-clamp-3 text-sm text-muted-foreground">{gift.description}</p>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <StarDisplay value={gift.rating} label={`Rated ${gift.rating} out of 5`} />
          <span className="font-medium">{gift.rating.toFixed(1)}</span>
          <span className="text-muted-foreground">({reviewCountText(gift.reviewCount)})</span>
        </div>
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-lg font-bold">{gift.price}</span>
          {showOriginal ? (
            <span className="text-sm text-muted-foreground line-through">
              <span className="sr-only">was </span>
              {gift.originalPrice}
            </span>
          ) : null}
          {save ? (
            <span className="rounded-md bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">
              {save}
            </span>
          ) : null}
        </div>
        {gift.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Tags of ${gift.title}`}>
            {gift.tags.slice(0, POPULAR_GIFT_TAGS_MAX).map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto pt-1">
          <Button asChild className="w-full">
            <a href={gift.affiliateUrl} target="_blank" rel="noopener sponsored">
              View Product
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}

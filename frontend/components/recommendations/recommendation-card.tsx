"use client";

import { useId, useState, type MouseEvent } from "react";
import {
  BedDouble,
  CalendarCheck,
  ExternalLink,
  Flower2,
  Gift,
  House,
  Laptop,
  MapPin,
  Navigation,
  Plane,
  Sparkles,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";

import { SaveIdeaActions } from "@/components/recommendations/save-idea-actions";
import { StarDisplay } from "@/components/wishlist/star-rating";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import {
  affiliateClickEvent,
  isTravel,
  linkOf,
  placeholderColour,
  priceText,
  ratingText,
  reviewCountOf,
  reviewsText,
  typeLabel,
  type CardType,
  type RecommendationItem,
} from "@/lib/recommendations";
import { saveChoicesFor } from "@/lib/save-idea";
import { cn } from "@/lib/utils";

/** Every card type's icon (a hotel gets a bed rather than a plane). */
const TYPE_ICONS: Record<CardType, LucideIcon> = {
  gift: Gift,
  flowers: Flower2,
  bestbuy: Laptop,
  target: House,
  restaurant: UtensilsCrossed,
  travel: Plane,
  hotel: BedDouble,
};

/** The icon of a card's type. */
export function TypeIcon({ type, className }: { type: CardType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return <Icon className={className} aria-hidden />;
}

/**
 * `POST /api/analytics/events` for a click on `link`: fire and forget, a
 * failure is ignored and never holds up the link.
 */
export function recordAffiliateClick(item: RecommendationItem, link: string): void {
  try {
    void api("POST", "/api/analytics/events", { body: affiliateClickEvent(item, link) }).catch(() => undefined);
  } catch {
    // Never let the analytics call break the link.
  }
}

/** The card's picture: the image, else (none, or it failed to load) the type's colour and icon. */
function CardImage({ item }: { item: RecommendationItem }) {
  // The URL that failed rather than a flag, so a new image is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const src = item.image?.trim() || null;
  const box = "aspect-[4/3] w-full";

  if (!src || failed === src) {
    return (
      <div
        role="img"
        aria-label={item.name}
        data-testid="recommendation-placeholder"
        className={cn("flex items-center justify-center", box, placeholderColour(item.type))}
      >
        <TypeIcon type={item.type} className="size-12" />
      </div>
    );
  }

  return (
    // Static export: a plain <img>, as next/image would render unoptimised.
    <img
      src={src}
      alt={item.name}
      loading="lazy"
      className={cn("object-cover", box, placeholderColour(item.type))}
      onError={() => setFailed(src)}
    />
  );
}

/** Stars and "4.6", then "(1,234 reviews)". */
function Rating({ rating, reviews }: { rating?: number | null; reviews?: number }) {
  const value = typeof rating === "number" && Number.isFinite(rating) ? rating : undefined;
  if (value === undefined && reviews === undefined) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {value !== undefined ? (
        <>
          <StarDisplay value={value} label={`Rated ${ratingText(value)} out of 5`} />
          <span className="font-medium" aria-hidden="true">
            {ratingText(value)}
          </span>
        </>
      ) : null}
      {reviews !== undefined ? <span className="text-muted-foreground">({reviewsText(reviews)})</span> : null}
    </div>
  );
}

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-1.5">
      <Icon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/**
 * One recommendation: image (or the type's placeholder), partner badge,
 * name, description, what its type shows (a gift's price and Prime, a
 * restaurant's rating, reviews, availability, distance and address, a
 * trip's type and price), the reason it was picked, the partner link
 * (`item.cta`, a new tab, with the click recorded) and where it may be
 * saved (`saveChoicesFor`): Add to Wishlist for me, a group list and Copy
 * link when it was picked for someone, nothing for a restaurant or a trip.
 */
export function RecommendationCard({
  item,
  onAddToWishlist,
  className,
}: {
  item: RecommendationItem;
  onAddToWishlist?: (item: RecommendationItem) => void;
  className?: string;
}) {
  const titleId = useId();
  const link = linkOf(item);
  const restaurant = item.type === "restaurant";
  const travel = isTravel(item.type);
  const price = restaurant ? null : priceText(item);
  const reviews = reviewCountOf(item);

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    // A left click or a middle click (auxclick) opens the link.
    if (event.type === "auxclick" && event.button !== 1) return;
    if (link) recordAffiliateClick(item, link);
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid="recommendation-card"
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
    >
      <CardImage item={item} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          {item.partnerName ? (
            <Badge variant="outline" data-testid="partner-badge">
              {item.partnerName}
            </Badge>
          ) : null}
          {item.type === "gift" && item.isPrime ? (
            <Badge className="border-transparent bg-blue-700 text-white dark:bg-blue-300 dark:text-blue-950">Prime</Badge>
          ) : null}
          {travel ? (
            <Badge variant="secondary" data-testid="travel-type">
              {typeLabel(item.type)}
            </Badge>
          ) : null}
        </div>

        <div className="grid gap-1">
          <h3 id={titleId} className="line-clamp-2 leading-tight font-semibold">
            {item.name}
          </h3>
          {item.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p> : null}
        </div>

        {item.reason ? (
          <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium" title={item.reason}>
            <Sparkles className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
            <span className="truncate">{item.reason}</span>
          </p>
        ) : null}

        {restaurant ? (
          <>
            <Rating rating={item.rating} reviews={reviews} />
            <ul className="grid gap-1 text-sm text-muted-foreground" aria-label={`About ${item.name}`}>
              {item.availability ? (
                <Detail icon={CalendarCheck} label="Availability">
                  {item.availability}
                </Detail>
              ) : null}
              {item.distance ? (
                <Detail icon={Navigation} label="Distance">
                  {item.distance}
                </Detail>
              ) : null}
              {item.address ? (
                <Detail icon={MapPin} label="Address">
                  {item.address}
                </Detail>
              ) : null}
            </ul>
          </>
        ) : null}

        {price ? (
          <p className="text-lg font-bold" data-testid="recommendation-price">
            {price}
          </p>
        ) : null}

        <div className="mt-auto grid gap-2 pt-1">
          {link ? (
            <Button asChild className="w-full">
              <a
                href={link}
                target="_blank"
                rel="noopener sponsored"
                aria-label={`${item.cta}: ${item.name} (opens in a new tab)`}
                onClick={onLinkClick}
                onAuxClick={onLinkClick}
              >
                {item.cta}
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          ) : (
            <Button className="w-full" disabled>
              {item.cta}
            </Button>
          )}
          <SaveIdeaActions
            item={item}
            choices={saveChoicesFor(item, "recommendations")}
            onAddToWishlist={onAddToWishlist}
            block
          />
        </div>
      </div>
    </article>
  );
}

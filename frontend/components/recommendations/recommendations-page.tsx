"use client";

import { useState } from "react";

import { lazyDialog } from "@/components/lazy-dialog";
import { GiftSearch } from "@/components/recommendations/gift-search";
import { RecommendationSection } from "@/components/recommendations/recommendation-section";
import { RestaurantsSection } from "@/components/recommendations/restaurants-section";
import { useRecommendations } from "@/hooks/use-recommendations";
import { sectionInfo, wishlistPrefillOf, type RecommendationItem, type SectionKey } from "@/lib/recommendations";
import type { WishlistPrefill } from "@/lib/wishlist";

// Dialogs load when first opened, not with the page.
const WishlistItemDialog = lazyDialog(() =>
  import("@/components/wishlist/wishlist-item-dialog").then((module) => module.WishlistItemDialog),
);

type AddToWishlist = (item: RecommendationItem) => void;

/** A section whose call takes no parameters (flowers, Best Buy, Target, travel); travel saves nothing. */
function PlainSection({ sectionKey, onAddToWishlist }: { sectionKey: SectionKey; onAddToWishlist?: AddToWishlist }) {
  const section = sectionInfo(sectionKey);
  const { items, error, isLoading } = useRecommendations(section.path);
  return (
    <RecommendationSection
      name={section.name}
      items={items}
      isLoading={isLoading}
      error={error}
      onAddToWishlist={onAddToWishlist}
    />
  );
}

/** Amazon Gifts: picked for me by the server, or the search's results. */
function GiftsSection({ query, onAddToWishlist }: { query: string; onAddToWishlist: AddToWishlist }) {
  const section = sectionInfo("gifts");
  const { items, error, isLoading } = useRecommendations(section.path, { query });
  return (
    <RecommendationSection
      name={section.name}
      items={items}
      isLoading={isLoading}
      error={error}
      description={query ? `Results for "${query}"` : "Picked for you and your coming dates"}
      onAddToWishlist={onAddToWishlist}
    />
  );
}

/**
 * `/recommendations` (Smart Recommendations): the gift search, then the six
 * sections in the spec's order, each loading on its own. A card for me
 * (plain browsing) opens the wishlist's Add dialog filled from it; a card
 * picked for someone's date offers a group list for them instead, and
 * restaurants and trips save nowhere (issue 34, item 6: my wishlist is
 * what my friends and my public link read as what I want).
 */
export function RecommendationsPage({ geolocation }: { geolocation?: Geolocation | null }) {
  const [giftQuery, setGiftQuery] = useState("");
  const [addOpen, setAddOpen] = useState(false);
  const [prefill, setPrefill] = useState<WishlistPrefill | undefined>(undefined);

  function addToWishlist(item: RecommendationItem) {
    setPrefill(wishlistPrefillOf(item));
    setAddOpen(true);
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8">
      <div className="grid gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Smart Recommendations</h1>
          <p className="mt-1 text-muted-foreground">
            Gifts, flowers, gadgets, dinners and trips from our partners, picked for the people you care about.
          </p>
        </div>
        <GiftSearch query={giftQuery} onQueryChange={setGiftQuery} />
      </div>

      <GiftsSection query={giftQuery} onAddToWishlist={addToWishlist} />
      <PlainSection sectionKey="flowers" onAddToWishlist={addToWishlist} />
      <PlainSection sectionKey="bestbuy" onAddToWishlist={addToWishlist} />
      <PlainSection sectionKey="target" onAddToWishlist={addToWishlist} />
      <RestaurantsSection geolocation={geolocation} />
      <PlainSection sectionKey="travel" />

      <WishlistItemDialog open={addOpen} onOpenChange={setAddOpen} prefill={prefill} />
    </div>
  );
}

"use client";

import { useState } from "react";
import { Gift, Plus, Search } from "lucide-react";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { PresentlyButtonCard } from "@/components/wishlist/presently-button-card";
import { ProductLookup } from "@/components/wishlist/product-lookup";
import { PublicLinkCard } from "@/components/wishlist/public-link-card";
import { WishlistItemCard } from "@/components/wishlist/wishlist-item-card";
import { WishlistItemDialog } from "@/components/wishlist/wishlist-item-dialog";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { InputWithIcon } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { ItemGridSkeleton } from "@/components/wishlist/item-grid-skeleton";
import { deleteWishlistItem, useRevalidateWishlist, useWishlist } from "@/hooks/use-wishlist";
import { saveWithFeedback } from "@/lib/forms";
import {
  ALL,
  filterWishlist,
  presentCategories,
  PRIORITY_OPTIONS,
  withCategorySpellings,
  type WishlistItem,
  type WishlistPrefill,
} from "@/lib/wishlist";

/** `/wishlist`: my items with search and filters, product lookup, the Presently button, the public link. */
export function WishlistPage() {
  const { items: loaded, error, isLoading } = useWishlist();
  // "books" and "Books" are one category, shown in one spelling.
  const items = withCategorySpellings(loaded);
  const revalidate = useRevalidateWishlist();

  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL);
  const [priority, setPriority] = useState(ALL);
  const [addOpen, setAddOpen] = useState(false);
  const [prefill, setPrefill] = useState<WishlistPrefill | undefined>(undefined);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<WishlistItem | null>(null);

  const categories = presentCategories(items);
  const categoryFilter = category === ALL || categories.includes(category) ? category : ALL;
  const shown = filterWishlist(items, { search, category: categoryFilter, priority });
  const filtering = search.trim() !== "" || categoryFilter !== ALL || priority !== ALL;

  function openAdd(next?: WishlistPrefill, failure?: string) {
    setPrefill(next);
    setLookupError(failure ?? null);
    setAddOpen(true);
  }

  async function confirmDelete() {
    if (!deleteTarget) return;
    return saveWithFeedback({
      save: () => deleteWishlistItem(deleteTarget.id),
      success: { title: "Item removed from wishlist." },
      failure: "Failed to remove the item. Please try again.",
      onSaved: () => revalidate(),
    });
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Wishlist</h1>
          <p className="mt-1 text-muted-foreground">The things you&apos;d love to receive, in one place.</p>
        </div>
        <Button onClick={() => openAdd()} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Add Item
        </Button>
      </div>

      <ProductLookup onPrefill={(p, failure) => openAdd(p, failure)} />
      <PresentlyButtonCard />

      <section aria-labelledby="my-items" className="grid gap-4">
        <h2 id="my-items" className="sr-only">
          Wishlist items
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <FormField label="Search wishlist" id="wishlist-search">
            <InputWithIcon
              icon={Search}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search by name or description"
            />
          </FormField>
          <SelectField
            label="Category"
            id="wishlist-category"
            value={categoryFilter}
            onValueChange={setCategory}
            options={[{ value: ALL, label: "All categories" }, ...categories.map((c) => ({ value: c, label: c }))]}
            triggerClassName="sm:w-44"
          />
          <SelectField
            label="Priority"
            id="wishlist-priority"
            value={priority}
            onValueChange={setPriority}
            // Highest first.
            options={[{ value: ALL, label: "All priorities" }, ...[...PRIORITY_OPTIONS].reverse()]}
            triggerClassName="sm:w-40"
          />
        </div>

        {isLoading ? (
          <ItemGridSkeleton count={6} />
        ) : error ? (
          <LoadErrorAlert what="your wishlist" />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Gift}
            size="page"
            titleAs="h2"
            title="Your wishlist is empty"
            description="Save the things you'd love to receive, so friends and family always know what to get you."
          >
            <Button onClick={() => openAdd()} className="mt-2">
              <Plus aria-hidden="true" />
              Add Your First Item
            </Button>
          </EmptyState>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center">
            <p className="font-medium">No items match your filters</p>
            {filtering ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setSearch("");
                  setCategory(ALL);
                  setPriority(ALL);
                }}
              >
                Clear Filters
              </Button>
            ) : null}
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Wishlist items">
            {shown.map((item) => (
              // A grid cell of its own: the card fills it, so the cards of a row are one height.
              <li key={item.id} className="grid">
                <WishlistItemCard
                  item={item}
                  onDelete={(target) => {
                    setDeleteTarget(target);
                    setDeleteOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <PublicLinkCard />

      <WishlistItemDialog open={addOpen} onOpenChange={setAddOpen} prefill={prefill} lookupError={lookupError} />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Remove this item?"
        description={
          deleteTarget ? `"${deleteTarget.name}" will be removed from your wishlist.` : "This item will be removed from your wishlist."
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}


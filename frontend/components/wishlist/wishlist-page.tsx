"use client";

import { useState } from "react";
import { Gift, Plus, Search } from "lucide-react";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { ProductLookup } from "@/components/wishlist/product-lookup";
import { PublicLinkCard } from "@/components/wishlist/public-link-card";
import { WishlistItemCard } from "@/components/wishlist/wishlist-item-card";
import { WishlistItemDialog } from "@/components/wishlist/wishlist-item-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { deleteWishlistItem, useRevalidateWishlist, useWishlist } from "@/hooks/use-wishlist";
import { toast } from "@/hooks/use-toast";
import { handleUnauthorized } from "@/lib/auth-redirect";
import {
  ALL,
  filterWishlist,
  presentCategories,
  PRIORITY_OPTIONS,
  type WishlistItem,
  type WishlistPrefill,
} from "@/lib/wishlist";

/** `/wishlist`: my items with search and filters, product lookup, the public link. */
export function WishlistPage() {
  const { items, error, isLoading } = useWishlist();
  const revalidate = useRevalidateWishlist();

  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL);
  const [priority, setPriority] = useState(ALL);
  const [addOpen, setAddOpen] = useState(false);
  const [prefill, setPrefill] = useState<WishlistPrefill | undefined>(undefined);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<WishlistItem | null>(null);

  const categories = presentCategories(items);
  const categoryFilter = category === ALL || categories.includes(category) ? category : ALL;
  const shown = filterWishlist(items, { search, category: categoryFilter, priority });
  const filtering = search.trim() !== "" || categoryFilter !== ALL || priority !== ALL;

  function openAdd(next?: WishlistPrefill) {
    setPrefill(next);
    setAddOpen(true);
  }

  async function confirmDelete() {
    if (!deleteTarget) return;
    try {
      await deleteWishlistItem(deleteTarget.id);
      toast({ title: "Item removed from wishlist." });
      await revalidate();
    } catch (err) {
      if (!handleUnauthorized(err)) {
        toast({ title: "Error", description: "Failed to remove the item. Please try again.", variant: "destructive" });
      }
      throw err;
    }
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

      <ProductLookup onPrefill={(p) => openAdd(p)} />

      <section aria-labelledby="my-items" className="grid gap-4">
        <h2 id="my-items" className="sr-only">
          Wishlist items
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor="wishlist-search">Search wishlist</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                id="wishlist-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Search by name or description"
                className="pl-9"
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="wishlist-category">Category</Label>
            <Select value={categoryFilter} onValueChange={setCategory}>
              <SelectTrigger id="wishlist-category" className="w-full sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All categories</SelectItem>
                {categories.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="wishlist-priority">Priority</Label>
            <Select value={priority} onValueChange={setPriority}>
              <SelectTrigger id="wishlist-priority" className="w-full sm:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All priorities</SelectItem>
                {/* Highest first. */}
                {[...PRIORITY_OPTIONS].reverse().map((p) => (
                  <SelectItem key={p.value} value={p.value}>
                    {p.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        {isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-80 w-full rounded-xl" />
            ))}
          </div>
        ) : error ? (
          <Alert variant="destructive">
            <AlertTitle>Unable to load your wishlist</AlertTitle>
            <AlertDescription>Please try again or check your connection.</AlertDescription>
          </Alert>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Gift className="size-7" aria-hidden="true" />
            </span>
            <h2 className="text-lg font-semibold">Your wishlist is empty</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              Save the things you&apos;d love to receive, so friends and family always know what to get you.
            </p>
            <Button onClick={() => openAdd()} className="mt-2">
              <Plus aria-hidden="true" />
              Add Your First Item
            </Button>
          </div>
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
              <li key={item.id}>
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

      <WishlistItemDialog open={addOpen} onOpenChange={setAddOpen} prefill={prefill} />
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

"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { FileUp, Gift, Plus, Search } from "lucide-react";

import { lazyComponent } from "@/components/lazy-component";
import { lazyDialog } from "@/components/lazy-dialog";
import type { GiverClaimActions } from "@/components/claims/claim-control";
import { IMPORT_ITEMS } from "@/components/lists/list-text";
import { LazyFollowListButton, LazyQuestionsBox } from "@/components/lists/page-extras";
import { ListSwitcher, useListChoice } from "@/components/lists/list-switcher";
import type { MoveRequest } from "@/components/lists/move-item-dialog";
import { PresentlyButtonCard } from "@/components/wishlist/presently-button-card";
import { ProductLookup } from "@/components/wishlist/product-lookup";
import type { DependantListItem } from "@/components/wishlist/dependant-item-card";
import { WishlistItemCard } from "@/components/wishlist/wishlist-item-card";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { InputWithIcon } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { ItemGridSkeleton } from "@/components/wishlist/item-grid-skeleton";
import { useListEvents } from "@/hooks/use-list-events";
import {
  claimListItem,
  unclaimListItem,
  useAllMyItems,
  useList,
  useMyLists,
  useRevalidateLists,
  type ListItem,
  type ListView,
} from "@/hooks/use-lists";
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

// The public link card (below the items) loads after the page's first
// paint, with a placeholder of its size till then; so do the cards of a list
// I keep for someone (with their claims), asked for once such a list shows.
const loadPublicLinkCard = () => import("@/components/wishlist/public-link-card");
const PublicLinkCard = dynamic(() => loadPublicLinkCard().then((module) => module.PublicLinkCard), {
  ssr: false,
  loading: () => <Skeleton className="h-48 w-full rounded-2xl" />,
});
const DependantItemCard = lazyComponent(
  () => import("@/components/wishlist/dependant-item-card").then((module) => module.DependantItemCard),
  () => <Skeleton className="h-80 w-full rounded-xl" />,
);

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));
const ImportItemsDialog = lazyDialog(() =>
  import("@/components/lists/import-items-dialog").then((module) => module.ImportItemsDialog),
);
const MoveItemDialog = lazyDialog(() =>
  import("@/components/lists/move-item-dialog").then((module) => module.MoveItemDialog),
);
const WishlistItemDialog = lazyDialog(() =>
  import("@/components/wishlist/wishlist-item-dialog").then((module) => module.WishlistItemDialog),
);

/**
 * An item of mine: from `/api/wishlist` (my main wishlist), or from my
 * lists with the list it is on (and on a list I keep for someone, its
 * claims and whose own surprise it is).
 */
type MyItem = DependantListItem & { listId?: number };

/**
 * `/wishlist`: my lists (`?list=` chooses one: none for my main wishlist,
 * a list's id, or `all`), the items of the one shown with search and
 * filters, product lookup, the Presently button, its public link.
 */
export function WishlistPage() {
  const { lists, isLoading: listsLoading } = useMyLists();
  const choice = useListChoice(lists, listsLoading);
  const listId = typeof choice === "number" ? choice : null;
  const defaultList = lists.find((l) => l.isDefault) ?? null;
  const current = choice === "default" ? defaultList : lists.find((l) => l.id === listId) ?? null;

  const main = useWishlist(choice === "default");
  const one = useList(listId);
  const all = useAllMyItems(choice === "all");
  const shownSource: { items: readonly MyItem[]; error: unknown; isLoading: boolean } =
    choice === "default" ? main : choice === "all" ? all : { ...one, items: one.list?.items ?? [] };
  const { error, isLoading } = shownSource;
  // "books" and "Books" are one category, shown in one spelling.
  const items = withCategorySpellings(shownSource.items);
  const revalidate = useRevalidateWishlist();
  // A list I keep for someone I look after: its guardians see its claims, so nobody buys twice.
  const dependantList = listId !== null && current?.dependant ? current : null;
  const { mutate: mutateList } = one;
  const revalidateLists = useRevalidateLists();
  // What the list's other keepers (and, on a list I keep for someone, its givers) change shows as they do.
  // All my lists is several lists: none is watched.
  useListEvents(choice === "default" ? (defaultList?.id ?? null) : listId, () => void revalidateLists());
  // The lists whose questions show: the one shown (those I keep for someone too), or all of them.
  const questionLists =
    choice === "all" ? lists.map((l) => l.id) : choice === "default" ? (defaultList ? [defaultList.id] : []) : [choice];

  useEffect(() => {
    // Asked for as the page mounts, so it is in by the time the items are.
    loadPublicLinkCard().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (dependantList) DependantItemCard.preload();
  }, [dependantList]);

  /** Puts an item the API answered into the cached list. */
  function storeListItem(item: ListItem) {
    return mutateList(
      (view: ListView | undefined) =>
        view ? { ...view, items: view.items.map((i) => (i.id === item.id ? item : i)) } : view,
      { revalidate: false },
    );
  }

  function claimActions(onList: number, itemId: number): GiverClaimActions {
    return {
      claim: async (input) => storeListItem(await claimListItem(onList, itemId, input)),
      unclaim: async () => storeListItem(await unclaimListItem(onList, itemId)),
      reload: () => mutateList(),
    };
  }

  const [moveOpen, setMoveOpen] = useState(false);
  const [moveRequest, setMoveRequest] = useState<MoveRequest | null>(null);
  /** The list an item is on: its own word, else the list shown (my main wishlist's id from my lists). */
  const sourceOf = (item: MyItem) => item.listId ?? listId ?? defaultList?.id;
  const listName = (item: MyItem) =>
    choice === "all" ? lists.find((l) => l.id === item.listId)?.name : undefined;

  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL);
  const [priority, setPriority] = useState(ALL);
  const [addOpen, setAddOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
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

  function openMove(item: MyItem, action: MoveRequest["action"]) {
    const from = sourceOf(item);
    if (from === undefined) return;
    setMoveRequest({ item, action, from });
    setMoveOpen(true);
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
      <div className="grid gap-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Wishlist</h1>
            <p className="mt-1 text-muted-foreground">The things you&apos;d love to receive, in one place.</p>
          </div>
          <div className="flex flex-wrap gap-2 self-start sm:self-auto">
            {/* Its guardians may follow a list they keep for someone; nobody follows their own. */}
            {dependantList ? <LazyFollowListButton listId={dependantList.id} /> : null}
            {/* Into the list shown: one I keep (All my lists is none). */}
            {current ? (
              <Button variant="outline" onClick={() => setImportOpen(true)}>
                <FileUp aria-hidden="true" />
                {IMPORT_ITEMS}
              </Button>
            ) : null}
            <Button onClick={() => openAdd()}>
              <Plus aria-hidden="true" />
              Add Item
            </Button>
          </div>
        </div>
        <ListSwitcher choice={choice} lists={lists} current={current} viewedName={one.list?.name} />
      </div>

      <LazyQuestionsBox listIds={questionLists} />

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
          <LoadErrorAlert
            what={choice === "default" ? "your wishlist" : choice === "all" ? "your lists" : "this list"}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Gift}
            size="page"
            titleAs="h2"
            title={listId === null ? "Your wishlist is empty" : "This list is empty"}
            description={
              listId === null
                ? "Save the things you'd love to receive, so friends and family always know what to get you."
                : "Add the things you'd love to receive to this list."
            }
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
                {dependantList ? (
                  <DependantItemCard
                    item={item}
                    list={dependantList}
                    claimActions={claimActions(dependantList.id, item.id)}
                    onDelete={(target) => {
                      setDeleteTarget(target);
                      setDeleteOpen(true);
                    }}
                    onMoveOrCopy={lists.length > 1 ? openMove : undefined}
                  />
                ) : (
                  <WishlistItemCard
                    item={item}
                    listName={listName(item)}
                    onDelete={(target) => {
                      setDeleteTarget(target);
                      setDeleteOpen(true);
                    }}
                    // Only with another list to go to.
                    onMoveOrCopy={lists.length > 1 ? openMove : undefined}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {choice === "default" ? (
        <PublicLinkCard />
      ) : listId !== null && current ? (
        <PublicLinkCard key={current.id} list={current} />
      ) : null}

      <WishlistItemDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        prefill={prefill}
        lookupError={lookupError}
        // On the list shown; from my main wishlist or All my lists, on my main wishlist.
        listId={listId ?? undefined}
        // On a list I keep for someone: it may be my own surprise for them.
        dependantName={dependantList?.dependant?.name}
      />
      {current ? (
        <ImportItemsDialog
          // A fresh flow for each list.
          key={`import-${current.id}`}
          open={importOpen}
          onOpenChange={setImportOpen}
          list={current}
        />
      ) : null}
      <MoveItemDialog open={moveOpen} onOpenChange={setMoveOpen} request={moveRequest} lists={lists} />
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


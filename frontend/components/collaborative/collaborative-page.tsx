"use client";

import { useState } from "react";
import { Gift, Plus, Search, UsersRound } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { GroupWishlistCard } from "@/components/collaborative/group-wishlist-card";
import { SharedItemCard } from "@/components/collaborative/shared-item-card";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { InputWithIcon } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useGroupWishlists } from "@/hooks/use-group-wishlists";
import { useSharedWishlistItems } from "@/hooks/use-sharing";
import { filterGroupWishlists } from "@/lib/group-wishlists";

// Dialogs load when first opened, not with the page.
const CreateGroupWishlistDialog = lazyDialog(() =>
  import("@/components/collaborative/create-group-wishlist-dialog").then((module) => module.CreateGroupWishlistDialog),
);

/** `/collaborative`: my group wishlists and the items friends shared with me. */
export function CollaborativePage() {
  const [createOpen, setCreateOpen] = useState(false);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Group Wishlists</h1>
          <p className="mt-1 text-muted-foreground">Plan presents together with friends and family.</p>
        </div>
        <Button onClick={() => setCreateOpen(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Create Group Wishlist
        </Button>
      </div>

      <Tabs defaultValue="mine" className="gap-6">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="mine">My Group Wishlists</TabsTrigger>
          <TabsTrigger value="shared">Shared with Me</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          <MyGroupWishlists onCreate={() => setCreateOpen(true)} />
        </TabsContent>
        <TabsContent value="shared">
          <SharedWithMe />
        </TabsContent>
      </Tabs>

      <CreateGroupWishlistDialog open={createOpen} onOpenChange={setCreateOpen} />
    </div>
  );
}

/** Spec section 9: 6 skeleton cards while loading. */
const SKELETON_CARDS = 6;

function MyGroupWishlists({ onCreate }: { onCreate: () => void }) {
  const { lists, error, isLoading } = useGroupWishlists();
  const [search, setSearch] = useState("");
  const shown = filterGroupWishlists(lists, search);

  return (
    <section aria-labelledby="my-group-wishlists" className="grid gap-4">
      <h2 id="my-group-wishlists" className="sr-only">
        My Group Wishlists
      </h2>
      <FormField label="Search wishlists" labelClassName="sr-only" id="group-wishlist-search">
        <InputWithIcon
          icon={Search}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search wishlists..."
          wrapperClassName="sm:max-w-sm"
        />
      </FormField>
      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="group-wishlists-loading">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Skeleton key={i} className="h-60 w-full rounded-xl" />
          ))}
        </div>
      ) : error ? (
        <LoadErrorAlert what="your group wishlists" />
      ) : lists.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          size="page"
          titleAs="h3"
          title="No group wishlists yet"
          description="Create a list together with friends and family, and plan the presents as a group."
        >
          <Button onClick={onCreate} className="mt-2">
            <Plus aria-hidden="true" />
            Create Your First Group Wishlist
          </Button>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Search}
          titleAs="h3"
          title="No wishlists match your search"
          description={`Nothing matches "${search.trim()}" in a name or description.`}
        >
          <Button variant="outline" size="sm" onClick={() => setSearch("")} className="mt-2">
            Clear Search
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Group wishlists">
          {shown.map((list) => (
            <li key={list.id}>
              <GroupWishlistCard list={list} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SharedWithMe() {
  const { shared, error, isLoading } = useSharedWishlistItems();

  if (isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="shared-loading">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-72 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (error) {
    return <LoadErrorAlert what="shared items" />;
  }
  if (shared.length === 0) {
    return (
      <EmptyState
        icon={Gift}
        size="page"
        titleAs="h2"
        title="No shared items"
        description="When friends share wishlist items with you, they'll appear here."
      />
    );
  }
  return (
    <section aria-labelledby="shared-with-me" className="grid gap-4">
      <h2 id="shared-with-me" className="text-sm font-medium text-muted-foreground" data-testid="shared-count">
        {shared.length === 1 ? "1 shared item" : `${shared.length} shared items`}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Shared items">
        {shared.map((entry) => (
          <li key={entry.id}>
            <SharedItemCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

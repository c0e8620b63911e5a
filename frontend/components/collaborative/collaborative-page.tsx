"use client";

import { Gift, Plus, UsersRound } from "lucide-react";

import { SharedItemCard } from "@/components/collaborative/shared-item-card";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSharedWishlistItems } from "@/hooks/use-sharing";

/** `/collaborative`: group wishlists (a later issue) and the items friends shared with me. */
export function CollaborativePage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Group Wishlists</h1>
          <p className="mt-1 text-muted-foreground">Plan presents together with friends and family.</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button disabled aria-describedby="create-group-soon">
            <Plus aria-hidden="true" />
            Create Group Wishlist
          </Button>
          <span id="create-group-soon" className="text-xs text-muted-foreground">
            Coming soon
          </span>
        </div>
      </div>

      <Tabs defaultValue="mine" className="gap-6">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="mine">My Group Wishlists</TabsTrigger>
          <TabsTrigger value="shared">Shared with Me</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          <EmptyState icon={UsersRound} size="page" titleAs="h2" title="Group wishlists" description="Coming soon" />
        </TabsContent>
        <TabsContent value="shared">
          <SharedWithMe />
        </TabsContent>
      </Tabs>
    </div>
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

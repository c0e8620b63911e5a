"use client";

import { useEffect } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Archive, ArrowLeft, CalendarDays, Gift, SearchX, UserRound } from "lucide-react";

import type { GiverClaimActions } from "@/components/claims/claim-control";
import { LazyFollowListButton, LazyNudgeButton } from "@/components/lists/page-extras";
import { FriendListItemCard } from "@/components/lists/friend-list-item-card";
import { myListPath } from "@/components/lists/list-text";
import { RegistryBadge } from "@/components/lists/registry-badge";
import { LoadErrorAlert } from "@/components/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ItemGridSkeleton } from "@/components/wishlist/item-grid-skeleton";
import {
  claimListItem,
  unclaimListItem,
  useList,
  type ListItem,
  type ListView,
} from "@/hooks/use-lists";
import { firstNameOf } from "@/hooks/use-dependants";
import { useListEvents } from "@/hooks/use-list-events";
import { useRouteParam } from "@/hooks/use-route-param";
import { ApiError } from "@/lib/api";
import { ARCHIVED_BANNER } from "@/lib/claims";
import type { PersonRef } from "@/lib/gifts";
import { formatLongDate } from "@/lib/dates";
import { joinNames } from "@/lib/group-invites";
import { itemCountText, occasionLabel } from "@/lib/group-wishlists";


export const LIST_NOT_FOUND_TITLE = "List not found";
export const LIST_NOT_FOUND_TEXT = "This list doesn't exist, or it isn't shown to you.";
export const LIST_ARCHIVED_TEXT = "This list's event has passed: claims are closed.";

/** Where the Friends tab of My Circle is: the way back from a friend's list. */
const FRIENDS_TAB = "/friends?tab=friends";

/**
 * The list id in `/wishlist/{id}`: a person's default list is numbered
 * minus their user id, so negative ids are lists too (never 0).
 */
export function parseOwnListId(param: string | null): number | null {
  if (!param || !/^-?\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id !== 0 ? id : null;
}

export { myListPath };

/**
 * `/wishlist/{id}`: a friend's list shown to all friends, its items and
 * "I'll get this" on each. My own list goes to /wishlist (its owner never
 * sees claims here); a list I may not see is not found.
 */
export function FriendListPage() {
  const param = useRouteParam();
  const id = parseOwnListId(param);
  const { list, error, isLoading, mutate } = useList(id);
  const router = useRouter();
  const mine = list?.mine === true;
  // Other givers' claims and the owner's changes show as they happen (not on my own list: it moves to /wishlist).
  useListEvents(list && !mine ? list.id : null, () => void mutate());

  useEffect(() => {
    if (mine && id !== null) router.replace(myListPath(id));
  }, [mine, id, router]);

  // A placeholder or malformed id (and a 404: not my friend's, not shown to friends, or gone) is not found.
  if ((param !== null && id === null) || (error instanceof ApiError && error.status === 404)) {
    return <ListNotFound />;
  }
  if (error) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <BackLink />
        <h1 className="sr-only">Wishlist</h1>
        <LoadErrorAlert what="this list" />
      </div>
    );
  }
  // My own list: nothing of it here (not even its items) while it goes to /wishlist.
  if (isLoading || !list || mine) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" data-testid="friend-list-loading">
        <h1 className="sr-only">Wishlist</h1>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-5 w-96 max-w-full" />
        <ItemGridSkeleton />
      </div>
    );
  }

  /** Puts an item the API answered into the cached list. */
  function store(item: ListItem) {
    return mutate(
      (current: ListView | undefined) =>
        current ? { ...current, items: current.items.map((i) => (i.id === item.id ? item : i)) } : current,
      { revalidate: false },
    );
  }

  const listId = list.id;
  function claimActions(itemId: number): GiverClaimActions {
    return {
      claim: async (input) => store(await claimListItem(listId, itemId, input)),
      unclaim: async () => store(await unclaimListItem(listId, itemId)),
      reload: () => mutate(),
    };
  }

  return <FriendListView list={list} claimActions={claimActions} />;
}

function BackLink() {
  return (
    <Link
      href={FRIENDS_TAB}
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to friends
    </Link>
  );
}

function ListNotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{LIST_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{LIST_NOT_FOUND_TEXT}</p>
      <Button asChild>
        <Link href={FRIENDS_TAB}>Back to My Circle</Link>
      </Button>
    </div>
  );
}

/**
 * Whom an idea from this list is for: its owner, my friend (a list is
 * shown to me only as their friend). A dependant's list is for the child,
 * who is not one of mine (else the list would be mine too): no one.
 */
export function ideaPersonOf(list: Pick<ListView, "ownerId" | "dependant" | "mine">): PersonRef | null {
  if (list.mine || list.dependant) return null;
  return { friendId: list.ownerId };
}

/**
 * Whom givers' questions about this list's items go to, by first name: the
 * one looked after whose list it is, or its owner; null ("them") when
 * several people keep it for themselves.
 */
export function askWhomOf(list: Pick<ListView, "ownerName" | "coOwners" | "dependant">): string | null {
  if (list.dependant) return firstNameOf(list.dependant.name);
  return list.coOwners.length > 0 ? null : firstNameOf(list.ownerName);
}

function FriendListView({
  list,
  claimActions,
}: {
  list: ListView;
  claimActions: (itemId: number) => GiverClaimActions;
}) {
  const archived = list.archived;
  const occasion = occasionLabel(list.occasion);
  const ideaFor = ideaPersonOf(list);
  const askWhom = askWhomOf(list);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="grid gap-4">
        <BackLink />
        <div className="grid gap-2">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{list.name}</h1>
            <LazyFollowListButton listId={list.id} className="self-start" />
          </div>
          <p className="inline-flex items-center gap-1.5 text-muted-foreground" data-testid="list-owner">
            <UserRound className="size-4" aria-hidden="true" />
            {/* Its owner and co-owners: "Ada Lovelace and Ben Cole's list". */}
            {joinNames([list.ownerName, ...list.coOwners.map((c) => c.name)])}&apos;s list
          </p>
          {list.description ? (
            <p className="max-w-2xl text-muted-foreground" data-testid="list-description">
              {list.description}
            </p>
          ) : null}
          {list.isRegistry || occasion || list.eventDate || archived ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
              {list.isRegistry ? <RegistryBadge /> : null}
              {occasion ? <Badge variant="secondary">{occasion}</Badge> : null}
              {list.eventDate ? (
                <span className="inline-flex items-center gap-1.5" data-testid="event-date">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  {formatLongDate(list.eventDate)}
                </span>
              ) : null}
              {archived ? <Badge variant="outline">Archived</Badge> : null}
            </div>
          ) : null}
          {/* A dependant's list is kept by their guardians: no one of them to ask. */}
          {list.dependant ? null : <LazyNudgeButton listId={list.id} name={firstNameOf(list.ownerName)} className="mt-1" />}
        </div>
        {archived ? (
          <Alert role="status" data-testid="archived-banner">
            <Archive aria-hidden="true" />
            <AlertTitle>{ARCHIVED_BANNER}</AlertTitle>
            <AlertDescription>{LIST_ARCHIVED_TEXT}</AlertDescription>
          </Alert>
        ) : null}
      </div>

      <section aria-labelledby="friend-list-items-title" className="grid gap-4">
        <h2 id="friend-list-items-title" className="text-lg font-semibold">
          Items <span className="font-normal text-muted-foreground">({itemCountText(list.items.length)})</span>
        </h2>
        {list.items.length === 0 ? (
          <EmptyState icon={Gift} title="No items yet" description="Nothing is on this list yet." />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Items">
            {list.items.map((item) => (
              <li key={item.id}>
                <FriendListItemCard
                  item={item}
                  archived={archived}
                  actions={claimActions(item.id)}
                  ideaFor={ideaFor}
                  askWhom={askWhom}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

"use client";

import { Archive, CalendarDays, ChevronRight, Gift, ListChecks } from "lucide-react";

import { FormDialog, type DialogOpenProps } from "@/components/form-dialog";
import { personFirstName } from "@/components/friends/person-row";
import { IntentLink } from "@/components/layout/intent-link";
import { friendListPath } from "@/components/lists/list-text";
import { RegistryBadge } from "@/components/lists/registry-badge";
import { LoadErrorAlert } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { kindLabel, useFriendDependants, type FriendDependant } from "@/hooks/use-dependants";
import type { Friend } from "@/hooks/use-friends";
import { useFriendLists, type ListSummary } from "@/hooks/use-lists";
import { joinNames } from "@/lib/claims";
import { formatLongDate } from "@/lib/dates";
import { itemCountText, occasionLabel } from "@/lib/group-wishlists";

/** 'Looked after by Ada' */
export function lookedAfterByText(firstName: string): string {
  return `Looked after by ${firstName}`;
}

/**
 * "Ada's lists": the lists a friend shows to all friends, each a link to
 * its page, then those Ada looks after (a child, a pet) with the lists of
 * theirs I may see. Its content (and the requests) exists only while it is
 * open.
 */
export function FriendListsDialog({ friend, ...dialog }: DialogOpenProps & { friend: Friend | null }) {
  const first = friend ? personFirstName(friend) : "";
  return (
    <FormDialog
      {...dialog}
      title={`${first}'s lists`}
      description={`The lists ${first} shows to all friends. Open one to see its items and claim a gift.`}
    >
      {friend ? (
        <div className="grid gap-5">
          <FriendLists userId={friend.id} firstName={first} />
          <FriendDependants userId={friend.id} firstName={first} />
        </div>
      ) : null}
    </FormDialog>
  );
}

function FriendLists({ userId, firstName }: { userId: number; firstName: string }) {
  const { lists, error, isLoading } = useFriendLists(userId);
  if (isLoading) {
    return (
      <div className="grid gap-2" data-testid="friend-lists-loading">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  }
  if (error) return <LoadErrorAlert what={`${firstName}'s lists`} />;
  if (lists.length === 0) {
    return (
      <EmptyState
        icon={ListChecks}
        title="No lists shown to friends"
        description={`When ${firstName} shows a list to all friends, it appears here.`}
      />
    );
  }
  return (
    <ul className="grid gap-2" aria-label={`Lists of ${firstName}`}>
      {lists.map((list) => (
        <li key={list.id}>
          <FriendListLink list={list} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Those a friend looks after, each with the lists of theirs shown to me;
 * nothing at all while they load, when they could not, or without any.
 */
function FriendDependants({ userId, firstName }: { userId: number; firstName: string }) {
  const { dependants, error, isLoading } = useFriendDependants(userId);
  if (isLoading || error || dependants.length === 0) return null;
  const titleId = `friend-dependants-${userId}`;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t pt-4" data-testid="friend-dependants">
      <h3 id={titleId} className="text-sm font-semibold">
        {lookedAfterByText(firstName)}
      </h3>
      <ul className="grid gap-4" aria-label={lookedAfterByText(firstName)}>
        {dependants.map((dependant) => (
          <li key={dependant.id} className="grid gap-2" aria-label={dependant.name}>
            <DependantHeading dependant={dependant} />
            {dependant.lists.length > 0 ? (
              <ul className="grid gap-2" aria-label={`Lists of ${dependant.name}`}>
                {dependant.lists.map((list) => (
                  <li key={list.id}>
                    <FriendListLink list={list} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No lists shown to you yet.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DependantHeading({ dependant }: { dependant: FriendDependant }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="font-medium break-words">{dependant.name}</span>
      <Badge variant="secondary" data-testid="dependant-kind">
        {kindLabel(dependant.kind)}
      </Badge>
    </p>
  );
}

function FriendListLink({ list }: { list: ListSummary }) {
  const occasion = occasionLabel(list.occasion);
  return (
    <IntentLink
      href={friendListPath(list.id)}
      data-testid="friend-list-link"
      className="flex items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-hidden"
    >
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{list.name}</span>
          {list.isRegistry ? <RegistryBadge /> : null}
          {list.archived ? (
            <Badge variant="outline" data-testid="archived-badge">
              <Archive aria-hidden="true" />
              Archived
            </Badge>
          ) : null}
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {occasion || list.eventDate ? (
            <span className="inline-flex items-center gap-1.5" data-testid="list-occasion">
              <CalendarDays className="size-4" aria-hidden="true" />
              {[occasion, list.eventDate ? formatLongDate(list.eventDate) : null].filter(Boolean).join(" · ")}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5" data-testid="item-count">
            <Gift className="size-4" aria-hidden="true" />
            {itemCountText(list.itemCount)}
          </span>
          {list.coOwners.length > 0 ? (
            <span data-testid="list-keepers">Kept with {joinNames(list.coOwners.map((c) => c.name))}</span>
          ) : null}
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </IntentLink>
  );
}

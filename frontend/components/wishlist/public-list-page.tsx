"use client";

import { Archive, CalendarDays, Gift, Lock, UserRound } from "lucide-react";

import { ClaimControl, type GuestClaimActions } from "@/components/claims/claim-control";
import { SpoilerWarning } from "@/components/claims/spoiler-warning";
import { PledgeUndoLinks, UndoLinks } from "@/components/claims/undo-links";
import type { GuestPledgeActions } from "@/components/chip-in/guest-chip-in";
import { RegistryBadge } from "@/components/lists/registry-badge";
import { CHECK_CONNECTION } from "@/components/load-error";
import { WishlistItemCard } from "@/components/wishlist/wishlist-item-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { ItemGridSkeleton } from "@/components/wishlist/item-grid-skeleton";
import { claimAsGuest } from "@/hooks/use-claims";
import { usePublicList } from "@/hooks/use-wishlist";
import { useRouteParam } from "@/hooks/use-route-param";
import { useSessionItem } from "@/hooks/use-session-item";
import { ApiError } from "@/lib/api";
import { parsePledgeUndoLinks, pledgeAsGuest, pledgeUndoLinksKey, type GuestPledgeResult } from "@/lib/chip-in";
import {
  ARCHIVED_BANNER,
  parseUndoLinks,
  spoilerKey,
  undoLinksKey,
  type GuestClaimResult,
} from "@/lib/claims";
import { formatLongDate } from "@/lib/dates";
import { itemCountText, occasionLabel } from "@/lib/group-wishlists";
import { publicListTitle, type PublicList } from "@/lib/wishlist";

export const PRIVATE_LIST_TEXT = "This list is private or no longer exists.";

export const STILL_NEEDED_TITLE = "Still needed";
export const TAKEN_CARE_OF_TITLE = "Already taken care of";
export const ALL_TAKEN_CARE_OF_TEXT = "Everything on this registry is taken care of.";

type PublicItem = PublicList["items"][number];

/**
 * `/lists/{token}`: someone's public wishlist (signed out OK). A spoiler
 * warning comes first (once per token and tab); then each item says what is
 * left, with the guest's "I'll get this". A registry shows what is still
 * needed first, then what is already taken care of. The owner opening their
 * own list sees neither the warning nor any availability (nor those parts).
 */
export function PublicListPage() {
  const token = useRouteParam();
  const { list, error, isLoading, mutate } = usePublicList(token);
  const [shown, setShown] = useSessionItem(token ? spoilerKey(token) : null);
  const [undoRaw, setUndoRaw] = useSessionItem(token ? undoLinksKey(token) : null);
  const [pledgeUndoRaw, setPledgeUndoRaw] = useSessionItem(token ? pledgeUndoLinksKey(token) : null);

  if (error) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">
          {notFound ? PRIVATE_LIST_TEXT : "Unable to load this list"}
        </h1>
        {notFound ? (
          <p className="text-muted-foreground">Ask its owner for a new link.</p>
        ) : (
          <p className="text-muted-foreground">{CHECK_CONNECTION}</p>
        )}
      </div>
    );
  }

  if (isLoading || !list) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" data-testid="public-list-loading">
        <h1 className="sr-only">Shared wishlist</h1>
        <Skeleton className="h-9 w-64" />
        <ItemGridSkeleton />
      </div>
    );
  }

  const items = Array.isArray(list.items) ? list.items : [];
  const group = list.kind === "group";
  const registry = list.kind === "registry";
  const occasion = occasionLabel(list.occasion);
  const recipient = list.viewerIsRecipient === true;
  const archived = list.archived === true;
  const revealed = recipient || shown === "1";
  const undoLinks = parseUndoLinks(undoRaw);
  const pledgeUndoLinks = parsePledgeUndoLinks(pledgeUndoRaw);

  function guestActions(itemId: number): GuestClaimActions {
    return {
      claim: (input) => claimAsGuest(token ?? "", itemId, input),
      claimed: (result: GuestClaimResult) => {
        setUndoRaw(JSON.stringify([result, ...parseUndoLinks(undoRaw)]));
        void mutate();
      },
      reload: () => mutate(),
    };
  }

  function pledgeActions(itemId: number): GuestPledgeActions {
    return {
      pledge: (input) => pledgeAsGuest(token ?? "", itemId, input),
      pledged: (result: GuestPledgeResult) => {
        setPledgeUndoRaw(JSON.stringify([result, ...parsePledgeUndoLinks(pledgeUndoRaw)]));
        void mutate();
      },
      reload: () => mutate(),
    };
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {list.title?.trim() || publicListTitle(list.ownerFirstName)}
        </h1>
        {list.description ? (
          <p className="max-w-2xl text-muted-foreground" data-testid="list-description">
            {list.description}
          </p>
        ) : null}
        {registry || occasion || list.eventDate || (group && list.ownerFirstName) ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            {registry ? <RegistryBadge /> : null}
            {occasion ? <Badge variant="secondary">{occasion}</Badge> : null}
            {list.eventDate ? (
              <span className="inline-flex items-center gap-1.5" data-testid="event-date">
                <CalendarDays className="size-4" aria-hidden="true" />
                {formatLongDate(list.eventDate)}
              </span>
            ) : null}
            {group && list.ownerFirstName ? (
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4" aria-hidden="true" />
                A group list by {list.ownerFirstName}
              </span>
            ) : null}
          </div>
        ) : null}
        <p className="text-muted-foreground">
          {itemCountText(items.length)} on this {registry ? "registry" : "wishlist"}.
        </p>
      </div>
      {archived ? <ArchivedAlert /> : null}
      {!revealed ? (
        <SpoilerWarning onShow={() => setShown("1")} />
      ) : (
        <>
          <UndoLinks claims={undoLinks} />
          <PledgeUndoLinks pledges={pledgeUndoLinks} />
          {/* Its recipients see one grid, as on any list: nothing hints at claims. */}
          {registry && !recipient ? (
            <RegistryItems items={items} archived={archived} guestActions={guestActions} pledgeActions={pledgeActions} />
          ) : (
            <PublicItems
              items={items}
              recipient={recipient}
              archived={archived}
              guestActions={guestActions}
              pledgeActions={pledgeActions}
            />
          )}
        </>
      )}
    </div>
  );
}

function ArchivedAlert() {
  return (
    <Alert role="status" data-testid="archived-banner">
      <Archive aria-hidden="true" />
      <AlertTitle>{ARCHIVED_BANNER}</AlertTitle>
      <AlertDescription>Claims are closed: the occasion is over.</AlertDescription>
    </Alert>
  );
}

function NoItems() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <Gift className="size-8 text-primary/60" aria-hidden="true" />
      <p className="font-medium">No items yet</p>
    </div>
  );
}

interface ItemsProps {
  items: readonly PublicItem[];
  archived: boolean;
  guestActions: (itemId: number) => GuestClaimActions;
  pledgeActions: (itemId: number) => GuestPledgeActions;
}

function PublicItems({ recipient, ...props }: ItemsProps & { recipient: boolean }) {
  if (props.items.length === 0) return <NoItems />;
  return <ItemGrid {...props} label="Wishlist items" recipient={recipient} />;
}

/**
 * A registry's items, for a guest: "Still needed" (units left) first,
 * then "Already taken care of" (none left), each with its count.
 */
function RegistryItems(props: ItemsProps) {
  const { items } = props;
  if (items.length === 0) return <NoItems />;
  const needed = items.filter((item) => item.available !== 0);
  const taken = items.filter((item) => item.available === 0);
  return (
    <>
      <section aria-labelledby="still-needed-title" data-testid="still-needed" className="grid gap-4">
        <ItemsHeading id="still-needed-title" title={STILL_NEEDED_TITLE} count={needed.length} />
        {needed.length === 0 ? (
          <p className="text-muted-foreground">{ALL_TAKEN_CARE_OF_TEXT}</p>
        ) : (
          <ItemGrid {...props} items={needed} label="Items still needed" recipient={false} />
        )}
      </section>
      {taken.length > 0 ? (
        <section aria-labelledby="taken-care-of-title" data-testid="taken-care-of" className="grid gap-4">
          <ItemsHeading id="taken-care-of-title" title={TAKEN_CARE_OF_TITLE} count={taken.length} />
          <ItemGrid {...props} items={taken} label="Items already taken care of" recipient={false} />
        </section>
      ) : null}
    </>
  );
}

/** "Still needed (2 items)". */
function ItemsHeading({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <h2 id={id} className="text-lg font-semibold">
      {title} <span className="font-normal text-muted-foreground">({itemCountText(count)})</span>
    </h2>
  );
}

function ItemGrid({
  items,
  label,
  recipient,
  archived,
  guestActions,
  pledgeActions,
}: ItemsProps & { label: string; recipient: boolean }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <WishlistItemCard
            item={item}
            footer={
              recipient ? null : (
                <ClaimControl
                  variant="guest"
                  available={item.available}
                  itemName={item.name}
                  closed={archived}
                  actions={guestActions(item.id)}
                  chipIn={item.chipIn}
                  pledgeActions={pledgeActions(item.id)}
                />
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}

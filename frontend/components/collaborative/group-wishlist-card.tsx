import { Archive, CalendarDays, Gift, Users } from "lucide-react";

import { IntentLink } from "@/components/layout/intent-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatLongDate } from "@/lib/dates";
import {
  itemCountText,
  memberCountText,
  occasionLabel,
  roleLabel,
  type GroupWishlistSummary,
} from "@/lib/group-wishlists";

export const NO_DESCRIPTION = "No description";

/** One of my group lists on the collaborative page: name, members, description, items, occasion, my role. */
export function GroupWishlistCard({ list }: { list: GroupWishlistSummary }) {
  const titleId = `group-wishlist-${list.id}`;
  const occasion = occasionLabel(list.occasion);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="group-wishlist-card"
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="line-clamp-2 text-lg leading-tight font-semibold break-words">
          {list.name}
        </h3>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <Badge variant="secondary" data-testid="member-count">
            <Users aria-hidden="true" />
            {memberCountText(list.memberCount)}
          </Badge>
          {list.archived ? (
            <Badge variant="outline" data-testid="archived-badge">
              <Archive aria-hidden="true" />
              Archived
            </Badge>
          ) : null}
        </div>
      </div>
      <p className={list.description ? "line-clamp-3 text-sm text-muted-foreground" : "text-sm text-muted-foreground italic"}>
        {list.description || NO_DESCRIPTION}
      </p>
      <dl className="grid gap-1.5 text-sm">
        <div>
          <dt className="sr-only">Items</dt>
          <dd className="flex items-center gap-1.5" data-testid="item-count">
            <Gift className="size-4 text-muted-foreground" aria-hidden="true" />
            {itemCountText(list.itemCount)}
          </dd>
        </div>
        {occasion || list.eventDate ? (
          <div>
            <dt className="sr-only">Occasion</dt>
            <dd className="flex items-center gap-1.5">
              <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
              {[occasion, list.eventDate ? formatLongDate(list.eventDate) : null].filter(Boolean).join(" · ")}
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5 text-muted-foreground">
          <dt>Your role:</dt>
          <dd className="font-medium text-foreground">{roleLabel(list.role)}</dd>
        </div>
      </dl>
      <Button asChild variant="outline" className="mt-auto w-full">
        <IntentLink href={`/collaborative/${list.id}`}>View Wishlist</IntentLink>
      </Button>
    </article>
  );
}

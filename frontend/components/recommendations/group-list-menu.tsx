"use client";

import Link from "next/link";
import { useState } from "react";
import { ListPlus, Plus } from "lucide-react";

import {
  ADD_TO_GROUP_LIST_FAILED,
  CREATE_GROUP_WISHLIST,
  type GroupListMenuProps,
} from "@/components/recommendations/save-idea-text";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ToastAction } from "@/components/ui/toast";
import { createGroupItem, useGroupWishlists, useRevalidateGroupWishlists } from "@/hooks/use-group-wishlists";
import { useApi } from "@/hooks/use-api";
import { toast } from "@/hooks/use-toast";
import { saveWithFeedback } from "@/lib/forms";
import { itemCountText, type GroupWishlistSummary } from "@/lib/group-wishlists";
import type { RecommendationItem } from "@/lib/recommendations";
import { groupItemOf, groupListChoices, groupListLabel } from "@/lib/save-idea";

/** 'Add to a group list for Mom': a menu of my group lists open to new items. */
export function GroupListMenu({ item, name, size, className }: GroupListMenuProps) {
  const [open, setOpen] = useState(false);
  const label = groupListLabel(name);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size={size} className={className} aria-label={`${label}: ${item.name}`}>
          <ListPlus aria-hidden="true" />
          <span className="truncate">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-2rem)]">
        {open ? <GroupListMenuItems item={item} name={name} /> : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The menu's body, read when it opens: my open group lists (those already
 * holding ideas for that person first), or, with none, Create Group
 * Wishlist. Picking one adds the idea to it, for that person.
 */
function GroupListMenuItems({ item, name }: { item: RecommendationItem; name: string | null }) {
  const { lists, error, isLoading } = useGroupWishlists();
  // One request, however many lists: the server says which hold ideas for them.
  const { data: holding, mutate: reloadHolding } = useApi(
    name !== null ? "/api/collaborative-wishlists/holding" : null,
    name !== null ? { query: { name } } : undefined,
  );
  const revalidate = useRevalidateGroupWishlists();
  const choices = groupListChoices(lists, holding ?? []);

  function add(list: GroupWishlistSummary) {
    void saveWithFeedback({
      save: () => createGroupItem(list.id, groupItemOf(item, name)),
      failure: ADD_TO_GROUP_LIST_FAILED,
      preferServerMessage: true,
      onSaved: async () => {
        toast({
          title: `Added to ${list.name}`,
          description: name ? `${item.name}, for ${name}.` : item.name,
          action: (
            <ToastAction altText={`Open ${list.name}`} asChild>
              <Link href={`/collaborative/${list.id}`}>Open list</Link>
            </ToastAction>
          ),
        });
        await Promise.all([revalidate(), reloadHolding()]);
      },
    });
  }

  if (error) {
    return <DropdownMenuItem disabled>Couldn&apos;t load your group wishlists.</DropdownMenuItem>;
  }
  if (isLoading && lists.length === 0) {
    return <DropdownMenuItem disabled>Loading your group wishlists...</DropdownMenuItem>;
  }
  if (choices.length === 0) {
    return (
      <>
        <DropdownMenuLabel className="font-normal text-muted-foreground">
          {lists.length === 0
            ? "You have no group wishlists yet."
            : "Your group wishlists are closed to new items."}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/collaborative">
            <Plus aria-hidden="true" />
            {CREATE_GROUP_WISHLIST}
          </Link>
        </DropdownMenuItem>
      </>
    );
  }
  return (
    <>
      <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
        {name ? `Add it for ${name} to` : "Add it to"}
      </DropdownMenuLabel>
      {choices.map(({ list, forThem }) => (
        <DropdownMenuItem key={list.id} onSelect={() => add(list)} className="flex-col items-start gap-0.5">
          <span className="font-medium">{list.name}</span>
          <span className="text-xs text-muted-foreground">
            {forThem && name ? `Has ideas for ${name}` : itemCountText(list.itemCount)}
          </span>
        </DropdownMenuItem>
      ))}
    </>
  );
}

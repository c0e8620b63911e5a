"use client";

import Link from "next/link";
import { useState } from "react";
import { Copy, Heart, ListPlus, LogIn, Plus } from "lucide-react";

import { Button, buttonVariants } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ToastAction } from "@/components/ui/toast";
import {
  createGroupItem,
  useGroupWishlists,
  useRevalidateGroupWishlists,
} from "@/hooks/use-group-wishlists";
import { useApi } from "@/hooks/use-api";
import { toast } from "@/hooks/use-toast";
import { loginUrl } from "@/lib/auth-redirect";
import { saveWithFeedback } from "@/lib/forms";
import { itemCountText, type GroupWishlistSummary } from "@/lib/group-wishlists";
import type { RecommendationItem } from "@/lib/recommendations";
import { groupItemOf, groupListChoices, groupListLabel, type SaveChoices } from "@/lib/save-idea";
import { cn } from "@/lib/utils";

/** The toast when the clipboard refuses a product's link. */
export const COPY_LINK_REFUSED = {
  title: "Couldn't copy the link",
  description: "Your browser didn't allow it. Open the product and copy its address from there.",
} as const;

/** The toast when an idea could not be added to a group list (unless the server says why). */
export const ADD_TO_GROUP_LIST_FAILED = "Couldn't add it to the list. Please try again.";

export const CREATE_GROUP_WISHLIST = "Create Group Wishlist";

type Size = "sm" | "default";

/**
 * A card's save buttons, as `choices` (`saveChoicesFor`) says: Add to
 * Wishlist (my own, for me), a menu of my group lists and Copy link (for
 * someone else), Sign in to save (signed out), or nothing (a restaurant, a
 * trip). `block`: full-width buttons, one under the other.
 */
export function SaveIdeaActions({
  item,
  choices,
  onAddToWishlist,
  size = "default",
  block = false,
}: {
  item: RecommendationItem;
  choices: SaveChoices;
  onAddToWishlist?: (item: RecommendationItem) => void;
  size?: Size;
  block?: boolean;
}) {
  const width = block ? "w-full" : undefined;
  switch (choices.kind) {
    case "none":
      return null;
    case "sign-in":
      return (
        <a href={loginUrl(currentPath())} className={cn(buttonVariants({ variant: "outline", size }), width)}>
          <LogIn aria-hidden="true" />
          Sign in to save
        </a>
      );
    case "my-wishlist":
      if (!onAddToWishlist) return null;
      return (
        <Button
          variant="outline"
          size={size}
          className={width}
          aria-label={`Add to Wishlist: ${item.name}`}
          onClick={() => onAddToWishlist(item)}
        >
          <Heart aria-hidden="true" />
          Add to Wishlist
        </Button>
      );
    case "for-someone":
      return (
        <>
          <GroupListMenu item={item} name={choices.name} size={size} className={width} />
          {choices.link ? <CopyLinkButton link={choices.link} name={item.name} size={size} className={width} /> : null}
        </>
      );
  }
}

function currentPath(): string {
  return typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`;
}

/** Copies the product's link: 'Link copied', or a toast saying the browser refused. */
function CopyLinkButton({ link, name, size, className }: { link: string; name: string; size: Size; className?: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link copied" });
    } catch {
      toast({ ...COPY_LINK_REFUSED, variant: "destructive" });
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      className={className}
      aria-label={`Copy link: ${name}`}
      onClick={() => void copy()}
    >
      <Copy aria-hidden="true" />
      Copy link
    </Button>
  );
}

/** 'Add to a group list for Mom': a menu of my group lists open to new items. */
function GroupListMenu({
  item,
  name,
  size,
  className,
}: {
  item: RecommendationItem;
  name: string | null;
  size: Size;
  className?: string;
}) {
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

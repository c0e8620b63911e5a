"use client";

import { useState } from "react";
import { Copy, Heart, Lightbulb, ListPlus, LogIn } from "lucide-react";

import { SAVE_AS_IDEA, saveAsIdeaLabel } from "@/components/gifts/save-idea-text";
import { LazySaveIdeaDialog } from "@/components/gifts/save-idea-button";
import { lazyComponent } from "@/components/lazy-component";
import {
  ADD_TO_GROUP_LIST_FAILED,
  CREATE_GROUP_WISHLIST,
  type GroupListMenuProps,
  type Size,
} from "@/components/recommendations/save-idea-text";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { loginUrl } from "@/lib/auth-redirect";
import type { RecommendationItem } from "@/lib/recommendations";
import { ideaOfCard } from "@/lib/save-as-idea";
import { groupListLabel, type SaveChoices } from "@/lib/save-idea";
import { cn } from "@/lib/utils";

/** The toast when the clipboard refuses a product's link. */
export const COPY_LINK_REFUSED = {
  title: "Couldn't copy the link",
  description: "Your browser didn't allow it. Open the product and copy its address from there.",
} as const;

export { ADD_TO_GROUP_LIST_FAILED, CREATE_GROUP_WISHLIST };

// The group lists menu loads after the page's first paint (a stand-in
// button looks the same till then).
const GroupListMenu = lazyComponent(
  () => import("@/components/recommendations/group-list-menu").then((module) => module.GroupListMenu),
  function GroupListMenuPlaceholder({ item, name, size, className }: GroupListMenuProps) {
    const label = groupListLabel(name);
    return (
      <Button
        variant="outline"
        size={size}
        className={className}
        aria-label={`${label}: ${item.name}`}
        inert
        aria-hidden="true"
        tabIndex={-1}
      >
        <ListPlus aria-hidden="true" />
        <span className="truncate">{label}</span>
      </Button>
    );
  },
);

/** The button that keeps an idea for someone else on their gifts page. */
export { SAVE_AS_IDEA };

/**
 * A card's save buttons, as `choices` (`saveChoicesFor`) says: Add to
 * Wishlist (my own, for me), a menu of my group lists, Save as an idea (on
 * a person's gifts page) and Copy link (for someone else), Sign in to save (signed out), or nothing (a restaurant, a
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
          <SaveAsIdeaButton item={item} name={choices.name} size={size} className={width} />
          {choices.link ? <CopyLinkButton link={choices.link} name={item.name} size={size} className={width} /> : null}
        </>
      );
  }
}

function currentPath(): string {
  return typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`;
}

/** Save as an idea: opens the dialog that keeps the card for one of my people, the one it names chosen. */
function SaveAsIdeaButton({
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
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size={size}
        className={className}
        aria-label={saveAsIdeaLabel(item.name)}
        onClick={() => setOpen(true)}
      >
        <Lightbulb aria-hidden="true" />
        {SAVE_AS_IDEA}
      </Button>
      <LazySaveIdeaDialog open={open} onOpenChange={setOpen} idea={ideaOfCard(item)} forWhom={{ name }} />
    </>
  );
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

"use client";

import { useState } from "react";
import Link from "next/link";
import { UserPlus } from "lucide-react";
import { useSWRConfig } from "swr";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useFriends, type Friend } from "@/hooks/use-friends";
import { keyPath } from "@/hooks/use-revalidate";
import { SHARED_SPECIAL_DATES_KEY, SHARED_WISHLIST_ITEMS_KEY } from "@/hooks/use-sharing";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { SELECT_FRIEND_TO_SHARE } from "@/lib/messages";
import { displayName } from "@/lib/user";

export type ShareKind = "special-date" | "wishlist-item";

/** `POST <path>/{id}` shares; the same paths list what friends shared with me. */
const SHARE_PATHS: Record<ShareKind, string> = {
  "special-date": SHARED_SPECIAL_DATES_KEY,
  "wishlist-item": SHARED_WISHLIST_ITEMS_KEY,
};

export const FRIENDS_LOAD_ERROR = "Unable to load your friends. Please try again.";

export function shareUrl(kind: ShareKind, id: number): string {
  return `${SHARE_PATHS[kind]}/${id}`;
}

function friendLabel(friend: Friend): string {
  return displayName(friend) || `Friend #${friend.id}`;
}

/**
 * Shares a wishlist item or a special date with a friend, view-only or with
 * editing. The friend list is loaded only while the dialog is open; the
 * form resets whenever the dialog closes.
 */
export function ShareDialog({
  kind,
  itemId,
  itemName,
  open,
  onOpenChange,
}: {
  kind: ShareKind;
  itemId: number;
  itemName?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{itemName ? `Share "${itemName}"` : "Share Item"}</DialogTitle>
          <DialogDescription>
            {kind === "special-date"
              ? "Let a friend see this date, or help plan it."
              : "Let a friend see this item, or help manage it."}
          </DialogDescription>
        </DialogHeader>
        <ShareForm kind={kind} itemId={itemId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({ kind, itemId, onDone }: { kind: ShareKind; itemId: number; onDone: () => void }) {
  const { friends, error, isLoading } = useFriends();
  const [friendId, setFriendId] = useState("");
  const [canEdit, setCanEdit] = useState(false);
  const [pending, setPending] = useState(false);
  const { mutate } = useSWRConfig();

  // A failed load without any friends cached says so, rather than "No friends yet".
  const loadFailed = !isLoading && !!error && friends.length === 0;
  const noFriends = !isLoading && !error && friends.length === 0;
  const disabled = !friendId || pending || friends.length === 0;

  async function share(event: React.FormEvent) {
    event.preventDefault();
    if (!friendId) {
      toast({ title: SELECT_FRIEND_TO_SHARE, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      await apiRequest("POST", shareUrl(kind, itemId), { sharedWithId: Number(friendId), canEdit });
      void mutate((key) => keyPath(key)?.startsWith("/api/sharing") ?? false);
      toast({ title: "Item Shared Successfully", description: "The item has been shared with your friend." });
      setFriendId("");
      setCanEdit(false);
      onDone();
    } catch (err) {
      if (!handleUnauthorized(err)) {
        toast({
          title: "Sharing Failed",
          description:
            (err instanceof ApiError ? err.serverMessage : undefined) || "Failed to share item. Please try again.",
          variant: "destructive",
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={share} className="grid gap-5" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`share-friend-${kind}-${itemId}`}>Friend</Label>
        {isLoading ? (
          <Skeleton className="h-9 w-full" data-testid="friends-loading" />
        ) : loadFailed ? (
          <p className="text-sm text-destructive" role="alert">
            {FRIENDS_LOAD_ERROR}
          </p>
        ) : noFriends ? (
          <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-4 text-sm">
            <p className="font-medium">No friends yet</p>
            <p className="text-muted-foreground">Add friends to share your dates and wishlist items with them.</p>
            <Link
              href="/friends"
              onClick={onDone}
              className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <UserPlus className="size-4" aria-hidden="true" />
              Find friends in My Circle
            </Link>
          </div>
        ) : (
          <Select value={friendId} onValueChange={setFriendId}>
            <SelectTrigger id={`share-friend-${kind}-${itemId}`} className="w-full">
              <SelectValue placeholder="Select a friend" />
            </SelectTrigger>
            <SelectContent>
              {friends.map((friend) => (
                <SelectItem key={friend.id} value={String(friend.id)}>
                  <span>{friendLabel(friend)}</span>
                  {friend.email ? <span className="text-xs text-muted-foreground">{friend.email}</span> : null}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
        <div className="grid gap-1">
          <Label htmlFor={`share-can-edit-${kind}-${itemId}`}>Allow Editing</Label>
          <p className="text-xs text-muted-foreground">Your friend can make changes, not just view.</p>
        </div>
        <Switch id={`share-can-edit-${kind}-${itemId}`} checked={canEdit} onCheckedChange={setCanEdit} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={disabled}>
          {pending ? "Sharing..." : "Share Item"}
        </Button>
      </DialogFooter>
    </form>
  );
}

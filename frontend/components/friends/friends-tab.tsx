"use client";

import { useState } from "react";
import { UserMinus, UserPlus, Users } from "lucide-react";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, PersonRow, personName } from "@/components/friends/person-row";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { removeFriend, useFriends, useRevalidateFriends, type Friend } from "@/hooks/use-friends";
import { toast } from "@/hooks/use-toast";
import { handleUnauthorized } from "@/lib/auth-redirect";

/** My Circle's Friends tab: friends with a remove action; empty, a way to the Find Friends tab. */
export function FriendsTab({ onFindFriends }: { onFindFriends: () => void }) {
  const { friends, error, isLoading } = useFriends();
  const revalidate = useRevalidateFriends();
  const [target, setTarget] = useState<Friend | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  async function confirmRemove() {
    if (!target?.friendshipId) return;
    try {
      await removeFriend(target.friendshipId);
      toast({ title: "Friend removed" });
      await revalidate();
    } catch (err) {
      if (!handleUnauthorized(err)) {
        toast({ title: "Error", description: "Failed to remove friend. Please try again.", variant: "destructive" });
      }
      throw err;
    }
  }

  if (isLoading) {
    return (
      <div className="grid gap-3" data-testid="friends-loading">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-[76px] rounded-xl" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Unable to load your friends</AlertTitle>
        <AlertDescription>Please try again or check your connection.</AlertDescription>
      </Alert>
    );
  }
  if (friends.length === 0) {
    return (
      <EmptyState icon={Users} title="No friends yet">
        <p className="max-w-sm text-sm text-muted-foreground">
          Friends are other Presently users. Share dates and wishlists with them once they accept your request.
        </p>
        <a
          href="/friends?tab=find"
          onClick={(e) => {
            e.preventDefault();
            onFindFriends();
          }}
          className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <UserPlus className="size-4" aria-hidden="true" />
          Find friends
        </a>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="grid gap-3" aria-label="Friends">
        {friends.map((friend) => (
          <PersonRow key={friend.friendshipId ?? friend.id} person={friend}>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Remove ${personName(friend)}`}
              onClick={() => {
                setTarget(friend);
                setConfirmOpen(true);
              }}
              disabled={!friend.friendshipId}
            >
              <UserMinus aria-hidden="true" />
              Remove
            </Button>
          </PersonRow>
        ))}
      </ul>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Remove friend?"
        description={
          target
            ? `${personName(target)} will be removed from your friends. You can send a new request at any time.`
            : ""
        }
        confirmLabel="Remove"
        destructive
        onConfirm={confirmRemove}
      />
    </>
  );
}

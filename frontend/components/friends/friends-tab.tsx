"use client";

import { useState } from "react";
import { Gift, ListChecks, UserMinus, UserPlus, Users } from "lucide-react";

import { GIFTS_LINK, giftsLinkLabel } from "@/components/gifts/gift-text";
import { IntentLink } from "@/components/layout/intent-link";
import { lazyDialog } from "@/components/lazy-dialog";
import { PersonRow, personName } from "@/components/friends/person-row";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { removeFriend, useFriends, useRevalidateFriends, type Friend } from "@/hooks/use-friends";
import { saveWithFeedback } from "@/lib/forms";
import { personPath } from "@/lib/gifts";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));
const FriendListsDialog = lazyDialog(() =>
  import("@/components/friends/friend-lists-dialog").then((module) => module.FriendListsDialog),
);

/**
 * My Circle's Friends tab: friends with their lists shown to all friends, the
 * gifts I keep for them and a remove action; empty, a way to the Find
 * Friends tab.
 */
export function FriendsTab({ onFindFriends }: { onFindFriends: () => void }) {
  const { friends, error, isLoading } = useFriends();
  const revalidate = useRevalidateFriends();
  const [target, setTarget] = useState<Friend | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [listsOf, setListsOf] = useState<Friend | null>(null);
  const [listsOpen, setListsOpen] = useState(false);

  async function confirmRemove() {
    const friendshipId = target?.friendshipId;
    if (!friendshipId) return;
    return saveWithFeedback({
      save: () => removeFriend(friendshipId),
      success: { title: "Friend removed" },
      failure: "Failed to remove friend. Please try again.",
      onSaved: () => revalidate(),
    });
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
    return <LoadErrorAlert what="your friends" />;
  }
  if (friends.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No friends yet"
        description="Friends are other Presently users. Share dates and wishlists with them once they accept your request."
      >
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
            <Button asChild variant="outline" size="sm">
              <IntentLink href={personPath({ friendId: friend.id })} aria-label={giftsLinkLabel(personName(friend))}>
                <Gift aria-hidden="true" />
                {GIFTS_LINK}
              </IntentLink>
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Lists of ${personName(friend)}`}
              onClick={() => {
                setListsOf(friend);
                setListsOpen(true);
              }}
            >
              <ListChecks aria-hidden="true" />
              Lists
            </Button>
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
      <FriendListsDialog open={listsOpen} onOpenChange={setListsOpen} friend={listsOf} />
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

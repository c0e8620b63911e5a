"use client";

import { useId, useState } from "react";
import { LogOut, UserMinus, UserPlus } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { CardAction } from "@/components/card-action";
import { availableFriends, FriendPicker } from "@/components/collaborative/friend-picker";
import { personName } from "@/components/friends/person-row";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { useFriends, type Friend } from "@/hooks/use-friends";
import {
  addCoOwner,
  otherKeepers,
  removeCoOwner,
  useRevalidateLists,
  type CoOwner,
  type MyList,
} from "@/hooks/use-lists";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { saveWithFeedback } from "@/lib/forms";
import { inviteFriends, joinNames, type InviteFailure } from "@/lib/group-invites";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

export const CO_OWNERS_HELP = "Co-owners change this list's items and settings. Claims stay hidden from all of you.";
export const NO_MORE_FRIENDS = "No more friends to add";
export const ADD_CO_OWNER_LABEL = "Add co-owner";

/**
 * The Co-owners part of a list's settings (a list beside my main
 * wishlist). Its owner sees the co-owners, each with Remove, and adds
 * friends; a co-owner sees who keeps it with them and may leave it
 * (`onLeft` runs once they have). `disabled` while the settings save.
 */
export function ListCoOwners({
  list,
  disabled = false,
  onLeft,
}: {
  list: MyList;
  disabled?: boolean;
  onLeft: () => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <h3 id={titleId} className="text-sm font-semibold">
          Co-owners
        </h3>
        <p className="text-sm text-muted-foreground">{CO_OWNERS_HELP}</p>
      </div>
      {list.isOwner ? (
        <OwnerCoOwners list={list} disabled={disabled} />
      ) : (
        <CoOwnerLeave list={list} disabled={disabled} onLeft={onLeft} />
      )}
    </section>
  );
}

/** "Adding Ben Cole failed: <the server's reason>" (or what to do without one). */
function addFailureText(failures: readonly InviteFailure[], chosen: readonly Friend[]): string {
  const names = joinNames(
    failures.map((f) => {
      const friend = chosen.find((c) => c.id === f.friend.id);
      return friend ? personName(friend) : "a friend";
    }),
  );
  const first = failures[0]?.error;
  const message = first instanceof ApiError ? first.serverMessage : undefined;
  return message ? `Adding ${names} failed: ${message}` : `Adding ${names} failed. Please try again.`;
}

/** The owner's view: the co-owners with Remove, and friends to add (not yet keeping it). */
function OwnerCoOwners({ list, disabled }: { list: MyList; disabled: boolean }) {
  const revalidate = useRevalidateLists();
  const { friends, error, isLoading } = useFriends();
  const [chosen, setChosen] = useState<Friend[]>([]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const busy = disabled || adding || removing !== null;
  const keeperIds = list.coOwners.map((c) => c.userId);
  const anyToAdd = chosen.length > 0 || availableFriends(friends, chosen, keeperIds).length > 0;

  async function add() {
    if (chosen.length === 0) return;
    setAdding(true);
    try {
      // One request per friend; one refusal does not stop the others.
      const failures = await inviteFriends(list.id, chosen, addCoOwner);
      if (failures.some((f) => handleUnauthorized(f.error))) return;
      await revalidate().catch(() => undefined);
      if (failures.length > 0) {
        toast({ title: "Error", description: addFailureText(failures, chosen), variant: "destructive" });
        // Keep the ones that failed chosen, for a retry.
        setChosen(chosen.filter((c) => failures.some((f) => f.friend.id === c.id)));
        return;
      }
      toast({
        title: chosen.length === 1 ? "Co-owner added" : "Co-owners added",
        description: `${joinNames(chosen.map((f) => personName(f)))} can now change this list's items and settings.`,
      });
      setChosen([]);
    } finally {
      setAdding(false);
    }
  }

  async function remove(coOwner: CoOwner) {
    setRemoving(coOwner.userId);
    try {
      await saveWithFeedback({
        save: () => removeCoOwner(list.id, coOwner.userId),
        success: { title: "Co-owner removed", description: `${coOwner.name} no longer keeps this list with you.` },
        failure: "Failed to remove the co-owner. Please try again.",
        preferServerMessage: true,
        onSaved: () => revalidate(),
      });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      {list.coOwners.length > 0 ? (
        <ul className="grid gap-2" aria-label="Co-owners">
          {list.coOwners.map((coOwner) => (
            <li key={coOwner.userId} className="flex items-center justify-between gap-3 rounded-xl border py-1.5 pr-1.5 pl-3">
              <span className="min-w-0 truncate text-sm font-medium">{coOwner.name}</span>
              <CardAction
                icon={UserMinus}
                label={`Remove ${coOwner.name} as co-owner`}
                destructive
                disabled={busy}
                onClick={() => void remove(coOwner)}
              >
                Remove
              </CardAction>
            </li>
          ))}
        </ul>
      ) : null}
      <FriendPicker
        friends={friends}
        isLoading={isLoading}
        loadFailed={!isLoading && !!error && friends.length === 0}
        chosen={chosen}
        onChange={setChosen}
        excludeIds={keeperIds}
        label={ADD_CO_OWNER_LABEL}
        placeholder="Select a friend"
        // With no friends at all, the picker's own words.
        emptyText={friends.length > 0 ? NO_MORE_FRIENDS : undefined}
        chosenLabel="Friends to add"
        disabled={busy}
      />
      {anyToAdd ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={busy || chosen.length === 0}
          onClick={() => void add()}
        >
          <UserPlus aria-hidden="true" />
          {adding ? "Adding..." : "Add"}
        </Button>
      ) : null}
    </>
  );
}

/** A co-owner's view: who keeps the list with me, and Leave List (asked first). */
function CoOwnerLeave({ list, disabled, onLeft }: { list: MyList; disabled: boolean; onLeft: () => void }) {
  const { user } = useAuth();
  const myUserId = user?.id ?? null;
  const revalidate = useRevalidateLists();
  const [leaveOpen, setLeaveOpen] = useState(false);

  function confirmLeave() {
    if (myUserId === null) return false;
    return saveWithFeedback({
      save: () => removeCoOwner(list.id, myUserId),
      success: { title: "You left the list" },
      failure: "Failed to leave the list. Please try again.",
      preferServerMessage: true,
      onSaved: async () => {
        onLeft();
        await revalidate();
      },
    });
  }

  return (
    <>
      <p className="text-sm" data-testid="co-owner-keepers">
        You keep this list with {joinNames(otherKeepers(list, myUserId))}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Only {list.ownerName} can delete this list.</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || myUserId === null}
          onClick={() => setLeaveOpen(true)}
        >
          <LogOut aria-hidden="true" />
          Leave List
        </Button>
      </div>
      <ConfirmDialog
        open={leaveOpen}
        onOpenChange={setLeaveOpen}
        title="Leave this list?"
        description={`You will no longer see "${list.name}" or change its items.`}
        confirmLabel="Leave List"
        destructive
        onConfirm={confirmLeave}
      />
    </>
  );
}

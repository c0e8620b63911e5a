"use client";

import { useState } from "react";

import { FriendPicker } from "@/components/collaborative/friend-picker";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form-dialog";
import { useFriends, type Friend } from "@/hooks/use-friends";
import { inviteGroupMember, useRevalidateGroupWishlists } from "@/hooks/use-group-wishlists";
import { toast } from "@/hooks/use-toast";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { inviteFailureText, inviteFriends, joinNames } from "@/lib/group-invites";
import { memberName } from "@/lib/group-wishlists";

export const INVITE_FAILED_TITLE = "Invite Failed";

/** The creator invites more friends: the same picker, without the friends already on the list. */
export function InviteMembersDialog({
  listId,
  memberIds,
  ...dialog
}: DialogOpenProps & { listId: number; memberIds: readonly number[] }) {
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-md"
      title="Invite Friends"
      description="They join as members: they see the list and can add ideas."
    >
      <InviteMembersForm listId={listId} memberIds={memberIds} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function InviteMembersForm({
  listId,
  memberIds,
  onDone,
}: {
  listId: number;
  memberIds: readonly number[];
  onDone: () => void;
}) {
  const { friends, error, isLoading } = useFriends();
  const [chosen, setChosen] = useState<Friend[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const revalidate = useRevalidateGroupWishlists();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.length === 0) return;
    setSubmitting(true);
    try {
      const failures = await inviteFriends(listId, chosen, inviteGroupMember);
      if (failures.some((f) => handleUnauthorized(f.error))) return;
      await revalidate().catch(() => undefined);
      if (failures.length > 0) {
        toast({ title: INVITE_FAILED_TITLE, description: inviteFailureText(failures), variant: "destructive" });
        // Keep the ones that failed chosen, for a retry.
        setChosen(failures.map((f) => chosen.find((c) => c.id === f.friend.id)).filter((f): f is Friend => !!f));
        return;
      }
      const names = joinNames(chosen.map((f) => memberName(f)));
      toast({ title: "Invites sent", description: `${names} can now see this list and add ideas.` });
      setChosen([]);
      onDone();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <DialogForm
      onSubmit={(event) => void submit(event)}
      onCancel={onDone}
      submitting={submitting}
      submitLabel="Send Invites"
      submittingLabel="Inviting..."
      submitDisabled={chosen.length === 0}
    >
      <FriendPicker
        friends={friends}
        isLoading={isLoading}
        loadFailed={!isLoading && !!error && friends.length === 0}
        chosen={chosen}
        onChange={setChosen}
        excludeIds={memberIds}
        disabled={submitting}
      />
    </DialogForm>
  );
}

"use client";

import { useState } from "react";

import { FriendPicker } from "@/components/collaborative/friend-picker";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form-dialog";
import { personName } from "@/components/friends/person-row";
import { addGuardian, useRevalidateDependants, type Dependant } from "@/hooks/use-dependants";
import { useFriends, type Friend } from "@/hooks/use-friends";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { joinNames } from "@/lib/claims";
import { inviteFriends, type InviteFailure } from "@/lib/group-invites";

export const ADD_GUARDIAN_TITLE = "Add a guardian";

/** 'They keep Mia's lists with you and see what is claimed, so nobody buys twice.' */
export function addGuardianText(name: string): string {
  return `They keep ${name}'s lists with you and see what is claimed, so nobody buys twice.`;
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

/** Friends become guardians of `dependant` too (friends already their guardians are not offered). */
export function AddGuardianDialog({ dependant, ...dialog }: DialogOpenProps & { dependant: Dependant }) {
  return (
    <FormDialog {...dialog} className="sm:max-w-md" title={ADD_GUARDIAN_TITLE} description={addGuardianText(dependant.name)}>
      <AddGuardianForm dependant={dependant} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function AddGuardianForm({ dependant, onDone }: { dependant: Dependant; onDone: () => void }) {
  const { friends, error, isLoading } = useFriends();
  const [chosen, setChosen] = useState<Friend[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const revalidate = useRevalidateDependants();
  const guardianIds = dependant.guardians.map((g) => g.userId);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.length === 0) return;
    setSubmitting(true);
    try {
      // One request per friend; one refusal does not stop the others.
      const failures = await inviteFriends(dependant.id, chosen, addGuardian);
      if (failures.some((f) => handleUnauthorized(f.error))) return;
      await revalidate().catch(() => undefined);
      if (failures.length > 0) {
        toast({ title: "Error", description: addFailureText(failures, chosen), variant: "destructive" });
        // Keep the ones that failed chosen, for a retry.
        setChosen(chosen.filter((c) => failures.some((f) => f.friend.id === c.id)));
        return;
      }
      toast({
        title: chosen.length === 1 ? "Guardian added" : "Guardians added",
        description: `${joinNames(chosen.map((f) => personName(f)))} ${chosen.length === 1 ? "looks" : "look"} after ${dependant.name} with you now.`,
      });
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
      submitLabel="Add"
      submittingLabel="Adding..."
      submitDisabled={chosen.length === 0}
    >
      <FriendPicker
        friends={friends}
        isLoading={isLoading}
        loadFailed={!isLoading && !!error && friends.length === 0}
        chosen={chosen}
        onChange={setChosen}
        excludeIds={guardianIds}
        label="Friends"
        placeholder="Select a friend"
        emptyText={friends.length > 0 ? "No more friends to add" : undefined}
        chosenLabel="Friends to add"
        disabled={submitting}
      />
    </DialogForm>
  );
}

"use client";

import { useId, useState } from "react";
import { Link2, Link2Off } from "lucide-react";

import { personName } from "@/components/friends/person-row";
import {
  LINK_FRIEND,
  LINK_FRIEND_LABEL,
  ON_PRESENTLY_TITLE,
  UNLINK_FRIEND,
  linkFriendText,
  linkedFriendText,
  sameAddressText,
} from "@/components/gifts/gift-text";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { useFriends } from "@/hooks/use-friends";
import { linkContactFriend, useRevalidatePeople, type PersonPage as PersonPageData } from "@/hooks/use-gifts";
import { saveWithFeedback } from "@/lib/forms";

/**
 * On a contact's page: which friend on Presently they are. Linked by the
 * same address, it says so (nothing to undo); linked by hand, Unlink; not
 * linked, a friend to choose and Link (then one page, one history).
 */
export function LinkFriendCard({ page, contactId }: { page: PersonPageData; contactId: number }) {
  const selectId = useId();
  const revalidate = useRevalidatePeople();
  const { friends, isLoading } = useFriends();
  const [chosen, setChosen] = useState("");
  const [saving, setSaving] = useState(false);
  const friend = friends.find((f) => f.id === page.friendId);
  const friendName = friend ? personName(friend) : null;

  async function link(friendId: number | null) {
    setSaving(true);
    try {
      await saveWithFeedback({
        save: () => linkContactFriend(contactId, friendId),
        success: { title: friendId === null ? "Unlinked" : "Linked" },
        failure: "Failed to save. Please try again.",
        preferServerMessage: true,
        onSaved: async () => {
          setChosen("");
          await revalidate().catch(() => undefined);
        },
      });
    } finally {
      setSaving(false);
    }
  }

  // Nobody to link to, and nobody linked: nothing to say.
  if (page.friendId === null && !isLoading && friends.length === 0) return null;

  return (
    <section aria-labelledby="on-presently" className="grid gap-2 rounded-xl border bg-card p-4 text-sm">
      <h2 id="on-presently" className="font-semibold">
        {ON_PRESENTLY_TITLE}
      </h2>
      {page.friendId !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted-foreground" data-testid="linked-friend">
            {page.friendLinkedByHand
              ? linkedFriendText(friendName ?? "")
              : sameAddressText(friendName ?? "")}
          </p>
          {page.friendLinkedByHand ? (
            <Button size="sm" variant="outline" disabled={saving} onClick={() => void link(null)}>
              <Link2Off aria-hidden="true" />
              {UNLINK_FRIEND}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="text-muted-foreground">{linkFriendText(page.name)}</p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-0 flex-1 gap-1">
              <label htmlFor={selectId} className="text-xs font-medium">
                {LINK_FRIEND_LABEL}
              </label>
              <NativeSelect id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">Choose a friend</option>
                {friends.map((f) => (
                  <option key={f.id} value={String(f.id)}>
                    {personName(f)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button size="sm" disabled={saving || !chosen} onClick={() => void link(Number(chosen))}>
              <Link2 aria-hidden="true" />
              {LINK_FRIEND}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

"use client";

import { useState } from "react";
import { Bell, BellRing } from "lucide-react";

import { Button } from "@/components/ui/button";
import { followList, unfollowList, useFollow } from "@/hooks/use-follow";
import { saveWithFeedback } from "@/lib/forms";

export const FOLLOW = "Follow";
export const FOLLOWING = "Following";
export const FOLLOW_HINT = "Get news of new items, removed items and price drops on this list in your bell.";

/**
 * Follow a list (or stop): a toggle, pressed while I follow it. Nothing
 * while it loads, nor when I may not follow the list (its recipients get
 * no news of it).
 */
export function FollowListButton({ listId, className }: { listId: number; className?: string }) {
  const { following, mutate } = useFollow(listId);
  const [busy, setBusy] = useState(false);
  if (following === null) return null;

  async function toggle() {
    setBusy(true);
    await saveWithFeedback({
      save: () => (following ? unfollowList(listId) : followList(listId)),
      failure: following ? "Failed to unfollow the list. Please try again." : "Failed to follow the list. Please try again.",
      preferServerMessage: true,
      onSaved: async (answer) => {
        await mutate(answer, { revalidate: false });
      },
    });
    setBusy(false);
  }

  return (
    <Button
      variant="outline"
      className={className}
      aria-pressed={following}
      title={FOLLOW_HINT}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {following ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
      {following ? FOLLOWING : FOLLOW}
    </Button>
  );
}

"use client";

import { useState } from "react";
import { UserMinus, UserPlus } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { CardAction } from "@/components/card-action";
import { InitialsAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { removeGroupMember, useRevalidateGroupWishlists } from "@/hooks/use-group-wishlists";
import { saveWithFeedback } from "@/lib/forms";
import { memberCountText, memberName, roleLabel, type GroupMember, type GroupWishlist } from "@/lib/group-wishlists";
import { initials } from "@/lib/user";

// Dialogs load when first opened, not with the page.
const InviteMembersDialog = lazyDialog(() =>
  import("@/components/collaborative/invite-members-dialog").then((module) => module.InviteMembersDialog),
);
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

/** A group list's members with their roles; the creator invites friends and removes members. */
export function GroupMembers({ list, myUserId }: { list: GroupWishlist; myUserId: number | null | undefined }) {
  const owner = list.role === "owner";
  // An archived list is closed: nobody new joins it (the server refuses too).
  const mayInvite = owner && !list.archived;
  const [inviteOpen, setInviteOpen] = useState(false);
  const [removeTarget, setRemoveTarget] = useState<GroupMember | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const revalidate = useRevalidateGroupWishlists();

  function confirmRemove() {
    if (!removeTarget) return true;
    const name = memberName(removeTarget);
    return saveWithFeedback({
      save: () => removeGroupMember(list.id, removeTarget.userId),
      success: { title: "Member removed", description: `${name} is no longer on this list.` },
      failure: "Failed to remove the member. Please try again.",
      preferServerMessage: true,
      onSaved: () => revalidate(),
    });
  }

  return (
    <section aria-labelledby="group-members-title" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="group-members-title" className="font-semibold">
          Members <span className="font-normal text-muted-foreground">({memberCountText(list.members.length)})</span>
        </h2>
        {mayInvite ? (
          <Button variant="outline" size="sm" onClick={() => setInviteOpen(true)}>
            <UserPlus aria-hidden="true" />
            Invite Friends
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Members">
        {list.members.map((member) => {
          const name = memberName(member);
          const me = member.userId === myUserId;
          return (
            <li key={member.userId} aria-label={name} className="flex items-center gap-3 rounded-xl border p-3">
              <InitialsAvatar src={member.profileImageUrl} alt={name} initials={initials(member)} className="size-10" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="truncate text-sm font-medium">
                  {name}
                  {me ? <span className="text-muted-foreground"> (you)</span> : null}
                </p>
                {member.email ? <p className="truncate text-xs text-muted-foreground">{member.email}</p> : null}
              </div>
              <Badge variant={member.role === "owner" ? "default" : "secondary"}>{roleLabel(member.role)}</Badge>
              {owner && member.role !== "owner" ? (
                <CardAction
                  icon={UserMinus}
                  label={`Remove ${name}`}
                  destructive
                  onClick={() => {
                    setRemoveTarget(member);
                    setRemoveOpen(true);
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {owner ? (
        <>
          {mayInvite ? (
            <InviteMembersDialog
              open={inviteOpen}
              onOpenChange={setInviteOpen}
              listId={list.id}
              memberIds={list.members.map((m) => m.userId)}
            />
          ) : null}
          <ConfirmDialog
            open={removeOpen}
            onOpenChange={setRemoveOpen}
            title={removeTarget ? `Remove ${memberName(removeTarget)}?` : "Remove this member?"}
            description="They will no longer see this list or its items. You can invite them again later."
            confirmLabel="Remove"
            destructive
            onConfirm={confirmRemove}
          />
        </>
      ) : null}
    </section>
  );
}

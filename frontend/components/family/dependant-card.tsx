"use client";

import { useState } from "react";
import {
  Cake,
  ChevronRight,
  Gift,
  LogOut,
  Mail,
  Pencil,
  Plus,
  Trash2,
  UserMinus,
  UserPlus,
  UserRoundPlus,
  Users,
  X,
} from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { CardAction } from "@/components/card-action";
import { inviteTitle } from "@/components/family/family-text";
import { GIFTS_LINK, giftsLinkLabel } from "@/components/gifts/gift-text";
import { IntentLink } from "@/components/layout/intent-link";
import { myListPath } from "@/components/lists/list-text";
import { InitialsAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import {
  cancelInvite,
  deleteDependant,
  kindLabel,
  removeGuardian,
  useRevalidateDependants,
  type Dependant,
} from "@/hooks/use-dependants";
import type { CoOwner, MyList } from "@/hooks/use-lists";
import { joinNames } from "@/lib/claims";
import { formatLongDate } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";
import { personPath } from "@/lib/gifts";
import { itemCountText } from "@/lib/group-wishlists";
import { useWhichDialog } from "@/hooks/use-which-dialog";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));
const AddGuardianDialog = lazyDialog(() =>
  import("@/components/family/add-guardian-dialog").then((module) => module.AddGuardianDialog),
);
const DependantDialog = lazyDialog(() =>
  import("@/components/family/dependant-dialog").then((module) => module.DependantDialog),
);
const InviteDialog = lazyDialog(() =>
  import("@/components/family/invite-dialog").then((module) => module.InviteDialog),
);
const ListDialog = lazyDialog(() => import("@/components/lists/list-dialog").then((module) => module.ListDialog));

/** 'Looked after by Ada Lovelace and Ben Cole' */
export function lookedAfterText(guardians: readonly Pick<CoOwner, "name">[]): string {
  return `Looked after by ${joinNames(guardians.map((g) => g.name))}`;
}

export const LEAVE_TEXT = "You won't see their lists as a guardian any more.";
export const DELETE_TEXT = "Their lists and everything on them are deleted too. Givers who claimed something are told.";

/** The initial a dependant without a photo shows. */
function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}

type Open = "edit" | "list" | "guardian" | "invite" | "leave" | "delete" | null;

/**
 * Someone I look after: photo (or initial), name, who they are, birthday,
 * their guardians (each removable by the one who added them; Leave for
 * me), their lists, an open invite, and New list, Add a guardian, Give
 * them an account, the gifts I keep for them, Edit and Delete (only the
 * one who added them).
 */
export function DependantCard({ dependant }: { dependant: Dependant }) {
  const { user } = useAuth();
  const myUserId = user?.id ?? null;
  const revalidate = useRevalidateDependants();
  const { show: setOpen, dialog } = useWhichDialog<Exclude<Open, null>>();
  const [busy, setBusy] = useState(false);
  const titleId = `dependant-${dependant.id}`;
  const { name } = dependant;

  async function run(save: () => Promise<unknown>, success: { title: string; description?: string }, failure: string) {
    setBusy(true);
    try {
      return await saveWithFeedback({ save, success, failure, preferServerMessage: true, onSaved: () => revalidate() });
    } finally {
      setBusy(false);
    }
  }

  function remove(guardian: CoOwner) {
    return run(
      () => removeGuardian(dependant.id, guardian.userId),
      { title: "Guardian removed", description: `${guardian.name} no longer looks after ${name}.` },
      "Failed to remove the guardian. Please try again.",
    );
  }

  function leave() {
    if (myUserId === null) return false;
    return run(
      () => removeGuardian(dependant.id, myUserId),
      { title: `You no longer look after ${name}` },
      "Failed to leave. Please try again.",
    );
  }

  function withdraw() {
    return run(
      () => cancelInvite(dependant.id),
      { title: "Invite withdrawn", description: "Its link no longer works." },
      "Failed to withdraw the invite. Please try again.",
    );
  }

  function confirmDelete() {
    return run(
      () => deleteDependant(dependant.id),
      { title: `${name} deleted` },
      "Failed to delete them. Please try again.",
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid="dependant-card"
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-4">
        <InitialsAvatar src={dependant.photoUrl} alt={name} initials={initialOf(name)} className="size-14 text-lg" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 id={titleId} className="text-lg leading-tight font-semibold break-words">
            {name}
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <Badge variant="secondary" data-testid="dependant-kind">
              {kindLabel(dependant.kind)}
            </Badge>
            {dependant.birthday ? (
              <span className="inline-flex items-center gap-1.5" data-testid="dependant-birthday">
                <Cake className="size-4" aria-hidden="true" />
                <span className="sr-only">Birthday: </span>
                {formatLongDate(dependant.birthday)}
              </span>
            ) : null}
          </div>
        </div>
      </div>

      <section aria-label={`Guardians of ${name}`} className="grid gap-2">
        <p className="flex items-center gap-1.5 text-sm" data-testid="looked-after-by">
          <Users className="size-4 text-muted-foreground" aria-hidden="true" />
          {lookedAfterText(dependant.guardians)}
        </p>
        <ul className="grid gap-1.5" aria-label="Guardians">
          {dependant.guardians.map((guardian) => {
            const me = guardian.userId === myUserId;
            return (
              <li
                key={guardian.userId}
                className="flex min-h-10 items-center justify-between gap-3 rounded-lg border py-1 pr-1 pl-3"
              >
                <span className="min-w-0 truncate text-sm font-medium">
                  {guardian.name}
                  {me ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
                </span>
                {me ? (
                  <CardAction icon={LogOut} label={`Stop looking after ${name}`} onClick={() => setOpen("leave")} disabled={busy}>
                    Leave
                  </CardAction>
                ) : dependant.canDelete ? (
                  <CardAction
                    icon={UserMinus}
                    label={`Remove ${guardian.name} as guardian`}
                    destructive
                    onClick={() => void remove(guardian)}
                    disabled={busy}
                  >
                    Remove
                  </CardAction>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-label={`Lists of ${name}`} className="grid gap-2">
        {dependant.lists.length > 0 ? (
          <ul className="grid gap-1.5" aria-label={`${name}'s lists`}>
            {dependant.lists.map((list) => (
              <li key={list.id}>
                <DependantListLink list={list} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No lists yet.</p>
        )}
      </section>

      {dependant.invite ? (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed px-3 py-2 text-sm"
          data-testid="open-invite"
        >
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="truncate">Invited {dependant.invite.email}</span>
          </span>
          <CardAction icon={X} label="Withdraw invite" onClick={() => void withdraw()} disabled={busy}>
            Withdraw invite
          </CardAction>
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setOpen("list")} disabled={busy}>
          <Plus aria-hidden="true" />
          New list
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen("guardian")} disabled={busy}>
          <UserPlus aria-hidden="true" />
          Add a guardian
        </Button>
        {dependant.invite ? null : (
          <Button variant="outline" size="sm" onClick={() => setOpen("invite")} disabled={busy}>
            <UserRoundPlus aria-hidden="true" />
            {inviteTitle(name)}
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <IntentLink href={personPath({ dependantId: dependant.id })} aria-label={giftsLinkLabel(name)}>
            <Gift aria-hidden="true" />
            {GIFTS_LINK}
          </IntentLink>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen("edit")} disabled={busy} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {dependant.canDelete ? (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={() => setOpen("delete")}
            disabled={busy}
            aria-label={`Delete ${name}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </div>

      <DependantDialog {...dialog("edit")} dependant={dependant} />
      <ListDialog
        {...dialog("list")}
        forDependant={dependant}
        onCreated={() => void revalidate().catch(() => undefined)}
      />
      <AddGuardianDialog {...dialog("guardian")} dependant={dependant} />
      <InviteDialog {...dialog("invite")} dependant={dependant} />
      <ConfirmDialog
        {...dialog("leave")}
        title={`Stop looking after ${name}?`}
        description={LEAVE_TEXT}
        confirmLabel="Leave"
        destructive
        onConfirm={leave}
      />
      <ConfirmDialog
        {...dialog("delete")}
        title={`Delete ${name}?`}
        description={DELETE_TEXT}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </article>
  );
}

/** One of their lists: its name and item count, a link to it on /wishlist. */
function DependantListLink({ list }: { list: MyList }) {
  return (
    <IntentLink
      href={myListPath(list.id)}
      data-testid="dependant-list-link"
      className="flex items-center gap-3 rounded-lg border bg-background px-3 py-2 text-sm transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-hidden"
    >
      <span className="min-w-0 flex-1 truncate font-medium">{list.name}</span>
      <span className="inline-flex shrink-0 items-center gap-1.5 text-muted-foreground" data-testid="item-count">
        <Gift className="size-4" aria-hidden="true" />
        {itemCountText(list.itemCount)}
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </IntentLink>
  );
}

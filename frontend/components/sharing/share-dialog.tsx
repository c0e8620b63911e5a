"use client";

import Link from "next/link";
import { UserPlus } from "lucide-react";
import { Controller, useWatch } from "react-hook-form";
import { useSWRConfig } from "swr";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { CurrentShares } from "@/components/sharing/current-shares";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { FormSwitch } from "@/components/ui/form-switch";
import { useFriends, type Friend } from "@/hooks/use-friends";
import { keyPath } from "@/hooks/use-revalidate";
import { shareWithFriend, type ShareKind } from "@/hooks/use-sharing";
import { SELECT_FRIEND_TO_SHARE } from "@/lib/messages";
import { displayName } from "@/lib/user";

export const FRIENDS_LOAD_ERROR = "Unable to load your friends. Please try again.";

const schema = z.object({
  /** The chosen friend's id, as the select holds it. */
  sharedWithId: z.string().min(1, SELECT_FRIEND_TO_SHARE),
  canEdit: z.boolean(),
});

type ShareValues = z.infer<typeof schema>;

/** Spec: no friend chosen and Allow Editing off. */
const EMPTY_SHARE: ShareValues = { sharedWithId: "", canEdit: false };

function friendLabel(friend: Friend): string {
  return displayName(friend) || `Friend #${friend.id}`;
}

/**
 * Shares a wishlist item or a special date with a friend, view-only or with
 * editing, below who it is already shared with (rights changed and shares
 * ended there). The friend list is loaded only while the dialog is open;
 * the form resets whenever the dialog closes.
 */
export function ShareDialog({
  kind,
  itemId,
  itemName,
  ...dialog
}: DialogOpenProps & { kind: ShareKind; itemId: number; itemName?: string }) {
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-md"
      title={itemName ? `Share "${itemName}"` : "Share Item"}
      description={
        kind === "special-date"
          ? "Let a friend see this date, or help plan it."
          : "Let a friend see this item, or help manage it."
      }
    >
      <CurrentShares kind={kind} itemId={itemId} />
      <ShareForm kind={kind} itemId={itemId} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ShareForm({ kind, itemId, onDone }: { kind: ShareKind; itemId: number; onDone: () => void }) {
  const { friends, error, isLoading } = useFriends();
  const { mutate } = useSWRConfig();
  const {
    form: {
      control,
      reset,
      formState: { errors },
    },
    dialogForm,
  } = useDialogForm({
    schema,
    defaultValues: EMPTY_SHARE,
    onDone,
    save: (values) => ({
      save: () =>
        shareWithFriend(kind, itemId, {
          sharedWithId: Number(values.sharedWithId),
          canEdit: values.canEdit,
        }),
      success: { title: "Item Shared Successfully", description: "The item has been shared with your friend." },
      failureTitle: "Sharing Failed",
      failure: "Failed to share item. Please try again.",
      // The server's message is the toast (spec section 8), not repeated under the field.
      preferServerMessage: true,
      onSaved: () => {
        void mutate((key) => keyPath(key)?.startsWith("/api/sharing") ?? false);
        reset(EMPTY_SHARE);
        onDone();
      },
    }),
  });
  const sharedWithId = useWatch({ control, name: "sharedWithId" });

  // A failed load without any friends cached says so, rather than "No friends yet".
  const loadFailed = !isLoading && !!error && friends.length === 0;
  const noFriends = !isLoading && !error && friends.length === 0;
  // Spec: Share Item is disabled without a chosen friend or any friends (DialogForm adds "while pending").
  const noneChosen = !sharedWithId || friends.length === 0;

  return (
    <DialogForm
      {...dialogForm}
      submitLabel="Share Item"
      submittingLabel="Sharing..."
      submitDisabled={noneChosen}
      className="gap-5"
    >
      <Controller
        control={control}
        name="sharedWithId"
        render={({ field }) => (
          <FormField label="Friend" error={errors.sharedWithId?.message}>
            {(props) =>
              isLoading ? (
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
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur} className="w-full">
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
              )
            }
          </FormField>
        )}
      />
      <FormSwitch
        control={control}
        name="canEdit"
        label="Allow Editing"
        description="Your friend can make changes, not just view."
      />
    </DialogForm>
  );
}

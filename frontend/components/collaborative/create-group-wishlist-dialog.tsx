"use client";

import { useState } from "react";
import { Controller, FormProvider, useWatch } from "react-hook-form";
import { z } from "zod";

import { FriendPicker } from "@/components/collaborative/friend-picker";
import {
  EMPTY_GROUP_DETAILS,
  GroupDetailsFields,
  groupDetailsSchema,
  toGroupDetails,
} from "@/components/collaborative/group-details-fields";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { SwitchField } from "@/components/ui/switch-field";
import { useAccountSettings } from "@/hooks/use-account-settings";
import { useFriends, type Friend } from "@/hooks/use-friends";
import {
  createGroupWishlist,
  inviteGroupMember,
  useRevalidateGroupWishlists,
} from "@/hooks/use-group-wishlists";
import { toast } from "@/hooks/use-toast";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { withoutEmpty } from "@/lib/forms";
import { inviteFailureText, inviteFriends, type InviteFailure } from "@/lib/group-invites";
import type { GroupWishlist, GroupWishlistInput } from "@/lib/group-wishlists";

export const CREATED_TOAST = {
  title: "Wishlist Created",
  description: "Your collaborative wishlist has been created successfully.",
} as const;
export const CREATION_FAILED_TITLE = "Creation Failed";
export const CREATION_FAILED = "Failed to create wishlist. Please try again.";

const schema = groupDetailsSchema.extend({
  isPublic: z.boolean(),
  listed: z.boolean(),
});

type CreateInput = z.input<typeof schema>;
type CreateValues = z.output<typeof schema>;

/** Spec section 4: after a create the form is empty again, private, with no invitees. */
const EMPTY_CREATE: CreateInput = { ...EMPTY_GROUP_DETAILS, isPublic: false, listed: false };

/**
 * The body of `POST /api/collaborative-wishlists`: the trimmed name, the
 * optional fields only when given, `listed` only for a public list.
 */
export function toCreatePayload(values: CreateValues): GroupWishlistInput {
  const details = withoutEmpty(toGroupDetails(values));
  return { ...details, isPublic: values.isPublic, ...(values.isPublic && values.listed ? { listed: true } : {}) };
}

/** Create Collaborative Wishlist (spec section 5): details, visibility and the friends to invite. */
export function CreateGroupWishlistDialog(dialog: DialogOpenProps) {
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title="Create Collaborative Wishlist"
      description="One list for the whole group: invite friends to add and plan gift ideas together."
    >
      <CreateGroupWishlistForm onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

interface CreateResult {
  list: GroupWishlist;
  failures: InviteFailure[];
}

function CreateGroupWishlistForm({ onDone }: { onDone: () => void }) {
  const { friends, error: friendsError, isLoading: friendsLoading } = useFriends();
  const [invitees, setInvitees] = useState<Friend[]>([]);
  const revalidate = useRevalidateGroupWishlists();
  // Made public, the list starts out listed when the account says so (Settings, Find a list).
  const listByDefault = useAccountSettings().settings?.listByDefault ?? false;

  const { form, dialogForm } = useDialogForm<typeof schema, CreateResult>({
    schema,
    defaultValues: EMPTY_CREATE,
    onDone,
    save: (values) => ({
      save: async () => {
        const list = await createGroupWishlist(toCreatePayload(values));
        // The list exists now: an invite that fails is reported, not a failed create.
        const failures = await inviteFriends(list.id, invitees, inviteGroupMember);
        return { list, failures };
      },
      failureTitle: CREATION_FAILED_TITLE,
      failure: CREATION_FAILED,
      // Spec section 8: the server's message, else the fallback.
      preferServerMessage: true,
      onSaved: async ({ failures }) => {
        if (failures.some((f) => handleUnauthorized(f.error))) return;
        if (failures.length > 0) {
          toast({
            title: CREATION_FAILED_TITLE,
            description: inviteFailureText(failures, "The list was created, but"),
            variant: "destructive",
          });
        } else {
          toast(CREATED_TOAST);
        }
        form.reset(EMPTY_CREATE);
        setInvitees([]);
        onDone();
        await revalidate().catch(() => undefined);
      },
    }),
  });

  const { control, setValue } = form;
  const name = useWatch({ control, name: "name" });
  const isPublic = useWatch({ control, name: "isPublic" });
  const submitting = dialogForm.submitting;

  return (
    <FormProvider {...form}>
      <DialogForm
        {...dialogForm}
        submitLabel="Create Wishlist"
        submittingLabel="Creating..."
        // Spec section 5: disabled while the trimmed name is empty (and while submitting).
        submitDisabled={!name?.trim()}
      >
        <GroupDetailsFields />

        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <SwitchField
              label="Make Public"
              description="Anyone with the list's link can view it."
              ref={field.ref}
              checked={field.value}
              onBlur={field.onBlur}
              onCheckedChange={(next) => {
                field.onChange(next);
                // Listed only while public; made public, listed as the account's default says.
                setValue("listed", next && listByDefault);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="listed"
          render={({ field }) => (
            <SwitchField
              label="List it in Find a list"
              description={isPublic ? "People can find it by searching on Find a list." : "Make the list public first."}
              ref={field.ref}
              checked={isPublic && field.value}
              disabled={!isPublic}
              onBlur={field.onBlur}
              onCheckedChange={field.onChange}
            />
          )}
        />

        <FriendPicker
          friends={friends}
          isLoading={friendsLoading}
          loadFailed={!friendsLoading && !!friendsError && friends.length === 0}
          chosen={invitees}
          onChange={setInvitees}
          disabled={submitting}
          description="They join as members and can add ideas."
        />
      </DialogForm>
    </FormProvider>
  );
}

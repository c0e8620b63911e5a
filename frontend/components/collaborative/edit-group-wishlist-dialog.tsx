"use client";

import { FormProvider } from "react-hook-form";

import {
  GroupDetailsFields,
  groupDetailsOf,
  groupDetailsSchema,
  toGroupDetails,
} from "@/components/collaborative/group-details-fields";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { updateGroupWishlist, useRevalidateGroupWishlists } from "@/hooks/use-group-wishlists";
import { changedFields } from "@/lib/forms";
import type { GroupWishlist } from "@/lib/group-wishlists";

/**
 * The creator renames a group list and changes its description, occasion
 * and event date (the spec's wishlist-naming dialog: an empty name says
 * 'Please enter a wishlist name'). Only what changed is sent.
 */
export function EditGroupWishlistDialog({ list, ...dialog }: DialogOpenProps & { list: GroupWishlist }) {
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title="Edit Wishlist"
      description="Rename the list or change what it is for."
    >
      <EditGroupWishlistForm list={list} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function EditGroupWishlistForm({ list, onDone }: { list: GroupWishlist; onDone: () => void }) {
  const revalidate = useRevalidateGroupWishlists();
  const { form, dialogForm } = useDialogForm({
    schema: groupDetailsSchema,
    defaultValues: groupDetailsOf(list),
    onDone,
    save: (values) => ({
      save: async () => {
        const changes = changedFields(toGroupDetails(values), list);
        if (Object.keys(changes).length === 0) return;
        await updateGroupWishlist(list.id, changes);
        await revalidate();
      },
      success: { title: "Wishlist updated" },
      failure: "Failed to update the wishlist. Please try again.",
    }),
  });
  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel="Save Changes">
        <GroupDetailsFields />
      </DialogForm>
    </FormProvider>
  );
}

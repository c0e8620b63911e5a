"use client";

import { FormProvider } from "react-hook-form";
import type { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { toDetailFields, WishlistItemFields, wishlistItemSchema } from "@/components/wishlist/wishlist-item-dialog";
import type { SharedWishlistItem } from "@/hooks/use-sharing";
import { updateWishlistItem, useRevalidateWishlist } from "@/hooks/use-wishlist";
import { changedFields } from "@/lib/forms";

/** What a friend with the editing right changes: an item's details, never its owner's priority, quantity, ranking or Purchased. */
const schema = wishlistItemSchema.pick({
  name: true,
  description: true,
  price: true,
  url: true,
  category: true,
  whereToBuy: true,
  imageUrl: true,
});

type DetailsValues = z.output<typeof schema>;
type SharedItem = NonNullable<SharedWishlistItem["wishlistItem"]>;

function detailsOf(item: SharedItem): DetailsValues {
  return {
    name: item.name ?? "",
    description: item.description ?? "",
    price: item.price ?? "",
    url: item.url ?? "",
    category: item.category ?? "",
    whereToBuy: item.whereToBuy ?? "",
    imageUrl: item.imageUrl ?? "",
  };
}

/**
 * Edit a friend's item they let me edit (`PATCH /api/wishlist/{id}` with
 * the details that changed); the shared list and their wishlist refresh.
 */
export function SharedItemEditDialog({
  entry,
  ...dialog
}: DialogOpenProps & { entry: SharedWishlistItem & { wishlistItem: SharedItem } }) {
  const item = entry.wishlistItem;
  const revalidate = useRevalidateWishlist();
  const onDone = () => dialog.onOpenChange(false);
  const { form, dialogForm } = useDialogForm({
    schema,
    defaultValues: detailsOf(item),
    onDone,
    save: (values) => ({
      save: async () => {
        // Only what changed: nothing sent when nothing did.
        const changes = changedFields(toDetailFields(values), toDetailFields(detailsOf(item)));
        if (Object.keys(changes).length === 0) return;
        await updateWishlistItem(item.id, changes);
        await revalidate();
      },
      success: { title: "Item updated!" },
      failure: "Failed to update item.",
      failureTitle: "Update Failed",
      preferServerMessage: true,
      onSaved: onDone,
    }),
  });

  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title="Edit Item"
      description="Your friend lets you edit this wish's details; its priority and quantity stay theirs."
    >
      <FormProvider {...form}>
        <DialogForm {...dialogForm} submitLabel="Save Changes" submittingLabel="Saving...">
          <WishlistItemFields detailsOnly />
        </DialogForm>
      </FormProvider>
    </FormDialog>
  );
}

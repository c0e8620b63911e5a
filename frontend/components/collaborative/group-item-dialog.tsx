"use client";

import { FormProvider, useWatch } from "react-hook-form";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { PriceWatch } from "@/components/prices/price-watch";
import {
  toWishlistPayload,
  toWishlistUpdatePayload,
  WishlistItemFields,
  wishlistFormValues,
  wishlistItemSchema,
} from "@/components/wishlist/wishlist-item-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormSelect } from "@/components/ui/form-select";
import { createGroupItem, updateGroupItem, useRevalidateGroupWishlists } from "@/hooks/use-group-wishlists";
import { NAME_MAX } from "@/lib/domain-rules";
import { changedFields, createOrUpdate, withoutEmpty } from "@/lib/forms";
import {
  EVERYONE,
  memberChoice,
  memberFirstName,
  memberName,
  recipientChoiceOf,
  SOMEONE_ELSE,
  toRecipient,
  type GroupItem,
  type GroupMember,
} from "@/lib/group-wishlists";
import { NAME_TOO_LONG } from "@/lib/messages";

/** 'Someone else' without a name. (A candidate for the shared messages.) */
export const FOR_NAME_REQUIRED = "Please enter who it is for";

export const FOR_WHOM_LABEL = "Who is it for?";

const schema = wishlistItemSchema
  .extend({
    /** 'everyone', 'member:{userId}' or 'other'. */
    forWhom: z.string(),
    forName: z.string().trim().max(NAME_MAX, NAME_TOO_LONG),
  })
  .superRefine((values, ctx) => {
    if (values.forWhom === SOMEONE_ELSE && !values.forName) {
      ctx.addIssue({ code: "custom", path: ["forName"], message: FOR_NAME_REQUIRED });
    }
  });

type GroupItemFormInput = z.input<typeof schema>;
type GroupItemFormValues = z.output<typeof schema>;

/** The body of `POST .../items`: the item's fields without the empty ones, and who it is for when someone. */
export function toGroupItemPayload(values: GroupItemFormValues) {
  return { ...toWishlistPayload(values), ...withoutEmpty(toRecipient(values.forWhom, values.forName)) };
}

/** The body of `PATCH .../items/{id}`: what changed, null clearing an optional field or the recipient. */
export function toGroupItemUpdatePayload(values: GroupItemFormValues, original: GroupItem) {
  return {
    ...toWishlistUpdatePayload(values, original),
    ...changedFields(toRecipient(values.forWhom, values.forName), original),
  };
}

/** The 'Who is it for?' options: Everyone, each member (me marked), Someone else. */
export function recipientOptions(members: readonly GroupMember[], myUserId: number | null | undefined) {
  return [
    { value: EVERYONE, label: "Everyone" },
    ...members.map((member) => ({
      value: memberChoice(member.userId),
      label: member.userId === myUserId ? `${memberName(member)} (you)` : memberName(member),
    })),
    { value: SOMEONE_ELSE, label: "Someone else" },
  ];
}

/** What the choice means for who sees the item. */
function recipientHint(choice: string, members: readonly GroupMember[], myUserId: number | null | undefined): string {
  const member = members.find((m) => memberChoice(m.userId) === choice);
  if (member && member.userId !== myUserId) {
    return `A surprise idea: ${memberFirstName(member)} won't see it. Everyone else on the list will.`;
  }
  if (choice === SOMEONE_ELSE) return "For someone who is not on Presently (Grandma, a new baby...).";
  return "Everyone on the list sees this item.";
}

/**
 * Add Item to a group list (the wishlist item form and 'Who is it for?');
 * with `item` it edits that item, and an item with a link gets its prices
 * and my watch of them under the form.
 */
export function GroupItemDialog({
  listId,
  members,
  myUserId,
  item,
  ...dialog
}: DialogOpenProps & {
  listId: number;
  members: readonly GroupMember[];
  myUserId: number | null | undefined;
  item?: GroupItem;
}) {
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={item ? "Edit Item" : "Add Item"}
      description={item ? "Update the details of this idea." : "Add a gift idea to this list, for a member or for everyone."}
    >
      <GroupItemForm
        listId={listId}
        members={members}
        myUserId={myUserId}
        item={item}
        onDone={() => dialog.onOpenChange(false)}
      />
      {/* Outside the item's form: the watch has its own Save. */}
      {item?.url ? <PriceWatch item={{ listId, itemId: item.id }} className="border-t pt-4" /> : null}
    </FormDialog>
  );
}

function GroupItemForm({
  listId,
  members,
  myUserId,
  item,
  onDone,
}: {
  listId: number;
  members: readonly GroupMember[];
  myUserId: number | null | undefined;
  item?: GroupItem;
  onDone: () => void;
}) {
  const revalidate = useRevalidateGroupWishlists();
  const defaultValues: GroupItemFormInput = {
    ...wishlistFormValues(item),
    forWhom: recipientChoiceOf(item),
    forName: item?.forName ?? "",
  };
  const { form, dialogForm } = useDialogForm({
    schema,
    defaultValues,
    onDone,
    save: (values) => ({
      save: async () => {
        const sent = await createOrUpdate(item, {
          create: () => createGroupItem(listId, toGroupItemPayload(values)),
          changes: (original) => toGroupItemUpdatePayload(values, original),
          update: (id, changes) => updateGroupItem(listId, id, changes),
        });
        if (sent) await revalidate();
      },
      success: { title: item ? "Item updated!" : "Item added to the list!" },
      failure: item ? "Failed to update item." : "Failed to add the item. Please try again.",
      // The server's reason (not a member any more, not the adder) says more than the fallback.
      preferServerMessage: true,
    }),
  });
  const forWhom = useWatch({ control: form.control, name: "forWhom" });

  return (
    <FormProvider {...form}>
      <DialogForm
        {...dialogForm}
        submitLabel={item ? "Save Changes" : "Add Item"}
        submittingLabel={item ? "Saving..." : "Adding..."}
      >
        <FormSelect
          control={form.control}
          name="forWhom"
          label={FOR_WHOM_LABEL}
          description={recipientHint(forWhom, members, myUserId)}
          options={recipientOptions(members, myUserId)}
        />
        {forWhom === SOMEONE_ELSE ? (
          <FormField label="Their name" error={form.formState.errors.forName?.message}>
            <Input placeholder="e.g. Grandma" autoComplete="off" {...form.register("forName")} />
          </FormField>
        ) : null}
        <WishlistItemFields />
      </DialogForm>
    </FormProvider>
  );
}

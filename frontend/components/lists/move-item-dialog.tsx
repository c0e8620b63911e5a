"use client";

import { FormProvider } from "react-hook-form";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { listLabel } from "@/components/lists/list-switcher";
import type { MoveOrCopy } from "@/components/wishlist/wishlist-item-card";
import { FormSelect } from "@/components/ui/form-select";
import { copyListItems, keepersOf, moveListItems, useRevalidateLists, type MyList } from "@/hooks/use-lists";
import { MOVE_KEEPERS_DIFFER, TARGET_LIST_REQUIRED } from "@/lib/messages";
import type { WishlistItem } from "@/lib/wishlist";

/** An item of mine to move or copy, from the list it is on (`from`). */
export interface MoveRequest {
  item: Pick<WishlistItem, "id" | "name">;
  action: MoveOrCopy;
  from: number;
}

const TEXT = {
  move: {
    title: "Move item",
    description: (name: string) => `Choose the list "${name}" moves to. It keeps its shares and price watch.`,
    submit: "Move Item",
    submitting: "Moving...",
    done: (list: string) => `Moved to ${list}`,
    failure: "Failed to move the item. Please try again.",
  },
  copy: {
    title: "Copy item",
    description: (name: string) => `Choose the list a copy of "${name}" goes to. The copy takes its details only.`,
    submit: "Copy Item",
    submitting: "Copying...",
    done: (list: string) => `Copied to ${list}`,
    failure: "Failed to copy the item. Please try again.",
  },
} as const;

const schema = z.object({ toListId: z.string().min(1, TARGET_LIST_REQUIRED) });

/**
 * Move item / Copy item: one of my other lists to move `request.item` to
 * (with its claims, shares and price watch) or to copy its details onto.
 * Every view of my lists reloads after.
 */
export function MoveItemDialog({
  request,
  lists,
  ...dialog
}: DialogOpenProps & { request: MoveRequest | null; lists: readonly MyList[] }) {
  const text = TEXT[request?.action ?? "move"];
  return (
    <FormDialog {...dialog} title={text.title} description={request ? text.description(request.item.name) : ""}>
      {request ? <MoveItemForm request={request} lists={lists} onDone={() => dialog.onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function MoveItemForm({
  request,
  lists,
  onDone,
}: {
  request: MoveRequest;
  lists: readonly MyList[];
  onDone: () => void;
}) {
  const { item, action, from } = request;
  const text = TEXT[action];
  const source = lists.find((list) => list.id === from);
  // A move keeps the item's claims: only onto a list kept by the same people.
  const targets = lists.filter(
    (list) => list.id !== from && (action === "copy" || !source || keepersOf(list) === keepersOf(source)),
  );
  const revalidate = useRevalidateLists();
  const { form, dialogForm } = useDialogForm({
    schema,
    defaultValues: { toListId: targets[0] ? String(targets[0].id) : "" },
    onDone,
    save: ({ toListId }) => {
      const to = targets.find((list) => String(list.id) === toListId);
      return {
        save: async () => {
          if (action === "move") await moveListItems(from, [item.id], Number(toListId));
          else await copyListItems(from, [item.id], Number(toListId));
        },
        success: { title: text.done(to?.name ?? "your list") },
        failure: text.failure,
        preferServerMessage: true,
        onSaved: async () => {
          onDone();
          await revalidate();
        },
      };
    },
  });
  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel={text.submit} submittingLabel={text.submitting}>
        {targets.length > 0 ? (
          <FormSelect
            control={form.control}
            name="toListId"
            label="To list"
            options={targets.map((list) => ({ value: String(list.id), label: listLabel(list) }))}
          />
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="no-move-target">
            {MOVE_KEEPERS_DIFFER}
          </p>
        )}
      </DialogForm>
    </FormProvider>
  );
}

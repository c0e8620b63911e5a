"use client";

import { useState } from "react";
import Link from "next/link";
import { Trash2 } from "lucide-react";
import { FormProvider, useFormContext } from "react-hook-form";
import { z } from "zod";

import {
  EMPTY_GROUP_DETAILS,
  GroupDetailsFields,
  groupDetailsOf,
  groupDetailsSchema,
  toGroupDetails,
} from "@/components/collaborative/group-details-fields";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ListCoOwners } from "@/components/lists/list-co-owners";
import { SHOWN_TO_ALL_FRIENDS } from "@/components/lists/list-text";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormSelect } from "@/components/ui/form-select";
import { FormSwitch } from "@/components/ui/form-switch";
import {
  createList,
  deleteList,
  updateList,
  useMyLists,
  useRevalidateLists,
  type ListBody,
  type ListVisibility,
  type MyList,
  type NewListBody,
} from "@/hooks/use-lists";
import { createDependantList, type ListDependant } from "@/hooks/use-dependants";
import { everyValue } from "@/lib/api";
import { changedFields, saveWithFeedback, withoutEmpty } from "@/lib/forms";

/** Every visibility the API has, checked by `tsc`. */
const VISIBILITIES = everyValue<ListVisibility>()(["private", "friends"]);

const VISIBILITY_LABELS: Record<ListVisibility, string> = {
  private: "Only friends I share items with",
  friends: "All my friends",
};

export const VISIBILITY_OPTIONS = VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));

export const VISIBILITY_LABEL = "Who can see it";

export { SHOWN_TO_ALL_FRIENDS };

export const REGISTRY_SWITCH_LABEL = "This is a registry";

export const REGISTRY_SWITCH_TEXT =
  "Guests buy from it by its public link, without an account. You see who gave what after the event.";

const visibilitySchema = z.object({ visibility: z.enum(VISIBILITIES) });

const registrySchema = z.object({ registry: z.boolean() });

/**
 * A list's name, description, occasion and event date (as a group list's),
 * who sees it, and whether it is a registry.
 */
const listSchema = groupDetailsSchema.extend(visibilitySchema.shape).extend(registrySchema.shape);

type ListValues = z.output<typeof listSchema>;

const EMPTY_LIST: z.input<typeof listSchema> = { ...EMPTY_GROUP_DETAILS, visibility: "private", registry: false };

/** A new list for someone I look after: shown to friends unless said, as the server makes theirs. */
const EMPTY_DEPENDANT_LIST: z.input<typeof listSchema> = { ...EMPTY_LIST, visibility: "friends" };

/** Who a list is for when it is someone's I look after (a child, a pet): its guardians keep it. */
type ForDependant = Pick<ListDependant, "id" | "name">;

/** The note in a dependant's list settings where a list of mine has its co-owners. */
function DependantKeepers({ name }: { name: string }) {
  return (
    <p className="border-t pt-4 text-sm text-muted-foreground" data-testid="dependant-keepers">
      Everyone who looks after {name} keeps this list: add a guardian on the{" "}
      <Link href="/family" className="font-medium text-primary underline-offset-4 hover:underline">
        Family
      </Link>{" "}
      page.
    </p>
  );
}

/**
 * The body of `POST /api/lists`: the name, who sees it, the optional fields
 * given, and `registry` only for a registry (the server makes it public).
 */
export function toNewListBody(values: ListValues): NewListBody {
  return withoutEmpty({
    ...toGroupDetails(values),
    visibility: values.visibility,
    ...(values.registry ? { registry: true } : {}),
  });
}

/** The body of `PATCH /api/lists/{id}`: what changed of `list` (`registry` too), empty when nothing did. */
function toListChanges(values: ListValues, list: MyList): ListBody {
  const changes: ListBody = changedFields({ ...toGroupDetails(values), visibility: values.visibility }, list);
  if (values.registry !== list.isRegistry) changes.registry = values.registry;
  return changes;
}

/**
 * New List (no `list`), or List Settings of `list`: its name, description,
 * occasion, event date, who can see it and whether it is a registry, its
 * co-owners, and Delete List (its owner) or Leave List (a co-owner). My
 * main wishlist keeps its name, is never deleted, is kept alone and is
 * never a registry: its settings are only who can see it.
 * `onCreated` gets the new list once it is in my lists; `onDeleted` runs
 * once a list is deleted, `onLeft` once I left a list I co-owned.
 * With `forDependant`, New List makes a list of theirs (kept by all their
 * guardians, shown to friends unless said, never a registry); a dependant's
 * list's settings have no co-owners or registry either (`list.dependant`).
 */
export function ListDialog({
  list,
  forDependant,
  onCreated,
  onDeleted,
  onLeft,
  ...dialog
}: DialogOpenProps & {
  list?: MyList;
  forDependant?: ForDependant;
  onCreated?: (list: MyList) => void;
  onDeleted?: (list: MyList) => void;
  onLeft?: (list: MyList) => void;
}) {
  const onDone = () => dialog.onOpenChange(false);
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={list ? "List Settings" : "New List"}
      description={
        !list
          ? forDependant
            ? `A list of ${forDependant.name}'s own for an occasion: a birthday, a holiday.`
            : "A list of its own for an occasion: a birthday, a wedding, a new baby."
          : list.isDefault
            ? "Choose who can see your main wishlist."
            : "Rename the list, change what it is for, or who can see it."
      }
    >
      {!list ? (
        <NewListForm onDone={onDone} onCreated={onCreated} forDependant={forDependant} />
      ) : list.isDefault ? (
        <DefaultListForm list={list} onDone={onDone} />
      ) : (
        <EditListForm list={list} onDone={onDone} onDeleted={onDeleted} onLeft={onLeft} />
      )}
    </FormDialog>
  );
}

/** The "Who can see it" select, inside a form holding `visibility`. */
function VisibilityField() {
  const { control } = useFormContext<z.input<typeof visibilitySchema>>();
  return <FormSelect control={control} name="visibility" label={VISIBILITY_LABEL} options={VISIBILITY_OPTIONS} />;
}

/** The "This is a registry" switch, inside a form holding `registry` (never my main wishlist's). */
function RegistryField() {
  const { control } = useFormContext<z.input<typeof registrySchema>>();
  return (
    <FormSwitch control={control} name="registry" label={REGISTRY_SWITCH_LABEL} description={REGISTRY_SWITCH_TEXT} />
  );
}

function NewListForm({
  onDone,
  onCreated,
  forDependant,
}: {
  onDone: () => void;
  onCreated?: (list: MyList) => void;
  forDependant?: ForDependant;
}) {
  const revalidate = useRevalidateLists();
  const { mutate } = useMyLists();
  const { form, dialogForm } = useDialogForm<typeof listSchema, MyList>({
    schema: listSchema,
    defaultValues: forDependant ? EMPTY_DEPENDANT_LIST : EMPTY_LIST,
    onDone,
    save: (values) => ({
      save: () =>
        forDependant
          ? createDependantList(forDependant.id, toNewListBody(values))
          : createList(toNewListBody(values)),
      success: { title: "List created" },
      failure: "Failed to create the list. Please try again.",
      onSaved: async (created) => {
        // In my lists at once, so choosing it shows it before the reload.
        await mutate((lists) => (lists ? [...lists, created] : [created]), { revalidate: false });
        onDone();
        onCreated?.(created);
        await revalidate();
      },
    }),
  });
  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel="Create List" submittingLabel="Creating...">
        <GroupDetailsFields />
        <VisibilityField />
        {forDependant ? null : <RegistryField />}
      </DialogForm>
    </FormProvider>
  );
}

function EditListForm({
  list,
  onDone,
  onDeleted,
  onLeft,
}: {
  list: MyList;
  onDone: () => void;
  onDeleted?: (list: MyList) => void;
  onLeft?: (list: MyList) => void;
}) {
  const revalidate = useRevalidateLists();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { form, dialogForm } = useDialogForm({
    schema: listSchema,
    defaultValues: { ...groupDetailsOf(list), visibility: list.visibility, registry: list.isRegistry },
    onDone,
    save: (values) => ({
      save: async () => {
        const changes = toListChanges(values, list);
        if (Object.keys(changes).length === 0) return;
        await updateList(list.id, changes);
        await revalidate();
      },
      success: { title: "List updated" },
      failure: "Failed to update the list. Please try again.",
    }),
  });

  function confirmDelete() {
    return saveWithFeedback({
      save: () => deleteList(list.id),
      success: { title: "List deleted" },
      failure: "Failed to delete the list. Please try again.",
      preferServerMessage: true,
      onSaved: async () => {
        onDone();
        onDeleted?.(list);
        await revalidate();
      },
    });
  }

  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel="Save Changes">
        <GroupDetailsFields />
        <VisibilityField />
        {list.dependant ? (
          // Their guardians keep it: no co-owners, and never a registry.
          <DependantKeepers name={list.dependant.name} />
        ) : (
          <>
            <RegistryField />
            <ListCoOwners
              list={list}
              disabled={dialogForm.submitting}
              onLeft={() => {
                onDone();
                onLeft?.(list);
              }}
            />
          </>
        )}
        {/* Only its owner deletes the list; a co-owner leaves it (above). */}
        {list.isOwner ? (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <p className="text-sm text-muted-foreground">Deleting the list deletes its items too.</p>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              disabled={dialogForm.submitting}
              onClick={() => setDeleteOpen(true)}
            >
              <Trash2 aria-hidden="true" />
              Delete List
            </Button>
          </div>
        ) : null}
      </DialogForm>
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete this list?"
        description={`"${list.name}" and its items will be deleted.`}
        confirmLabel="Delete List"
        destructive
        onConfirm={confirmDelete}
      />
    </FormProvider>
  );
}

/** My main wishlist's settings: only who can see it (it keeps its name and is never deleted). */
function DefaultListForm({ list, onDone }: { list: MyList; onDone: () => void }) {
  const revalidate = useRevalidateLists();
  const { form, dialogForm } = useDialogForm({
    schema: visibilitySchema,
    defaultValues: { visibility: list.visibility },
    onDone,
    save: (values) => ({
      save: async () => {
        const changes = changedFields({ visibility: values.visibility }, list);
        if (Object.keys(changes).length === 0) return;
        await updateList(list.id, changes);
        await revalidate();
      },
      success: { title: "List updated" },
      failure: "Failed to update the list. Please try again.",
      preferServerMessage: true,
    }),
  });
  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel="Save Changes">
        <VisibilityField />
      </DialogForm>
    </FormProvider>
  );
}

"use client";

import { FormProvider } from "react-hook-form";
import { useSWRConfig } from "swr";

import { DateNotesField, DateWhatAndWhenFields, dateDetailsSchema } from "@/components/dates/special-date-dialog";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { updateDate } from "@/hooks/use-dates";
import { SHARED_SPECIAL_DATES_KEY, type SharedSpecialDate } from "@/hooks/use-sharing";
import type { DateType } from "@/lib/dates";
import { changedFields } from "@/lib/forms";
import { sharedByName } from "@/lib/sharing";

/** Edit a friend's date they let me edit: `PATCH /api/dates/{id}` with the details that changed. */
export function SharedDateEditDialog({ entry, ...dialog }: DialogOpenProps & { entry: SharedSpecialDate }) {
  const date = entry.specialDate;
  const { mutate } = useSWRConfig();
  const onDone = () => dialog.onOpenChange(false);
  const original = { title: date.title, type: date.type, date: date.date, notes: date.notes ?? "" };
  const { form, dialogForm } = useDialogForm({
    schema: dateDetailsSchema,
    defaultValues: original,
    onDone,
    save: (values) => ({
      save: async () => {
        const toFields = (v: { title: string; type: string; date: string; notes: string }) => ({
          title: v.title,
          type: v.type as DateType,
          date: v.date,
          notes: v.notes || null,
        });
        const changes = changedFields(toFields(values), toFields(original));
        if (Object.keys(changes).length === 0) return;
        await updateDate(date.id, changes);
        await mutate(SHARED_SPECIAL_DATES_KEY);
      },
      success: { title: "Special date updated" },
      failure: "Failed to update special date. Please try again.",
      failureTitle: "Update Failed",
      preferServerMessage: true,
      onSaved: onDone,
    }),
  });
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-xl"
      title="Edit Special Date"
      description={`${sharedByName(entry.owner)} lets you edit this date; its reminders stay theirs.`}
    >
      <FormProvider {...form}>
        <DialogForm {...dialogForm} submitLabel="Save Changes">
          <DateWhatAndWhenFields />
          <DateNotesField />
        </DialogForm>
      </FormProvider>
    </FormDialog>
  );
}

"use client";

import { DeliveryField, ReminderDaysField, reminderSchema } from "@/components/dates/reminder-fields";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { updateDate, useRevalidateDates } from "@/hooks/use-dates";
import { enableBrowserNotifications } from "@/lib/browser-notifications";
import { daysText, DEFAULT_REMINDER_DELIVERY, type SpecialDate } from "@/lib/dates";

/** Reminder settings for one date: days before and delivery type. */
export function ReminderSettingsDialog({ date, ...dialog }: DialogOpenProps & { date: SpecialDate }) {
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-md"
      title="Reminder settings"
      description={`Choose when and how to be reminded about ${date.title}.`}
    >
      <ReminderSettingsForm date={date} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ReminderSettingsForm({ date, onDone }: { date: SpecialDate; onDone: () => void }) {
  const revalidateDates = useRevalidateDates();
  const {
    form: { control },
    dialogForm,
  } = useDialogForm({
    schema: reminderSchema,
    defaultValues: {
      reminderDays: date.reminderDays,
      reminderDelivery: date.reminderDelivery ?? DEFAULT_REMINDER_DELIVERY,
    },
    onDone,
    save: (values) => ({
      save: async () => {
        if (values.reminderDelivery === "browser") {
          await enableBrowserNotifications();
        }
        // Both settings, always: this dialog is the spec's reminder update.
        await updateDate(date.id, values);
        await revalidateDates();
      },
      success: {
        title: "Reminder Updated!",
        description: `You will be reminded ${daysText(values.reminderDays)} before the event.`,
      },
      failure: "Failed to update reminder settings.",
    }),
  });

  return (
    <DialogForm {...dialogForm} submitLabel="Save Reminder" className="gap-5">
      <ReminderDaysField control={control} name="reminderDays" label="Days before" />
      <DeliveryField control={control} name="reminderDelivery" label="Delivery type" />
    </DialogForm>
  );
}

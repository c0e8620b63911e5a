"use client";

import { Controller, useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { DeliveryRadioGroup, ReminderDaysSelect } from "@/components/dates/reminder-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { updateDate, useRevalidateDates } from "@/hooks/use-dates";
import { enableBrowserNotifications } from "@/lib/browser-notifications";
import { daysText, DEFAULT_REMINDER_DELIVERY, type SpecialDate } from "@/lib/dates";
import { REMINDER_DAYS_MAX, REMINDER_DELIVERIES } from "@/lib/domain-rules";
import { saveWithFeedback } from "@/lib/forms";
import { REMINDER_DAYS_RANGE } from "@/lib/messages";

const schema = z.object({
  reminderDays: z
    .number()
    .int(REMINDER_DAYS_RANGE)
    .min(0, REMINDER_DAYS_RANGE)
    .max(REMINDER_DAYS_MAX, REMINDER_DAYS_RANGE),
  reminderDelivery: z.enum(REMINDER_DELIVERIES),
});

type ReminderValues = z.infer<typeof schema>;

const FIELD_NAMES: readonly FieldPath<ReminderValues>[] = ["reminderDays", "reminderDelivery"];

/** Reminder settings for one date: days before and delivery type. */
export function ReminderSettingsDialog({
  date,
  open,
  onOpenChange,
}: {
  date: SpecialDate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reminder settings</DialogTitle>
          <DialogDescription>Choose when and how to be reminded about {date.title}.</DialogDescription>
        </DialogHeader>
        <ReminderSettingsForm date={date} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReminderSettingsForm({ date, onDone }: { date: SpecialDate; onDone: () => void }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReminderValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      reminderDays: date.reminderDays,
      reminderDelivery: date.reminderDelivery ?? DEFAULT_REMINDER_DELIVERY,
    },
  });
  const revalidateDates = useRevalidateDates();

  async function onSubmit(values: ReminderValues) {
    await saveWithFeedback({
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
      fieldNames: FIELD_NAMES,
      setError,
      onSaved: onDone,
    });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <Controller
        control={control}
        name="reminderDays"
        render={({ field }) => (
          <FormField label="Days before" error={errors.reminderDays?.message}>
            {(props) => (
              <ReminderDaysSelect
                {...props}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="reminderDelivery"
        render={({ field }) => (
          <FormField label="Delivery type" group error={errors.reminderDelivery?.message}>
            {(props) => (
              <DeliveryRadioGroup {...props} ref={field.ref} value={field.value} onChange={field.onChange} />
            )}
          </FormField>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Reminder"}
        </Button>
      </DialogFooter>
    </form>
  );
}

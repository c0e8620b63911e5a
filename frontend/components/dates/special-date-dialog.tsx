"use client";

import { useEffect } from "react";
import { Controller, FormProvider, useFormContext } from "react-hook-form";
import { z } from "zod";

import { DeliveryField, ReminderDaysField, reminderSchema } from "@/components/dates/reminder-fields";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormSelect } from "@/components/ui/form-select";
import { Textarea } from "@/components/ui/textarea";
import { useAccountSettings } from "@/hooks/use-account-settings";
import { useContacts } from "@/hooks/use-contacts";
import { createDate, updateDate, useRevalidateDates } from "@/hooks/use-dates";
import { reminderDefaults } from "@/lib/account";
import { changedFields, createOrUpdate, withoutEmpty } from "@/lib/forms";
import { enableBrowserNotifications } from "@/lib/browser-notifications";
import {
  DATE_TYPE_OPTIONS,
  DEFAULT_REMINDER_DELIVERY,
  type ContactRef,
  type SpecialDate,
  type SpecialDateChanges,
  type SpecialDateInput,
} from "@/lib/dates";
import { DATE_TYPES, NOTES_MAX, TITLE_MAX } from "@/lib/domain-rules";
import {
  DATE_INVALID,
  DATE_REQUIRED,
  NOTES_TOO_LONG,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  TYPE_INVALID,
  TYPE_REQUIRED,
} from "@/lib/messages";

const NO_CONTACT = "none";

/** A date's details: what a friend with the editing right changes (the full form adds the owner's own fields). */
export const dateDetailsSchema = z.object({
  title: z.string().trim().min(1, TITLE_REQUIRED).max(TITLE_MAX, TITLE_TOO_LONG),
  type: z.string().min(1, TYPE_REQUIRED).pipe(z.enum(DATE_TYPES, TYPE_INVALID)),
  date: z
    .string()
    .min(1, DATE_REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID),
  notes: z.string().trim().max(NOTES_MAX, NOTES_TOO_LONG),
});

export type DateDetailsInput = z.input<typeof dateDetailsSchema>;

const schema = dateDetailsSchema.extend({
  contactId: z.string(),
  recurring: z.boolean(),
  ...reminderSchema.shape,
});

type FormValues = z.input<typeof schema>;
type ParsedValues = z.output<typeof schema>;

/** A new date's reminder, until the account's defaults (`GET /api/account/settings`) are known. */
const FALLBACK_REMINDER = reminderDefaults(undefined);

/** The form's values: the date's, or for a new date the empty form with `reminder` (the account's defaults). */
function initialValues(date?: SpecialDate, reminder = FALLBACK_REMINDER): FormValues {
  if (!date) {
    return {
      title: "",
      type: "",
      date: "",
      contactId: NO_CONTACT,
      recurring: true,
      reminderDays: reminder.reminderDays,
      reminderDelivery: reminder.reminderDelivery,
      notes: "",
    };
  }
  return {
    title: date.title,
    type: date.type,
    date: date.date,
    contactId: date.contactId != null ? String(date.contactId) : NO_CONTACT,
    recurring: date.recurring,
    reminderDays: date.reminderDays,
    reminderDelivery: date.reminderDelivery ?? DEFAULT_REMINDER_DELIVERY,
    notes: date.notes ?? "",
  };
}

/** Every field of a date the form edits, as the API answers them: null for no contact and for empty notes. */
type SpecialDateFields = Pick<
  SpecialDate,
  "title" | "type" | "date" | "contactId" | "recurring" | "reminderDays" | "reminderDelivery" | "notes"
>;

function toFields(values: ParsedValues): SpecialDateFields {
  return {
    title: values.title,
    type: values.type,
    date: values.date,
    contactId: values.contactId === NO_CONTACT ? null : Number(values.contactId),
    recurring: values.recurring,
    reminderDays: values.reminderDays,
    reminderDelivery: values.reminderDelivery,
    notes: values.notes || null,
  };
}

/** The body of `POST /api/dates`: contactId and notes only when set. */
export function toCreatePayload(values: ParsedValues): SpecialDateInput {
  return withoutEmpty(toFields(values));
}

/** The body of `PATCH /api/dates/{id}`: the fields that changed (null clears contact or notes). */
export function toUpdatePayload(values: ParsedValues, original: SpecialDate): SpecialDateChanges {
  return changedFields(toFields(values), original);
}

/** Add Special Date dialog; with `date` it edits that date instead. */
export function SpecialDateDialog({ date, ...dialog }: DialogOpenProps & { date?: SpecialDate }) {
  const editing = !!date;
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-xl"
      title={editing ? "Edit Special Date" : "Add Special Date"}
      description={
        editing
          ? "Change the details or the reminder for this date."
          : "Never miss a birthday, anniversary or celebration again."
      }
    >
      <SpecialDateForm date={date} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function SpecialDateForm({ date, onDone }: { date?: SpecialDate; onDone: () => void }) {
  const revalidateDates = useRevalidateDates();
  // A new date starts with the account's reminder defaults.
  const { settings } = useAccountSettings({ enabled: !date });
  const {
    form,
    form: {
      control,
      formState: { errors },
    },
    dialogForm,
  } = useDialogForm({
    schema,
    defaultValues: initialValues(date, settings ? reminderDefaults(settings) : FALLBACK_REMINDER),
    onDone,
    save: (values) => ({
      save: async () => {
        if (values.reminderDelivery === "browser" && values.reminderDelivery !== date?.reminderDelivery) {
          await enableBrowserNotifications();
        }
        const sent = await createOrUpdate(date, {
          create: () => createDate(toCreatePayload(values)),
          changes: (original) => toUpdatePayload(values, original),
          update: updateDate,
        });
        if (sent) await revalidateDates();
      },
      success: { title: date ? "Special date updated" : "Special date added successfully!" },
      failure: date
        ? "Failed to update special date. Please try again."
        : "Failed to add special date. Please try again.",
    }),
  });

  // The defaults arrived after the form opened: take them, unless the user already chose otherwise.
  useEffect(() => {
    if (date || !settings) return;
    const reminder = reminderDefaults(settings);
    if (form.getValues("reminderDays") === FALLBACK_REMINDER.reminderDays) {
      form.resetField("reminderDays", { defaultValue: reminder.reminderDays });
    }
    if (form.getValues("reminderDelivery") === FALLBACK_REMINDER.reminderDelivery) {
      form.resetField("reminderDelivery", { defaultValue: reminder.reminderDelivery });
    }
  }, [date, settings, form]);

  const { contacts } = useContacts();
  const contactOptions: ContactRef[] = [...contacts];
  if (date?.contact && !contacts.some((c) => c.id === date.contact?.id)) contactOptions.unshift(date.contact);

  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel={date ? "Save Changes" : "Add Date"}>
        <DateWhatAndWhenFields />

        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            control={control}
            name="contactId"
            label="Contact"
            className="content-start"
            options={[
              { value: NO_CONTACT, label: "No contact" },
              ...contactOptions.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />

          <ReminderDaysField control={control} name="reminderDays" label="Remind me" className="content-start" />
        </div>

        <Controller
          control={control}
          name="recurring"
          render={({ field }) => (
            <FormField
              label="Recurring annually"
              error={errors.recurring?.message}
              layout="control-first"
              labelClassName="font-normal"
            >
              <Checkbox
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(value) => field.onChange(value === true)}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />

        <DeliveryField control={control} name="reminderDelivery" label="Delivery" />

        <DateNotesField />
      </DialogForm>
    </FormProvider>
  );
}

/** A date's title, type and date, inside a form holding `DateDetailsInput` (a FormProvider around it). */
export function DateWhatAndWhenFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<DateDetailsInput>();
  return (
    <>
      <FormField label="Title" error={errors.title?.message}>
        <Input placeholder="e.g. Mum's Birthday" autoComplete="off" {...register("title")} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={control}
          name="type"
          label="Type"
          className="content-start"
          placeholder="Select a type"
          options={DATE_TYPE_OPTIONS}
        />

        <FormField label="Date" error={errors.date?.message} className="content-start">
          <Input type="date" {...register("date")} />
        </FormField>
      </div>
    </>
  );
}

/** A date's notes, inside a form holding `DateDetailsInput`. */
export function DateNotesField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DateDetailsInput>();
  return (
    <FormField label="Notes" error={errors.notes?.message}>
      <Textarea rows={3} placeholder="Gift ideas, sizes, favourite things..." {...register("notes")} />
    </FormField>
  );
}

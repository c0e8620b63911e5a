"use client";

import { Controller, useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { DeliveryRadioGroup, ReminderDaysSelect } from "@/components/dates/reminder-fields";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useContacts } from "@/hooks/use-contacts";
import { createDate, updateDate, useRevalidateDates } from "@/hooks/use-dates";
import { changedFields, saveWithFeedback, withoutEmpty } from "@/lib/forms";
import { enableBrowserNotifications } from "@/lib/browser-notifications";
import {
  DATE_TYPE_OPTIONS,
  DEFAULT_REMINDER_DELIVERY,
  type ContactRef,
  type DateType,
  type ReminderDelivery,
  type SpecialDate,
  type SpecialDateInput,
} from "@/lib/dates";
import {
  DATE_TYPES,
  DEFAULT_REMINDER_DAYS,
  NOTES_MAX,   REMINDER_DAYS_MAX,
  REMINDER_DELIVERIES,
  TITLE_MAX,
} from "@/lib/domain-rules";
import {
  DATE_INVALID,
  DATE_REQUIRED,
  NOTES_TOO_LONG,
  REMINDER_DAYS_RANGE,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  TYPE_INVALID,
  TYPE_REQUIRED,
} from "@/lib/messages";

const NO_CONTACT = "none";

const schema = z.object({
  title: z.string().trim().min(1, TITLE_REQUIRED).max(TITLE_MAX, TITLE_TOO_LONG),
  type: z.string().min(1, TYPE_REQUIRED).pipe(z.enum(DATE_TYPES, TYPE_INVALID)),
  date: z
    .string()
    .min(1, DATE_REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID),
  contactId: z.string(),
  recurring: z.boolean(),
  reminderDays: z
    .number()
    .int(REMINDER_DAYS_RANGE)
    .min(0, REMINDER_DAYS_RANGE)
    .max(REMINDER_DAYS_MAX, REMINDER_DAYS_RANGE),
  reminderDelivery: z.enum(REMINDER_DELIVERIES),
  notes: z.string().trim().max(NOTES_MAX, NOTES_TOO_LONG),
});

type FormValues = z.input<typeof schema>;
type ParsedValues = z.output<typeof schema>;

const FIELD_NAMES: readonly FieldPath<FormValues>[] = [
  "title",
  "type",
  "date",
  "contactId",
  "recurring",
  "reminderDays",
  "reminderDelivery",
  "notes",
];

function initialValues(date?: SpecialDate): FormValues {
  if (!date) {
    return {
      title: "",
      type: "",
      date: "",
      contactId: NO_CONTACT,
      recurring: true,
      reminderDays: DEFAULT_REMINDER_DAYS,
      reminderDelivery: DEFAULT_REMINDER_DELIVERY,
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

/** Every field of a date as the API takes it: null for no contact and for empty notes. */
interface SpecialDateFields {
  title: string;
  type: DateType;
  date: string;
  contactId: number | null;
  recurring: boolean;
  reminderDays: number;
  reminderDelivery: ReminderDelivery;
  notes: string | null;
}

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
export function toUpdatePayload(values: ParsedValues, original: SpecialDate): Partial<SpecialDateInput> {
  return changedFields(toFields(values), original);
}

/**
 * Add Special Date dialog; with `date` it edits that date instead. The form
 * lives inside the dialog content, so it starts afresh every time it opens.
 */
export function SpecialDateDialog({
  open,
  onOpenChange,
  date,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date?: SpecialDate;
}) {
  const editing = !!date;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Special Date" : "Add Special Date"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the details or the reminder for this date."
              : "Never miss a birthday, anniversary or celebration again."}
          </DialogDescription>
        </DialogHeader>
        <SpecialDateForm date={date} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SpecialDateForm({ date, onDone }: { date?: SpecialDate; onDone: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(date),
  });

  const { contacts } = useContacts();
  const contactOptions: ContactRef[] = [...contacts];
  if (date?.contact && !contacts.some((c) => c.id === date.contact?.id)) contactOptions.unshift(date.contact);

  const revalidateDates = useRevalidateDates();

  async function onSubmit(values: ParsedValues) {
    await saveWithFeedback({
      save: async () => {
        if (values.reminderDelivery === "browser" && values.reminderDelivery !== date?.reminderDelivery) {
          await enableBrowserNotifications();
        }
        if (date) {
          const changes = toUpdatePayload(values, date);
          // With nothing changed there is nothing to send: the date is already as wanted.
          if (Object.keys(changes).length === 0) return;
          await updateDate(date.id, changes);
        } else {
          await createDate(toCreatePayload(values));
        }
        await revalidateDates();
      },
      success: { title: date ? "Special date updated" : "Special date added successfully!" },
      failure: date
        ? "Failed to update special date. Please try again."
        : "Failed to add special date. Please try again.",
      fieldNames: FIELD_NAMES,
      setError,
      onSaved: onDone,
    });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField label="Title" error={errors.title?.message}>
        <Input placeholder="e.g. Mum's Birthday" autoComplete="off" {...register("title")} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <FormField label="Type" error={errors.type?.message} className="content-start">
              {(props) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur} className="w-full">
                    <SelectValue placeholder="Select a type" />
                  </SelectTrigger>
                  <SelectContent>
                    {DATE_TYPE_OPTIONS.map((t) => (
                      <SelectItem key={t.value} value={t.value}>
                        {t.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />

        <FormField label="Date" error={errors.date?.message} className="content-start">
          <Input type="date" {...register("date")} />
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="contactId"
          render={({ field }) => (
            <FormField label="Contact" error={errors.contactId?.message} className="content-start">
              {(props) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_CONTACT}>No contact</SelectItem>
                    {contactOptions.map((c) => (
                      <SelectItem key={c.id} value={String(c.id)}>
                        {c.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />

        <Controller
          control={control}
          name="reminderDays"
          render={({ field }) => (
            <FormField label="Remind me" error={errors.reminderDays?.message} className="content-start">
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

      <Controller
        control={control}
        name="reminderDelivery"
        render={({ field }) => (
          <FormField label="Delivery" group error={errors.reminderDelivery?.message}>
            {(props) => (
              <DeliveryRadioGroup {...props} ref={field.ref} value={field.value} onChange={field.onChange} />
            )}
          </FormField>
        )}
      />

      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} placeholder="Gift ideas, sizes, favourite things..." {...register("notes")} />
      </FormField>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : date ? "Save Changes" : "Add Date"}
        </Button>
      </DialogFooter>
    </form>
  );
}

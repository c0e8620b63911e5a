"use client";

import { useId } from "react";
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
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useContacts } from "@/hooks/use-contacts";
import { createDate, updateDate, useRevalidateDates } from "@/hooks/use-dates";
import { saveWithFeedback } from "@/lib/forms";
import { enableBrowserNotifications } from "@/lib/browser-notifications";
import {
  DATE_TYPES,
  DEFAULT_REMINDER_DAYS,
  DEFAULT_REMINDER_DELIVERY,
  MAX_NOTES_LENGTH,
  MAX_TITLE_LENGTH,
  type ContactRef,
  type DateType,
  type SpecialDate,
  type SpecialDateInput,
} from "@/lib/dates";
import {
  DATE_INVALID,
  DATE_REQUIRED,
  NOTES_TOO_LONG,
  REMINDER_DAYS_RANGE,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  TYPE_REQUIRED,
} from "@/lib/messages";

const NO_CONTACT = "none";

const schema = z.object({
  title: z.string().trim().min(1, TITLE_REQUIRED).max(MAX_TITLE_LENGTH, TITLE_TOO_LONG),
  type: z.string().min(1, TYPE_REQUIRED),
  date: z
    .string()
    .min(1, DATE_REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID),
  contactId: z.string(),
  recurring: z.boolean(),
  reminderDays: z.number().int(REMINDER_DAYS_RANGE).min(0, REMINDER_DAYS_RANGE).max(365, REMINDER_DAYS_RANGE),
  reminderDelivery: z.enum(["dashboard", "browser", "email"]),
  notes: z.string().trim().max(MAX_NOTES_LENGTH, NOTES_TOO_LONG),
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

/** The body of `POST /api/dates`: contactId and notes only when set. */
export function toCreatePayload(values: ParsedValues): SpecialDateInput {
  const payload: SpecialDateInput = {
    title: values.title,
    type: values.type as DateType,
    date: values.date,
    recurring: values.recurring,
    reminderDays: values.reminderDays,
    reminderDelivery: values.reminderDelivery,
  };
  if (values.contactId !== NO_CONTACT) payload.contactId = Number(values.contactId);
  if (values.notes) payload.notes = values.notes;
  return payload;
}

/** The body of `PATCH /api/dates/{id}`: the fields that changed (null clears contact or notes). */
export function toUpdatePayload(values: ParsedValues, original: SpecialDate): Partial<SpecialDateInput> {
  const changes: Partial<SpecialDateInput> = {};
  if (values.title !== original.title) changes.title = values.title;
  if (values.type !== original.type) changes.type = values.type as DateType;
  if (values.date !== original.date) changes.date = values.date;
  const contactId = values.contactId === NO_CONTACT ? null : Number(values.contactId);
  if (contactId !== (original.contactId ?? null)) changes.contactId = contactId;
  if (values.recurring !== original.recurring) changes.recurring = values.recurring;
  if (values.reminderDays !== original.reminderDays) changes.reminderDays = values.reminderDays;
  if (values.reminderDelivery !== original.reminderDelivery) changes.reminderDelivery = values.reminderDelivery;
  const notes = values.notes || null;
  if (notes !== (original.notes || null)) changes.notes = notes;
  return changes;
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
  const uid = useId();
  const ids = {
    title: `${uid}-title`,
    type: `${uid}-type`,
    date: `${uid}-date`,
    contact: `${uid}-contact`,
    recurring: `${uid}-recurring`,
    reminderDays: `${uid}-reminder-days`,
    delivery: `${uid}-delivery`,
    notes: `${uid}-notes`,
  };
  const errorId = (field: string) => `${uid}-${field}-error`;

  const form = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(date),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

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
      <div className="grid gap-2">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          placeholder="e.g. Mum's Birthday"
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? errorId("title") : undefined}
          {...register("title")}
        />
        <FieldError id={errorId("title")} message={errors.title?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.type}>Type</Label>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id={ids.type}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  className="w-full"
                  aria-invalid={errors.type ? true : undefined}
                  aria-describedby={errors.type ? errorId("type") : undefined}
                >
                  <SelectValue placeholder="Select a type" />
                </SelectTrigger>
                <SelectContent>
                  {DATE_TYPES.map((t) => (
                    <SelectItem key={t.value} value={t.value}>
                      {t.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id={errorId("type")} message={errors.type?.message} />
        </div>

        <div className="grid content-start gap-2">
          <Label htmlFor={ids.date}>Date</Label>
          <Input
            id={ids.date}
            type="date"
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? errorId("date") : undefined}
            {...register("date")}
          />
          <FieldError id={errorId("date")} message={errors.date?.message} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.contact}>Contact</Label>
          <Controller
            control={control}
            name="contactId"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id={ids.contact}
                  ref={field.ref}
                  className="w-full"
                  aria-invalid={errors.contactId ? true : undefined}
                  aria-describedby={errors.contactId ? errorId("contactId") : undefined}
                >
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
          />
          <FieldError id={errorId("contactId")} message={errors.contactId?.message} />
        </div>

        <div className="grid content-start gap-2">
          <Label htmlFor={ids.reminderDays}>Remind me</Label>
          <Controller
            control={control}
            name="reminderDays"
            render={({ field }) => (
              <ReminderDaysSelect
                id={ids.reminderDays}
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors.reminderDays}
              />
            )}
          />
          <FieldError id={errorId("reminderDays")} message={errors.reminderDays?.message} />
        </div>
      </div>

      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="recurring"
          render={({ field }) => (
            <Checkbox
              id={ids.recurring}
              checked={field.value}
              onCheckedChange={(value) => field.onChange(value === true)}
            />
          )}
        />
        <Label htmlFor={ids.recurring} className="font-normal">
          Recurring annually
        </Label>
      </div>

      <div className="grid gap-2">
        <Label id={ids.delivery} asChild>
          <span>Delivery</span>
        </Label>
        <Controller
          control={control}
          name="reminderDelivery"
          render={({ field }) => (
            <DeliveryRadioGroup value={field.value} onChange={field.onChange} labelledBy={ids.delivery} />
          )}
        />
        <FieldError id={errorId("reminderDelivery")} message={errors.reminderDelivery?.message} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.notes}>Notes</Label>
        <Textarea
          id={ids.notes}
          rows={3}
          placeholder="Gift ideas, sizes, favourite things..."
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? errorId("notes") : undefined}
          {...register("notes")}
        />
        <FieldError id={errorId("notes")} message={errors.notes?.message} />
      </div>

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

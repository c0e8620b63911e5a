"use client";

import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { z } from "zod";

import { FormField, type FormControlProps } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { OptionSelect, type OptionSelectProps } from "@/components/ui/select-field";
import { useMeta } from "@/hooks/use-meta";
import {
  DELIVERY_OPTIONS,
  REMINDER_DAY_OPTIONS,
  reminderText,
  type DeliveryOptionValue,
  type ReminderDelivery,
} from "@/lib/dates";
import { REMINDER_DAYS_MAX, REMINDER_DELIVERIES } from "@/lib/domain-rules";
import { REMINDER_DAYS_RANGE } from "@/lib/messages";
import { cn } from "@/lib/utils";

/** A date's reminder as the forms check it: whole days before (0 to the server's limit) and a delivery. */
export const reminderSchema = z.object({
  reminderDays: z
    .number()
    .int(REMINDER_DAYS_RANGE)
    .min(0, REMINDER_DAYS_RANGE)
    .max(REMINDER_DAYS_MAX, REMINDER_DAYS_RANGE),
  reminderDelivery: z.enum(REMINDER_DELIVERIES),
});

/** Whether the server can send email reminders (`GET /api/meta` -> `features.emailReminders`). */
export function useEmailRemindersAvailable(): boolean {
  const { meta } = useMeta();
  return meta.features?.emailReminders === true;
}

/** A react-hook-form field of a form that holds a date's reminder. */
interface ReminderFieldProps<T extends FieldValues, TOut, V> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, V>;
  label: string;
  className?: string;
}

/**
 * Days-before select: 1, 3, 7, 14, 30 (plus the current value when it is
 * another number). The FormField's control props go on the trigger.
 */
export function ReminderDaysSelect({
  value,
  onChange,
  ...select
}: Omit<OptionSelectProps, "options" | "value" | "onValueChange"> & {
  value: number;
  onChange: (days: number) => void;
}) {
  const days = REMINDER_DAY_OPTIONS.includes(value)
    ? REMINDER_DAY_OPTIONS
    : [...REMINDER_DAY_OPTIONS, value].sort((a, b) => a - b);
  return (
    <OptionSelect
      {...select}
      options={days.map((d) => ({ value: String(d), label: reminderText(d) }))}
      value={String(value)}
      onValueChange={(v) => onChange(Number(v))}
    />
  );
}

/** The days-before field of a reminder form ('Remind me', 'Days before'). */
export function ReminderDaysField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  className,
}: ReminderFieldProps<T, TOut, number>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} error={fieldState.error?.message} className={className}>
      {(props) => (
        <ReminderDaysSelect {...props} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    </FormField>
  );
}

/** The delivery field of a reminder form ('Delivery', 'Delivery type'): a group of radio buttons. */
export function DeliveryField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  className,
}: ReminderFieldProps<T, TOut, ReminderDelivery>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} group error={fieldState.error?.message} className={className}>
      {(props) => <DeliveryRadioGroup {...props} ref={field.ref} value={field.value} onChange={field.onChange} />}
    </FormField>
  );
}

/**
 * Delivery type: dashboard alerts, browser notifications, email (only when
 * the server sends mail) and SMS (always "coming soon"). A group field: the
 * FormField's label names it through `aria-labelledby`.
 */
export function DeliveryRadioGroup({
  value,
  onChange,
  ref,
  ...control
}: FormControlProps & {
  value: ReminderDelivery;
  onChange: (delivery: ReminderDelivery) => void;
  ref?: React.Ref<HTMLDivElement>;
}) {
  const emailAvailable = useEmailRemindersAvailable();
  const idBase = `${control.id}-option`;

  return (
    <RadioGroup
      {...control}
      ref={ref}
      value={value}
      onValueChange={(v: string) => onChange(v as ReminderDelivery)}
      className="grid-cols-1 gap-2 sm:grid-cols-2"
    >
      {DELIVERY_OPTIONS.map((option) => {
        const disabled = option.value === "sms" || (option.value === "email" && !emailAvailable);
        const id = `${idBase}-${option.value}`;
        return (
          <DeliveryOption key={option.value} id={id} value={option.value} label={option.label} disabled={disabled} />
        );
      })}
    </RadioGroup>
  );
}

function DeliveryOption({
  id,
  value,
  label,
  disabled,
}: {
  id: string;
  value: DeliveryOptionValue;
  label: string;
  disabled: boolean;
}) {
  return (
    <div
      className={cn(
        "flex items-center gap-2.5 rounded-lg border px-3 py-2.5 transition-colors has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/60",
        disabled && "bg-muted/40",
      )}
    >
      <RadioGroupItem id={id} value={value} disabled={disabled} />
      <Label htmlFor={id} className="flex flex-1 flex-wrap items-center justify-between gap-x-2 gap-y-1 font-normal">
        <span>{label}</span>
        {disabled ? (
          <span className="rounded-full bg-muted px-2 py-0.5 text-[11px] font-medium text-muted-foreground">
            coming soon
          </span>
        ) : null}
      </Label>
    </div>
  );
}

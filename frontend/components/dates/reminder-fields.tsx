"use client";

import type { FormControlProps } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useMeta } from "@/hooks/use-meta";
import {
  DELIVERY_OPTIONS,
  REMINDER_DAY_OPTIONS,
  reminderText,
  type DeliveryOptionValue,
  type ReminderDelivery,
} from "@/lib/dates";
import { cn } from "@/lib/utils";

/** Whether the server can send email reminders (`GET /api/meta` -> `features.emailReminders`). */
export function useEmailRemindersAvailable(): boolean {
  const { meta } = useMeta();
  return meta.features?.emailReminders === true;
}

/**
 * Days-before select: 1, 3, 7, 14, 30 (plus the current value when it is
 * another number). The FormField's control props go on the trigger.
 */
export function ReminderDaysSelect({
  value,
  onChange,
  onBlur,
  ref,
  ...control
}: FormControlProps & {
  value: number;
  onChange: (days: number) => void;
  onBlur?: () => void;
  ref?: React.Ref<HTMLButtonElement>;
}) {
  const options = REMINDER_DAY_OPTIONS.includes(value)
    ? REMINDER_DAY_OPTIONS
    : [...REMINDER_DAY_OPTIONS, value].sort((a, b) => a - b);
  return (
    <Select value={String(value)} onValueChange={(v) => onChange(Number(v))}>
      <SelectTrigger {...control} ref={ref} onBlur={onBlur} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((days) => (
          <SelectItem key={days} value={String(days)}>
            {reminderText(days)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
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

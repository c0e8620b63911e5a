"use client";

import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import {
  EMAIL_UNAVAILABLE_TEXT,
  PERMISSION_TEXT,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
} from "@/components/account/settings-text";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { FormSwitch } from "@/components/ui/form-switch";
import { toSettingsInput, type AccountSettings, type AccountSettingValues } from "@/lib/account";
import {
  browserNotificationPermission,
  enableBrowserNotifications,
  requestBrowserNotificationPermission,
  type BrowserPermission,
} from "@/lib/browser-notifications";
import { deliveryLabel } from "@/lib/dates";
import { REMINDER_DAYS_MAX, REMINDER_DELIVERIES } from "@/lib/domain-rules";
import { saveWithFeedback } from "@/lib/forms";
import { EMAIL_REMINDERS_UNAVAILABLE, REMINDER_DAYS_RANGE } from "@/lib/messages";

function remindersSchema(emailAvailable: boolean) {
  return z.object({
    reminderDays: z
      .number(REMINDER_DAYS_RANGE)
      .int(REMINDER_DAYS_RANGE)
      .min(0, REMINDER_DAYS_RANGE)
      .max(REMINDER_DAYS_MAX, REMINDER_DAYS_RANGE),
    reminderDelivery: z
      .enum(REMINDER_DELIVERIES)
      .refine((delivery) => emailAvailable || delivery !== "email", EMAIL_REMINDERS_UNAVAILABLE),
    emailReminders: z.boolean(),
    emailCircle: z.boolean(),
  });
}

type RemindersSchema = ReturnType<typeof remindersSchema>;
type RemindersInput = z.input<RemindersSchema>;
type RemindersValues = z.output<RemindersSchema>;

const REMINDER_FIELDS = ["reminderDays", "reminderDelivery"] as const;

function remindersOf(settings: AccountSettings): RemindersInput {
  return {
    reminderDays: settings.reminderDays,
    reminderDelivery: settings.reminderDelivery,
    emailReminders: settings.emailReminders,
    emailCircle: settings.emailCircle,
  };
}

/**
 * The Reminders card's form (`RemindersCard` loads it): default days and
 * delivery, the email switches, this browser's notification permission.
 */
export function RemindersForm({
  settings,
  save,
}: {
  settings: AccountSettings;
  save: (next: AccountSettingValues) => Promise<AccountSettings>;
}) {
  const { emailAvailable } = settings;
  const schema = useMemo(() => remindersSchema(emailAvailable), [emailAvailable]);
  const [permission, setPermission] = useState<BrowserPermission>(browserNotificationPermission);

  const form = useForm<RemindersInput, unknown, RemindersValues>({
    resolver: zodResolver(schema),
    defaultValues: remindersOf(settings),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const deliveryOptions = REMINDER_DELIVERIES.map((value) => ({
    value,
    label: value === "email" && !emailAvailable ? "Email (not available on this server)" : deliveryLabel(value),
    disabled: value === "email" && !emailAvailable,
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    await saveWithFeedback<RemindersInput, AccountSettings>({
      save: async () => {
        if (values.reminderDelivery === "browser" && settings.reminderDelivery !== "browser") {
          setPermission(await enableBrowserNotifications());
        }
        // The Find a list default goes along unchanged: the server takes them all.
        return save({ ...toSettingsInput({ ...settings, ...values }) });
      },
      success: { title: SETTINGS_SAVED },
      failure: SETTINGS_SAVE_FAILED,
      fieldNames: REMINDER_FIELDS,
      setError: form.setError,
      onSaved: (saved) => form.reset(remindersOf(saved)),
    });
  });

  async function allow() {
    setPermission(await requestBrowserNotificationPermission());
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Default days before"
            description="For new dates. 0 reminds you on the day."
            error={errors.reminderDays?.message}
            className="content-start"
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={REMINDER_DAYS_MAX}
              step={1}
              {...register("reminderDays", { valueAsNumber: true })}
            />
          </FormField>
          <Controller
            control={control}
            name="reminderDelivery"
            render={({ field, fieldState }) => (
              <SelectField
                label="Default delivery"
                description={emailAvailable ? "For new dates." : "For new dates. Email needs a server that sends mail."}
                className="content-start"
                options={deliveryOptions}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>

        {emailAvailable ? (
          <FormSwitch
            control={control}
            name="emailReminders"
            label="Email reminders"
            description="Off: no reminder emails are sent. Reminders still show in the bell."
          />
        ) : null}
        {emailAvailable ? (
          <FormSwitch
            control={control}
            name="emailCircle"
            label="Email me about my circle"
            description="At most one email a day with what your bell gathered about friends and lists. Reminders keep their own setting."
          />
        ) : (
          <p className="text-sm text-muted-foreground">{EMAIL_UNAVAILABLE_TEXT}</p>
        )}

        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3">
          <div className="grid gap-1">
            <p className="text-sm font-medium">Browser notifications</p>
            <p className="text-xs text-muted-foreground" data-testid="browser-permission">
              {PERMISSION_TEXT[permission]}
            </p>
          </div>
          {permission === "default" ? (
            <Button type="button" variant="outline" size="sm" onClick={() => void allow()}>
              Allow
            </Button>
          ) : null}
        </div>
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
      </CardFooter>
    </form>
  );
}

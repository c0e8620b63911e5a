"use client";

import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BellRing, Search } from "lucide-react";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { SelectField } from "@/components/ui/select-field";
import { FormSwitch, SwitchField } from "@/components/ui/switch-field";
import { useAccountSettings } from "@/hooks/use-account-settings";
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

export const SETTINGS_SAVED = "Settings saved";
export const SETTINGS_SAVE_FAILED = "Could not save your settings. Please try again.";
export const SETTINGS_LOAD_FAILED = "Your settings could not be loaded. Please try again later.";
export const EMAIL_UNAVAILABLE_TEXT = "Email reminders are not available on this server.";
export const LIST_BY_DEFAULT_LABEL = "List my public lists in Find a list by default";


/** How the Browser notifications row reads each permission. */
export const PERMISSION_TEXT: Record<BrowserPermission, string> = {
  granted: "Allowed",
  denied: "Blocked — change it in your browser's site settings",
  default: "Not asked yet",
  unsupported: "Not supported in this browser",
};

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

/** A card's title, as a heading so the page can be navigated by them. */
function CardHeading({ icon: Icon, children }: { icon: typeof BellRing; children: React.ReactNode }) {
  return (
    <CardTitle role="heading" aria-level={2} className="flex items-center gap-2 text-lg">
      <Icon className="size-5 text-primary" aria-hidden="true" />
      {children}
    </CardTitle>
  );
}

/**
 * Settings: the reminder defaults for new dates (days before, delivery),
 * whether reminder emails are sent, "Email me about my circle", and this
 * browser's notification permission. Saved with `PUT /api/account/settings`
 * (every setting).
 */
export function RemindersCard() {
  const { settings, error, isLoading, save } = useAccountSettings();

  return (
    <Card>
      <CardHeader>
        <CardHeading icon={BellRing}>Reminders</CardHeading>
        <CardDescription>The reminder new dates start with, and where reminders reach you.</CardDescription>
      </CardHeader>
      {isLoading ? (
        <CardContent>
          <Skeleton className="h-40 w-full" />
        </CardContent>
      ) : error || !settings ? (
        <CardContent>
          <p className="text-sm text-destructive">{SETTINGS_LOAD_FAILED}</p>
        </CardContent>
      ) : (
        <RemindersForm settings={settings} save={save} />
      )}
    </Card>
  );
}

function RemindersForm({
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

/** Settings: whether my new public lists start out listed in Find a list (saved at once). */
export function FindListCard() {
  const { settings, error, isLoading, save } = useAccountSettings();
  const [pending, setPending] = useState(false);

  async function change(next: boolean) {
    if (!settings) return;
    setPending(true);
    await saveWithFeedback({
      save: () => save({ ...toSettingsInput(settings), listByDefault: next }),
      success: { title: SETTINGS_SAVED },
      failure: SETTINGS_SAVE_FAILED,
      preferServerMessage: true,
    });
    setPending(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardHeading icon={Search}>Find a list</CardHeading>
        <CardDescription>Where friends and family search for public wishlists by name.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-14 w-full" />
        ) : error || !settings ? (
          <p className="text-sm text-destructive">{SETTINGS_LOAD_FAILED}</p>
        ) : (
          <SwitchField
            label={LIST_BY_DEFAULT_LABEL}
            description="New group lists, and your wishlist when you make it public, start out listed. You can change each one."
            checked={settings.listByDefault}
            disabled={pending}
            onCheckedChange={(next) => void change(next)}
          />
        )}
      </CardContent>
    </Card>
  );
}

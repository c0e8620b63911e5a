"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { BellRing, Search, Wallet } from "lucide-react";

import {
  EMAIL_UNAVAILABLE_TEXT,
  HOME_CURRENCY_LABEL,
  HOME_CURRENCY_TEXT,
  HOME_CURRENCY_TITLE,
  PERMISSION_TEXT,
  SAVE_CURRENCY,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  suggestedCurrencyText,
} from "@/components/account/settings-text";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchField } from "@/components/ui/switch-field";
import { useAccountSettings } from "@/hooks/use-account-settings";
import { toSettingsInput, type AccountSettings, type AccountSettingValues } from "@/lib/account";
import { saveWithFeedback } from "@/lib/forms";
import { browserLocale, currencyChoices, currencyLabel, currencyOfLocale } from "@/lib/currency";

export {
  EMAIL_UNAVAILABLE_TEXT,
  HOME_CURRENCY_TEXT,
  PERMISSION_TEXT,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  suggestedCurrencyText,
};

export const LIST_BY_DEFAULT_LABEL = "List my public lists in Find a list by default";

/** Where the reminders form goes until it can show (its settings loading, or its code). */
function RemindersPlaceholder() {
  return (
    <CardContent>
      <Skeleton className="h-40 w-full" />
    </CardContent>
  );
}

// The reminders form (and its validation) is a chunk of its own: the card
// asks for it as it mounts, so it loads while the settings are fetched.
const loadRemindersForm = () => import("@/components/account/reminders-form");
const RemindersForm = dynamic(() => loadRemindersForm().then((module) => module.RemindersForm), {
  ssr: false,
  loading: RemindersPlaceholder,
});

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

  useEffect(() => {
    // A failed early load is tried again when the form renders.
    loadRemindersForm().catch(() => undefined);
  }, []);

  return (
    <Card>
      <CardHeader>
        <CardHeading icon={BellRing}>Reminders</CardHeading>
        <CardDescription>The reminder new dates start with, and where reminders reach you.</CardDescription>
      </CardHeader>
      {isLoading ? (
        <RemindersPlaceholder />
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

/**
 * Settings: the home currency, which budgets and spending are kept in.
 * Until one is chosen the browser's language suggests one (shown chosen,
 * and said so); Save keeps it.
 */
export function HomeCurrencyCard() {
  const { settings, error, isLoading, save } = useAccountSettings();

  return (
    <Card>
      <CardHeader>
        <CardHeading icon={Wallet}>{HOME_CURRENCY_TITLE}</CardHeading>
        <CardDescription>{HOME_CURRENCY_TEXT}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : error || !settings ? (
          <p className="text-sm text-destructive">{SETTINGS_LOAD_FAILED}</p>
        ) : (
          <HomeCurrencyForm settings={settings} save={save} />
        )}
      </CardContent>
    </Card>
  );
}

function HomeCurrencyForm({
  settings,
  save,
}: {
  settings: AccountSettings;
  save: (next: AccountSettingValues) => Promise<AccountSettings>;
}) {
  const suggested = currencyOfLocale(browserLocale());
  const [currency, setCurrency] = useState(settings.homeCurrency ?? suggested);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const unchanged = settings.homeCurrency !== null && currency === settings.homeCurrency;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFieldError(undefined);
    await saveWithFeedback<{ homeCurrency: string }>({
      save: () => save({ ...toSettingsInput(settings), homeCurrency: currency }),
      success: { title: SETTINGS_SAVED },
      failure: SETTINGS_SAVE_FAILED,
      fieldNames: ["homeCurrency"],
      setError: (_field, error) => setFieldError(error.message),
    });
    setPending(false);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        label={HOME_CURRENCY_LABEL}
        description={settings.homeCurrency === null ? suggestedCurrencyText(suggested) : undefined}
        error={fieldError}
        className="flex-1"
      >
        <NativeSelect
          value={currency}
          onChange={(event) => {
            setCurrency(event.target.value);
            setFieldError(undefined);
          }}
        >
          {currencyChoices(currency).map((code) => (
            <option key={code} value={code}>
              {currencyLabel(code)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={pending || unchanged} className="sm:mt-[1.375rem]">
        {pending ? "Saving..." : SAVE_CURRENCY}
      </Button>
    </form>
  );
}

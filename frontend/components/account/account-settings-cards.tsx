"use client";

import { useEffect, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { BellRing, Globe, HandHelping, Mail, Search, Wallet, type LucideIcon } from "lucide-react";

import {
  COUNTRIES_LOAD_FAILED,
  COUNTRY_LABEL,
  DIGEST_DAY_LABEL,
  DIGEST_DAY_LABELS,
  DIGEST_FREQUENCY_LABEL,
  DIGEST_FREQUENCY_LABELS,
  DIGEST_HOUR_LABEL,
  DIGEST_TEXT,
  DIGEST_TITLE,
  EMAIL_UNAVAILABLE_TEXT,
  HOLIDAYS_TEXT,
  HOLIDAYS_TITLE,
  HOME_CURRENCY_LABEL,
  HOME_CURRENCY_TEXT,
  HOME_CURRENCY_TITLE,
  NO_EMAIL_TEXT,
  NUDGES_LABEL,
  NUDGES_TEXT,
  NUDGES_TITLE,
  PERMISSION_TEXT,
  SAVE_COUNTRY,
  SAVE_CURRENCY,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  digestZoneText,
  suggestedCountryText,
  suggestedCurrencyText,
} from "@/components/account/settings-text";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectField } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchField } from "@/components/ui/switch-field";
import { useAccountSettings } from "@/hooks/use-account-settings";
import { useAuth } from "@/hooks/use-auth";
import { useHolidayCountries, useRevalidateHolidays } from "@/hooks/use-holidays";
import { browserTimeZone } from "@/hooks/use-time-zone-sync";
import {
  DIGEST_DAYS,
  DIGEST_FREQUENCIES,
  DIGEST_HOURS,
  digestHourLabel,
  toSettingsInput,
  type AccountSettings,
  type AccountSettingValues,
  type DigestDay,
  type DigestFrequency,
} from "@/lib/account";
import { saveWithFeedback } from "@/lib/forms";
import { browserLocale, currencyChoices, currencyLabel, currencyOfLocale } from "@/lib/currency";
import {
  browserCountry,
  browserLanguages,
  countryName,
  suggestedCountry,
  type CountryOption,
  type Holidays,
} from "@/lib/holidays";

export {
  EMAIL_UNAVAILABLE_TEXT,
  HOME_CURRENCY_TEXT,
  NO_EMAIL_TEXT,
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

type SaveSettings = (next: AccountSettingValues) => Promise<AccountSettings>;

/**
 * Settings: the weekly email (how often, the day, the hour in my own time
 * zone). Saved with Save, as the reminders are; shown but not changeable
 * when the server cannot send email.
 */
export function DigestCard() {
  const { settings, error, isLoading, save } = useAccountSettings();
  const { user } = useAuth();
  // The zone the server sends in is the profile's; the browser's stands in while the user loads.
  const zone = user?.timeZone ?? browserTimeZone() ?? "UTC";

  return (
    <Card>
      <CardHeader>
        <CardHeading icon={Mail}>{DIGEST_TITLE}</CardHeading>
        <CardDescription>{DIGEST_TEXT}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : error || !settings ? (
          <p className="text-sm text-destructive">{SETTINGS_LOAD_FAILED}</p>
        ) : (
          <DigestForm settings={settings} save={save} zone={zone} />
        )}
      </CardContent>
    </Card>
  );
}

/** The fields a 400's `fields` can name in the Weekly email card. */
const DIGEST_FIELDS = ["digest", "digestDay", "digestHour"] as const;
type DigestField = (typeof DIGEST_FIELDS)[number];

const FREQUENCY_OPTIONS = DIGEST_FREQUENCIES.map((value) => ({ value, label: DIGEST_FREQUENCY_LABELS[value] }));
const DAY_OPTIONS = DIGEST_DAYS.map((value) => ({ value, label: DIGEST_DAY_LABELS[value] }));

function DigestForm({ settings, save, zone }: { settings: AccountSettings; save: SaveSettings; zone: string }) {
  const [digest, setDigest] = useState<DigestFrequency>(settings.digest);
  const [day, setDay] = useState<DigestDay>(settings.digestDay);
  const [hour, setHour] = useState(settings.digestHour);
  const [errors, setErrors] = useState<Partial<Record<DigestField, string>>>({});
  const [pending, setPending] = useState(false);
  const noEmail = !settings.emailAvailable;
  const unchanged = digest === settings.digest && day === settings.digestDay && hour === settings.digestHour;

  function changed(field: DigestField) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    await saveWithFeedback<{ digest: string; digestDay: string; digestHour: number }>({
      // The day and hour go along when not used: the server keeps them for when they are.
      save: () => save({ ...toSettingsInput(settings), digest, digestDay: day, digestHour: hour }),
      success: { title: SETTINGS_SAVED },
      failure: SETTINGS_SAVE_FAILED,
      fieldNames: DIGEST_FIELDS,
      setError: (field, error) => setErrors((current) => ({ ...current, [field]: error.message })),
    });
    setPending(false);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={DIGEST_FREQUENCY_LABEL}
          className="content-start"
          options={FREQUENCY_OPTIONS}
          value={digest}
          onValueChange={(value) => {
            setDigest(DIGEST_FREQUENCIES.find((f) => f === value) ?? digest);
            changed("digest");
          }}
          error={errors.digest}
          disabled={noEmail}
        />
        {digest === "weekly" ? (
          <SelectField
            label={DIGEST_DAY_LABEL}
            className="content-start"
            options={DAY_OPTIONS}
            value={day}
            onValueChange={(value) => {
              setDay(DIGEST_DAYS.find((d) => d === value) ?? day);
              changed("digestDay");
            }}
            error={errors.digestDay}
            disabled={noEmail}
          />
        ) : null}
        {digest !== "off" ? (
          <FormField
            label={DIGEST_HOUR_LABEL}
            description={digestZoneText(zone)}
            error={errors.digestHour}
            className="content-start"
          >
            <NativeSelect
              value={String(hour)}
              disabled={noEmail}
              onChange={(event) => {
                setHour(Number(event.target.value));
                changed("digestHour");
              }}
            >
              {DIGEST_HOURS.map((value) => (
                <option key={value} value={value}>
                  {digestHourLabel(value)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {noEmail ? <p className="text-sm text-muted-foreground">{NO_EMAIL_TEXT}</p> : null}
        <Button type="submit" disabled={noEmail || pending || unchanged} className="ml-auto">
          {pending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}

/** A switch setting that saves the moment it is flipped. */
type SwitchSetting = "nudges" | "listByDefault";

/** A card of one switch setting, saved at once (with the saved toast). */
function SwitchSettingCard({
  icon,
  title,
  description,
  field,
  label,
  text,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  field: SwitchSetting;
  label: string;
  text: string;
}) {
  const { settings, error, isLoading, save } = useAccountSettings();
  const [pending, setPending] = useState(false);

  async function change(next: boolean) {
    if (!settings) return;
    setPending(true);
    await saveWithFeedback({
      save: () => save({ ...toSettingsInput(settings), [field]: next }),
      success: { title: SETTINGS_SAVED },
      failure: SETTINGS_SAVE_FAILED,
      preferServerMessage: true,
    });
    setPending(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardHeading icon={icon}>{title}</CardHeading>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-14 w-full" />
        ) : error || !settings ? (
          <p className="text-sm text-destructive">{SETTINGS_LOAD_FAILED}</p>
        ) : (
          <SwitchField
            label={label}
            description={text}
            checked={settings[field]}
            disabled={pending}
            onCheckedChange={(next) => void change(next)}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** Settings: whether my circle may ask me to update my list (saved at once). */
export function NudgesCard() {
  return (
    <SwitchSettingCard icon={HandHelping} title={NUDGES_TITLE} field="nudges" label={NUDGES_LABEL} text={NUDGES_TEXT} />
  );
}

/** Settings: whether my new public lists start out listed in Find a list (saved at once). */
export function FindListCard() {
  return (
    <SwitchSettingCard
      icon={Search}
      title="Find a list"
      description="Where friends and family search for public wishlists by name."
      field="listByDefault"
      label={LIST_BY_DEFAULT_LABEL}
      text="New group lists, and your wishlist when you make it public, start out listed. You can change each one."
    />
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

function HomeCurrencyForm({ settings, save }: { settings: AccountSettings; save: SaveSettings }) {
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

/**
 * Settings: my country, whose gift-giving days /dates suggests. Until one
 * is chosen the browser's is shown chosen (when the server knows it, else
 * the server's default), and said so; Save keeps it, as with the currency.
 */
export function HolidaysCard() {
  const { settings, error, isLoading, save } = useAccountSettings();
  const countries = useHolidayCountries();

  return (
    <Card>
      <CardHeader>
        <CardHeading icon={Globe}>{HOLIDAYS_TITLE}</CardHeading>
        <CardDescription>{HOLIDAYS_TEXT}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading || countries.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : error || !settings ? (
          <p className="text-sm text-destructive">{SETTINGS_LOAD_FAILED}</p>
        ) : countries.error || !countries.holidays ? (
          <p className="text-sm text-destructive">{COUNTRIES_LOAD_FAILED}</p>
        ) : (
          <HolidaysForm settings={settings} holidays={countries.holidays} save={save} />
        )}
      </CardContent>
    </Card>
  );
}

function HolidaysForm({ settings, holidays, save }: { settings: AccountSettings; holidays: Holidays; save: SaveSettings }) {
  const suggested = useMemo(() => suggestedCountry(browserCountry(browserLanguages()), holidays), [holidays]);
  const [country, setCountry] = useState(settings.country ?? suggested);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const revalidateHolidays = useRevalidateHolidays();
  const unchanged = settings.country !== null && country === settings.country;

  // The server's list, plus the chosen country should the list lack it.
  const options: readonly CountryOption[] = holidays.countries.some((option) => option.code === country)
    ? holidays.countries
    : [{ code: country, name: country }, ...holidays.countries];

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFieldError(undefined);
    await saveWithFeedback<{ country: string }>({
      save: async () => {
        const saved = await save({ ...toSettingsInput(settings), country });
        // The days /dates suggests are another country's now.
        await revalidateHolidays();
        return saved;
      },
      success: { title: SETTINGS_SAVED },
      failure: SETTINGS_SAVE_FAILED,
      fieldNames: ["country"],
      setError: (_field, error) => setFieldError(error.message),
    });
    setPending(false);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        label={COUNTRY_LABEL}
        description={settings.country === null ? suggestedCountryText(countryName(suggested, holidays.countries)) : undefined}
        error={fieldError}
        className="flex-1"
      >
        <NativeSelect
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setFieldError(undefined);
          }}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={pending || unchanged} className="sm:mt-[1.375rem]">
        {pending ? "Saving..." : SAVE_COUNTRY}
      </Button>
    </form>
  );
}

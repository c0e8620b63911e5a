"use client";

import { useMemo } from "react";

import { useAccountSettings } from "@/hooks/use-account-settings";
import { useApi } from "@/hooks/use-api";
import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { browserCountry, browserLanguages, holidaysCountryParam } from "@/lib/holidays";

export const HOLIDAYS_KEY = "/api/holidays";

/**
 * `GET /api/holidays` as the server decides it (the country chosen in
 * Settings, else its default): the countries it knows, for Settings' select.
 */
export function useHolidayCountries() {
  const { data, error, isLoading } = useApi(HOLIDAYS_KEY);
  return { holidays: data, error: error as unknown, isLoading };
}

/**
 * The gift-giving days /dates suggests: `GET /api/holidays`, then, while no
 * country is chosen in Settings and the browser's is one the server knows
 * (its first answer lists them), `?country=` the browser's. `holidays` is
 * undefined until it is known which country they are for, so the card never
 * shows one country's days and then another's.
 */
export function useGiftDays() {
  const { settings, error: settingsError } = useAccountSettings();
  const base = useApi(HOLIDAYS_KEY);
  const browser = useMemo(() => browserCountry(browserLanguages()), []);
  // Settings that failed to load: the server knows the chosen country, so it decides.
  const country = settings && base.data ? holidaysCountryParam(settings.country, browser, base.data) : null;
  const own = useApi(country === null ? null : HOLIDAYS_KEY, { query: { country } });

  const settled = settings !== undefined || settingsError !== undefined;
  const holidays = !settled ? undefined : country === null ? base.data : own.data;
  const error: unknown = base.error ?? (country === null ? undefined : own.error);
  return { holidays, error, isLoading: !error && holidays === undefined };
}

const isHolidaysPath = (path: string) => path === HOLIDAYS_KEY;

/** Reloads every cached `/api/holidays` answer (a day added, another country chosen). */
export function useRevalidateHolidays() {
  return useRevalidateKeys(isHolidaysPath);
}

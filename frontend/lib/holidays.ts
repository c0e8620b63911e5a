// Gift-giving days by country (issue 47): the days a country gives gifts on
// (Mother's Day, ...) suggested on /dates, the country they are for, and
// the browser's country while the user has not chosen one in Settings.

import { api, type Schemas } from "@/lib/api";
import type { SpecialDate } from "@/lib/dates";

/**
 * `GET /api/holidays`: the country the days are for, every country the
 * server knows (`countries`), and that country's days, soonest first
 * (`added` when I already keep one as a date).
 */
export type Holidays = Schemas["HolidaysResponse"];

/** A country the server has gift-giving days for: `{ code: "GB", name: "United Kingdom" }`. */
export type CountryOption = Schemas["CountryOption"];

/** One suggested day: `{ day: "mothers_day", name: "Mother's Day", date: "2027-03-07", added: false }`. */
export type GiftDaySuggestion = Schemas["GiftDaySuggestion"];

/** The body of `POST /api/holidays`: the day, and the country it is that country's day in. */
export type AddHolidayInput = Schemas["AddHolidayBody"];

/** A two-letter country ('GB'), not a numeric region ('419': Latin America). */
const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * The country a locale tag names: 'en-GB' -> 'GB', 'zh-Hant-TW' -> 'TW';
 * a language alone names none ('de' -> null: German is spoken in several).
 */
export function countryOfLocale(locale: string): string | null {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).region;
  } catch {
    // Not a locale tag: 'en_GB' still ends with one.
    region = /^[A-Za-z]{2,3}_([A-Za-z]{2})$/.exec(locale.trim())?.[1].toUpperCase();
  }
  return region && COUNTRY_CODE.test(region) ? region : null;
}

/** The browser's country: the one its first language naming a country names ('de', 'en-GB' -> 'GB'); null when none does. */
export function browserCountry(languages: readonly string[]): string | null {
  for (const language of languages) {
    const country = countryOfLocale(language);
    if (country) return country;
  }
  return null;
}

/** The browser's languages, most preferred first (none outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** Whether the server has days for `country`. */
export function isKnownCountry(country: string | null, countries: readonly CountryOption[]): country is string {
  return country !== null && countries.some((option) => option.code === country);
}

/**
 * The `?country=` to ask `GET /api/holidays` with, given its answer without
 * one: the browser's country while none is chosen in Settings, when the
 * server knows it and did not answer for it already. Null otherwise: the
 * server decides (the chosen country, else its default).
 */
export function holidaysCountryParam(
  chosen: string | null,
  browser: string | null,
  answered: Pick<Holidays, "country" | "countries">,
): string | null {
  if (chosen !== null || browser === answered.country) return null;
  return isKnownCountry(browser, answered.countries) ? browser : null;
}

/** The country Settings shows while none is chosen: the browser's when the server knows it, else the server's. */
export function suggestedCountry(browser: string | null, answered: Pick<Holidays, "country" | "countries">): string {
  return isKnownCountry(browser, answered.countries) ? browser : answered.country;
}

/** A country's name ('United Kingdom'), or its code when the list lacks it. */
export function countryName(code: string, countries: readonly CountryOption[]): string {
  return countries.find((option) => option.code === code)?.name ?? code;
}

/** `POST /api/holidays`: keeps a suggested day as one of my dates (201, the new date; 409 when already kept). */
export function addHoliday(input: AddHolidayInput): Promise<SpecialDate> {
  return api("POST", "/api/holidays", { body: input });
}

// The currencies (issue 44): the one a browser's locale suggests until a
// home currency is chosen, and those a select offers. Apart from
// lib/money.ts so pages that only show amounts do not load these tables.

/** The currency when nothing else says one. */
export const DEFAULT_CURRENCY = "USD";

const EURO_AREA = [
  "AD", "AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MC", "ME", "MT",
  "NL", "PT", "SI", "SK", "SM", "VA", "XK",
];

/** A region's currency, for the regions most people come from. */
const REGION_CURRENCIES: Record<string, string> = {
  ...Object.fromEntries(EURO_AREA.map((region) => [region, "EUR"])),
  US: "USD",
  GB: "GBP",
  CA: "CAD",
  AU: "AUD",
  NZ: "NZD",
  JP: "JPY",
  CH: "CHF",
  LI: "CHF",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  RO: "RON",
  IN: "INR",
  BR: "BRL",
  MX: "MXN",
  ZA: "ZAR",
  SG: "SGD",
  HK: "HKD",
  CN: "CNY",
  KR: "KRW",
  IL: "ILS",
  TR: "TRY",
  AR: "ARS",
  CL: "CLP",
  CO: "COP",
};

/** The region a locale names ('en-GB' -> 'GB'), else the likeliest for its language ('de' -> 'DE'). */
function regionOf(locale: string): string | null {
  try {
    const parsed = new Intl.Locale(locale);
    return parsed.region ?? parsed.maximize().region ?? null;
  } catch {
    // Not a locale tag: its last two letters may still name a region ('en_GB').
    const match = /[-_]([A-Za-z]{2})$/.exec(locale.trim());
    return match ? match[1].toUpperCase() : null;
  }
}

/** The currency a locale's region uses: 'en-GB' -> 'GBP', 'de-AT' -> 'EUR', 'fr' -> 'EUR'; USD when unknown. */
export function currencyOfLocale(locale: string | null | undefined): string {
  const region = locale ? regionOf(locale) : null;
  return (region && REGION_CURRENCIES[region]) || DEFAULT_CURRENCY;
}

/** The browser's language ('en-GB'); 'en-US' where there is none (outside a browser). */
export function browserLocale(): string {
  return (typeof navigator !== "undefined" && navigator.language) || "en-US";
}

/** The currencies a select offers, most used first. */
export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "NZD",
  "JPY",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "INR",
  "BRL",
  "MXN",
  "ZAR",
  "SGD",
  "HKD",
] as const;

let currencyNames: Intl.DisplayNames | null | undefined;

/** 'USD — US Dollar' (the code alone where the browser has no names). */
export function currencyLabel(code: string): string {
  if (currencyNames === undefined) {
    try {
      currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });
    } catch {
      currencyNames = null;
    }
  }
  let name: string | undefined;
  try {
    name = currencyNames?.of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${code} — ${name}` : code;
}

/** The select's choices: the list, with `current` first when the list lacks it. */
export function currencyChoices(current: string | null | undefined): string[] {
  const list: string[] = [...CURRENCIES];
  return current && !list.includes(current) ? [current, ...list] : list;
}

import { describe, expect, it } from "vitest";

import { CURRENCIES, currencyChoices, currencyLabel, currencyOfLocale } from "@/lib/currency";
import { centsToAmount, formatAmount, formatMoney, isAmount } from "@/lib/money";

describe("formatMoney", () => {
  it("formats cents in their currency", () => {
    expect(formatMoney(32000, "USD")).toBe("$320.00");
    expect(formatMoney(2550, "EUR")).toBe("€25.50");
    expect(formatMoney(99, "GBP")).toBe("£0.99");
    expect(formatMoney(123456789, "USD")).toBe("$1,234,567.89");
    expect(formatMoney(0, "USD")).toBe("$0.00");
    expect(formatMoney(-2000, "USD")).toBe("-$20.00");
  });

  it("writes a code the browser cannot format after the amount", () => {
    expect(formatMoney(1250, "XQQ1")).toBe("12.50 XQQ1");
  });
});

describe("formatAmount", () => {
  it("formats a decimal amount, as prices and an exchange's budget are kept", () => {
    expect(formatAmount("25.00", "EUR")).toBe("€25.00");
    expect(formatAmount("25", "USD")).toBe("$25.00");
    expect(formatAmount("25", "XQQ1")).toBe("25 XQQ1");
    expect(formatAmount("about 25", "USD")).toBe("about 25 USD");
    expect(formatAmount("25", null)).toBe("25");
    expect(formatAmount(null, "EUR")).toBeNull();
    expect(formatAmount("", "EUR")).toBeNull();
  });
});

describe("centsToAmount", () => {
  it.each([
    [60000, "600"],
    [60050, "600.50"],
    [60005, "600.05"],
    [5, "0.05"],
    [0, "0"],
    [-150, "-1.50"],
    [-50, "-0.50"],
  ])("%i -> %s", (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
  });
});

describe("isAmount", () => {
  it.each([
    ["600", true],
    ["600.5", true],
    ["600.50", true],
    ["0", true],
    ["1000000", true],
    ["1000000.01", false],
    ["600.505", false],
    ["-5", false],
    ["$600", false],
    ["1,000", false],
    ["", false],
    [" 5", false],
  ])("%j -> %s", (text, ok) => {
    expect(isAmount(text)).toBe(ok);
  });
});

describe("currencyOfLocale", () => {
  it.each([
    ["en-US", "USD"],
    ["en-GB", "GBP"],
    ["de-DE", "EUR"],
    ["de-AT", "EUR"],
    ["fr-FR", "EUR"],
    ["en-IE", "EUR"],
    ["nl-NL", "EUR"],
    ["fr-CA", "CAD"],
    ["en-CA", "CAD"],
    ["en-AU", "AUD"],
    ["en-NZ", "NZD"],
    ["ja-JP", "JPY"],
    ["de-CH", "CHF"],
    ["sv-SE", "SEK"],
    ["nb-NO", "NOK"],
    ["da-DK", "DKK"],
    ["pl-PL", "PLN"],
    ["hi-IN", "INR"],
    ["en-IN", "INR"],
    ["pt-BR", "BRL"],
    ["es-MX", "MXN"],
    ["en-ZA", "ZAR"],
    ["es-ES", "EUR"],
    ["en_GB", "GBP"],
  ])("%s -> %s", (locale, currency) => {
    expect(currencyOfLocale(locale)).toBe(currency);
  });

  it("uses the likeliest region of a bare language", () => {
    expect(currencyOfLocale("de")).toBe("EUR");
    expect(currencyOfLocale("ja")).toBe("JPY");
    expect(currencyOfLocale("en")).toBe("USD");
  });

  it("falls back to USD", () => {
    expect(currencyOfLocale("en-001")).toBe("USD");
    expect(currencyOfLocale("xx-AQ")).toBe("USD");
    expect(currencyOfLocale("")).toBe("USD");
    expect(currencyOfLocale(null)).toBe("USD");
    expect(currencyOfLocale("not a locale")).toBe("USD");
  });
});

describe("the currency select", () => {
  it("offers the common currencies, with one not among them first", () => {
    expect(CURRENCIES.slice(0, 3)).toEqual(["USD", "EUR", "GBP"]);
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    expect(currencyChoices("EUR")).toEqual([...CURRENCIES]);
    expect(currencyChoices(null)).toEqual([...CURRENCIES]);
    expect(currencyChoices("ISK")).toEqual(["ISK", ...CURRENCIES]);
  });

  it("names each by its code and name", () => {
    expect(currencyLabel("USD")).toBe("USD — US Dollar");
    expect(currencyLabel("EUR")).toBe("EUR — Euro");
    expect(currencyLabel("QQQ")).toBe("QQQ");
  });
});

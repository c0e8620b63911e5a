import { afterEach, describe, expect, it, vi } from "vitest";

import {
  browserCountry,
  browserLanguages,
  countryName,
  countryOfLocale,
  holidaysCountryParam,
  suggestedCountry,
} from "@/lib/holidays";

const COUNTRIES = [
  { code: "GB", name: "United Kingdom" },
  { code: "US", name: "United States" },
];
/** `GET /api/holidays` without `?country=` for someone who chose none: the server's default. */
const DEFAULT_ANSWER = { country: "US", countries: COUNTRIES };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("countryOfLocale", () => {
  it.each([
    ["en-GB", "GB"],
    ["en-us", "US"],
    ["zh-Hant-TW", "TW"],
    ["pt-BR-u-ca-gregory", "BR"],
    ["en_GB", "GB"],
    ["de", null],
    ["en", null],
    // A numeric region (Latin America) is no country.
    ["es-419", null],
    ["", null],
    ["not a locale", null],
  ])("%s -> %s", (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });
});

describe("browserCountry", () => {
  it("the first language that names a country", () => {
    expect(browserCountry(["en-GB", "en-US"])).toBe("GB");
    expect(browserCountry(["de", "de-AT"])).toBe("AT");
  });

  it("none when no language names one", () => {
    expect(browserCountry(["de", "fr"])).toBeNull();
    expect(browserCountry([])).toBeNull();
  });
});

describe("browserLanguages", () => {
  it("navigator.languages, else navigator.language", () => {
    vi.stubGlobal("navigator", { language: "en-GB", languages: ["fr-CA", "en-GB"] });
    expect(browserLanguages()).toEqual(["fr-CA", "en-GB"]);
    vi.stubGlobal("navigator", { language: "en-GB", languages: [] });
    expect(browserLanguages()).toEqual(["en-GB"]);
    vi.stubGlobal("navigator", { language: "", languages: [] });
    expect(browserLanguages()).toEqual([]);
  });
});

describe("holidaysCountryParam", () => {
  it("the browser's country while none is chosen, when the server knows it", () => {
    expect(holidaysCountryParam(null, "GB", DEFAULT_ANSWER)).toBe("GB");
  });

  it("none when a country is chosen: the server uses it", () => {
    expect(holidaysCountryParam("US", "GB", { ...DEFAULT_ANSWER, country: "US" })).toBeNull();
  });

  it("none when the server does not know the browser's country, or the browser names none", () => {
    expect(holidaysCountryParam(null, "FR", DEFAULT_ANSWER)).toBeNull();
    expect(holidaysCountryParam(null, null, DEFAULT_ANSWER)).toBeNull();
  });

  it("none when the server answered for the browser's country already", () => {
    expect(holidaysCountryParam(null, "US", DEFAULT_ANSWER)).toBeNull();
  });
});

describe("suggestedCountry", () => {
  it("the browser's when the server knows it, else the server's", () => {
    expect(suggestedCountry("GB", DEFAULT_ANSWER)).toBe("GB");
    expect(suggestedCountry("FR", DEFAULT_ANSWER)).toBe("US");
    expect(suggestedCountry(null, DEFAULT_ANSWER)).toBe("US");
  });
});

describe("countryName", () => {
  it("the list's name, or the code when it lacks one", () => {
    expect(countryName("GB", COUNTRIES)).toBe("United Kingdom");
    expect(countryName("FR", COUNTRIES)).toBe("FR");
  });
});

import { describe, expect, it } from "vitest";

import {
  formatPartialDate,
  isValidEmail,
  isValidUrl,
  RELATIONSHIP_OPTIONS,
  relationshipLabel,
} from "@/lib/contacts";
import { EMAIL_MAX, RELATIONSHIPS, URL_MAX } from "@/lib/domain-rules";

describe("relationships", () => {
  it("offers the domain's relationships in its order, each with a label", () => {
    expect(RELATIONSHIP_OPTIONS.map((o) => o.value)).toEqual([...RELATIONSHIPS]);
    expect(RELATIONSHIP_OPTIONS.map((o) => o.label)).toEqual([
      "Family",
      "Friend",
      "Colleague",
      "Spouse",
      "Parent",
      "Sibling",
      "Child",
      "Other",
    ]);
  });

  it.each([
    ["family", "Family"],
    ["Friend", "Friend"],
    ["SPOUSE", "Spouse"],
    ["neighbour", "neighbour"],
    ["constructor", "constructor"],
    [null, ""],
    ["", ""],
  ])("labels %j as %j", (value, label) => {
    expect(relationshipLabel(value)).toBe(label);
  });
});

describe("isValidEmail", () => {
  it.each([
    ["ada@example.com", true],
    ["ada@example", false],
    ["@example.com", false],
    ["ada@@example.com", false],
    ["ada @example.com", false],
  ])("%s -> %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it("allows at most EMAIL_MAX characters, as the server does", () => {
    const domain = "@example.com";
    expect(isValidEmail("a".repeat(EMAIL_MAX - domain.length) + domain)).toBe(true);
    expect(isValidEmail("a".repeat(EMAIL_MAX - domain.length + 1) + domain)).toBe(false);
  });
});

describe("isValidUrl", () => {
  it.each([
    ["https://example.com/a.jpg", true],
    ["http://example.com", true],
    ["ftp://example.com", false],
    ["https://", false],
    ["https://exa mple.com", false],
  ])("%s -> %s", (url, valid) => {
    expect(isValidUrl(url)).toBe(valid);
  });

  it("allows at most URL_MAX characters, as the server does", () => {
    const start = "https://example.com/";
    expect(isValidUrl(start + "a".repeat(URL_MAX - start.length))).toBe(true);
    expect(isValidUrl(start + "a".repeat(URL_MAX - start.length + 1))).toBe(false);
  });
});

describe("formatPartialDate", () => {
  it.each([
    ["1985-03-04", "March 4, 1985"],
    ["--05-17", "May 17"],
    ["--02-29", "February 29"],
    ["sometime", "sometime"],
  ])("%s -> %s", (value, expected) => {
    expect(formatPartialDate(value)).toBe(expected);
  });
});

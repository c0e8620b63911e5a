import { describe, expect, it } from "vitest";

import { MOBILE_NAV, isActivePath, isActiveTab } from "@/lib/nav";

describe("isActivePath", () => {
  it.each([
    ["/", "/", true],
    ["/wishlist", "/", false],
    ["/wishlist", "/wishlist", true],
    ["/wishlist/", "/wishlist", true],
    ["/collaborative/42", "/collaborative", true],
    ["/contactsx", "/contacts", false],
    [null, "/", false],
  ])("%s vs %s -> %s", (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });
});

describe("isActiveTab", () => {
  const current = (pathname: string) => MOBILE_NAV.filter((tab) => isActiveTab(pathname, tab)).map((tab) => tab.label);

  it.each([
    ["/", ["Home"]],
    ["/contacts", ["Circle"]],
    ["/friends", ["Circle"]],
    ["/friends/", ["Circle"]],
    ["/family", ["Circle"]],
    ["/recommendations", ["Shop"]],
    ["/wishlist", ["Wishlist"]],
    ["/collaborative/7", ["Groups"]],
    ["/settings", []],
  ])("on %s the current tab is %j", (pathname, expected) => {
    expect(current(pathname)).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";

import { isActivePath } from "@/lib/nav";

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

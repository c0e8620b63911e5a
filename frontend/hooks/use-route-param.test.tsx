import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const routerPath = vi.hoisted(() => ({ current: "/" as string | null }));
vi.mock("next/navigation", () => ({ usePathname: () => routerPath.current }));

import { useRouteParam } from "@/hooks/use-route-param";

function at(router: string | null, location: string) {
  routerPath.current = router;
  window.history.replaceState(null, "", location);
  return renderHook(() => useRouteParam()).result.current;
}

describe("useRouteParam", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));

  it("reads the id the router navigates to, not the page being left (issue 34: /api/gift-guides/gift-guides)", () => {
    // Opening a guide from /gift-guides: the browser still shows the list.
    expect(at("/gift-guides/3", "/gift-guides")).toBe("3");
    expect(at("/lists/abc%20def", "/find-list")).toBe("abc def");
  });

  it("reads a hard-loaded id from the location under the shell's placeholder", () => {
    expect(at("/gift-guides/_", "/gift-guides/42")).toBe("42");
    expect(at("/collaborative/_/", "/collaborative/7/")).toBe("7");
  });

  it("gives nothing for the placeholder or a location outside the route", () => {
    expect(at("/gift-guides/_", "/gift-guides/_")).toBeNull();
    expect(at("/gift-guides/_", "/gift-guides")).toBeNull();
    expect(at("/gift-guides/_", "/lists/9")).toBeNull();
    expect(at(null, "/gift-guides/42")).toBeNull();
  });
});

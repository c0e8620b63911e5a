import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api";
import {
  isUnauthorizedError,
  loginUrl,
  redirectToLogin,
  resetRedirectForTests,
  TOASTER_WAIT_LIMIT_MS,
} from "@/lib/auth-redirect";
import { restoreLocation, stubLocation } from "@/test/location";

const toastMock = vi.hoisted(() => vi.fn());
const toasterMountedMock = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock("@/hooks/use-toast", () => ({ toast: toastMock, whenToasterMounted: toasterMountedMock }));

describe("isUnauthorizedError", () => {
  it("recognises 401s only", () => {
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized", ""))).toBe(true);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, "Forbidden", ""))).toBe(false);
    expect(isUnauthorizedError(new Error("500: 401 things"))).toBe(false);
    expect(isUnauthorizedError("401")).toBe(false);
  });
});

describe("redirectToLogin", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetRedirectForTests();
    toastMock.mockClear();
    toasterMountedMock.mockReset();
    toasterMountedMock.mockResolvedValue();
    stubLocation("/wishlist?q=lego&x=1");
  });

  afterEach(() => {
    vi.useRealTimers();
    restoreLocation();
  });

  it("toasts, then goes to login with the page as returnTo after 500 ms, once", async () => {
    redirectToLogin();
    redirectToLogin();
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
      variant: "default",
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(window.location.href).toBe("http://localhost/wishlist?q=lego&x=1");
    await vi.advanceTimersByTimeAsync(1);
    expect(window.location.href).toBe("/api/login?returnTo=%2Fwishlist%3Fq%3Dlego%26x%3D1");
  });

  it("counts the 500 ms from when the toasts' region is on the page", async () => {
    let mounted: () => void = () => {};
    toasterMountedMock.mockReturnValue(new Promise<void>((resolve) => (mounted = resolve)));
    redirectToLogin();
    // The region is still loading: the toast cannot be read yet.
    await vi.advanceTimersByTimeAsync(1200);
    expect(window.location.href).toBe("http://localhost/wishlist?q=lego&x=1");
    mounted();
    await vi.advanceTimersByTimeAsync(499);
    expect(window.location.href).toBe("http://localhost/wishlist?q=lego&x=1");
    await vi.advanceTimersByTimeAsync(1);
    expect(window.location.href).toBe("/api/login?returnTo=%2Fwishlist%3Fq%3Dlego%26x%3D1");
  });

  it("goes to login anyway when the toasts' region never loads", async () => {
    toasterMountedMock.mockReturnValue(new Promise<void>(() => {}));
    redirectToLogin();
    await vi.advanceTimersByTimeAsync(TOASTER_WAIT_LIMIT_MS + 499);
    expect(window.location.href).toBe("http://localhost/wishlist?q=lego&x=1");
    await vi.advanceTimersByTimeAsync(1);
    expect(window.location.href).toBe("/api/login?returnTo=%2Fwishlist%3Fq%3Dlego%26x%3D1");
  });

  it("builds the login URL", () => {
    expect(loginUrl("/friends")).toBe("/api/login?returnTo=%2Ffriends");
  });
});

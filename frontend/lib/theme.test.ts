import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { THEME_PREFERENCES, THEME_STORAGE_KEY, readThemePreference, setThemePreference, useThemePreference } from "@/lib/theme";
import { THEME_INIT_SCRIPT } from "@/lib/theme-script";

/** A stand-in for matchMedia whose `prefers-color-scheme: dark` answer the test sets. */
function stubSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const matchMedia = vi.fn((media: string) => ({
    media,
    get matches() {
      return media === "(prefers-color-scheme: dark)" && dark;
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  vi.stubGlobal("matchMedia", matchMedia);
  return {
    listeners,
    setDark(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener({ matches: value, media: "(prefers-color-scheme: dark)" } as MediaQueryListEvent));
    },
  };
}

const html = () => document.documentElement;
const runInitScript = () => new Function(THEME_INIT_SCRIPT)();

beforeEach(() => {
  localStorage.clear();
  html().classList.remove("dark");
  html().style.colorScheme = "";
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  html().classList.remove("dark");
  html().style.colorScheme = "";
});

describe("THEME_PREFERENCES", () => {
  it("offers System, Light and Dark, in that order", () => {
    expect(THEME_PREFERENCES.map((p) => [p.value, p.label])).toEqual([
      ["system", "System"],
      ["light", "Light"],
      ["dark", "Dark"],
    ]);
  });
});

describe("THEME_INIT_SCRIPT", () => {
  it("reads the storage key it is built from", () => {
    expect(THEME_INIT_SCRIPT).toContain(JSON.stringify(THEME_STORAGE_KEY));
  });

  it("goes dark for a stored 'dark', even on a light system", () => {
    stubSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    runInitScript();
    expect(html()).toHaveClass("dark");
    expect(html().style.colorScheme).toBe("dark");
  });

  it("stays light for a stored 'light', even on a dark system", () => {
    stubSystemScheme(true);
    html().classList.add("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runInitScript();
    expect(html()).not.toHaveClass("dark");
    expect(html().style.colorScheme).toBe("light");
  });

  it.each([
    ["'system'", "system"],
    ["nothing", null],
    ["garbage", "purple"],
  ])("follows the system when %s is stored", (_label, stored) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);

    stubSystemScheme(true);
    runInitScript();
    expect(html()).toHaveClass("dark");
    expect(html().style.colorScheme).toBe("dark");

    stubSystemScheme(false);
    runInitScript();
    expect(html()).not.toHaveClass("dark");
    expect(html().style.colorScheme).toBe("light");
  });

  it("never throws, even without matchMedia", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(runInitScript).not.toThrow();
    expect(html()).not.toHaveClass("dark");
  });
});

describe("readThemePreference", () => {
  it("is 'system' unless light or dark is stored", () => {
    expect(readThemePreference()).toBe("system");
    localStorage.setItem(THEME_STORAGE_KEY, "nonsense");
    expect(readThemePreference()).toBe("system");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(readThemePreference()).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(readThemePreference()).toBe("dark");
  });
});

describe("setThemePreference", () => {
  it("stores light or dark and applies it at once", () => {
    stubSystemScheme(false);
    setThemePreference("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(html()).toHaveClass("dark");
    expect(html().style.colorScheme).toBe("dark");

    setThemePreference("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(html()).not.toHaveClass("dark");
    expect(html().style.colorScheme).toBe("light");
  });

  it("clears the stored choice for 'system' and applies the system's scheme", () => {
    stubSystemScheme(true);
    setThemePreference("light");
    expect(html()).not.toHaveClass("dark");

    setThemePreference("system");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(html()).toHaveClass("dark");
  });
});

describe("useThemePreference", () => {
  it("returns the stored preference and re-renders when it is set", () => {
    stubSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    const { result } = renderHook(() => useThemePreference());
    expect(result.current[0]).toBe("light");

    act(() => result.current[1]("dark"));
    expect(result.current[0]).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(html()).toHaveClass("dark");
  });

  it("follows a system change while the preference is 'system'", () => {
    const system = stubSystemScheme(false);
    const { result, unmount } = renderHook(() => useThemePreference());
    expect(result.current[0]).toBe("system");
    expect(html()).not.toHaveClass("dark");

    act(() => system.setDark(true));
    expect(html()).toHaveClass("dark");
    act(() => system.setDark(false));
    expect(html()).not.toHaveClass("dark");

    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it("ignores a system change when light or dark is chosen", () => {
    const system = stubSystemScheme(false);
    const { result } = renderHook(() => useThemePreference());

    act(() => result.current[1]("light"));
    expect(system.listeners.size).toBe(0);
    act(() => system.setDark(true));
    expect(html()).not.toHaveClass("dark");

    act(() => result.current[1]("dark"));
    act(() => system.setDark(false));
    expect(html()).toHaveClass("dark");

    // Back to 'system': it listens again, and applies the system's scheme now.
    act(() => result.current[1]("system"));
    expect(system.listeners.size).toBe(1);
    expect(html()).not.toHaveClass("dark");
  });

  it("picks up a choice made in another tab", () => {
    stubSystemScheme(false);
    const { result } = renderHook(() => useThemePreference());
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    });
    expect(result.current[0]).toBe("dark");
    expect(html()).toHaveClass("dark");
  });
});

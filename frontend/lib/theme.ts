import { useEffect, useSyncExternalStore } from "react";

import { DARK_QUERY, THEME_PREFERENCES, THEME_STORAGE_KEY, type ThemePreference } from "@/lib/theme-script";

export { THEME_PREFERENCES, THEME_STORAGE_KEY, type ThemePreference } from "@/lib/theme-script";

function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.some((p) => p.value === value);
}

/** The stored preference; "system" when there is none (or it is not one of the three). */
export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

/** Puts the scheme `preference` resolves to on <html>. */
export function applyThemePreference(preference: ThemePreference) {
  const dark = preference === "dark" || (preference === "system" && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

const listeners = new Set<() => void>();

/** Stores `preference` (clearing it for "system") and applies it at once. */
export function setThemePreference(preference: ThemePreference) {
  try {
    if (preference === "system") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage blocked: the choice still holds for this page.
  }
  applyThemePreference(preference);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverPreference = (): ThemePreference => "system";

/**
 * The stored preference and a setter. While it is "system" the page follows
 * the system's scheme as it changes.
 */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribe, readThemePreference, serverPreference);

  useEffect(() => {
    applyThemePreference(preference);
    if (preference !== "system" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => applyThemePreference("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [preference]);

  return [preference, setThemePreference];
}

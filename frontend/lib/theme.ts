// A namespace import on purpose: server components (the document head) import
// THEME_INIT_SCRIPT from here, and Next rejects a server module that names
// client hooks such as useEffect in `import { ... } from "react"`.
import * as React from "react";

/**
 * The colour scheme: light, dark, or whatever the system says (the default).
 * The choice lives in localStorage; "system" is stored as no entry at all.
 * The `dark` class on <html> switches the palette (app/globals.css).
 */

export const THEME_STORAGE_KEY = "presently-theme";

export type ThemePreference = "system" | "light" | "dark";

export const THEME_PREFERENCES: readonly { value: ThemePreference; label: string }[] = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs in <head> before the first paint, so a dark page never flashes light.
 * Plain ES5 and self-contained: it cannot import anything.
 */
export const THEME_INIT_SCRIPT =
  "(function(){try{" +
  `var p=window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `var d=p==="dark"||(p!=="light"&&!!window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);` +
  "var e=document.documentElement;" +
  'if(d){e.classList.add("dark")}else{e.classList.remove("dark")}' +
  'e.style.colorScheme=d?"dark":"light"' +
  "}catch(_){}})();";

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
  const preference = React.useSyncExternalStore(subscribe, readThemePreference, serverPreference);

  React.useEffect(() => {
    applyThemePreference(preference);
    if (preference !== "system" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => applyThemePreference("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [preference]);

  return [preference, setThemePreference];
}

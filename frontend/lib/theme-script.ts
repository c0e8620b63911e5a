/**
 * The colour scheme: light, dark, or whatever the system says (the default).
 * The choice lives in localStorage; "system" is stored as no entry at all.
 * The `dark` class on <html> switches the palette (app/globals.css).
 *
 * This module holds no React, so the document head (a server component)
 * can import the script; the hook is in `lib/theme.ts`.
 */

export const THEME_STORAGE_KEY = "presently-theme";

export type ThemePreference = "system" | "light" | "dark";

export const THEME_PREFERENCES: readonly { value: ThemePreference; label: string }[] = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

export const DARK_QUERY = "(prefers-color-scheme: dark)";

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

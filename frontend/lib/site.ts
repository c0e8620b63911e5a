/**
 * What every page's <head> says about the site, in one place: the app
 * router's root layout and the static landing's document both read it.
 */

export const SITE_NAME = "Presently";

export const SITE_DESCRIPTION =
  "Presently: a gift and special-occasion planner. Reminders for special dates, your circle, wishlists and gift ideas.";

/** The browser's toolbar colour, per colour scheme (the palette's background). */
export const THEME_COLORS = [
  { media: "(prefers-color-scheme: light)", color: "#e0533d" },
  { media: "(prefers-color-scheme: dark)", color: "#1f1714" },
] as const;

export const MANIFEST_PATH = "/manifest.webmanifest";

/** Icons in `public/icons` (made by `scripts/icons.mjs` from `icon.svg`). */
export const ICONS = {
  svg: "/icons/icon.svg",
  favicon: "/favicon.ico",
  apple: "/icons/apple-touch-icon.png",
} as const;

/** Registers the service worker (`public/register-sw.js`, plain script: the landing loads no framework). */
export const REGISTER_SW_SCRIPT = "/register-sw.js";

/** The offline state's heading, on the offline page and the in-app banner. */
export const OFFLINE_TITLE = "You're offline";

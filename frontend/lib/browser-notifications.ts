// The browser's Notification API, guarded for browsers (and tests) without it.

import { toast } from "@/hooks/use-toast";

export const SHOWN_NOTIFICATIONS_KEY = "presently.shownNotifications";
const MAX_REMEMBERED = 200;

export type BrowserPermission = NotificationPermission | "unsupported";

function api(): typeof Notification | undefined {
  return typeof window !== "undefined" && "Notification" in window ? window.Notification : undefined;
}

/** The current permission, without asking. */
export function browserNotificationPermission(): BrowserPermission {
  const Notification = api();
  return Notification ? Notification.permission : "unsupported";
}

/** Asks for permission unless already granted; resolves to the resulting state. */
export async function requestBrowserNotificationPermission(): Promise<BrowserPermission> {
  const Notification = api();
  if (!Notification) return "unsupported";
  if (Notification.permission === "granted") return "granted";
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/**
 * Choosing browser reminders: asks for permission (unless already granted)
 * and, once granted, toasts 'Browser Notifications Enabled'. Resolves to the
 * resulting state.
 */
export async function enableBrowserNotifications(): Promise<BrowserPermission> {
  const permission = await requestBrowserNotificationPermission();
  if (permission === "granted") {
    toast({ title: "Browser Notifications Enabled", description: "Reminders will pop up in this browser." });
  }
  return permission;
}

function readShownIds(): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(SHOWN_NOTIFICATIONS_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === "number") : [];
  } catch {
    return [];
  }
}

function writeShownIds(ids: number[]) {
  try {
    window.localStorage.setItem(SHOWN_NOTIFICATIONS_KEY, JSON.stringify(ids.slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or disabled: at worst a notification shows again.
  }
}

/**
 * Shows each given notification as a system notification, once per id
 * across page loads (the ids shown are kept in localStorage). Does nothing
 * unless permission is granted.
 */
export function showBrowserNotificationsOnce(items: readonly { id: number; title: string; body: string }[]): void {
  const Notification = api();
  if (!Notification || Notification.permission !== "granted" || items.length === 0) return;
  const shown = readShownIds();
  const fresh = items.filter((item) => !shown.includes(item.id));
  if (fresh.length === 0) return;
  for (const item of fresh) {
    try {
      new Notification(item.title, { body: item.body, tag: `presently-${item.id}` });
    } catch {
      // Some browsers (Android Chrome) only allow notifications from a service worker.
    }
  }
  writeShownIds([...shown, ...fresh.map((item) => item.id)]);
}

"use client";

import { useCallback } from "react";

import { useApi } from "@/hooks/use-api";
import { api, type Schemas } from "@/lib/api";

export const NOTIFICATIONS_KEY = "/api/notifications";

/** The one polling exception (DESIGN.md): the bell refreshes every 60 s while the tab is visible. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * A date's reminder, items someone added to a list I am in (one line for
 * an hour's worth), an invite to a list, an item I claimed that was changed
 * or deleted, a price drop, news of a list I follow (`list_news`: items
 * added or removed, price drops; one line per list an hour), and people: a
 * friend request, its acceptance, an item or a date a friend shared with
 * me. The server puts each in words.
 */
export type NotificationKind = Schemas["NotificationKind"];

/**
 * One line of the bell: `link` is where selecting it goes (a path such as
 * `/collaborative/7`), or null; a reminder's `specialDateId` and
 * `occurrence` (`YYYY-MM-DD`) are null for other kinds.
 */
export type AppNotification = Schemas["NotificationResponse"];

/** `GET /api/notifications`. */
export type NotificationsResponse = Schemas["NotificationList"];

export function useNotifications() {
  const { data, error, isLoading, mutate } = useApi(NOTIFICATIONS_KEY, undefined, {
    refreshInterval: NOTIFICATIONS_REFRESH_MS,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
  });

  const notifications = Array.isArray(data?.notifications) ? data.notifications : [];
  const unreadCount =
    typeof data?.unreadCount === "number" ? data.unreadCount : notifications.filter((n) => !n.read).length;

  const markRead = useCallback(
    async (id: number) => {
      await mutate(
        async (current) => {
          const updated: AppNotification = await api("POST", "/api/notifications/{id}/read", { path: { id } });
          if (!current) return current;
          const wasUnread = current.notifications.some((n) => n.id === id && !n.read);
          return {
            notifications: current.notifications.map((n) => (n.id === id ? { ...n, ...updated, read: true } : n)),
            unreadCount: Math.max(0, current.unreadCount - (wasUnread ? 1 : 0)),
          };
        },
        {
          optimisticData: (current) =>
            current
              ? {
                  notifications: current.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
                  unreadCount: Math.max(
                    0,
                    current.unreadCount - (current.notifications.some((n) => n.id === id && !n.read) ? 1 : 0),
                  ),
                }
              : { notifications: [], unreadCount: 0 },
          rollbackOnError: true,
          revalidate: false,
        },
      );
    },
    [mutate],
  );

  const markAllRead = useCallback(async () => {
    await api("POST", "/api/notifications/read-all");
    await mutate();
  }, [mutate]);

  return { notifications, unreadCount, error: error as unknown, isLoading, markRead, markAllRead };
}

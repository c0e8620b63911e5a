"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { Bell, BellOff, CheckCheck } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useNotifications, type AppNotification } from "@/hooks/use-notifications";
import { showBrowserNotificationsOnce } from "@/lib/browser-notifications";
import { formatRelativeTime } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";
import { cn } from "@/lib/utils";

/** '9+' above nine. */
export function unreadBadgeText(count: number): string {
  return count > 9 ? "9+" : String(count);
}

/**
 * The bell's accessible name: with unread notifications it holds the
 * badge's text, so what a person sees is part of what they can say to
 * voice control (WCAG 2.5.3, label in name).
 */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadBadgeText(unreadCount)} unread` : "Notifications";
}

/** Only reminders chosen for the browser pop up as system notifications. */
export function popsUp(notification: AppNotification): boolean {
  return !notification.read && notification.kind === "reminder" && notification.channel === "browser";
}

/** The signed-in header's bell: unread count, the latest notifications, mark read, open a notification's link. */
export function NotificationBell() {
  const { notifications, unreadCount, markRead, markAllRead } = useNotifications();

  const router = useRouter();

  // Unread browser-channel reminders also pop up as system notifications, once each.
  useEffect(() => {
    showBrowserNotificationsOnce(notifications.filter(popsUp));
  }, [notifications]);

  async function run(action: () => Promise<void>) {
    await saveWithFeedback({ save: action, failure: "Failed to update notifications." });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative size-10 rounded-full" aria-label={bellLabel(unreadCount)}>
          <Bell className="size-5" aria-hidden="true" />
          {unreadCount > 0 ? (
            <span
              data-testid="notification-count"
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-background"
            >
              {unreadBadgeText(unreadCount)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-2rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2.5">
          <DropdownMenuLabel className="p-0 text-sm font-semibold">Notifications</DropdownMenuLabel>
          {unreadCount > 0 ? (
            <DropdownMenuItem
              className="h-7 px-2 text-xs font-medium text-primary focus:text-primary [&_svg:not([class*='text-'])]:text-primary"
              onSelect={(event) => {
                event.preventDefault();
                void run(markAllRead);
              }}
            >
              <CheckCheck className="size-3.5" aria-hidden="true" />
              Mark all as read
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator className="m-0" />
        {notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
            <BellOff className="size-6" aria-hidden="true" />
            No notifications yet
          </div>
        ) : (
          <div className="max-h-96 overflow-y-auto p-1">
            {notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onSelect={() => {
                  if (!n.read) void run(() => markRead(n.id));
                  // A notification with a link opens it (the menu closes).
                  if (n.link) router.push(n.link);
                }}
              />
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationItem({ notification, onSelect }: { notification: AppNotification; onSelect: () => void }) {
  const unread = !notification.read;
  return (
    <DropdownMenuItem
      data-unread={unread || undefined}
      className={cn("items-start gap-3 px-3 py-2.5", unread && "bg-accent/60")}
      onSelect={(event) => {
        // Without a link the menu stays open: marking read is all there is.
        if (!notification.link) event.preventDefault();
        onSelect();
      }}
    >
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn("text-sm leading-snug", unread ? "font-semibold" : "font-medium")}>
          {notification.title}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        {notification.body ? (
          <span className="text-xs leading-snug text-muted-foreground">{notification.body}</span>
        ) : null}
        <time dateTime={notification.createdAt} className="text-[11px] text-muted-foreground">
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
    </DropdownMenuItem>
  );
}

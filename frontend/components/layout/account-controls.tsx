"use client";

import { AccountMenu } from "@/components/layout/account-menu";
import { NotificationBell } from "@/components/notifications/notification-bell";
import type { User } from "@/lib/user";

/**
 * The signed-in header's right-hand side once the user is known: the
 * notification bell and the account menu. A chunk of its own (`AppHeader`
 * loads it), so a page's first load carries neither dropdown.
 */
export function AccountControls({ user }: { user: User }) {
  return (
    <>
      <NotificationBell />
      <AccountMenu user={user} />
    </>
  );
}

"use client";

import { usePathname } from "next/navigation";

import { ChatLauncher } from "@/components/assistant/chat-panel";
import { AppHeader } from "@/components/layout/app-header";
import { MobileNav } from "@/components/layout/mobile-nav";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import type { User } from "@/lib/user";

/**
 * Room below the footer's links for what floats over the bottom of the
 * page, so that scrolled to the end nothing a person must press is under
 * it: on phones the tab bar (64 px) and the round buttons above it (Ask
 * Presently from bottom-20, 56 px tall; on home the add-date button there
 * and Ask Presently above it, from bottom-38), from md the round buttons
 * alone (bottom-8; on home up to bottom-28), each with 8 px to spare. The
 * buttons' places are the ChatLauncher's and HomeDashboard's.
 */
export const FLOATING_ROOM: Record<"app" | "home", string> = {
  app: "pb-36 md:pb-24",
  home: "pb-54 md:pb-44",
};

/**
 * Signed-in chrome: header with nav and account menu, footer, mobile tab bar,
 * a banner while the browser is offline, and the Ask Presently button (once,
 * on every signed-in page, once the user is known). `user` is absent until known.
 */
export function AppShell({ user, children }: { user?: User; children: React.ReactNode }) {
  const pathname = usePathname();
  // The home page has its own floating add-date button in the corner: Ask Presently sits above it.
  const placement = pathname === "/" ? "home" : "app";
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader user={user} />
      <OfflineBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter className={FLOATING_ROOM[placement]} />
      <MobileNav />
      {user ? <ChatLauncher placement={placement} /> : null}
    </div>
  );
}

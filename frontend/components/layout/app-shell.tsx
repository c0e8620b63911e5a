"use client";

import { usePathname } from "next/navigation";

import { ChatLauncher } from "@/components/assistant/chat-panel";
import { AppHeader } from "@/components/layout/app-header";
import { MobileNav } from "@/components/layout/mobile-nav";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import type { User } from "@/lib/user";

/**
 * Signed-in chrome: header with nav and account menu, footer, mobile tab bar,
 * a banner while the browser is offline, and the Ask Presently button (once,
 * on every signed-in page, once the user is known). `user` is absent until known.
 */
export function AppShell({ user, children }: { user?: User; children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <AppHeader user={user} />
      <OfflineBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileNav />
      {/* The home page has its own floating add-date button in the corner: sit above it. */}
      {user ? <ChatLauncher placement={pathname === "/" ? "home" : "app"} /> : null}
    </div>
  );
}

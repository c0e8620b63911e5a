"use client";

import { AppHeader } from "@/components/layout/app-header";
import { MobileNav } from "@/components/layout/mobile-nav";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import type { User } from "@/lib/user";

/**
 * Signed-in chrome: header with nav and account menu, footer, mobile tab bar,
 * and a banner while the browser is offline. `user` is absent until known.
 */
export function AppShell({ user, children }: { user?: User; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <AppHeader user={user} />
      <OfflineBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileNav />
    </div>
  );
}

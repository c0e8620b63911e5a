"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";

import { IntentLink } from "@/components/layout/intent-link";
import { Logo } from "@/components/layout/logo";
import { MAIN_NAV, isActivePath } from "@/lib/nav";
import type { User } from "@/lib/user";
import { cn } from "@/lib/utils";

/** What stands where the bell and the account menu go until they can show. */
function AccountPlaceholder() {
  return (
    <span aria-hidden="true" className="flex h-10 items-center gap-2 px-2" data-testid="account-placeholder">
      <span className="size-8 animate-pulse rounded-full bg-muted" />
      <span className="h-4 w-20 animate-pulse rounded bg-muted" />
    </span>
  );
}

// The bell and the account menu (two dropdown menus) are a chunk of their
// own: no page's first load carries them. The header asks for it as it
// mounts, so it comes while the user is fetched, not after.
const loadAccountControls = () => import("@/components/layout/account-controls");
const AccountControls = dynamic(() => loadAccountControls().then((module) => module.AccountControls), {
  ssr: false,
  loading: AccountPlaceholder,
});

/**
 * Signed-in header: logo, main nav (hidden on small screens), notification
 * bell, account menu. Before the user is known (the exported HTML, the first
 * paint) and until the bell and menu have loaded, a quiet placeholder stands
 * where they go.
 */
export function AppHeader({ user }: { user?: User }) {
  const pathname = usePathname();

  useEffect(() => {
    // A failed early load is tried again when the controls render.
    loadAccountControls().catch(() => undefined);
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-4 lg:gap-8">
          <Logo />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {MAIN_NAV.map((item) => {
                const active = isActivePath(pathname, item.href);
                return (
                  <li key={item.href}>
                    <IntentLink
                      href={item.href}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "rounded-md px-2 py-2 text-sm font-medium transition-colors lg:px-3",
                        active
                          ? "bg-accent text-accent-foreground"
                          : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
                      )}
                    >
                      {item.label}
                    </IntentLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        <div className="flex items-center gap-1">
          {user ? <AccountControls user={user} /> : <AccountPlaceholder />}
        </div>
      </div>
    </header>
  );
}

"use client";

import { usePathname } from "next/navigation";

import { IntentLink } from "@/components/layout/intent-link";
import { MOBILE_NAV, isActivePath, isActiveTab } from "@/lib/nav";
import { cn } from "@/lib/utils";

/** Bottom tab bar, only on small screens. */
export function MobileNav() {
  const pathname = usePathname();

  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {MOBILE_NAV.map((item) => {
          const { href, label, icon: Icon } = item;
          const active = isActiveTab(pathname, item);
          // Its own page is the current page; a page it stands for (Circle on /friends) is current too.
          const current = isActivePath(pathname, href) ? "page" : active ? "true" : undefined;
          return (
            <li key={href}>
              <IntentLink
                href={href}
                aria-current={current}
                className={cn(
                  "flex flex-col items-center gap-1 py-2 text-xs font-medium transition-colors",
                  active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className={cn("size-5", active && "stroke-[2.5]")} aria-hidden="true" />
                {label}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

"use client";

import { SiteFooter } from "@/components/layout/site-footer";
import { useSessionMark } from "@/lib/session-mark";

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
 * What every page is framed by: a header, the page in `main`, the footer
 * and what floats over the page (`after`). The signed-in and the public
 * chrome are two fillings of this one frame, so when a public page learns
 * its visitor is signed in and swaps the header, the page itself stays
 * mounted. `chrome` names the filling; until React has taken the page over
 * (`data-pending`, in the exported HTML), globals.css hides a filling the
 * page's session mark (`<html data-session>`) rules out.
 */
export function ShellFrame({
  chrome,
  header,
  footerClassName,
  after,
  children,
}: {
  chrome: "signed-in" | "public";
  header: React.ReactNode;
  footerClassName?: string;
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  const pending = useSessionMark() === "hydrating";
  return (
    <div data-chrome={chrome} data-pending={pending ? "" : undefined} className="group/shell flex min-h-screen flex-col">
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter className={footerClassName} />
      {after}
    </div>
  );
}

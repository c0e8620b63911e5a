"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";

import { AppHeader } from "@/components/layout/app-header";
import { MobileNav } from "@/components/layout/mobile-nav";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { FLOATING_ROOM, ShellFrame } from "@/components/layout/shell-frame";
import type { User } from "@/lib/user";

// Ask Presently's button shows once the user is known, so its code is not
// part of the first load: the chrome asks for it as it mounts.
const loadChatLauncher = () => import("@/components/assistant/chat-launcher");
const ChatLauncher = dynamic(() => loadChatLauncher().then((module) => module.ChatLauncher), { ssr: false });

/** Where the signed-in chrome's floating buttons go: home has its own add-date button in the corner. */
function usePlacement(): "app" | "home" {
  return usePathname() === "/" ? "home" : "app";
}

/** The signed-in header: nav and account menu, and a banner while the browser is offline. */
export function SignedInHeader({ user }: { user?: User }) {
  return (
    <>
      <AppHeader user={user} />
      <OfflineBanner />
    </>
  );
}

/** What floats over a signed-in page: the mobile tab bar and, once the user is known, Ask Presently. */
export function SignedInExtras({ user }: { user?: User }) {
  const placement = usePlacement();

  useEffect(() => {
    // A failed early load is tried again when the button renders.
    loadChatLauncher().catch(() => undefined);
  }, []);

  return (
    <>
      <MobileNav />
      {user ? <ChatLauncher placement={placement} /> : null}
    </>
  );
}

/**
 * Signed-in chrome: header with nav and account menu, footer, mobile tab bar,
 * a banner while the browser is offline, and the Ask Presently button (once,
 * on every signed-in page, once the user is known). `user` is absent until known.
 */
export function AppShell({ user, children }: { user?: User; children: React.ReactNode }) {
  const placement = usePlacement();
  return (
    <ShellFrame
      chrome="signed-in"
      header={<SignedInHeader user={user} />}
      footerClassName={FLOATING_ROOM[placement]}
      after={<SignedInExtras user={user} />}
    >
      {children}
    </ShellFrame>
  );
}

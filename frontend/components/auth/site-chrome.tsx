"use client";

import dynamic from "next/dynamic";

import { PublicHeader } from "@/components/layout/public-header";
import { FLOATING_PAGE_ROOM } from "@/components/layout/public-shell";
import { FLOATING_ROOM, ShellFrame } from "@/components/layout/shell-frame";
import { useAuth } from "@/hooks/use-auth";

/** Holds the header's place (its height, its border) while the signed-in header's code loads. */
function HeaderPlaceholder() {
  return <div aria-hidden="true" className="sticky top-0 z-40 h-16 border-b bg-background/90" />;
}

// The signed-in chrome (header, bell, account menu, tab bar) loads only for
// someone signed in: a signed-out visitor of a public page never downloads it.
const SignedInHeader = dynamic(
  () => import("@/components/auth/signed-in-shell").then((module) => module.SignedInHeader),
  { loading: HeaderPlaceholder },
);
const SignedInPublicExtras = dynamic(() =>
  import("@/components/auth/signed-in-shell").then((module) => module.SignedInPublicExtras),
);

/**
 * Public pages render for everyone, at once: the page never waits for the
 * session. Signed out (the page's session mark, or the server's answer),
 * in the public header and footer; signed in, in the signed-in chrome, whose
 * header shows the user once known. The page stays mounted when the chrome
 * changes (one `ShellFrame`).
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const { user, looksSignedIn, mutate } = useAuth();

  if (looksSignedIn) {
    return (
      <ShellFrame
        chrome="signed-in"
        header={<SignedInHeader user={user ?? undefined} />}
        footerClassName={FLOATING_ROOM.app}
        after={<SignedInPublicExtras user={user ?? undefined} mutate={mutate} />}
      >
        {children}
      </ShellFrame>
    );
  }
  return (
    <ShellFrame chrome="public" header={<PublicHeader />} footerClassName={FLOATING_PAGE_ROOM}>
      {children}
    </ShellFrame>
  );
}

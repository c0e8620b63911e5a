import { RefreshCw, WifiOff } from "lucide-react";

import { Logo } from "@/components/layout/logo";
import { buttonVariants } from "@/components/ui/button";
import { OFFLINE_TITLE } from "@/lib/site";

// Back online: load the page that was asked for.
const RELOAD_WHEN_ONLINE = 'window.addEventListener("online",function(){location.reload()});';

/**
 * What a page load shows without a connection (the service worker's
 * fallback): the app's header and a clear offline state. Try again is a
 * link to the page itself, so it works without script.
 */
export function OfflinePage() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo fullPageLoad />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="flex max-w-md flex-col items-center gap-4 text-center" data-testid="offline-state">
          <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <WifiOff className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{OFFLINE_TITLE}</h1>
          <p className="text-muted-foreground">
            Presently can&apos;t reach the server right now. Nothing you saved is lost: this page loads again by itself
            when your connection is back.
          </p>
          <a href="" className={buttonVariants()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </a>
        </div>
      </main>
      <script dangerouslySetInnerHTML={{ __html: RELOAD_WHEN_ONLINE }} />
    </div>
  );
}

import { Gift } from "lucide-react";

import { IntentLink } from "@/components/layout/intent-link";
import { cn } from "@/lib/utils";

/**
 * The wordmark, linking home. Signed out, `/` is a page of its own (the
 * static landing, picked by the server), so the public chrome loads it as a
 * document (`fullPageLoad`) rather than through the app's router.
 */
export function Logo({ className, fullPageLoad = false }: { className?: string; fullPageLoad?: boolean }) {
  const classes = cn("flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground", className);
  const content = (
    <>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Gift className="size-4.5" aria-hidden="true" />
      </span>
      Presently
    </>
  );
  return fullPageLoad ? (
    <a href="/" className={classes}>
      {content}
    </a>
  ) : (
    <IntentLink href="/" className={classes}>
      {content}
    </IntentLink>
  );
}

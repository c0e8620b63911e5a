"use client";

import { ArrowRight, CheckCircle2 } from "lucide-react";

import { ShareableLink } from "@/components/sharing/shareable-link";
import { quantityOf, UNDO_LINK_NOTE, type GuestClaimResult } from "@/lib/claims";

/**
 * The undo links of the claims a guest made in this tab, shown once by the
 * server: each with Copy, and the note that it is the only way to undo.
 */
export function UndoLinks({ claims }: { claims: readonly GuestClaimResult[] }) {
  return (
    <div aria-live="polite">
      {claims.length > 0 ? (
        <section
          aria-labelledby="undo-links-title"
          data-testid="undo-links"
          className="grid gap-3 rounded-xl border-2 border-primary/50 bg-accent/40 p-4 sm:p-5"
        >
          <h2 id="undo-links-title" className="flex items-center gap-2 font-semibold">
            <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
            {claims.length === 1 ? "Your claim is saved" : "Your claims are saved"}
          </h2>
          <div className="grid gap-1">
            <p className="font-medium">{UNDO_LINK_NOTE}</p>
            <p className="text-sm text-muted-foreground">
              It is the only way to undo it, and it is shown only here: copy it somewhere safe.
            </p>
          </div>
          <ul className="grid gap-3" aria-label="Undo links">
            {claims.map((claim) => (
              <li key={claim.undoUrl} className="grid gap-2">
                <p className="text-sm">
                  You&apos;ll get <span className="font-medium">{quantityOf(claim.quantity, claim.itemName)}</span>
                </p>
                <ShareableLink url={claim.undoUrl} label={`Undo link for ${claim.itemName}`} />
                <a
                  href={claim.undoUrl}
                  aria-label={`Open the undo page (${claim.itemName})`}
                  className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Open the undo page
                  <ArrowRight className="size-3.5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

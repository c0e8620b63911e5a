"use client";

import { useId } from "react";
import { ArrowRight, CheckCircle2 } from "lucide-react";

import { ShareableLink } from "@/components/sharing/shareable-link";
import { PLEDGE_UNDO_NOTE, type GuestPledgeResult } from "@/lib/chip-in";
import { quantityOf, UNDO_LINK_NOTE, type GuestClaimResult } from "@/lib/claims";
import { formatMoney } from "@/lib/money";

/** One undo link: its page, what it undoes (read before the link), and the names of its link and box. */
interface UndoLink {
  undoUrl: string;
  summary: React.ReactNode;
  /** Names the link's box: 'Undo link for Kettle'. */
  boxLabel: string;
  /** Names the link to the undo page: 'Open the undo page (Kettle)'. */
  openLabel: string;
}

/**
 * The undo links a guest got in this tab, shown once by the server: each
 * with Copy, and the note that it is the only way back. Nothing without any.
 */
function UndoLinkList({
  links,
  title,
  note,
  onlyWay,
  testId,
}: {
  links: readonly UndoLink[];
  title: string;
  note: string;
  onlyWay: string;
  testId: string;
}) {
  const titleId = useId();
  return (
    <div aria-live="polite">
      {links.length > 0 ? (
        <section
          aria-labelledby={titleId}
          data-testid={testId}
          className="grid gap-3 rounded-xl border-2 border-primary/50 bg-accent/40 p-4 sm:p-5"
        >
          <h2 id={titleId} className="flex items-center gap-2 font-semibold">
            <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
            {title}
          </h2>
          <div className="grid gap-1">
            <p className="font-medium">{note}</p>
            <p className="text-sm text-muted-foreground">{onlyWay}, and it is shown only here: copy it somewhere safe.</p>
          </div>
          <ul className="grid gap-3" aria-label="Undo links">
            {links.map((link) => (
              <li key={link.undoUrl} className="grid gap-2">
                <p className="text-sm">{link.summary}</p>
                <ShareableLink url={link.undoUrl} label={link.boxLabel} />
                <a
                  href={link.undoUrl}
                  aria-label={link.openLabel}
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

/** The undo links of the claims a guest made in this tab. */
export function UndoLinks({ claims }: { claims: readonly GuestClaimResult[] }) {
  return (
    <UndoLinkList
      testId="undo-links"
      title={claims.length === 1 ? "Your claim is saved" : "Your claims are saved"}
      note={UNDO_LINK_NOTE}
      onlyWay="It is the only way to undo it"
      links={claims.map((claim) => ({
        undoUrl: claim.undoUrl,
        summary: (
          <>
            You&apos;ll get <span className="font-medium">{quantityOf(claim.quantity, claim.itemName)}</span>
          </>
        ),
        boxLabel: `Undo link for ${claim.itemName}`,
        openLabel: `Open the undo page (${claim.itemName})`,
      }))}
    />
  );
}

/** The links to take back the pledges a guest made in this tab. */
export function PledgeUndoLinks({ pledges }: { pledges: readonly GuestPledgeResult[] }) {
  return (
    <UndoLinkList
      testId="pledge-undo-links"
      title={pledges.length === 1 ? "Your pledge is saved" : "Your pledges are saved"}
      note={PLEDGE_UNDO_NOTE}
      onlyWay="It is the only way to take it back"
      links={pledges.map((pledge) => ({
        undoUrl: pledge.undoUrl,
        summary: (
          <>
            You pledged <span className="font-medium">{formatMoney(pledge.amountCents, pledge.currency)}</span> for{" "}
            <span className="font-medium">{pledge.itemName}</span>
          </>
        ),
        boxLabel: `Undo link for your pledge (${pledge.itemName})`,
        openLabel: `Open the undo page (your pledge for ${pledge.itemName})`,
      }))}
    />
  );
}

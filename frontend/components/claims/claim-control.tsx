"use client";

import { useId, useState } from "react";
import { Gift, HandHeart, Pencil, ShoppingBag, Undo2 } from "lucide-react";

import type { GuestPledgeActions } from "@/components/chip-in/guest-chip-in";
import { lazyComponent } from "@/components/lazy-component";
import { lazyDialog } from "@/components/lazy-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { saveWithFeedback } from "@/lib/forms";
import {
  claimStatusLabel,
  claimSummaryText,
  hasClaims,
  isStaleClaimError,
  leftText,
  maxClaimQuantity,
  myClaim,
  type ClaimEntry,
  type ClaimFields,
  type ClaimInput,
  type ClaimStatus,
  type GuestClaimInput,
  type GuestClaimResult,
} from "@/lib/claims";
import type { GivingItem, PublicChipIn } from "@/lib/chip-in";
import { cn } from "@/lib/utils";

// Dialogs load when first opened, not with the page.
// Chipping in, notes and questions load after the page (they are not part
// of its first load: every giver's page has a claim box); nothing stands
// in for them meanwhile.
const nothingYet = () => null;
const ChipInPanel = lazyComponent(
  () => import("@/components/chip-in/chip-in-panel").then((module) => module.ChipInPanel),
  nothingYet,
);
const GiversNotes = lazyComponent(
  () => import("@/components/chip-in/givers-notes").then((module) => module.GiversNotes),
  nothingYet,
);
const ItemQuestions = lazyComponent(
  () => import("@/components/chip-in/item-questions").then((module) => module.ItemQuestions),
  nothingYet,
);
const GuestChipIn = lazyComponent(
  () => import("@/components/chip-in/guest-chip-in").then((module) => module.GuestChipIn),
  nothingYet,
);

const ClaimDialog = lazyDialog(() => import("@/components/claims/claim-dialog").then((module) => module.ClaimDialog));
const GuestClaimDialog = lazyDialog(() =>
  import("@/components/claims/guest-claim-dialog").then((module) => module.GuestClaimDialog),
);

/** Why "I'll get this" is disabled. */
export const NOTHING_LEFT = "Every unit is claimed: nothing is left to get.";

/** A signed-in giver's claim requests (each puts the answer in the cache). */
export interface GiverClaimActions {
  /** Sets my claim (creates or changes it). */
  claim: (input: ClaimInput) => Promise<unknown>;
  /** Removes my claim. */
  unclaim: () => Promise<unknown>;
  /** After a refused claim (the units left moved, the item went): reload. */
  reload?: () => unknown;
}

/** A guest's claim on a public link. */
export interface GuestClaimActions {
  claim: (input: GuestClaimInput) => Promise<GuestClaimResult>;
  /** The claim was saved: show its undo link. */
  claimed: (result: GuestClaimResult) => void;
  reload?: () => unknown;
}

export type ClaimControlProps =
  | {
      /** A signed-in giver (a group list's member, a friend an item was shared with). */
      variant?: "giver";
      /** The item as the API answered me: without `claims` I am its recipient. */
      item: ClaimFields & { quantity: number };
      itemName: string;
      actions: GiverClaimActions;
      /** Claims are closed (an archived list): who claimed what, no buttons. */
      closed?: boolean;
      /**
       * The item's id and price (and whom to ask): with it, givers also get
       * "Chip in" in the box, and "Notes from givers" and "Ask a question"
       * under it (all after every change reload through `actions.reload`).
       */
      giving?: GivingItem;
    }
  | {
      /** A guest on a public link: only what is left, and the guest form. */
      variant: "guest";
      /** Units left; absent when the signed-in viewer is the item's recipient. */
      available: number | null | undefined;
      itemName: string;
      actions: GuestClaimActions;
      closed?: boolean;
      /** How far the givers' shared purchase of it is (absent: nobody chips in), with the guest's pledge. */
      chipIn?: PublicChipIn | null;
      pledgeActions?: GuestPledgeActions;
    };

/**
 * "I'll get this" on an item others can give: what is claimed ('N of M
 * claimed' / 'All claimed', or a guest's 'N left'), who claimed what, and
 * the buttons to claim, change, mark purchased and unclaim; with `giving`
 * (or a guest's `chipIn`), chipping in together, and for givers their notes
 * and questions under the box. Renders nothing for the item's recipient
 * (no `claims` / no `available`): not a hint.
 */
export function ClaimControl(props: ClaimControlProps) {
  if (props.variant === "guest") {
    if (props.available === undefined || props.available === null || props.closed) return null;
    return (
      <GuestClaimControl
        available={props.available}
        itemName={props.itemName}
        actions={props.actions}
        chipIn={props.chipIn}
        pledgeActions={props.pledgeActions}
      />
    );
  }
  const { item, giving, itemName, actions } = props;
  if (!hasClaims(item)) return null;
  const closed = props.closed ?? false;
  return (
    <>
      <GiverClaimControl
        quantity={item.quantity}
        claims={item.claims}
        claimedQuantity={item.claimedQuantity}
        available={item.available}
        itemName={itemName}
        actions={actions}
        closed={closed}
      >
        {giving ? (
          <ChipInPanel item={item} giving={giving} itemName={itemName} closed={closed} onChanged={actions.reload} />
        ) : null}
      </GiverClaimControl>
      {giving ? (
        <div className="grid gap-2 px-1">
          <GiversNotes itemId={giving.id} itemName={itemName} closed={closed} />
          {giving.ask ? (
            <ItemQuestions itemId={giving.id} itemName={itemName} whom={giving.ask.whom} closed={closed} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function ControlBox({ itemName, children }: { itemName: string; children: React.ReactNode }) {
  return (
    <div
      role="group"
      aria-label={`Claims on ${itemName}`}
      data-testid="claim-control"
      className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
    >
      {children}
    </div>
  );
}

function Summary({ children }: { children: React.ReactNode }) {
  return (
    <p data-testid="claim-summary" className="flex items-center gap-1.5 font-medium">
      <Gift className="size-4 text-primary" aria-hidden="true" />
      {children}
    </p>
  );
}

function ClaimButton({
  itemName,
  disabled,
  reasonId,
  onClick,
}: {
  itemName: string;
  disabled: boolean;
  reasonId: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={`I'll get this (${itemName})`}
      aria-describedby={disabled ? reasonId : undefined}
    >
      <HandHeart aria-hidden="true" />
      I&apos;ll get this
    </Button>
  );
}

function NothingLeft({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {NOTHING_LEFT}
    </p>
  );
}

const STATUS_STYLES: Record<ClaimStatus, string> = {
  reserved: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  purchased: "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge variant="outline" className={STATUS_STYLES[status]} data-status={status}>
      {claimStatusLabel(status)}
    </Badge>
  );
}

function ClaimRow({ claim }: { claim: ClaimEntry }) {
  return (
    <li data-testid="claim-entry" className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium break-words">{claim.giverName}</span>
      {claim.mine ? <span className="text-muted-foreground">(you)</span> : null}
      {claim.guest ? (
        <Badge variant="outline" title="Claimed on the public link">
          Guest
        </Badge>
      ) : null}
      <span className="text-muted-foreground">Qty {claim.quantity}</span>
      <ClaimStatusBadge status={claim.status} />
    </li>
  );
}

function GiverClaimControl({
  quantity,
  claims,
  claimedQuantity,
  available,
  itemName,
  actions,
  closed,
  children,
}: {
  quantity: number;
  claims: ClaimEntry[];
  claimedQuantity: number;
  available: number;
  itemName: string;
  actions: GiverClaimActions;
  closed: boolean;
  /** Under the claims and their buttons, inside the box (chipping in). */
  children?: React.ReactNode;
}) {
  const reasonId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const mine = myClaim(claims);
  const max = maxClaimQuantity(available, mine);
  const noneLeft = !mine && max <= 0;

  async function run(save: () => Promise<unknown>, success: { title: string; description?: string }) {
    setBusy(true);
    await saveWithFeedback({
      save: async () => {
        try {
          return await save();
        } catch (error) {
          if (isStaleClaimError(error)) void actions.reload?.();
          throw error;
        }
      },
      success,
      failure: "Failed to update your claim. Please try again.",
      preferServerMessage: true,
    });
    setBusy(false);
  }

  return (
    <ControlBox itemName={itemName}>
      <Summary>
        {claimSummaryText({ quantity, claimedQuantity, available })}{" "}
        {available > 0 ? (
          <span className="font-normal text-muted-foreground" data-testid="claim-left">
            · {leftText(available)}
          </span>
        ) : null}
      </Summary>
      {claims.length > 0 ? (
        <ul className="grid gap-1.5" aria-label="Who is getting it">
          {claims.map((claim) => (
            <ClaimRow key={claim.id} claim={claim} />
          ))}
        </ul>
      ) : null}
      {closed ? null : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {mine ? (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDialogOpen(true)}
                  disabled={busy}
                  aria-label={`Change my claim (${itemName})`}
                >
                  <Pencil aria-hidden="true" />
                  Change my claim
                </Button>
                {mine.status === "reserved" ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Mark purchased (${itemName})`}
                    onClick={() =>
                      void run(() => actions.claim({ status: "purchased" }), {
                        title: "Marked purchased",
                        description: `The other givers know you bought ${itemName}.`,
                      })
                    }
                  >
                    <ShoppingBag aria-hidden="true" />
                    Mark purchased
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className={cn("text-muted-foreground hover:text-destructive")}
                  disabled={busy}
                  aria-label={`Unclaim (${itemName})`}
                  onClick={() =>
                    void run(actions.unclaim, {
                      title: "Claim removed",
                      description: `You no longer plan to get ${itemName}.`,
                    })
                  }
                >
                  <Undo2 aria-hidden="true" />
                  Unclaim
                </Button>
              </>
            ) : (
              <ClaimButton
                itemName={itemName}
                disabled={noneLeft || busy}
                reasonId={reasonId}
                onClick={() => setDialogOpen(true)}
              />
            )}
          </div>
          {noneLeft ? <NothingLeft id={reasonId} /> : null}
          <ClaimDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            itemName={itemName}
            max={max}
            mine={mine}
            onClaim={actions.claim}
            onStale={actions.reload}
          />
        </>
      )}
      {children}
    </ControlBox>
  );
}

function GuestClaimControl({
  available,
  itemName,
  actions,
  chipIn,
  pledgeActions,
}: {
  available: number;
  itemName: string;
  actions: GuestClaimActions;
  chipIn: PublicChipIn | null | undefined;
  pledgeActions: GuestPledgeActions | undefined;
}) {
  const reasonId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const noneLeft = available <= 0;
  return (
    <ControlBox itemName={itemName}>
      <Summary>{leftText(available)}</Summary>
      <div className="flex flex-wrap items-center gap-2">
        <ClaimButton itemName={itemName} disabled={noneLeft} reasonId={reasonId} onClick={() => setDialogOpen(true)} />
      </div>
      {noneLeft ? <NothingLeft id={reasonId} /> : null}
      {noneLeft ? null : (
        <GuestClaimDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          itemName={itemName}
          available={available}
          onClaim={actions.claim}
          onClaimed={actions.claimed}
          onStale={actions.reload}
        />
      )}
      {pledgeActions ? <GuestChipIn chipIn={chipIn} itemName={itemName} actions={pledgeActions} /> : null}
    </ControlBox>
  );
}

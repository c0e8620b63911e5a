"use client";

import { useId, useState } from "react";
import { HandCoins } from "lucide-react";

import { ChipInProgress, ChipInSection } from "@/components/chip-in/chip-in-progress";
import { lazyDialog } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import {
  GUEST_CHIP_IN,
  NOTHING_LEFT_TO_PLEDGE,
  publicPledgedText,
  type GuestPledgeInput,
  type GuestPledgeResult,
  type PublicChipIn,
} from "@/lib/chip-in";

// Dialogs load when first opened, not with the page.
const GuestPledgeDialog = lazyDialog(() =>
  import("@/components/chip-in/guest-pledge-dialog").then((module) => module.GuestPledgeDialog),
);

/** A guest's pledge on a public link. */
export interface GuestPledgeActions {
  pledge: (input: GuestPledgeInput) => Promise<GuestPledgeResult>;
  /** The pledge was saved: show its undo link. */
  pledged: (result: GuestPledgeResult) => void;
  reload?: () => unknown;
}

/**
 * A guest's "Chip in" on a public list, while givers chip in for the item
 * and it is not bought: how far the pledges are ('€80.00 of €120.00 pledged
 * by 3 people', never who) and the guest's pledge form. Nothing otherwise.
 */
export function GuestChipIn({
  chipIn,
  itemName,
  actions,
}: {
  chipIn: PublicChipIn | null | undefined;
  itemName: string;
  actions: GuestPledgeActions;
}) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  if (!chipIn || chipIn.bought) return null;
  const noneLeft = chipIn.mostIMayPledgeCents <= 0;
  return (
    <ChipInSection itemName={itemName}>
      <p className="text-xs text-muted-foreground">Givers are putting money together for this: add your part.</p>
      <ChipInProgress chipIn={chipIn} text={publicPledgedText(chipIn)} />
      <Button
        size="sm"
        variant="outline"
        className="w-fit"
        disabled={noneLeft}
        aria-label={`${GUEST_CHIP_IN} (${itemName})`}
        aria-describedby={noneLeft ? reasonId : undefined}
        onClick={() => setOpen(true)}
      >
        <HandCoins aria-hidden="true" />
        {GUEST_CHIP_IN}
      </Button>
      {noneLeft ? (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {NOTHING_LEFT_TO_PLEDGE}
        </p>
      ) : (
        <GuestPledgeDialog
          open={open}
          onOpenChange={setOpen}
          itemName={itemName}
          chipIn={chipIn}
          onPledge={actions.pledge}
          onPledged={actions.pledged}
          onStale={actions.reload}
        />
      )}
    </ChipInSection>
  );
}

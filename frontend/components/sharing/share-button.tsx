"use client";

import { useState } from "react";
import { Share2 } from "lucide-react";

import { CardAction } from "@/components/card-action";
import { ShareDialog } from "@/components/sharing/share-dialog";
import type { ShareKind } from "@/hooks/use-sharing";

/** A card's Share action: the button, and the Share dialog it opens for that date or item. */
export function ShareButton({ kind, itemId, itemName }: { kind: ShareKind; itemId: number; itemName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CardAction icon={Share2} label={`Share ${itemName}`} onClick={() => setOpen(true)}>
        Share
      </CardAction>
      <ShareDialog kind={kind} itemId={itemId} itemName={itemName} open={open} onOpenChange={setOpen} />
    </>
  );
}

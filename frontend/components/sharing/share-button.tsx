"use client";

import { useState } from "react";
import { Share2 } from "lucide-react";

import { CardAction } from "@/components/card-action";
import { lazyDialog } from "@/components/lazy-dialog";
import type { ShareKind } from "@/hooks/use-sharing";

// Loads when first opened: a page of shareable cards carries no form until then.
const ShareDialog = lazyDialog(() => import("@/components/sharing/share-dialog").then((module) => module.ShareDialog));

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

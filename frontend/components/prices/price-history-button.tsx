"use client";

import { useState } from "react";
import { ChartLine } from "lucide-react";

import { CardAction } from "@/components/card-action";
import { lazyDialog } from "@/components/lazy-dialog";
import type { PricedItem } from "@/lib/prices";

// Loads when first opened: a page of cards carries no price chart or form until then.
const PriceHistoryDialog = lazyDialog(() =>
  import("@/components/prices/price-history-dialog").then((module) => module.PriceHistoryDialog),
);

/**
 * "Price history" on the card of an item I cannot edit (shared with me,
 * someone else's on a group list): opens a dialog with its prices and my
 * watch of it. (Items I edit show the same in their Edit dialog.) Show it
 * only for an item with a link: the watcher reads nothing else.
 */
export function PriceHistoryButton({ itemName, item }: { itemName: string; item: PricedItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CardAction icon={ChartLine} label={`Price history: ${itemName}`} onClick={() => setOpen(true)}>
        Price history
      </CardAction>
      <PriceHistoryDialog open={open} onOpenChange={setOpen} itemName={itemName} item={item} />
    </>
  );
}

"use client";

import { useState } from "react";
import { ChartLine } from "lucide-react";

import { CardAction } from "@/components/card-action";
import { FormDialog } from "@/components/form-dialog";
import { PriceWatch } from "@/components/prices/price-watch";
import type { PricedItem } from "@/lib/prices";

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
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
        title={itemName}
        description="Its price at the shop over time, and when to tell you it drops."
      >
        <PriceWatch item={item} />
      </FormDialog>
    </>
  );
}

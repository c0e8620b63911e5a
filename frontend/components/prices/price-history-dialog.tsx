"use client";

import { FormDialog, type DialogOpenProps } from "@/components/form-dialog";
import { PriceWatch } from "@/components/prices/price-watch";
import type { PricedItem } from "@/lib/prices";

/** The Price history dialog (`PriceHistoryButton` loads it when first opened): an item's prices and my watch of it. */
export function PriceHistoryDialog({ itemName, item, ...dialog }: DialogOpenProps & { itemName: string; item: PricedItem }) {
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={itemName}
      description="Its price at the shop over time, and when to tell you it drops."
    >
      <PriceWatch item={item} />
    </FormDialog>
  );
}

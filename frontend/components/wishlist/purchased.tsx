"use client";

import { useState } from "react";
import { CheckCircle2 } from "lucide-react";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { setWishlistItemPurchased, useRevalidateWishlist } from "@/hooks/use-wishlist";
import { saveWithFeedback } from "@/lib/forms";

/**
 * An item's purchased state, shown at once when toggled (before the server
 * answers), and the PATCH that changes it. Only on my own items: a friend
 * tells the other givers with a claim ("I'll get this") instead.
 */
export function usePurchased(itemId: number | undefined, stored: boolean) {
  const [pending, setPending] = useState<boolean | null>(null);
  const revalidate = useRevalidateWishlist();

  async function setPurchased(next: boolean) {
    if (itemId === undefined) return;
    setPending(next);
    await saveWithFeedback({
      save: async () => {
        await setWishlistItemPurchased(itemId, next);
        await revalidate();
      },
      failure: "Failed to update the item.",
    });
    setPending(null);
  }

  return { purchased: pending ?? stored, saving: pending !== null, setPurchased };
}

/** The green Purchased badge over a card's image. */
export function PurchasedBadge() {
  return (
    <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white shadow">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      Purchased
    </span>
  );
}

/**
 * The 'Mark purchased' checkbox row at the foot of a card, with `children`
 * (Mark received) at its end.
 */
export function MarkPurchased({
  id,
  state,
  children,
}: {
  id: string;
  state: ReturnType<typeof usePurchased>;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-lg bg-muted/50 px-3 py-1.5">
      <div className="flex min-h-8 items-center gap-2">
        <Checkbox
          id={id}
          checked={state.purchased}
          disabled={state.saving}
          onCheckedChange={(value) => void state.setPurchased(value === true)}
        />
        <Label htmlFor={id} className="font-normal">
          Mark purchased
        </Label>
      </div>
      {children}
    </div>
  );
}

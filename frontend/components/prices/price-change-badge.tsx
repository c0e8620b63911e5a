import { Tag, TrendingDown, TrendingUp, type LucideIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { priceChangeSeenText, priceChangeText, type PriceChange, type PriceDirection } from "@/lib/prices";
import { cn } from "@/lib/utils";

const LOOKS: Record<PriceDirection, { icon: LucideIcon; className: string }> = {
  drop: {
    icon: TrendingDown,
    className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200",
  },
  rise: {
    icon: TrendingUp,
    className: "bg-amber-100 text-amber-900 dark:bg-amber-950/50 dark:text-amber-200",
  },
  change: { icon: Tag, className: "bg-secondary text-secondary-foreground" },
};

/**
 * An item's last price change as its card shows it: "Price dropped to
 * $85.00 (was $95.00)" with a down arrow, "Price rose to ..." with an up
 * arrow (the words and the icon say it, not only the colour), and when it
 * was seen in the title. Nothing without a change.
 */
export function PriceChangeBadge({ change, className }: { change: PriceChange | null | undefined; className?: string }) {
  if (!change) return null;
  const { direction } = change;
  const { icon: Icon, className: look } = LOOKS[direction];
  return (
    <Badge
      data-testid="price-change"
      data-direction={direction}
      title={priceChangeSeenText(change)}
      className={cn("border-transparent text-left whitespace-normal", look, className)}
    >
      <Icon aria-hidden="true" />
      {priceChangeText(change)}
    </Badge>
  );
}

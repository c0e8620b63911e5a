import { HandCoins } from "lucide-react";

import { CHIP_IN_TITLE, progressPercent, type ChipIn } from "@/lib/chip-in";
import { cn } from "@/lib/utils";

/**
 * How far a shared purchase's pledges are: `text` ('€80.00 of €120.00
 * pledged'), then a bar that screen readers read as a progress bar saying
 * the same.
 */
export function ChipInProgress({
  chipIn,
  text,
  className,
}: {
  chipIn: Pick<ChipIn, "pledgedCents" | "targetCents">;
  text: string;
  className?: string;
}) {
  const percent = progressPercent(chipIn.pledgedCents, chipIn.targetCents);
  return (
    <div className={cn("grid gap-1.5", className)}>
      <p data-testid="chip-in-progress" className="text-sm">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label="Pledged"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The "Chip in" part of an item's claim box (a giver's or a guest's), named for the item. */
export function ChipInSection({ itemName, children }: { itemName: string; children: React.ReactNode }) {
  return (
    <section aria-label={`Chip in for ${itemName}`} data-testid="chip-in" className="grid gap-2 border-t pt-3">
      <h4 className="flex items-center gap-1.5 font-medium">
        <HandCoins className="size-4 text-primary" aria-hidden="true" />
        {CHIP_IN_TITLE}
      </h4>
      {children}
    </section>
  );
}

import { progressPercent, type ChipIn } from "@/lib/chip-in";
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

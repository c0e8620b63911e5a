import { chartReadings, formatPriceDate, priceHistoryLabel, type PriceReading } from "@/lib/prices";
import { cn } from "@/lib/utils";

const WIDTH = 300;
const HEIGHT = 80;
/** Room above the highest and below the lowest point, so the line is never cut. */
const PAD = 4;

/** The line's path through the amounts (oldest first), from the left edge to the right. */
export function chartPath(cents: readonly number[]): string {
  if (cents.length === 0) return "";
  const max = Math.max(...cents);
  const min = Math.min(...cents);
  const y = (value: number) =>
    max === min ? HEIGHT / 2 : PAD + ((max - value) / (max - min)) * (HEIGHT - 2 * PAD);
  const round = (n: number) => Math.round(n * 100) / 100;
  // One reading: a flat line across.
  const points =
    cents.length === 1
      ? [
          [0, y(cents[0])],
          [WIDTH, y(cents[0])],
        ]
      : cents.map((value, i) => [(i / (cents.length - 1)) * WIDTH, y(value)]);
  return points.map(([px, py], i) => `${i === 0 ? "M" : "L"}${round(px)} ${round(py)}`).join(" ");
}

/**
 * A small line chart of an item's price readings (given newest first, as
 * the API sends them; drawn oldest on the left), with the highest and the
 * lowest price beside it and the first and last day under it. The chart is
 * one image named by what it shows ("Price history: $100.00 to $85.00 over
 * 4 readings"); readings without an amount are left out. Nothing without
 * any amount.
 */
export function PriceChart({ readings, className }: { readings: readonly PriceReading[]; className?: string }) {
  const points = chartReadings(readings);
  if (points.length === 0) return null;
  const cents = points.map((r) => r.cents);
  // The first reading at the highest (lowest) amount, to show its text as read.
  const highest = points.find((r) => r.cents === Math.max(...cents)) ?? points[0];
  const lowest = points.find((r) => r.cents === Math.min(...cents)) ?? points[0];
  const oldest = points[0];
  const newest = points[points.length - 1];

  return (
    <div data-testid="price-chart" className={cn("grid gap-1", className)}>
      <div className="flex gap-2">
        <div className="flex min-w-14 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums">
          <span>
            <span className="sr-only">Highest </span>
            {highest.price}
          </span>
          <span>
            <span className="sr-only">Lowest </span>
            {lowest.price}
          </span>
        </div>
        <svg
          role="img"
          aria-label={priceHistoryLabel(points)}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-20 min-w-0 flex-1 overflow-visible rounded-md bg-muted/40 text-primary"
        >
          <line
            x1={0}
            x2={WIDTH}
            y1={PAD}
            y2={PAD}
            className="stroke-border"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - PAD}
            y2={HEIGHT - PAD}
            className="stroke-border"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          <path
            data-testid="price-chart-line"
            d={chartPath(cents)}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div aria-hidden="true" className="ml-16 flex justify-between text-xs text-muted-foreground">
        <span>{formatPriceDate(oldest.readAt)}</span>
        {points.length > 1 ? <span>{formatPriceDate(newest.readAt)}</span> : null}
      </div>
    </div>
  );
}

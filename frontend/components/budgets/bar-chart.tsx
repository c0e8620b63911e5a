import { chartSummary } from "@/components/budgets/budget-text";
import { chartRows } from "@/lib/budgets";
import { cn } from "@/lib/utils";

/** The chart's drawing units: it scales to its box (the viewBox), text and all. */
const WIDTH = 320;
const ROW = 26;
const BAR_HEIGHT = 14;
/** Names end here (right-aligned), bars start just after. */
const LABEL_END = 110;
const BAR_START = 116;
const BAR_MAX = WIDTH - BAR_START - 2;
/** The longest name drawn whole; longer ones are cut with '…' (the table beside has them whole). */
const LABEL_MAX = 15;

/** A name as the chart draws it: cut to fit before the bars. */
export function chartLabel(label: string): string {
  const chars = Array.from(label);
  return chars.length <= LABEL_MAX ? label : `${chars.slice(0, LABEL_MAX - 1).join("").trimEnd()}…`;
}

/**
 * A horizontal bar chart of amounts (hand-drawn SVG): a row per amount,
 * its name then its bar, the longest bar the largest amount. One image,
 * named by what it shows ('By person: Mum $70.00, Dad $40.00'); the table
 * beside it holds the same numbers for reading. Bars take the text colour
 * (`text-primary`) and the track the muted one, in light and dark alike.
 */
export function BarChart({
  title,
  rows,
  currency,
  className,
}: {
  title: string;
  rows: readonly { key: string; label: string; cents: number }[];
  currency: string;
  className?: string;
}) {
  const drawn = chartRows(rows);
  const height = Math.max(1, drawn.length) * ROW;
  return (
    <svg
      role="img"
      aria-label={chartSummary(title, rows, currency)}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className={cn("block h-auto w-full max-w-md text-primary", className)}
      data-testid="bar-chart"
    >
      {drawn.map((row, i) => {
        const y = i * ROW + (ROW - BAR_HEIGHT) / 2;
        const length = row.cents > 0 ? Math.max(2, row.share * BAR_MAX) : 0;
        return (
          <g key={row.key}>
            <text
              x={LABEL_END}
              y={i * ROW + ROW / 2}
              dy="0.35em"
              textAnchor="end"
              fontSize={11}
              className="fill-foreground"
            >
              {chartLabel(row.label)}
            </text>
            <rect x={BAR_START} y={y} width={BAR_MAX} height={BAR_HEIGHT} rx={3} className="fill-muted" />
            <rect x={BAR_START} y={y} width={length} height={BAR_HEIGHT} rx={3} fill="currentColor" data-bar={row.key} />
          </g>
        );
      })}
    </svg>
  );
}

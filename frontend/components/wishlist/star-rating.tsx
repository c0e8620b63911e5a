"use client";

import { useId } from "react";
import { Star } from "lucide-react";

import type { FormControlProps } from "@/components/ui/form-field";
import { RANKING_MAX, RANKING_MIN } from "@/lib/domain-rules";
import { cn } from "@/lib/utils";

const RANKS = Array.from({ length: RANKING_MAX - RANKING_MIN + 1 }, (_, i) => RANKING_MIN + i);

/** Read-only stars: `value` of 5 (halves round down), announced as one image. */
export function StarDisplay({
  value,
  label,
  className,
}: {
  value: number;
  /** Accessible text; defaults to '{value} out of 5 stars'. */
  label?: string;
  className?: string;
}) {
  const filled = Math.max(0, Math.min(RANKING_MAX, Math.floor(value)));
  return (
    <span
      role="img"
      aria-label={label ?? `${value} out of ${RANKING_MAX} stars`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {Array.from({ length: RANKING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn("size-3.5", i < filled ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}

/**
 * A 1-5 star picker: a radio group ('1 star' ... '5 stars') named by its
 * FormField's label (`aria-labelledby`).
 */
export function StarInput({
  value,
  onChange,
  name,
  ...control
}: FormControlProps & {
  value: number;
  onChange: (value: number) => void;
  name?: string;
}) {
  const uid = useId();
  const groupName = name ?? `${uid}-stars`;
  return (
    <div role="radiogroup" {...control} className="flex items-center gap-1">
      {RANKS.map((n) => (
        <label key={n} className="cursor-pointer rounded-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
          <input
            type="radio"
            name={groupName}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
            aria-label={n === 1 ? "1 star" : `${n} stars`}
          />
          <Star
            aria-hidden="true"
            className={cn(
              "size-6 transition-colors",
              n <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40 hover:text-amber-300",
            )}
          />
        </label>
      ))}
      <span className="ml-2 text-xs text-muted-foreground">{`${value} of ${RANKING_MAX}`}</span>
    </div>
  );
}

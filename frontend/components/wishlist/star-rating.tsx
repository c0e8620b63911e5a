"use client";

import { useId } from "react";
import { Star } from "lucide-react";

import { cn } from "@/lib/utils";

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
  const filled = Math.max(0, Math.min(5, Math.floor(value)));
  return (
    <span
      role="img"
      aria-label={label ?? `${value} out of 5 stars`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn("size-3.5", i < filled ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}

/** A 1-5 star picker: a radio group named by `label` ('1 star' ... '5 stars'). */
export function StarInput({
  value,
  onChange,
  label,
  name,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  name?: string;
}) {
  const uid = useId();
  const groupName = name ?? `${uid}-stars`;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
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
        <span className="ml-2 text-xs text-muted-foreground">{value} of 5</span>
      </div>
    </fieldset>
  );
}

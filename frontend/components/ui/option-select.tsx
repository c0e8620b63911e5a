"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { OptionSelectProps } from "@/components/ui/select-field";
import { cn } from "@/lib/utils";

// The Radix select behind OptionSelect (components/ui/select-field), a chunk
// of its own: pages load it after their first paint.

/**
 * A Select of `options`. The id and aria props (a FormField's control
 * props) go on the trigger, which is what the label names.
 */
export function RadixOptionSelect({
  options,
  value,
  onValueChange,
  onBlur,
  ref,
  placeholder,
  disabled,
  className,
  ...control
}: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...control} ref={ref} onBlur={onBlur} className={cn("w-full", className)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

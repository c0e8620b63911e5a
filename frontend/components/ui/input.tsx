import * as React from "react";
import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        className,
      )}
      {...props}
    />
  );
}

/**
 * An Input with a decorative icon at its start (a search box, a link box).
 * Every prop but `icon` and `wrapperClassName` goes to the input itself.
 */
function InputWithIcon({
  icon: Icon,
  wrapperClassName,
  className,
  ...props
}: React.ComponentProps<"input"> & { icon: LucideIcon; wrapperClassName?: string }) {
  return (
    <div data-slot="input-with-icon" className={cn("relative", wrapperClassName)}>
      <Icon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input className={cn("pl-9", className)} {...props} />
    </div>
  );
}

/**
 * An Input with a short unit after the text, inside its box (an amount's
 * currency: 'USD'). The unit is decorative: say it in the field's label or
 * description too. Every prop but `suffix` and `wrapperClassName` goes to
 * the input itself.
 */
function InputWithSuffix({
  suffix,
  wrapperClassName,
  className,
  ...props
}: React.ComponentProps<"input"> & { suffix: React.ReactNode; wrapperClassName?: string }) {
  return (
    <div data-slot="input-with-suffix" className={cn("relative", wrapperClassName)}>
      <Input className={cn("pr-14", className)} {...props} />
      <span
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm font-medium text-muted-foreground"
        aria-hidden="true"
      >
        {suffix}
      </span>
    </div>
  );
}

export { Input, InputWithIcon, InputWithSuffix };

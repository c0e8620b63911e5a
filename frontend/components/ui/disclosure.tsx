"use client";

import { useId, useState } from "react";
import { ChevronDown, type LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/**
 * A section that opens on a button (`aria-expanded`): its title, then,
 * while open, `children`. Closed, the children are not rendered at all, so
 * what they load (a list from the API) waits until someone opens it.
 */
export function Disclosure({
  title,
  icon: Icon,
  className,
  testId,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <div data-testid={testId} className={cn("grid gap-2 text-sm", className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex w-fit items-center gap-1.5 rounded-md font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
        {title}
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <div id={contentId} hidden={!open} className="grid gap-2">
        {open ? children : null}
      </div>
    </div>
  );
}

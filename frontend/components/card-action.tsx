"use client";

import type { LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * One action on a card (Share, Edit, Delete, the reminder): a quiet ghost
 * button that screen readers know by `label` ("Delete Mum's Birthday").
 * With `children` it shows that text beside the icon (a row may hide it
 * where it is short of room: `data-card-action-label`); without, it is an
 * icon button. A `destructive` one turns red on hover. Other button props
 * pass through (a menu's trigger sets its own `onClick`, ref and state).
 */
export function CardAction({
  icon: Icon,
  label,
  onClick,
  destructive = false,
  className,
  children,
  ...button
}: {
  icon: LucideIcon;
  label: string;
  onClick?: React.MouseEventHandler<HTMLButtonElement>;
  destructive?: boolean;
  className?: string;
  children?: React.ReactNode;
} & Omit<React.ComponentProps<"button">, "children" | "className" | "onClick" | "aria-label" | "type">) {
  return (
    <Button
      type="button"
      variant="ghost"
      size={children ? "sm" : "icon"}
      className={cn("text-muted-foreground", !children && "size-8", destructive && "hover:text-destructive", className)}
      {...button}
      onClick={onClick}
      aria-label={label}
    >
      <Icon aria-hidden="true" />
      {children ? <span data-card-action-label>{children}</span> : null}
    </Button>
  );
}

import Link from "next/link";
import { Gift } from "lucide-react";

import { cn } from "@/lib/utils";

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn("flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground", className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Gift className="size-4.5" aria-hidden="true" />
      </span>
      Presently
    </Link>
  );
}

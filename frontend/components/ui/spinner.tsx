import * as React from "react";
import { Loader2 } from "lucide-react";

import { cn } from "@/lib/utils";

function Spinner({ className, label = "Loading", ...props }: React.ComponentProps<"div"> & { label?: string }) {
  return (
    <div role="status" aria-live="polite" data-slot="spinner" className={cn("flex items-center justify-center", className)} {...props}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Full-page spinner shown while the auth status loads. */
function PageSpinner() {
  return <Spinner className="min-h-screen" data-testid="page-spinner" />;
}

export { Spinner, PageSpinner };

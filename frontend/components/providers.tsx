"use client";

import { SWRConfig } from "swr";

import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { swrConfig } from "@/lib/swr-config";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </SWRConfig>
  );
}

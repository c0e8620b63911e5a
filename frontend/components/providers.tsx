"use client";

import dynamic from "next/dynamic";
import { SWRConfig } from "swr";

import { swrConfig } from "@/lib/swr-config";

// The toasts' region (Radix Toast) loads after the page: nothing in it
// shows at first, and a toast raised before it is there waits in the toast
// store until it is.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((module) => module.Toaster), { ssr: false });

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <Toaster />
    </SWRConfig>
  );
}

"use client";

import { ComingSoon } from "@/components/coming-soon";
import { useRouteParam } from "@/hooks/use-route-param";

/** Placeholder for a dynamic route; shows the id read from the URL. */
export function DynamicPlaceholder({ title, paramLabel }: { title: string; paramLabel: string }) {
  const param = useRouteParam();
  return (
    <ComingSoon title={title}>
      {param ? (
        <p className="text-sm text-muted-foreground">
          {paramLabel}: <span className="font-mono">{param}</span>
        </p>
      ) : null}
    </ComingSoon>
  );
}

"use client";

import { useMeta } from "@/hooks/use-meta";

/** The configured support address (`GET /api/meta`), as a mailto: link. */
export function SupportEmailLink({ subject, className }: { subject?: string; className?: string }) {
  const { meta } = useMeta();
  const href = `mailto:${meta.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <a href={href} className={className} data-testid="support-email">
      {meta.supportEmail}
    </a>
  );
}

import { PartyPopper } from "lucide-react";

import { Badge } from "@/components/ui/badge";

export const REGISTRY_LABEL = "Registry";

/**
 * "Registry": a list guests buy from by its public link (a wedding, a new
 * baby, a new home). The one badge for it: my list's details, its public
 * page, Find a list, a friend's list and a friend's lists.
 */
export function RegistryBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" data-testid="registry-badge" className={className}>
      <PartyPopper aria-hidden="true" />
      {REGISTRY_LABEL}
    </Badge>
  );
}

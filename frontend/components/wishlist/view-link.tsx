import { ExternalLink } from "lucide-react";

import { Button } from "@/components/ui/button";

/** A wishlist item's shop link as the cards show it: a View button opening a new tab. */
export function ViewLink({ url }: { url: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        View
      </a>
    </Button>
  );
}

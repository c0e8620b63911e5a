import { Gift } from "lucide-react";

import { givenByText } from "@/lib/claims";

/** The reveal, for the person a gift is for: 'Sam and Ann got you this'. Nothing without names. */
export function GivenBy({ names }: { names: readonly string[] | null | undefined }) {
  const text = givenByText(names);
  if (!text) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium" data-testid="given-by">
      <Gift className="size-4 text-primary" aria-hidden="true" />
      {text}
    </p>
  );
}

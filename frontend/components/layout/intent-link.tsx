"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link whose page is prefetched only once someone shows they may open it
 * (the pointer over it, a touch), and then once. For links on every page
 * (the header, the tab bar, the footer) and for grids of cards: Next
 * prefetches every link as it comes into view, so these would fetch each
 * page they lead to on every page load. Until then `prefetch={false}` (no
 * prefetch in view nor on hover); after, Next's own prefetch of this link,
 * which its router keeps, so hovering again fetches nothing.
 */
export function IntentLink({ onMouseEnter, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? undefined : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setIntent(true);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        setIntent(true);
      }}
    />
  );
}

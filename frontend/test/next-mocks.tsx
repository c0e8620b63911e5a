import type { AnchorHTMLAttributes } from "react";
import { vi } from "vitest";

/** A stand-in for next/link outside the Next router. */
export function MockLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export const pathnameMock = vi.fn(() => "/");

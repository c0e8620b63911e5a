import type { AnchorHTMLAttributes } from "react";
import { vi } from "vitest";

/**
 * A stand-in for next/link outside the Next router. A `prefetch` it is
 * given shows as `data-prefetch` ("false", "true", "auto"), so tests can
 * read what a link would prefetch; absent, Next's default.
 */
export function MockLink({
  href,
  children,
  prefetch,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | "auto" | null }) {
  return (
    <a href={href} data-prefetch={prefetch === undefined || prefetch === null ? undefined : String(prefetch)} {...rest}>
      {children}
    </a>
  );
}

export const pathnameMock = vi.fn(() => "/");

/** A stand-in for next/navigation's router: `push` and `replace` record where the app went. */
export const routerMock = {
  push: vi.fn<(href: string) => void>(),
  replace: vi.fn<(href: string) => void>(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

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

/** A stand-in for next/navigation's router: `push` and `replace` record where the app went. */
export const routerMock = {
  push: vi.fn<(href: string) => void>(),
  replace: vi.fn<(href: string) => void>(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

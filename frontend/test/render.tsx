import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { SWRConfig } from "swr";
import { vi } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { swrConfig } from "@/lib/swr-config";

/** Renders with the app's SWR config and a fresh cache per test. */
export function renderWithSwr(ui: ReactElement) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>,
  );
}

/** renderWithSwr with the app's Toaster beside `ui`, so its toasts can be read. */
export function renderWithToaster(ui: ReactElement) {
  return renderWithSwr(
    <>
      {ui}
      <Toaster />
    </>,
  );
}

/**
 * Renders an open dialog (with the Toaster): `build` makes it with the
 * `onOpenChange` mock it gets. Returns the mock and the dialog, found by
 * its accessible `name` when one is given.
 */
export function renderOpenDialog(build: (onOpenChange: (open: boolean) => void) => ReactElement, name?: string) {
  const onOpenChange = vi.fn<(open: boolean) => void>();
  renderWithToaster(build(onOpenChange));
  return { onOpenChange, dialog: screen.getByRole("dialog", name === undefined ? {} : { name }) };
}

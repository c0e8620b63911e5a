import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { SWRConfig } from "swr";

import { swrConfig } from "@/lib/swr-config";

/** Renders with the app's SWR config and a fresh cache per test. */
export function renderWithSwr(ui: ReactElement) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>,
  );
}

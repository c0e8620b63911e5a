import type { SWRConfiguration } from "swr";

import { fetcher } from "@/lib/api";
import { redirectToLogin, isUnauthorizedError } from "@/lib/auth-redirect";

/**
 * Spec section 7: cached data is never stale, no refetch on focus or
 * reconnect, no polling, no automatic retry. A 401 from any loader shows the
 * 'Unauthorized' toast and goes to login (a hook may override `onError`).
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  refreshInterval: 0,
  onError(error: unknown) {
    if (isUnauthorizedError(error)) redirectToLogin();
  },
};

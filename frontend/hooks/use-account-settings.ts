"use client";

import { useCallback } from "react";

import { useApi } from "@/hooks/use-api";
import { updateAccountSettings, type AccountSettingValues } from "@/lib/account";
import { browserLocale, currencyOfLocale } from "@/lib/currency";

/**
 * `GET /api/account/settings`: the defaults for new dates and lists and the
 * email reminder switch. `save` sends all four settings
 * (`PUT /api/account/settings`) and keeps the answer.
 *
 * The forms that only take defaults from it (Add Date, a new group list)
 * read `settings` and keep their own defaults while it is undefined
 * (loading, or failed). With `enabled` false nothing is loaded (an edit
 * form, which has its own values).
 */
export function useAccountSettings({ enabled = true }: { enabled?: boolean } = {}) {
  const { data, error, isLoading, mutate } = useApi(enabled ? "/api/account/settings" : null);

  const save = useCallback(
    async (next: AccountSettingValues) => {
      const saved = await updateAccountSettings(next);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );

  return { settings: data, error: error as unknown, isLoading, save };
}

/**
 * The currency budgets and spending are kept in: the one chosen in
 * Settings (`chosen`), else the one the browser's language suggests.
 * While the settings load (or when they fail) it is the browser's.
 */
export function useHomeCurrency() {
  const { settings, isLoading } = useAccountSettings();
  const chosen = settings?.homeCurrency ?? null;
  return { currency: chosen ?? currencyOfLocale(browserLocale()), chosen: chosen !== null, isLoading };
}

/** `GET /api/time-zones` (public): every IANA name the server accepts, sorted. */
export function useTimeZones() {
  const { data, error, isLoading } = useApi("/api/time-zones", undefined, {
    // The list only fills a select; the current zone is offered without it.
    onError: () => {},
  });
  return { zones: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

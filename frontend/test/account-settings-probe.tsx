"use client";

import { useAccountSettings } from "@/hooks/use-account-settings";
import type { AccountSettings } from "@/lib/account";

/** Shows whether the account settings have loaded, so a test can wait for a form's defaults. */
export function AccountSettingsProbe() {
  const { settings } = useAccountSettings();
  return <p data-testid="account-settings-probe">{settings ? "loaded" : "loading"}</p>;
}

export function accountSettings(overrides: Partial<AccountSettings> = {}): AccountSettings {
  return {
    reminderDays: 7,
    reminderDelivery: "dashboard",
    emailReminders: true,
    emailCircle: false,
    emailAvailable: true,
    listByDefault: false,
    homeCurrency: null,
    digest: "weekly",
    digestDay: "monday",
    digestHour: 8,
    nudges: true,
    country: null,
    ...overrides,
  };
}

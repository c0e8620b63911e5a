import type { Metadata } from "next";

import { AccessTokensCard } from "@/components/account/access-tokens-card";
import {
  DigestCard,
  FindListCard,
  HolidaysCard,
  HomeCurrencyCard,
  NudgesCard,
  RemindersCard,
} from "@/components/account/account-settings-cards";
import { DeleteAccountCard } from "@/components/account/delete-account-card";
import { YourDataCard } from "@/components/account/your-data-card";
import { AssistantSettingsCard } from "@/components/assistant/assistant-settings-card";
import { SignOutEverywhereCard } from "@/components/auth/sign-out-everywhere-card";
import { CalendarFeedCard } from "@/components/calendar/calendar-feed-card";

export const metadata: Metadata = { title: "Settings" };

export default function Page() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">Manage how Presently keeps you on time, and your data.</p>
      </div>
      <RemindersCard />
      <DigestCard />
      <NudgesCard />
      <FindListCard />
      <HomeCurrencyCard />
      <HolidaysCard />
      <YourDataCard />
      <CalendarFeedCard />
      <AssistantSettingsCard />
      <AccessTokensCard />
      <SignOutEverywhereCard />
      <DeleteAccountCard />
    </div>
  );
}

"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { HeartHandshake } from "lucide-react";

import { ContactList } from "@/components/contacts/contact-list";
import { FriendsTab } from "@/components/friends/friends-tab";
import { IntentLink } from "@/components/layout/intent-link";
import { RequestsTab } from "@/components/friends/requests-tab";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFriendRequests } from "@/hooks/use-friends";

// The Find friends tab (a form, and its validation) loads when it is first shown.
const FindFriendsTab = dynamic(
  () => import("@/components/friends/find-friends-tab").then((module) => module.FindFriendsTab),
  { ssr: false, loading: () => <Spinner className="min-h-32" /> },
);

export const CIRCLE_TABS = ["contacts", "friends", "requests", "find"] as const;
export type CircleTab = (typeof CIRCLE_TABS)[number];

/** `?tab=requests` etc.; anything else is the Contacts tab. */
export function tabFromSearch(search: string): CircleTab {
  const value = new URLSearchParams(search).get("tab");
  return (CIRCLE_TABS as readonly string[]).includes(value ?? "") ? (value as CircleTab) : "contacts";
}

function initialTab(): CircleTab {
  return typeof window === "undefined" ? "contacts" : tabFromSearch(window.location.search);
}

export const FAMILY_LINK = "People you look after";

/**
 * `/friends`: the My Circle page with its four tabs (the tab is kept in
 * `?tab=`), and the way to Family: the people and pets I look after.
 */
export function MyCirclePage() {
  const [tab, setTab] = useState<CircleTab>(initialTab);
  const { pendingCount } = useFriendRequests();

  function changeTab(value: string) {
    const next = (CIRCLE_TABS as readonly string[]).includes(value) ? (value as CircleTab) : "contacts";
    setTab(next);
    const url = new URL(window.location.href);
    if (next === "contacts") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Circle</h1>
          <p className="mt-1 text-muted-foreground">The people you shop for, and friends to share plans with.</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <IntentLink href="/family">
            <HeartHandshake aria-hidden="true" />
            {FAMILY_LINK}
          </IntentLink>
        </Button>
      </div>

      <Tabs value={tab} onValueChange={changeTab} className="gap-5">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-9 sm:w-fit">
          <TabsTrigger value="contacts" className="px-3 py-1.5">
            Contacts
          </TabsTrigger>
          <TabsTrigger value="friends" className="px-3 py-1.5">
            Friends
          </TabsTrigger>
          <TabsTrigger value="requests" className="px-3 py-1.5">
            Requests
            {pendingCount > 0 ? (
              <span
                data-testid="requests-count"
                aria-label={`${pendingCount} pending`}
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
              >
                {pendingCount}
              </span>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="find" className="px-3 py-1.5">
            Find Friends
          </TabsTrigger>
        </TabsList>

        <TabsContent value="contacts">
          <ContactList />
        </TabsContent>
        <TabsContent value="friends">
          <FriendsTab onFindFriends={() => changeTab("find")} />
        </TabsContent>
        <TabsContent value="requests">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="find">
          <FindFriendsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

"use client";

import { useContacts } from "@/hooks/use-contacts";
import { useDependants } from "@/hooks/use-dependants";
import { useFriends } from "@/hooks/use-friends";
import { giftPeopleOf, type GiftPerson } from "@/lib/save-as-idea";

/**
 * Everyone I keep gifts for (`giftPeopleOf`: my contacts, friends and those
 * I look after, each person once), once all three lists are in. `failed`
 * when any of them could not load.
 */
export function useGiftPeople(): { people: GiftPerson[]; isLoading: boolean; failed: boolean } {
  const contacts = useContacts();
  const friends = useFriends();
  const family = useDependants();
  return {
    people: giftPeopleOf(contacts.contacts, friends.friends, family.dependants),
    isLoading: contacts.isLoading || friends.isLoading || family.isLoading,
    failed: Boolean(contacts.error || friends.error || family.error),
  };
}

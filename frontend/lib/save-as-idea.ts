// "Save as an idea" (issue 43): something for someone else kept as a gift
// idea on that person's page, from an idea card, a captured product or an
// item on a friend's or a group list. Whom it may be for (my contacts, my
// friends, those I look after, each person once), whom it is for at first,
// and the idea as the body of `POST /api/gifts`.

import type { NewGiftBody } from "@/hooks/use-gifts";
import { isValidUrl, type Contact } from "@/lib/contacts";
import type { Schemas } from "@/lib/api";
import type { PersonRef } from "@/lib/gifts";
import { wishlistPrefillOf, type RecommendationItem } from "@/lib/recommendations";
import { isAmount } from "@/lib/money";
import { displayName } from "@/lib/user";
import type { IdeaPrefill } from "@/lib/idea-prefill";

export { ideaOfItem, type IdeaPrefill } from "@/lib/idea-prefill";

type Friend = Schemas["FriendResponse"];
type Dependant = Schemas["DependantResponse"];

/** Which list a person comes from, and so the group they are shown in. */
export type GiftPersonGroup = "contacts" | "friends" | "family";

/** Someone I keep gifts for: how the API names them, and as whom they are shown. */
export interface GiftPerson {
  /** The select's value: `contact:12`, `friend:5`, `dependant:3`. */
  key: string;
  ref: PersonRef;
  name: string;
  group: GiftPersonGroup;
  /** The names a card may call them by (lower-cased): their name, a friend's first name. */
  aliases: string[];
  /** The keys of the friends who are this contact (one address): a list's owner may be one. */
  sameAs: string[];
}


/**
 * Whom the dialog has chosen at first: the one a card names (`Mom`, which
 * may be no one of mine), or exactly this person (a friend whose list it is).
 */
export type IdeaFor = { name: string | null } | { ref: PersonRef };

/** The select's groups, in order, with their labels. */
export const GIFT_PERSON_GROUPS: readonly { group: GiftPersonGroup; label: string }[] = [
  { group: "contacts", label: "Contacts" },
  { group: "friends", label: "Friends" },
  { group: "family", label: "Family" },
];

function clean(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

function lower(value: string | null | undefined): string {
  return clean(value).toLowerCase();
}

/** `contact:12`, `friend:5` or `dependant:3`: one person, as a select's value. */
export function personKey(ref: PersonRef): string {
  if ("contactId" in ref) return `contact:${ref.contactId}`;
  if ("friendId" in ref) return `friend:${ref.friendId}`;
  return `dependant:${ref.dependantId}`;
}

/** A friend as shown: 'Ben Cole', else the part of the address before '@', else 'A friend'. */
export function friendName(friend: Pick<Friend, "firstName" | "lastName" | "email">): string {
  return displayName(friend) || clean(friend.email) || "A friend";
}

/** The names a friend may be called by: the first name and the full name. */
function friendAliases(friend: Pick<Friend, "firstName" | "lastName" | "email">): string[] {
  const first = lower(friend.firstName);
  const full = [first, lower(friend.lastName)].filter(Boolean).join(" ");
  return [first, full, lower(friendName(friend))].filter(Boolean);
}

function unique(values: string[]): string[] {
  return Array.from(new Set(values));
}

/**
 * Everyone I keep gifts for, grouped: my contacts, then my friends, then
 * those I look after, each list in the order the API answered it. A friend
 * whose address is one of my contacts' (any case) is that contact, as the
 * server's person page has it: listed once, as the contact, who may then
 * be called by the friend's names too.
 */
export function giftPeopleOf(
  contacts: readonly Pick<Contact, "id" | "name" | "email">[],
  friends: readonly Pick<Friend, "id" | "firstName" | "lastName" | "email">[],
  dependants: readonly Pick<Dependant, "id" | "name">[],
): GiftPerson[] {
  const contactPeople = contacts.map((contact): GiftPerson => {
    const ref = { contactId: contact.id };
    return {
      key: personKey(ref),
      ref,
      name: contact.name,
      group: "contacts",
      aliases: [lower(contact.name)],
      sameAs: [],
    };
  });
  const byEmail = new Map<string, GiftPerson>();
  contacts.forEach((contact, index) => {
    const email = lower(contact.email);
    if (email && !byEmail.has(email)) byEmail.set(email, contactPeople[index]);
  });

  const friendPeople: GiftPerson[] = [];
  for (const friend of friends) {
    const contact = byEmail.get(lower(friend.email));
    if (contact) {
      contact.aliases = unique([...contact.aliases, ...friendAliases(friend)]);
      contact.sameAs.push(personKey({ friendId: friend.id }));
      continue;
    }
    const ref = { friendId: friend.id };
    friendPeople.push({
      key: personKey(ref),
      ref,
      name: friendName(friend),
      group: "friends",
      aliases: unique(friendAliases(friend)),
      sameAs: [],
    });
  }

  const family = dependants.map((dependant): GiftPerson => {
    const ref = { dependantId: dependant.id };
    return {
      key: personKey(ref),
      ref,
      name: dependant.name,
      group: "family",
      aliases: [lower(dependant.name)],
      sameAs: [],
    };
  });
  return [...contactPeople, ...friendPeople, ...family];
}

/**
 * The person a card names (`Mom`): the first, in the select's order, whose
 * name is it, in any case (a contact's name, a friend's first or full name,
 * the name of someone I look after). Null when the card names no one, or
 * no one of mine.
 */
export function personNamed(people: readonly GiftPerson[], name: string | null | undefined): GiftPerson | null {
  const wanted = lower(name);
  if (!wanted) return null;
  return people.find((person) => person.aliases.includes(wanted)) ?? null;
}

/**
 * The person `ref` names, as the select lists them: a friend who is one of
 * my contacts (one address) is that contact. Null when they are none of
 * mine (no longer a friend, say).
 */
export function personWithRef(people: readonly GiftPerson[], ref: PersonRef): GiftPerson | null {
  const key = personKey(ref);
  return people.find((person) => person.key === key || person.sameAs.includes(key)) ?? null;
}

/** Whom the dialog chooses at first (`IdeaFor`): null for no one, or no one of mine. */
export function personFor(people: readonly GiftPerson[], wanted: IdeaFor | null | undefined): GiftPerson | null {
  if (!wanted) return null;
  return "ref" in wanted ? personWithRef(people, wanted.ref) : personNamed(people, wanted.name);
}

/** An idea card as an idea: its name, and the link, price and shop the Add to Wishlist form would take. */
export function ideaOfCard(item: RecommendationItem): IdeaPrefill {
  const prefill = wishlistPrefillOf(item);
  return { name: item.name, link: prefill.url, price: prefill.price, shop: prefill.whereToBuy };
}


/** Currencies a price may start with, as the API's codes. */
const CURRENCY_SYMBOLS: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP" };

/**
 * A card's price as the gifts API takes it: a plain amount ("24.99", at
 * most two decimals), its leading currency symbol taken off (and named as
 * the currency when it is $, € or £). Null for anything else ("$189/night",
 * "1,299", "From $20"): better no price than a wrong one.
 */
export function ideaPriceOf(text: string | null | undefined): { price: string; currency?: string } | null {
  const trimmed = clean(text);
  const symbol = trimmed.charAt(0);
  const currency = CURRENCY_SYMBOLS[symbol];
  const amount = (currency ? trimmed.slice(1) : trimmed).trim();
  if (!isAmount(amount)) return null;
  return currency ? { price: amount, currency } : { price: amount };
}

/**
 * The idea as a new one for `person`, named `name` (as typed): its link
 * (when a web address), its price (`ideaPriceOf`) and where it is sold,
 * when it has them. The status is the server's default: an idea.
 */
export function newIdeaBody(person: PersonRef, idea: IdeaPrefill, name: string): NewGiftBody {
  const body: NewGiftBody = { ...person, name: name.trim() };
  const link = clean(idea.link);
  if (link && isValidUrl(link)) body.link = link;
  const price = ideaPriceOf(idea.price);
  if (price) Object.assign(body, price);
  const shop = clean(idea.shop);
  if (shop) body.shop = shop;
  return body;
}

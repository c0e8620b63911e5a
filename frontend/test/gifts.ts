import type { Friend } from "@/hooks/use-friends";
import type { Gift, PersonDate, PersonPage } from "@/hooks/use-gifts";
import type { Contact } from "@/lib/contacts";
import type { dependant } from "@/test/dependants";

/** The warning the server gives for a repeat of the Dutch oven. */
export const REPEAT_MESSAGE = "You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025";

/** A gift I keep for Mum (contact 12): given at Christmas 2025, nothing else set. */
export function gift(overrides: Partial<Gift> = {}): Gift {
  return {
    id: 100,
    contactId: 12,
    friendId: null,
    dependantId: null,
    direction: "given",
    status: "given",
    name: "Le Creuset Dutch Oven",
    link: null,
    price: null,
    currency: null,
    shop: null,
    occasion: null,
    occasionDate: null,
    notes: null,
    thankYouSent: false,
    createdAt: "2026-01-10T10:00:00Z",
    updatedAt: "2026-01-10T10:00:00Z",
    ...overrides,
  };
}

/** Mum's birthday, in 12 days. */
export function personDate(overrides: Partial<PersonDate> = {}): PersonDate {
  return { id: 7, title: "Mum's Birthday", type: "birthday", nextOccurrence: "2026-03-14", daysUntil: 12, ...overrides };
}

/** An idea: a cashmere scarf, €45 at John Lewis. */
export const SCARF = gift({
  id: 101,
  status: "idea",
  name: "Cashmere scarf",
  link: "https://shop.example.com/scarf",
  price: "45.00",
  currency: "EUR",
  shop: "John Lewis",
});

/** Given at Christmas 2025. */
export const DUTCH_OVEN = gift({
  id: 102,
  name: "Le Creuset Dutch Oven",
  price: "250.00",
  currency: "USD",
  occasion: "Christmas",
  occasionDate: "2025-12-25",
});

/** Bought for her birthday in 2026, not given yet. */
export const BOOK = gift({ id: 103, status: "bought", name: "Poetry book", occasionDate: "2026-03-14" });

/** Given in 2024, no occasion day: its year is when it was kept. */
export const PLANT = gift({ id: 104, name: "Fig plant", createdAt: "2024-05-01T09:00:00Z" });

/** What Mum gave me last Christmas; no thank-you yet. */
export const MITTENS = gift({
  id: 105,
  direction: "received",
  name: "Knitted mittens",
  occasion: "Christmas",
  occasionDate: "2025-12-25",
});

/**
 * Mum's page: my contact 12 (a parent who likes gardening and jazz), her
 * birthday coming, one idea, three given over three years, one received.
 */
export function personPage(overrides: Partial<PersonPage> = {}): PersonPage {
  return {
    name: "Mum",
    contacts: [{ id: 12, name: "Mum" }],
    friendId: null,
    friendLinkedByHand: false,
    dependantId: null,
    relationship: "parent",
    interests: ["gardening", "jazz"],
    dates: [personDate()],
    ideas: [SCARF],
    given: [BOOK, DUTCH_OVEN, PLANT],
    received: [MITTENS],
    budgets: [],
    ...overrides,
  };
}

/** A page with nothing kept yet, and no dates. */
export function emptyPersonPage(overrides: Partial<PersonPage> = {}): PersonPage {
  return personPage({ relationship: null, interests: [], dates: [], ideas: [], given: [], received: [], ...overrides });
}

/** One of my contacts, as `GET /api/contacts` answers it: nothing but its name (and `overrides`). */
export function contact(overrides: Partial<Contact> & Pick<Contact, "id" | "name">): Contact {
  return {
    email: null,
    interests: [],
    phone: null,
    photoUrl: null,
    preferences: null,
    relationship: null,
    ...overrides,
  };
}

/** One of my friends, as `GET /api/friends` answers it: no name unless given. */
export function friend(overrides: Partial<Friend> & Pick<Friend, "id">): Friend {
  return {
    email: null,
    firstName: null,
    lastName: null,
    friendshipId: 900 + overrides.id,
    profileImageUrl: null,
    ...overrides,
  };
}

/** The lists Save as an idea chooses from: my contacts, friends and those I look after (none unless given). */
export function ideaPeopleRoutes({
  contacts = [],
  friends = [],
  dependants = [],
}: {
  contacts?: Contact[];
  friends?: Friend[];
  dependants?: ReturnType<typeof dependant>[];
}) {
  return {
    "GET /api/contacts": contacts,
    "GET /api/friends": friends,
    "GET /api/dependants": dependants,
  };
}

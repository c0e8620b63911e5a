import type { Exchange, ExchangeSummary, MyPair, Participant, Question } from "@/hooks/use-exchanges";

/** Someone in an exchange: Ben Cole (participant 12), joined, not mine. */
export function participant(overrides: Partial<Participant> = {}): Participant {
  return { id: 12, name: "Ben Cole", joined: true, mine: false, me: false, looked: null, bought: null, hints: null, ...overrides };
}

/** Ada Lovelace (participant 11), as the organiser sees herself: me, not looked. */
export const ADA = participant({ id: 11, name: "Ada Lovelace", mine: true, me: true, looked: false, bought: false });
export const BEN = participant({ id: 12, name: "Ben Cole", looked: false });
export const CAT = participant({ id: 13, name: "Cat Diaz", looked: false });

/** Ada's own pair, before the draw (or before she looks). */
export function myPair(overrides: Partial<MyPair> = {}): MyPair {
  return { giver: 11, giverName: "Ada Lovelace", recipient: null, looked: false, bought: false, ...overrides };
}

/**
 * "Family Christmas" (exchange 9) on 24 December 2026, organised by Ada
 * (user 1, participant 11) with Ben and Cat in it; not drawn, no
 * exclusions, a draw fits.
 */
export function exchange(overrides: Partial<Exchange> = {}): Exchange {
  return {
    id: 9,
    name: "Family Christmas",
    date: "2026-12-24",
    budget: "25.00",
    currency: "EUR",
    message: "Gifts under the tree at Grandma's.",
    singleLoop: false,
    avoidLastYears: 1,
    organiserName: "Ada Lovelace",
    iOrganise: true,
    organiserSeesPairs: false,
    revealed: false,
    canRedrawSilently: false,
    participants: [ADA, BEN, CAT],
    myPairs: [myPair()],
    allPairs: null,
    drawnAt: null,
    exclusions: [],
    whyNoDraw: null,
    createdAt: "2026-11-22T10:00:00Z",
    ...overrides,
  };
}

/** The same exchange as Ben sees it: not his to organise, nothing of the organiser's. */
export function asBen(overrides: Partial<Exchange> = {}): Exchange {
  return exchange({
    iOrganise: false,
    exclusions: null,
    participants: [
      participant({ id: 11, name: "Ada Lovelace" }),
      participant({ id: 12, name: "Ben Cole", mine: true, me: true, bought: false }),
      participant({ id: 13, name: "Cat Diaz" }),
    ],
    myPairs: [myPair({ giver: 12, giverName: "Ben Cole" })],
    ...overrides,
  });
}

export function exchangeSummary(overrides: Partial<ExchangeSummary> = {}): ExchangeSummary {
  return {
    id: 9,
    name: "Family Christmas",
    date: "2026-12-24",
    organiserName: "Ada Lovelace",
    iOrganise: true,
    participantCount: 3,
    drawn: false,
    looked: false,
    ...overrides,
  };
}

/** A question Ada (participant 11) asked her recipient Ben (12), not answered. */
export function question(overrides: Partial<Question> = {}): Question {
  return {
    id: 70,
    side: "asked",
    giver: 11,
    recipient: 12,
    recipientName: "Ben Cole",
    body: "Which size are you?",
    answer: null,
    askedAt: "2026-12-01T10:00:00Z",
    answeredAt: null,
    ...overrides,
  };
}

// Gift exchanges (Secret Santa): what the pages work out from the API's
// answers (who blocks the draw, the exclusions grid).

import { ApiError, type Schemas } from "@/lib/api";
import { joinNames } from "@/lib/claims";
import { positiveIdFrom } from "@/lib/gifts";
import { EXCHANGE_EVERYONE_TOLD, EXCHANGE_NOT_EVERYONE_JOINED } from "@/lib/messages";

type Participant = Schemas["ParticipantResponse"];
type Exclusion = Schemas["ExclusionPair"];

/** An exchange id from the URL: a positive whole number, else null. */
export function parseExchangeId(param: string | null): number | null {
  return positiveIdFrom(param);
}

/** An invite's token in `?token=...`; null without one. */
export function inviteTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim();
  return token ? token : null;
}

/** '1 person', '4 people'. */
export function peopleCountText(count: number): string {
  return count === 1 ? "1 person" : `${count} people`;
}

/** Those invited by email who have not joined: the draw waits for them. */
export function pendingParticipants(participants: readonly Participant[]): Participant[] {
  return participants.filter((p) => !p.joined);
}

/** 'Not everyone has joined yet: ann@example.com and ben@example.com' (the server's words for the same refusal). */
export function notJoinedText(names: readonly string[]): string {
  return `${EXCHANGE_NOT_EVERYONE_JOINED} ${joinNames(names)}`;
}

/** A refusal asking the organiser to confirm that everyone will be told (someone has looked). */
export function isEveryoneToldError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.serverMessage === EXCHANGE_EVERYONE_TOLD;
}

/** Today by the server's clock (UTC), as `YYYY-MM-DD`: the day a reveal is allowed from. */
export function serverToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether the exchange's day (`YYYY-MM-DD`) has come by `today`: who gave to whom may be revealed. */
export function dayHasCome(date: string, today: string): boolean {
  return today >= date;
}

// ---------------------------------------------------------------------------
// The exclusions grid: a row per giver, a column per receiver; a checked
// cell means the giver never draws that receiver.

/** A cell of the grid: 'giver>receiver'. */
export function exclusionKey(giver: number, receiver: number): string {
  return `${giver}>${receiver}`;
}

/** The checked cells of a list of exclusions. */
export function exclusionSet(exclusions: readonly Exclusion[] | null | undefined): Set<string> {
  return new Set((exclusions ?? []).map((e) => exclusionKey(e.giver, e.receiver)));
}

/**
 * The cells after (un)checking `giver` never draws `receiver`; with
 * `bothWays`, the mirror cell (`receiver` never draws `giver`) follows.
 * The diagonal never changes: nobody draws themselves anyway.
 */
export function toggleExclusion(
  cells: ReadonlySet<string>,
  giver: number,
  receiver: number,
  checked: boolean,
  bothWays: boolean,
): Set<string> {
  const next = new Set(cells);
  if (giver === receiver) return next;
  const keys = bothWays ? [exclusionKey(giver, receiver), exclusionKey(receiver, giver)] : [exclusionKey(giver, receiver)];
  for (const key of keys) {
    if (checked) next.add(key);
    else next.delete(key);
  }
  return next;
}

/**
 * The body's pairs for the checked cells, in the grid's order (the rows'
 * givers, then the columns' receivers), leaving out anyone no longer in
 * the exchange and the diagonal.
 */
export function exclusionPairs(cells: ReadonlySet<string>, participantIds: readonly number[]): Exclusion[] {
  const pairs: Exclusion[] = [];
  for (const giver of participantIds) {
    for (const receiver of participantIds) {
      if (giver !== receiver && cells.has(exclusionKey(giver, receiver))) pairs.push({ giver, receiver });
    }
  }
  return pairs;
}

/** Whether two sets of cells are the same (the grid has nothing to save). */
export function sameCells(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const key of a) if (!b.has(key)) return false;
  return true;
}

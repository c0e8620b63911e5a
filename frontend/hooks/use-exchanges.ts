"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { routeKey, useApi } from "@/hooks/use-api";
import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { api, type Schemas } from "@/lib/api";

// Gift exchanges (Secret Santa): the exchanges I organise or am in, the
// draw, whom I give to, the anonymous questions, and the invite by email.

/** An exchange in my list of them (`GET /api/exchanges`): no pair in it. */
export type ExchangeSummary = Schemas["ExchangeSummaryResponse"];
/** An exchange as I see it (`GET /api/exchanges/{id}`). */
export type Exchange = Schemas["ExchangeResponse"];
/** Someone in an exchange, as I see them. */
export type Participant = Schemas["ParticipantResponse"];
/** One I give for (myself, or someone I look after), with whom once looked at. */
export type MyPair = Schemas["MyPairResponse"];
/** Whom someone gives to. */
export type Recipient = Schemas["RecipientResponse"];
/** A pair, where every pair may be seen. */
export type Pair = Schemas["PairResponse"];
/** One way: `giver` never draws `receiver` (participant ids). */
export type Exclusion = Schemas["ExclusionPair"];
/** A question, as its side sees it. */
export type Question = Schemas["QuestionResponse"];
/** An exchange's invite before it is taken up. */
export type ExchangeInvite = Schemas["ExchangeInviteSeen"];
/** A new exchange's fields, or any of them for a change. */
export type ExchangeBody = Schemas["ExchangeBody"];
/** Whom to add: exactly one of a friend, a dependant, an address. */
export type ParticipantBody = Schemas["ParticipantBody"];
/** The exchange with someone added, and the invite's link (email only, answered once). */
export type ParticipantAdded = Schemas["ParticipantAddedResponse"];

export const EXCHANGES_KEY = "/api/exchanges";

/** `/exchanges/{id}`: an exchange's page. */
export function exchangePath(id: number): string {
  return `/exchanges/${id}`;
}

/** `GET /api/exchanges`: mine, newest first. */
export function useExchanges() {
  const { data, error, isLoading } = useApi(EXCHANGES_KEY);
  return { exchanges: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** `GET /api/exchanges/{id}`. `null` waits. */
export function useExchange(id: number | null) {
  const { data, error, isLoading, mutate } = useApi(
    id === null ? null : "/api/exchanges/{id}",
    id === null ? undefined : { path: { id } },
  );
  return { exchange: data ?? null, error: error as unknown, isLoading: isLoading || id === null, mutate };
}

/** `GET /api/exchanges/{id}/questions`: those I asked and those asked of me, oldest first. `null` waits. */
export function useExchangeQuestions(id: number | null) {
  const { data, error, isLoading, mutate } = useApi(
    id === null ? null : "/api/exchanges/{id}/questions",
    id === null ? undefined : { path: { id } },
  );
  return { questions: Array.isArray(data) ? data : [], error: error as unknown, isLoading, mutate };
}

/** `GET /api/exchange-invites/{token}`: what an invite is to (410 once no longer valid). `null` waits. */
export function useExchangeInvite(token: string | null) {
  const { data, error, isLoading } = useApi(
    token === null ? null : "/api/exchange-invites/{token}",
    token === null ? undefined : { path: { token } },
  );
  return { invite: data ?? null, error: error as unknown, isLoading: isLoading || token === null };
}

const exchangeRows = (path: string) => path === EXCHANGES_KEY || path.startsWith(`${EXCHANGES_KEY}/`);
const isExchangeList = (path: string) => path === EXCHANGES_KEY;
const ALWAYS_EXCHANGES = [EXCHANGES_KEY] as const;

/** Reloads my exchanges and every exchange (and its questions) cached. */
export function useRevalidateExchanges() {
  return useRevalidateKeys(exchangeRows, ALWAYS_EXCHANGES);
}

/**
 * Keeps an exchange a change answered: it goes in the cache as it is (no
 * reload), and my list of exchanges (names, counts, drawn) is reloaded.
 */
export function useKeepExchange() {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateKeys(isExchangeList, ALWAYS_EXCHANGES);
  return useCallback(
    async (exchange: Exchange) => {
      await mutate(routeKey("/api/exchanges/{id}", { path: { id: exchange.id } }), exchange, { revalidate: false });
      await revalidate().catch(() => undefined);
    },
    [mutate, revalidate],
  );
}

export function createExchange(body: ExchangeBody): Promise<Exchange> {
  return api("POST", "/api/exchanges", { body });
}

/** The organiser changes any of its fields. */
export function updateExchange(id: number, body: ExchangeBody): Promise<Exchange> {
  return api("PATCH", "/api/exchanges/{id}", { path: { id }, body });
}

/** The organiser deletes it, with its people, exclusions, draw and questions. */
export function deleteExchange(id: number) {
  return api("DELETE", "/api/exchanges/{id}", { path: { id } });
}

/** Adds a friend (`userId`), someone looked after (`dependantId`) or anyone by `email` (then `inviteUrl`). */
export function addParticipant(id: number, body: ParticipantBody): Promise<ParticipantAdded> {
  return api("POST", "/api/exchanges/{id}/participants", { path: { id }, body });
}

/** The organiser takes someone out; a participant (or their guardian) leaves. */
export function removeParticipant(id: number, participantId: number) {
  return api("DELETE", "/api/exchanges/{id}/participants/{participantId}", { path: { id, participantId } });
}

/** Replaces every exclusion; the answer's `whyNoDraw` says when no draw fits them. */
export function setExclusions(id: number, pairs: readonly Exclusion[]): Promise<Exchange> {
  return api("PUT", "/api/exchanges/{id}/exclusions", {
    path: { id },
    body: { pairs: pairs.map(({ giver, receiver }) => ({ giver, receiver })) },
  });
}

/** Draws the names (again); once someone has looked, only with `tellEveryone` (else 409). */
export function drawNames(id: number, tellEveryone = false): Promise<Exchange> {
  return api("POST", "/api/exchanges/{id}/draw", { path: { id }, body: tellEveryone ? { tellEveryone } : {} });
}

/** Undoes the draw; once someone has looked, only with `tellEveryone` (else 409). */
export function cancelDraw(id: number, tellEveryone = false): Promise<Exchange> {
  return api("POST", "/api/exchanges/{id}/draw/cancel", { path: { id }, body: tellEveryone ? { tellEveryone } : {} });
}

/** Whom `actingFor` (my participant, or one I look after) gives to: the first look is recorded. */
export function seeRecipient(id: number, actingFor: number): Promise<Recipient> {
  return api("POST", "/api/exchanges/{id}/recipient", { path: { id }, body: { actingFor } });
}

/** Marks the gift of `actingFor` bought (or not). */
export function setBought(id: number, actingFor: number, bought: boolean): Promise<Exchange> {
  return api("PUT", "/api/exchanges/{id}/bought", { path: { id }, body: { actingFor, bought } });
}

/** What `actingFor` (me, or one I look after) tells whoever draws them; empty clears it. */
export function setHints(id: number, actingFor: number, hints: string): Promise<Exchange> {
  return api("PUT", "/api/exchanges/{id}/hints", { path: { id }, body: { actingFor, hints } });
}

/** The organiser plans the next year of the series: earlier years' pairs are avoided. */
export function createNextExchange(id: number, body: ExchangeBody): Promise<Exchange> {
  return api("POST", "/api/exchanges/{id}/next", { path: { id }, body });
}

/** The organiser sees every pair from now on; everyone is told. */
export function showPairs(id: number): Promise<Exchange> {
  return api("POST", "/api/exchanges/{id}/pairs/show", { path: { id } });
}

/** The organiser shows everyone who gives to whom (on or after the day). */
export function revealPairs(id: number): Promise<Exchange> {
  return api("POST", "/api/exchanges/{id}/reveal", { path: { id } });
}

/** Asks my recipient (as `actingFor`) a question; they are not told who asks. */
export function askQuestion(id: number, actingFor: number, body: string): Promise<Question> {
  return api("POST", "/api/exchanges/{id}/questions", { path: { id }, body: { actingFor, body } });
}

/** Answers a question my Secret Santa asked. */
export function answerQuestion(questionId: number, body: string): Promise<Question> {
  return api("POST", "/api/exchange-questions/{id}/answer", { path: { id: questionId }, body: { body } });
}

/** Joins with an invite: 410 once no longer valid, 409 when in it already. */
export function joinExchange(token: string): Promise<Exchange> {
  return api("POST", "/api/exchange-invites/{token}/join", { path: { token } });
}

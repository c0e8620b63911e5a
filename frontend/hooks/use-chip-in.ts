"use client";

import { useApi } from "@/hooks/use-api";
import { useRevalidateKeys } from "@/hooks/use-revalidate";

// The server state of issue 45 (chipping in, givers' notes, questions):
// each load here; the requests that change them are in lib/chip-in.ts.

export const QUESTIONS_TO_ME_KEY = "/api/questions";

/** `GET /api/items/{itemId}/notes`: the givers' notes, oldest first. `null` waits (the notes are closed). */
export function useGiverNotes(itemId: number | null) {
  const { data, error, isLoading, mutate } = useApi(
    itemId === null ? null : "/api/items/{itemId}/notes",
    itemId === null ? undefined : { path: { itemId } },
  );
  return { notes: Array.isArray(data) ? data : [], error: error as unknown, isLoading, mutate };
}

/** `GET /api/items/{itemId}/questions`: the questions about the item and their answers, oldest first. `null` waits. */
export function useItemQuestions(itemId: number | null) {
  const { data, error, isLoading, mutate } = useApi(
    itemId === null ? null : "/api/items/{itemId}/questions",
    itemId === null ? undefined : { path: { itemId } },
  );
  return { questions: Array.isArray(data) ? data : [], error: error as unknown, isLoading, mutate };
}

/** `GET /api/questions`: the questions givers asked me (and those I look after), newest first. `false` waits. */
export function useQuestionsToMe(load = true) {
  const { data, error, isLoading, mutate } = useApi(load ? QUESTIONS_TO_ME_KEY : null);
  return { questions: Array.isArray(data) ? data : [], error: error as unknown, isLoading, mutate };
}

/** `GET /api/public/pledges/{token}` (signed out OK); a 404 means taken back or unknown. */
export function useGuestPledge(undoToken: string | null) {
  const { data, error, isLoading } = useApi(
    undoToken ? "/api/public/pledges/{token}" : null,
    undoToken ? { path: { token: undoToken } } : undefined,
    { onError: () => undefined },
  );
  return { pledge: data ?? null, error: error as unknown, isLoading };
}

/** An item's givers' notes and questions, and the questions asked me: what hangs off a list's items. */
const itemMessages = (path: string) => path.startsWith("/api/items/") || path === QUESTIONS_TO_ME_KEY;

/** Reloads the givers' notes and questions cached, after a list's items changed elsewhere. */
export function useRevalidateItemMessages() {
  return useRevalidateKeys(itemMessages);
}

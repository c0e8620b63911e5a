"use client";

import { useApi } from "@/hooks/use-api";
import { api, type Schemas } from "@/lib/api";

/**
 * Whether I can ask a friend to update their list: `occasion` is the list's
 * coming event, or the person (never their birthday: it is private), null
 * when they take no nudges; `asked` once they have been asked (a second ask
 * is refused).
 */
export type NudgeState = Schemas["NudgeResponse"];

/** `GET /api/lists/{id}/nudge`: `nudge` is null while it loads, and when it failed (then nothing is offered). */
export function useNudge(listId: number) {
  const { data, error, isLoading, mutate } = useApi("/api/lists/{id}/nudge", { path: { id: listId } });
  return { nudge: data ?? null, error: error as unknown, isLoading, mutate };
}

/** `POST /api/lists/{id}/nudge`: 409 when already asked, 422 when they take no nudges (each with a `message`). */
export function nudgeListOwner(id: number): Promise<NudgeState> {
  return api("POST", "/api/lists/{id}/nudge", { path: { id } });
}

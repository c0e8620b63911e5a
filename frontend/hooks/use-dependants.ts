"use client";

import { useApi } from "@/hooks/use-api";
import { useRevalidateLists, type MyList, type NewListBody } from "@/hooks/use-lists";
import { api, everyValue, type Schemas } from "@/lib/api";

// Lists for those who keep none (issue 40): the children, pets and
// grandparents I look after ("dependants"), their guardians and lists, and
// the invite that gives one of them an account of their own.

/** Someone I look after, as their guardians see them (`GET /api/dependants`). */
export type Dependant = Schemas["DependantResponse"];
/** A friend's dependant, with the lists I may see (`GET /api/people/{userId}/dependants`). */
export type FriendDependant = Schemas["FriendDependant"];
export type DependantKind = Schemas["DependantKind"];
/** What a new dependant or a change to one sends (a name at least on create). */
export type DependantBody = Schemas["DependantBody"];
/** An open invite: its `url` only in the answer to sending it. */
export type DependantInvite = Schemas["DependantInviteResponse"];
/** Whom an invite is for, before it is accepted. */
export type InviteSeen = Schemas["DependantInviteSeen"];
/** Whom a dependant's list is for (`dependant` on a list). */
export type ListDependant = Schemas["ListDependantResponse"];

/** Every kind the API has, checked by `tsc`. */
export const DEPENDANT_KINDS = everyValue<DependantKind>()(["child", "pet", "grandparent", "other"]);

const KIND_LABELS: Record<DependantKind, string> = {
  child: "Child",
  pet: "Pet",
  grandparent: "Grandparent",
  other: "Someone else",
};

/** 'Child', 'Pet', 'Grandparent', 'Someone else'. */
export function kindLabel(kind: DependantKind): string {
  return KIND_LABELS[kind] ?? kind;
}

export const KIND_OPTIONS = DEPENDANT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));

export const DEPENDANTS_KEY = "/api/dependants";

/** `GET /api/dependants`: those I look after, oldest first, with their lists. `false` waits. */
export function useDependants(load = true) {
  const { data, error, isLoading, mutate } = useApi(load ? DEPENDANTS_KEY : null);
  return {
    dependants: Array.isArray(data) ? data : [],
    error: error as unknown,
    isLoading: isLoading || !load,
    mutate,
  };
}

/** `GET /api/dependants/{id}`: one I look after. `null` waits. */
export function useDependant(id: number | null) {
  const { data, error, isLoading, mutate } = useApi(
    id === null ? null : "/api/dependants/{id}",
    id === null ? undefined : { path: { id } },
  );
  return { dependant: data ?? null, error: error as unknown, isLoading: isLoading || id === null, mutate };
}

/** `GET /api/people/{userId}/dependants`: a friend's dependants with the lists I may see. `null` waits. */
export function useFriendDependants(userId: number | null) {
  const { data, error, isLoading } = useApi(
    userId === null ? null : "/api/people/{userId}/dependants",
    userId === null ? undefined : { path: { userId } },
  );
  return {
    dependants: Array.isArray(data) ? data : [],
    error: error as unknown,
    isLoading: isLoading || userId === null,
  };
}

/** `GET /api/dependant-invites/{token}`: whom an invite is for (410 once it is no longer valid). `null` waits. */
export function useInvite(token: string | null) {
  const { data, error, isLoading } = useApi(
    token === null ? null : "/api/dependant-invites/{token}",
    token === null ? undefined : { path: { token } },
  );
  return { invite: data ?? null, error: error as unknown, isLoading: isLoading || token === null };
}

/**
 * Reloads those I look after (every cached view of them) and my lists with
 * them: their lists are in `GET /api/lists` too. One reload for both:
 * `useRevalidateLists` takes in `/api/dependants...`, whose lists' names
 * and counts follow my lists'.
 */
export function useRevalidateDependants() {
  return useRevalidateLists();
}

/** Adds someone I look after; the answer holds their first list, "{name}'s wishlist". */
export function createDependant(body: DependantBody): Promise<Dependant> {
  return api("POST", "/api/dependants", { body });
}

/** Changes a dependant's name, kind, birthday or photo (null clears one; absent stays). */
export function updateDependant(id: number, body: DependantBody): Promise<Dependant> {
  return api("PATCH", "/api/dependants/{id}", { path: { id }, body });
}

/** Deletes a dependant I added, with their lists (403 for another guardian). */
export function deleteDependant(id: number): Promise<null> {
  return api("DELETE", "/api/dependants/{id}", { path: { id } });
}

/** Makes a friend a guardian too; answers the dependant. */
export function addGuardian(id: number, userId: number): Promise<Dependant> {
  return api("POST", "/api/dependants/{id}/guardians", { path: { id }, body: { userId } });
}

/** Takes a guardian off (the one who added them), or with my own id leaves (409 for their only guardian). */
export function removeGuardian(id: number, userId: number): Promise<null> {
  return api("DELETE", "/api/dependants/{id}/guardians/{userId}", { path: { id, userId } });
}

/** A new list of theirs, kept by every guardian (shown to friends unless said). */
export function createDependantList(id: number, body: NewListBody): Promise<MyList> {
  return api("POST", "/api/dependants/{id}/lists", { path: { id }, body });
}

/**
 * Invites them to an account of their own at `email`; the answer's
 * `invite.url` is the link, answered only this once.
 */
export function inviteDependant(id: number, email: string): Promise<Dependant> {
  return api("POST", "/api/dependants/{id}/invite", { path: { id }, body: { email } });
}

/** Withdraws the open invite: its link stops working. */
export function cancelInvite(id: number): Promise<null> {
  return api("DELETE", "/api/dependants/{id}/invite", { path: { id } });
}

/** Whom an invite is for (`useInvite` loads it for a page). */
export function getInvite(token: string): Promise<InviteSeen> {
  return api("GET", "/api/dependant-invites/{token}", { path: { token } });
}

/** Accepts an invite: their lists become mine (answered). 409 for a guardian, 410 once invalid. */
export function acceptInvite(token: string): Promise<MyList[]> {
  return api("POST", "/api/dependant-invites/{token}/accept", { path: { token } });
}

/** Those who have me as their only guardian: they go with my account. */
export function soleDependants<T extends Pick<Dependant, "guardians">>(dependants: readonly T[]): T[] {
  return dependants.filter((d) => d.guardians.length === 1);
}

/** The first word of a display name ('Ben' of 'Ben Cole'); the name itself without one. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

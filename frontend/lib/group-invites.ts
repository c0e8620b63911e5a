// Inviting friends to a group list: one request per friend (spec section 7),
// and the text that names the friends whose invite failed.

import { ApiError, type Schemas } from "@/lib/api";
import { joinNames } from "@/lib/claims";
import { displayName } from "@/lib/user";

/** A friend to invite, as `GET /api/friends` lists them. */
type Invitee = Pick<Schemas["FriendResponse"], "id" | "firstName" | "lastName" | "email">;

export interface InviteFailure {
  friend: Invitee;
  error: unknown;
}

/**
 * Invites each friend in turn (`invite(listId, userId)`); one failure does
 * not stop the others. Resolves to the failures, in order.
 */
export async function inviteFriends(
  listId: number,
  friends: readonly Invitee[],
  invite: (listId: number, userId: number) => Promise<unknown>,
): Promise<InviteFailure[]> {
  const failures: InviteFailure[] = [];
  for (const friend of friends) {
    try {
      await invite(listId, friend.id);
    } catch (error) {
      failures.push({ friend, error });
    }
  }
  return failures;
}

function inviteeName(friend: Invitee): string {
  return displayName(friend) || friend.email || "a friend";
}

/** 'Ann', 'Ann and Ben', 'Ann, Ben and Cat': one way, `lib/claims`'s. */
export { joinNames };

/**
 * 'The list was created, but inviting Ann Lee failed: <server message>'
 * (with `lead`), or 'Inviting Ann Lee failed: ...' without. The message is
 * the first failure's server message; without one the text says what to do.
 */
export function inviteFailureText(failures: readonly InviteFailure[], lead?: string): string {
  const names = joinNames(failures.map((f) => inviteeName(f.friend)));
  const start = lead ? `${lead} inviting ${names} failed` : `Inviting ${names} failed`;
  const first = failures[0]?.error;
  const message = first instanceof ApiError ? first.serverMessage : undefined;
  return message ? `${start}: ${message}` : `${start}. Please try again from the list's page.`;
}

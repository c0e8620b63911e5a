import type { Dependant, FriendDependant } from "@/hooks/use-dependants";
import { myList } from "@/test/my-lists";

/**
 * Mia, a child Ada (user 1) added and looks after alone: born 14 March
 * 2019, no photo, no invite, her first list "Mia's wishlist" (2 items).
 */
export function dependant(overrides: Partial<Dependant> = {}): Dependant {
  return {
    id: 5,
    name: "Mia",
    kind: "child",
    birthday: "2019-03-14",
    photoUrl: null,
    createdBy: 1,
    canDelete: true,
    guardians: [{ userId: 1, name: "Ada Lovelace" }],
    invite: null,
    lists: [
      myList({
        id: 40,
        name: "Mia's wishlist",
        visibility: "friends",
        itemCount: 2,
        dependant: { id: 5, name: "Mia", kind: "child" },
      }),
    ],
    createdAt: "2026-11-22T10:00:00Z",
    ...overrides,
  };
}

/** Rex, a pet of Ben's (user 2) as a friend of Ben sees him: one list shown to friends. */
export function friendDependant(overrides: Partial<FriendDependant> = {}): FriendDependant {
  const { isOwner: _isOwner, isPublic: _isPublic, listed: _listed, url: _url, ...summary } = myList({
    id: 50,
    name: "Rex's wishlist",
    visibility: "friends",
    itemCount: 3,
    ownerId: 2,
    ownerName: "Ben Cole",
    dependant: { id: 8, name: "Rex", kind: "pet" },
  });
  return {
    id: 8,
    name: "Rex",
    kind: "pet",
    birthday: null,
    photoUrl: null,
    guardians: [{ userId: 2, name: "Ben Cole" }],
    lists: [summary],
    ...overrides,
  };
}

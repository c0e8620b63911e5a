import { describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api";
import { inviteFailureText, inviteFriends, joinNames } from "@/lib/group-invites";

const ANN = { id: 1, firstName: "Ann", lastName: "Lee", email: "ann@example.com" };
const BEN = { id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com" };
const NO_NAME = { id: 3, firstName: null, lastName: null, email: "cat@example.com" };

describe("inviteFriends", () => {
  it("invites each friend once, in order, and carries on after a failure", async () => {
    const boom = new ApiError(400, "Bad Request", JSON.stringify({ message: "You can only invite your friends." }));
    const invite = vi.fn(async (_listId: number, userId: number) => {
      if (userId === 1) throw boom;
      return { userId };
    });
    const failures = await inviteFriends(7, [ANN, BEN], invite);
    expect(invite.mock.calls).toEqual([
      [7, 1],
      [7, 2],
    ]);
    expect(failures).toEqual([{ friend: ANN, error: boom }]);
  });
});

describe("inviteFailureText", () => {
  it("names the friend and gives the server's message", () => {
    const error = new ApiError(400, "Bad Request", JSON.stringify({ message: "You can only invite your friends." }));
    expect(inviteFailureText([{ friend: ANN, error }], "The list was created, but")).toBe(
      "The list was created, but inviting Ann Lee failed: You can only invite your friends.",
    );
    expect(inviteFailureText([{ friend: ANN, error }])).toBe("Inviting Ann Lee failed: You can only invite your friends.");
  });

  it("names several friends; without a server message says what to do", () => {
    expect(inviteFailureText([{ friend: BEN, error: new TypeError("Failed to fetch") }, { friend: NO_NAME, error: null }])).toBe(
      "Inviting Ben Cole and cat failed. Please try again from the list's page.",
    );
  });

  it("joins names", () => {
    expect(joinNames(["A"])).toBe("A");
    expect(joinNames(["A", "B", "C"])).toBe("A, B and C");
  });
});

import { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { addInvitee, availableFriends, FriendPicker } from "@/components/collaborative/friend-picker";
import type { Friend } from "@/hooks/use-friends";

/** A friend as `GET /api/friends` lists them (no photo; friendship id 100 + user id). */
function friend(fields: Pick<Friend, "id" | "firstName" | "lastName" | "email">): Friend {
  return { ...fields, profileImageUrl: null, friendshipId: 100 + fields.id };
}

const BEN = friend({ id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com" });
const CAT = friend({ id: 3, firstName: "Cat", lastName: "Diaz", email: "cat@example.com" });
const DAN = friend({ id: 4, firstName: null, lastName: null, email: "dan@example.com" });

function Picker({ friends, excludeIds }: { friends: Friend[]; excludeIds?: number[] }) {
  const [chosen, setChosen] = useState<Friend[]>([]);
  return <FriendPicker friends={friends} chosen={chosen} onChange={setChosen} excludeIds={excludeIds} />;
}

describe("availableFriends and addInvitee", () => {
  it("hides chosen friends and the list's members", () => {
    expect(availableFriends([BEN, CAT, DAN], [CAT]).map((f) => f.id)).toEqual([2, 4]);
    expect(availableFriends([BEN, CAT, DAN], [CAT], [2]).map((f) => f.id)).toEqual([4]);
  });

  it("adds a friend only once", () => {
    expect(addInvitee([BEN], CAT).map((f) => f.id)).toEqual([2, 3]);
    expect(addInvitee([BEN, CAT], BEN).map((f) => f.id)).toEqual([2, 3]);
  });
});

describe("FriendPicker", () => {
  it("offers the friends who are not members yet, and chips the chosen ones", async () => {
    render(<Picker friends={[BEN, CAT, DAN]} excludeIds={[3]} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Invite Friends" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Ben Coleben@example.com", "dandan@example.com"]);
    await userEvent.click(screen.getByRole("option", { name: /dan/ }));
    const chips = screen.getByRole("list", { name: "Friends to invite" });
    expect(within(chips).getByRole("listitem")).toHaveTextContent("dan");
    expect(screen.getByRole("button", { name: "Remove dan" })).toBeInTheDocument();
  });

  it("says 'No friends available' when every friend is on the list already", () => {
    render(<Picker friends={[BEN]} excludeIds={[2]} />);
    expect(screen.getByText("No friends available")).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("says when the friends could not be loaded", () => {
    render(<FriendPicker friends={[]} loadFailed chosen={[]} onChange={() => {}} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Unable to load your friends. Please try again.");
  });
});

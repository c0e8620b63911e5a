import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { GiverClaimActions } from "@/components/claims/claim-control";
import { DependantItemCard, MY_SURPRISE, surpriseLabel } from "@/components/wishlist/dependant-item-card";
import { mockApi } from "@/test/api-mock";
import { user } from "@/test/fixtures";
import { myList, ownListItem } from "@/test/my-lists";
import { renderWithToaster } from "@/test/render";

/** Mia's wishlist: Ben (user 2) added her, Ada (user 1, me) and Cat (user 3) look after her too. */
const MIA_LIST = myList({
  id: 40,
  name: "Mia's wishlist",
  ownerId: 2,
  ownerName: "Ben Cole",
  coOwners: [
    { userId: 1, name: "Ada Lovelace" },
    { userId: 3, name: "Cat Diaz" },
  ],
  dependant: { id: 5, name: "Mia", kind: "child" },
});

const CAT_CLAIM = { id: 9, giverName: "Cat Diaz", quantity: 1, status: "reserved" as const, mine: false, guest: false };

function actions(): GiverClaimActions {
  return { claim: vi.fn(async () => undefined), unclaim: vi.fn(async () => undefined) };
}

function renderCard(item: Parameters<typeof DependantItemCard>[0]["item"], claimActions = actions()) {
  mockApi({ "GET /api/auth/user": user() });
  renderWithToaster(
    <DependantItemCard item={item} list={MIA_LIST} claimActions={claimActions} onDelete={() => {}} />,
  );
  return claimActions;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("surpriseLabel", () => {
  it("mine, another guardian's by first name, or nobody's", () => {
    expect(surpriseLabel(1, MIA_LIST, 1)).toBe(MY_SURPRISE);
    expect(surpriseLabel(2, MIA_LIST, 1)).toBe("Ben's surprise");
    expect(surpriseLabel(3, MIA_LIST, 1)).toBe("Cat's surprise");
    expect(surpriseLabel(null, MIA_LIST, 1)).toBeNull();
  });
});

describe("DependantItemCard", () => {
  it("an item that is nobody's surprise shows its claims to a guardian, who may claim it too", async () => {
    const claimActions = renderCard(
      ownListItem({
        id: 31,
        name: "Puzzle",
        listId: 40,
        quantity: 2,
        claims: [CAT_CLAIM],
        claimedQuantity: 1,
        available: 1,
      }),
    );
    const card = screen.getByRole("article", { name: "Puzzle" });
    expect(within(card).queryByTestId("surprise-badge")).not.toBeInTheDocument();
    const claims = within(card).getByRole("group", { name: "Claims on Puzzle" });
    expect(within(claims).getByTestId("claim-summary")).toHaveTextContent("1 of 2 claimed");
    expect(within(claims).getByTestId("claim-entry")).toHaveTextContent("Cat Diaz");
    // Still mine to change.
    expect(within(card).getByRole("button", { name: "Edit Puzzle" })).toBeInTheDocument();

    await userEvent.click(within(claims).getByRole("button", { name: "I'll get this (Puzzle)" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: /I'll get this|Claim/ }));
    await waitFor(() => expect(claimActions.claim).toHaveBeenCalled());
  });

  it("my own surprise says 'My surprise' and shows its claims", async () => {
    renderCard(
      ownListItem({ id: 32, name: "Bike", listId: 40, ownSurpriseOf: 1, claims: [CAT_CLAIM], claimedQuantity: 1, available: 0 }),
    );
    const card = screen.getByRole("article", { name: "Bike" });
    await waitFor(() => expect(within(card).getByTestId("surprise-badge")).toHaveTextContent(MY_SURPRISE));
    expect(within(card).getByRole("group", { name: "Claims on Bike" })).toHaveTextContent("Cat Diaz");
  });

  it("another guardian's surprise says whose, and shows nothing of its claims", async () => {
    renderCard(ownListItem({ id: 33, name: "Kite", listId: 40, ownSurpriseOf: 2 }));
    const card = screen.getByRole("article", { name: "Kite" });
    await waitFor(() => expect(within(card).getByTestId("surprise-badge")).toHaveTextContent("Ben's surprise"));
    expect(within(card).queryByTestId("claim-control")).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /I'll get this/ })).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ClaimControl, NOTHING_LEFT, type GiverClaimActions } from "@/components/claims/claim-control";
import { ApiError } from "@/lib/api";
import type { ClaimEntry, ClaimFields, GuestClaimResult } from "@/lib/claims";
import { renderWithToaster } from "@/test/render";

function entry(overrides: Partial<ClaimEntry> = {}): ClaimEntry {
  return { id: 1, giverName: "Cat Diaz", quantity: 2, status: "reserved", mine: false, guest: false, ...overrides };
}

function actions(overrides: Partial<GiverClaimActions> = {}) {
  return {
    claim: vi.fn<GiverClaimActions["claim"]>(async () => undefined),
    unclaim: vi.fn<GiverClaimActions["unclaim"]>(async () => undefined),
    reload: vi.fn(),
    ...overrides,
  };
}

function renderControl(item: ClaimFields & { quantity: number }, acts = actions(), closed = false) {
  const view = renderWithToaster(
    <ClaimControl item={item} itemName="Kettle" actions={acts} closed={closed} />,
  );
  return { ...view, acts };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ClaimControl (a signed-in giver)", () => {
  it("renders nothing without `claims`: the recipient's view has no hint at all", () => {
    const { container } = render(<ClaimControl item={{ quantity: 3 }} itemName="Kettle" actions={actions()} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/claimed/i)).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("nor with givenBy only (the recipient after the reveal)", () => {
    const { container } = render(
      <ClaimControl item={{ quantity: 3, givenBy: ["Sam"] }} itemName="Kettle" actions={actions()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'N of M claimed' and who claimed what: name, quantity, status, guests marked", () => {
    renderControl({
      quantity: 5,
      claimedQuantity: 3,
      available: 2,
      claims: [entry(), entry({ id: 2, giverName: "Grandma", quantity: 1, status: "purchased", guest: true })],
    });
    const group = screen.getByRole("group", { name: "Claims on Kettle" });
    expect(within(group).getByTestId("claim-summary")).toHaveTextContent("3 of 5 claimed · 2 left");
    const rows = within(group).getAllByTestId("claim-entry");
    expect(rows[0]).toHaveTextContent("Cat Diaz");
    expect(rows[0]).toHaveTextContent("Qty 2");
    expect(rows[0]).toHaveTextContent("Reserved");
    expect(rows[0]).not.toHaveTextContent("Guest");
    expect(rows[1]).toHaveTextContent("Grandma");
    expect(rows[1]).toHaveTextContent("Guest");
    expect(rows[1]).toHaveTextContent("Purchased");
    expect(within(group).getByRole("button", { name: /I'll get this/ })).toBeEnabled();
  });

  it("with `giving`: Chip in in the box, and the givers' notes and questions under it", async () => {
    renderWithToaster(
      <ClaimControl
        item={{ quantity: 1, claimedQuantity: 0, available: 1, claims: [] }}
        itemName="Kettle"
        actions={actions()}
        giving={{ id: 4, price: "$20", priceValue: 20, ask: { whom: "Mum" } }}
      />,
    );
    // They load after the box (not part of the page's first load).
    const group = screen.getByRole("group", { name: "Claims on Kettle" });
    expect(await within(group).findByRole("button", { name: "Chip in with others (Kettle)" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Notes from givers" })).toHaveAttribute("aria-expanded", "false");
    expect(await screen.findByRole("button", { name: "Ask a question" })).toBeInTheDocument();
  });

  it("without `ask` (nobody to ask, or I answer): no question", async () => {
    renderWithToaster(
      <ClaimControl
        item={{ quantity: 1, claimedQuantity: 0, available: 1, claims: [] }}
        itemName="Kettle"
        actions={actions()}
        giving={{ id: 4, price: null }}
      />,
    );
    expect(await screen.findByRole("button", { name: "Notes from givers" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask a question" })).not.toBeInTheDocument();
  });

  it("'0 of M claimed' with nobody yet", () => {
    renderControl({ quantity: 2, claimedQuantity: 0, available: 2, claims: [] });
    expect(screen.getByTestId("claim-summary")).toHaveTextContent("0 of 2 claimed");
    expect(screen.queryByRole("list", { name: "Who is getting it" })).not.toBeInTheDocument();
  });

  it("'All claimed': I'll get this is disabled, with the reason", () => {
    renderControl({ quantity: 2, claimedQuantity: 2, available: 0, claims: [entry()] });
    expect(screen.getByTestId("claim-summary")).toHaveTextContent(/^All claimed$/);
    const button = screen.getByRole("button", { name: /I'll get this/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(NOTHING_LEFT);
  });

  it("I'll get this: the dialog offers 1 to what is left and sends quantity and status", async () => {
    const { acts } = renderControl({ quantity: 3, claimedQuantity: 1, available: 2, claims: [entry({ quantity: 1 })] });
    await userEvent.click(screen.getByRole("button", { name: /I'll get this/ }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    const quantity = within(dialog).getByLabelText("Quantity");
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute("max", "2");
    expect(within(dialog).getByRole("radio", { name: "Reserved" })).toBeChecked();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    expect(await within(dialog).findByText("Choose from 1 to 2.")).toBeInTheDocument();
    expect(acts.claim).not.toHaveBeenCalled();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, "2");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Purchased" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    await waitFor(() => expect(acts.claim).toHaveBeenCalledWith({ quantity: 2, status: "purchased" }));
    expect(await screen.findByText("Claimed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("a refused claim shows the server's reason and reloads what is left", async () => {
    const acts = actions({
      claim: vi.fn(async () => {
        throw new ApiError(409, "Conflict", JSON.stringify({ message: "Only 1 left to claim." }));
      }),
    });
    renderControl({ quantity: 3, claimedQuantity: 1, available: 2, claims: [] }, acts);
    await userEvent.click(screen.getByRole("button", { name: /I'll get this/ }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    expect(await screen.findByText("Only 1 left to claim.")).toBeInTheDocument();
    expect(acts.reload).toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "I'll get this" })).toBeInTheDocument();
  });

  it("a claim that repeats a gift given before says so, and is made only with Claim anyway", async () => {
    const words = "You gave Mum a 'Kettle' for Christmas 2025";
    let calls = 0;
    const acts = actions({
      claim: vi.fn(async () => {
        calls += 1;
        if (calls === 1) {
          throw new ApiError(409, "Conflict", JSON.stringify({ message: words, fields: { allowRepeat: words } }));
        }
        return undefined;
      }),
    });
    renderControl({ quantity: 1, claimedQuantity: 0, available: 1, claims: [] }, acts);
    await userEvent.click(screen.getByRole("button", { name: /I'll get this/ }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    expect(await within(dialog).findByTestId("repeat-warning")).toHaveTextContent(words);
    // Not a failure: no toast, nothing claimed yet, the dialog stays.
    expect(screen.queryByText("Claimed")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim anyway" }));
    await waitFor(() =>
      expect(acts.claim).toHaveBeenLastCalledWith({ quantity: 1, status: "reserved", allowRepeat: true }),
    );
    expect(acts.claim).toHaveBeenCalledTimes(2);
    expect(acts.claim).toHaveBeenNthCalledWith(1, { quantity: 1, status: "reserved" });
    expect(await screen.findByText("Claimed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("my reserved claim: Change my claim (up to what is left plus mine), Mark purchased, Unclaim", async () => {
    const { acts } = renderControl({
      quantity: 4,
      claimedQuantity: 3,
      available: 1,
      claims: [entry({ giverName: "Ann Lee", mine: true, quantity: 2 }), entry({ id: 2, quantity: 1 })],
    });
    expect(screen.getAllByTestId("claim-entry")[0]).toHaveTextContent("Ann Lee(you)");
    expect(screen.queryByRole("button", { name: /I'll get this/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /Mark purchased/ }));
    await waitFor(() => expect(acts.claim).toHaveBeenCalledWith({ status: "purchased" }));
    expect(await screen.findByText("Marked purchased")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /Unclaim/ }));
    await waitFor(() => expect(acts.unclaim).toHaveBeenCalled());
    expect(await screen.findByText("Claim removed")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /Change my claim/ }));
    const dialog = await screen.findByRole("dialog", { name: "Change your claim" });
    const quantity = within(dialog).getByLabelText("Quantity");
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAttribute("max", "3");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Claim" }));
    await waitFor(() => expect(acts.claim).toHaveBeenLastCalledWith({ quantity: 3, status: "reserved" }));
  });

  it("my purchased claim has no Mark purchased", () => {
    renderControl({
      quantity: 1,
      claimedQuantity: 1,
      available: 0,
      claims: [entry({ mine: true, quantity: 1, status: "purchased" })],
    });
    expect(screen.queryByRole("button", { name: /Mark purchased/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Unclaim/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: /Change my claim/ })).toBeEnabled();
    expect(screen.queryByText(NOTHING_LEFT)).not.toBeInTheDocument();
  });

  it("closed (an archived list): who claimed what, no buttons", () => {
    renderControl(
      { quantity: 2, claimedQuantity: 2, available: 0, claims: [entry({ mine: true })] },
      actions(),
      true,
    );
    expect(screen.getByTestId("claim-summary")).toHaveTextContent("All claimed");
    expect(screen.getByTestId("claim-entry")).toHaveTextContent("Cat Diaz");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("ClaimControl (a guest on a public link)", () => {
  const RESULT: GuestClaimResult = { quantity: 2, itemName: "Kettle", undoUrl: "http://x/claims?token=abc" };

  function renderGuest(available: number, claim = vi.fn(async () => RESULT)) {
    const claimed = vi.fn();
    const view = renderWithToaster(
      <ClaimControl variant="guest" available={available} itemName="Kettle" actions={{ claim, claimed }} />,
    );
    return { ...view, claim, claimed };
  }

  it("renders nothing without `available` (the viewer is the recipient) or when closed", () => {
    const acts = { claim: vi.fn(async () => RESULT), claimed: vi.fn() };
    const recipient = render(<ClaimControl variant="guest" available={undefined} itemName="Kettle" actions={acts} />);
    expect(recipient.container).toBeEmptyDOMElement();
    const closed = render(<ClaimControl variant="guest" available={2} itemName="Kettle" closed actions={acts} />);
    expect(closed.container).toBeEmptyDOMElement();
  });

  it("'N left' with I'll get this", () => {
    renderGuest(3);
    expect(screen.getByTestId("claim-summary")).toHaveTextContent("3 left");
    expect(screen.getByRole("button", { name: /I'll get this/ })).toBeEnabled();
  });

  it("'All claimed' disables I'll get this", () => {
    renderGuest(0);
    expect(screen.getByTestId("claim-summary")).toHaveTextContent("All claimed");
    expect(screen.getByRole("button", { name: /I'll get this/ })).toBeDisabled();
    expect(screen.getByText(NOTHING_LEFT)).toBeInTheDocument();
  });

  it("the guest form: name required, email optional but valid, quantity within what is left", async () => {
    const { claim, claimed } = renderGuest(2);
    await userEvent.click(screen.getByRole("button", { name: /I'll get this/ }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    expect(await within(dialog).findByText("Please enter your name")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(within(dialog).getByLabelText("Your name"), "  Sam  ");
    await userEvent.type(within(dialog).getByLabelText("Email (optional)"), "not-an-email");
    const quantity = within(dialog).getByLabelText("Quantity");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    expect(await within(dialog).findByText("Invalid email")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose from 1 to 2.")).toBeInTheDocument();
    expect(claim).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText("Email (optional)"));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    await waitFor(() => expect(claim).toHaveBeenCalledWith({ name: "Sam", quantity: 2 }));
    await waitFor(() => expect(claimed).toHaveBeenCalledWith(RESULT));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends the email when given", async () => {
    const { claim } = renderGuest(1);
    await userEvent.click(screen.getByRole("button", { name: /I'll get this/ }));
    const dialog = await screen.findByRole("dialog", { name: "I'll get this" });
    await userEvent.type(within(dialog).getByLabelText("Your name"), "Sam");
    await userEvent.type(within(dialog).getByLabelText("Email (optional)"), "sam@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    await waitFor(() => expect(claim).toHaveBeenCalledWith({ name: "Sam", email: "sam@example.com", quantity: 1 }));
  });
});

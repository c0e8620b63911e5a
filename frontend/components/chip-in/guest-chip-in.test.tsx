import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { GuestChipIn, type GuestPledgeActions } from "@/components/chip-in/guest-chip-in";
import { toGuestPledge } from "@/components/chip-in/guest-pledge-dialog";
import { ClaimControl } from "@/components/claims/claim-control";
import type { GuestPledgeResult, PublicChipIn } from "@/lib/chip-in";
import { ApiError } from "@/lib/api";
import { renderWithToaster } from "@/test/render";

const CHIP_IN: PublicChipIn = {
  targetCents: 12000,
  currency: "EUR",
  pledgedCents: 8000,
  pledgeCount: 3,
  mostIMayPledgeCents: 3997,
  bought: false,
};

const RESULT: GuestPledgeResult = {
  itemName: "Bike",
  guestName: "Sam Guest",
  amountCents: 1000,
  currency: "EUR",
  paid: false,
  bought: false,
  listTitle: "Mum's list",
  listUrl: "http://localhost/lists/tok",
  undoUrl: "http://localhost/pledges?token=undo-1",
};

function actions(overrides: Partial<GuestPledgeActions> = {}) {
  return {
    pledge: vi.fn<GuestPledgeActions["pledge"]>(async () => RESULT),
    pledged: vi.fn<GuestPledgeActions["pledged"]>(),
    reload: vi.fn(),
    ...overrides,
  };
}

describe("GuestChipIn", () => {
  it("renders nothing while nobody chips in, or once it is bought", () => {
    expect(render(<GuestChipIn chipIn={null} itemName="Bike" actions={actions()} />).container).toBeEmptyDOMElement();
    expect(
      render(<GuestChipIn chipIn={{ ...CHIP_IN, bought: true }} itemName="Bike" actions={actions()} />).container,
    ).toBeEmptyDOMElement();
  });

  it("says how far it is (never who) in the guest's claim box", async () => {
    renderWithToaster(
      <ClaimControl
        variant="guest"
        available={0}
        itemName="Bike"
        actions={{ claim: vi.fn(), claimed: vi.fn() }}
        chipIn={CHIP_IN}
        pledgeActions={actions()}
      />,
    );
    // It loads after the box (not part of the page's first load).
    const section = await within(screen.getByRole("group", { name: "Claims on Bike" })).findByRole("region", {
      name: "Chip in for Bike",
    });
    expect(section).toHaveTextContent("€80.00 of €120.00 pledged by 3 people");
    expect(within(section).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "66");
    expect(within(section).getByRole("button", { name: "Chip in (Bike)" })).toBeEnabled();
  });

  it("not on an archived list, nor for the list's recipient", () => {
    const props = { itemName: "Bike", actions: { claim: vi.fn(), claimed: vi.fn() }, chipIn: CHIP_IN, pledgeActions: actions() };
    expect(render(<ClaimControl variant="guest" available={1} closed {...props} />).container).toBeEmptyDOMElement();
    expect(render(<ClaimControl variant="guest" available={null} {...props} />).container).toBeEmptyDOMElement();
  });

  it("Chip in: name required, email and amount optional; the answer goes to `pledged`", async () => {
    const acts = actions();
    renderWithToaster(<GuestChipIn chipIn={CHIP_IN} itemName="Bike" actions={acts} />);
    await userEvent.click(screen.getByRole("button", { name: "Chip in (Bike)" }));
    const dialog = await screen.findByRole("dialog", { name: "Chip in" });
    expect(within(dialog).getByLabelText("Amount (optional)")).toHaveAccessibleDescription(
      "Leave it empty for an equal share. Up to €39.97.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Pledge" }));
    expect(await within(dialog).findByText("Please enter your name")).toBeInTheDocument();
    expect(acts.pledge).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText("Your name"), "Sam Guest");
    await userEvent.type(within(dialog).getByLabelText("Amount (optional)"), "10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Pledge" }));
    await waitFor(() => expect(acts.pledge).toHaveBeenCalledWith({ name: "Sam Guest", amount: "10" }));
    await waitFor(() => expect(acts.pledged).toHaveBeenCalledWith(RESULT));
    expect(await screen.findByText("Pledged")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("a refused amount: the server's reason under the field, no reload for a 400", async () => {
    const acts = actions({
      pledge: vi.fn(async () => {
        throw new ApiError(400, "Bad Request", JSON.stringify({ message: "Invalid", fields: { amount: "Only 39.97 is left to pledge." } }));
      }),
    });
    renderWithToaster(<GuestChipIn chipIn={CHIP_IN} itemName="Bike" actions={acts} />);
    await userEvent.click(screen.getByRole("button", { name: "Chip in (Bike)" }));
    const dialog = await screen.findByRole("dialog", { name: "Chip in" });
    await userEvent.type(within(dialog).getByLabelText("Your name"), "Sam");
    await userEvent.type(within(dialog).getByLabelText("Amount (optional)"), "50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Pledge" }));
    expect(await within(dialog).findByText("Only 39.97 is left to pledge.")).toBeInTheDocument();
    expect(acts.reload).not.toHaveBeenCalled();
  });

  it("toGuestPledge leaves out what is empty", () => {
    expect(toGuestPledge({ name: "Sam", email: "", amount: "" })).toEqual({ name: "Sam" });
    expect(toGuestPledge({ name: "Sam", email: "s@x.org", amount: "5" })).toEqual({ name: "Sam", email: "s@x.org", amount: "5" });
  });
});

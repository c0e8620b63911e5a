import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { startDefaults, toStartBody } from "@/components/chip-in/chip-in-dialogs";
import { ChipInPanel, type ChipInPanelProps } from "@/components/chip-in/chip-in-panel";
import { ClaimControl } from "@/components/claims/claim-control";
import { CANCEL_CHIP_IN_TEXT, type ChipIn, type GivingItem, type Pledge } from "@/lib/chip-in";
import type { ClaimEntry } from "@/lib/claims";
import { CHIP_IN_NOT_REACHED, PLEDGE_AMOUNT_INVALID, PLEDGE_PAID } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const GIVING: GivingItem = { id: 3, price: "€120", priceValue: 120 };
const ANSWER = { itemId: 3, closed: false, chipIn: null };

function pledge(overrides: Partial<Pledge> = {}): Pledge {
  return { id: 11, giverName: "Ben Cole", amountCents: 4000, equalShare: true, paid: false, mine: false, guest: false, ...overrides };
}

function chipIn(overrides: Partial<ChipIn> = {}): ChipIn {
  return {
    id: 7,
    itemId: 3,
    organiserName: "Ada Lovelace",
    organiserIsMe: false,
    targetCents: 12000,
    currency: "EUR",
    pledgedCents: 8000,
    reached: false,
    bought: false,
    mostIMayPledgeCents: 3999,
    pledges: [
      pledge({ id: 10, giverName: "Ada Lovelace" }),
      pledge({ id: 11, giverName: "Sam Guest", amountCents: 0, equalShare: false, guest: true, paid: true }),
    ],
    ...overrides,
  };
}

function groupClaim(shared: ChipIn): ClaimEntry {
  return { id: 1, giverName: "A group of givers", quantity: 1, status: "reserved", mine: false, guest: false, chipIn: shared };
}

function renderPanel(props: Partial<ChipInPanelProps> = {}) {
  const onChanged = vi.fn();
  const view = renderWithToaster(
    <ChipInPanel
      item={{ quantity: 1, claims: [], claimedQuantity: 0, available: 1 }}
      giving={GIVING}
      itemName="Bike"
      closed={false}
      onChanged={onChanged}
      {...props}
    />,
  );
  return { ...view, onChanged };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ChipInPanel", () => {
  it("renders nothing for an item without claims: its recipient sees no trace", () => {
    const api = mockApi({});
    const { container } = render(
      <ChipInPanel item={{ quantity: 1 }} giving={GIVING} itemName="Bike" closed={false} onChanged={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    // Nor does the claim box, with its notes and questions.
    const box = render(
      <ClaimControl
        item={{ quantity: 1, givenBy: ["Ada"] }}
        itemName="Bike"
        actions={{ claim: vi.fn(), unclaim: vi.fn() }}
        giving={{ ...GIVING, ask: { whom: "Mum" } }}
      />,
    );
    expect(box.container).toBeEmptyDOMElement();
    expect(api).not.toHaveBeenCalled();
  });

  it("renders nothing when it cannot start: claims closed, or nothing left", () => {
    const closed = render(
      <ChipInPanel item={{ quantity: 1, claims: [], available: 1 }} giving={GIVING} itemName="Bike" closed />,
    );
    expect(closed.container).toBeEmptyDOMElement();
    const none = render(
      <ChipInPanel item={{ quantity: 1, claims: [], available: 0 }} giving={GIVING} itemName="Bike" closed={false} />,
    );
    expect(none.container).toBeEmptyDOMElement();
  });

  it("Chip in with others: the target is the price, the dialog starts it and the page reloads", async () => {
    const api = mockApi({ "POST /api/items/3/chip-in": json(201, ANSWER) });
    const { onChanged } = renderPanel();
    const section = screen.getByRole("region", { name: "Chip in for Bike" });
    await userEvent.click(within(section).getByRole("button", { name: "Chip in with others (Bike)" }));
    const dialog = await screen.findByRole("dialog", { name: "Chip in with others" });
    expect(within(dialog).getByLabelText("Target")).toHaveValue("120");
    expect(within(dialog).getByLabelText("Currency")).toHaveValue("EUR");
    expect(within(dialog).getByLabelText("My pledge (optional)")).toHaveValue("");
    await userEvent.type(within(dialog).getByLabelText("My pledge (optional)"), "20");
    await userEvent.click(within(dialog).getByRole("button", { name: "Start chipping in" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/items/3/chip-in")).toEqual([{ target: "120", currency: "EUR", pledge: "20" }]),
    );
    expect(await screen.findByText("You're chipping in")).toBeInTheDocument();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("a 400 says why under the field; a 409 (someone started first) says so and reloads", async () => {
    let status = 400;
    mockApi({
      "POST /api/items/3/chip-in": () =>
        status === 400
          ? json(400, { message: "Invalid", fields: { target: "Enter the target as an amount above 0." } })
          : json(409, { message: "Someone already started chipping in for this item: add your pledge to theirs." }),
    });
    const { onChanged } = renderPanel({ giving: { id: 3, price: null } });
    await userEvent.click(screen.getByRole("button", { name: "Chip in with others (Bike)" }));
    const dialog = await screen.findByRole("dialog", { name: "Chip in with others" });
    expect(within(dialog).getByLabelText("Target")).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Start chipping in" }));
    expect(await within(dialog).findByText("Enter the target as an amount above 0.")).toBeInTheDocument();

    status = 409;
    await userEvent.type(within(dialog).getByLabelText("Target"), "50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Start chipping in" }));
    expect(
      await screen.findByText("Someone already started chipping in for this item: add your pledge to theirs."),
    ).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it("shows how far it is: the bar, the organiser, each pledge with its share and who paid", () => {
    mockApi({});
    renderPanel({ item: { quantity: 1, claims: [groupClaim(chipIn())], claimedQuantity: 1, available: 0 } });
    const section = screen.getByRole("region", { name: "Chip in for Bike" });
    const bar = within(section).getByRole("progressbar", { name: "Pledged" });
    expect(bar).toHaveAttribute("aria-valuenow", "66");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "€80.00 of €120.00 pledged");
    expect(within(section).getByTestId("chip-in-progress")).toHaveTextContent("€80.00 of €120.00 pledged");
    expect(within(section).getByTestId("chip-in-organiser")).toHaveTextContent("Organised by Ada Lovelace");
    const rows = within(section).getAllByTestId("pledge");
    expect(rows[0]).toHaveTextContent("Ada Lovelace€40.00(equal share)");
    expect(rows[1]).toHaveTextContent("Sam Guest");
    expect(rows[1]).toHaveTextContent("Guest");
    expect(rows[1]).toHaveTextContent("Paid");
    expect(rows[1]).not.toHaveTextContent("equal share");
    // Not the organiser: no ticks, no organiser buttons.
    expect(within(section).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: /Mark bought/ })).not.toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Pledge (Bike)" })).toBeEnabled();
    expect(within(section).getByLabelText("My pledge")).toHaveAccessibleDescription(
      "Leave it empty for an equal share. Up to €39.99.",
    );
  });

  it("Pledge sends the amount and reloads; a bad amount is said first", async () => {
    const api = mockApi({ "PUT /api/items/3/chip-in/pledge": ANSWER });
    const { onChanged } = renderPanel({ item: { quantity: 1, claims: [groupClaim(chipIn())], claimedQuantity: 1, available: 0 } });
    const amount = screen.getByLabelText("My pledge");
    await userEvent.type(amount, "abc");
    await userEvent.click(screen.getByRole("button", { name: "Pledge (Bike)" }));
    expect(await screen.findByText(PLEDGE_AMOUNT_INVALID)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, "30");
    await userEvent.click(screen.getByRole("button", { name: "Pledge (Bike)" }));
    await waitFor(() => expect(api.calls("PUT", "/api/items/3/chip-in/pledge")).toEqual([{ amount: "30" }]));
    expect(await screen.findByText("Pledged")).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it("the server's reason for an amount goes under the field", async () => {
    mockApi({
      "PUT /api/items/3/chip-in/pledge": json(400, { message: "Invalid", fields: { amount: "Only 39.99 is left to pledge." } }),
    });
    renderPanel({ item: { quantity: 1, claims: [groupClaim(chipIn())], claimedQuantity: 1, available: 0 } });
    await userEvent.type(screen.getByLabelText("My pledge"), "50");
    await userEvent.click(screen.getByRole("button", { name: "Pledge (Bike)" }));
    expect(await screen.findByText("Only 39.99 is left to pledge.")).toBeInTheDocument();
    expect(screen.getByLabelText("My pledge")).toHaveAttribute("aria-invalid", "true");
  });

  it("with my pledge: Change my pledge (its amount filled in) and Withdraw my pledge", async () => {
    const api = mockApi({ "DELETE /api/items/3/chip-in/pledge": ANSWER });
    const shared = chipIn({ pledges: [pledge({ id: 12, giverName: "Cat Diaz", mine: true, equalShare: false, amountCents: 3000 })] });
    const { onChanged } = renderPanel({ item: { quantity: 1, claims: [groupClaim(shared)], claimedQuantity: 1, available: 0 } });
    expect(screen.getByTestId("pledge")).toHaveTextContent("Cat Diaz(you)€30.00");
    expect(screen.getByLabelText("My pledge")).toHaveValue("30");
    expect(screen.getByRole("button", { name: "Change my pledge (Bike)" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Withdraw my pledge (Bike)" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/items/3/chip-in/pledge")).toHaveLength(1));
    expect(await screen.findByText("Pledge withdrawn")).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it("a pledge ticked paid cannot be withdrawn, and says why", () => {
    mockApi({});
    const shared = chipIn({ pledges: [pledge({ mine: true, paid: true })] });
    renderPanel({ item: { quantity: 1, claims: [groupClaim(shared)], claimedQuantity: 1, available: 0 } });
    const withdraw = screen.getByRole("button", { name: "Withdraw my pledge (Bike)" });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription(PLEDGE_PAID);
  });

  it("the organiser ticks who paid, marks it bought once reached, and cancels after a warning", async () => {
    const api = mockApi({
      "PUT /api/items/3/chip-in/pledges/11/paid": ANSWER,
      "POST /api/items/3/chip-in/bought": ANSWER,
      "DELETE /api/items/3/chip-in": ANSWER,
    });
    const notReached = renderPanel({
      item: { quantity: 1, claims: [groupClaim(chipIn({ organiserIsMe: true }))], claimedQuantity: 1, available: 0 },
    });
    const markBought = screen.getByRole("button", { name: "Mark bought (Bike)" });
    expect(markBought).toBeDisabled();
    expect(markBought).toHaveAccessibleDescription(CHIP_IN_NOT_REACHED);
    expect(screen.getByTestId("chip-in-organiser")).toHaveTextContent("You organise this");
    notReached.unmount();

    const { onChanged } = renderPanel({
      item: {
        quantity: 1,
        claims: [groupClaim(chipIn({ organiserIsMe: true, reached: true, pledgedCents: 12000 }))],
        claimedQuantity: 1,
        available: 0,
      },
    });
    expect(screen.getByTestId("chip-in-organiser")).toHaveTextContent("The pledges reached the target.");
    const paid = screen.getByRole("checkbox", { name: "Paid: Sam Guest" });
    expect(paid).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Paid: Ada Lovelace" })).not.toBeChecked();
    await userEvent.click(paid);
    await waitFor(() => expect(api.calls("PUT", "/api/items/3/chip-in/pledges/11/paid")).toEqual([{ paid: false }]));

    await userEvent.click(screen.getByRole("button", { name: "Mark bought (Bike)" }));
    await waitFor(() => expect(api.calls("POST", "/api/items/3/chip-in/bought")).toHaveLength(1));
    expect(await screen.findByText("Marked bought")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Cancel chipping in (Bike)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel chipping in?" });
    expect(confirm).toHaveTextContent(CANCEL_CHIP_IN_TEXT);
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel chipping in" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/items/3/chip-in")).toHaveLength(1));
    expect(onChanged).toHaveBeenCalledTimes(3);
  });

  it("Change target: the target and currency kept, sent as typed", async () => {
    const api = mockApi({ "PATCH /api/items/3/chip-in": ANSWER });
    renderPanel({
      item: { quantity: 1, claims: [groupClaim(chipIn({ organiserIsMe: true }))], claimedQuantity: 1, available: 0 },
    });
    await userEvent.click(screen.getByRole("button", { name: "Change target (Bike)" }));
    const dialog = await screen.findByRole("dialog", { name: "Change target" });
    const target = within(dialog).getByLabelText("Target");
    expect(target).toHaveValue("120");
    expect(within(dialog).getByLabelText("Currency")).toHaveValue("EUR");
    await userEvent.clear(target);
    await userEvent.type(target, "150");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save target" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/items/3/chip-in")).toEqual([{ target: "150", currency: "EUR" }]));
  });

  it("bought: 'Bought by' the organiser, and nothing more to change", () => {
    mockApi({});
    renderPanel({
      item: {
        quantity: 1,
        claims: [groupClaim(chipIn({ bought: true, reached: true, pledgedCents: 12000 }))],
        claimedQuantity: 1,
        available: 0,
      },
    });
    expect(screen.getByTestId("chip-in-bought")).toHaveTextContent("Bought by Ada Lovelace");
    expect(screen.queryByLabelText("My pledge")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("closed (the reveal came): how far it got, no changes", () => {
    mockApi({});
    renderPanel({ closed: true, item: { quantity: 1, claims: [groupClaim(chipIn())], claimedQuantity: 1, available: 0 } });
    expect(screen.getByTestId("chip-in-progress")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("the start form's values", () => {
  it("startDefaults: the price as the target, its currency when the price says it", () => {
    expect(startDefaults({ price: "€120", priceValue: 120 })).toEqual({ target: "120", currency: "EUR", pledge: "" });
    expect(startDefaults({ price: "$24.99", priceValue: 24.99 })).toEqual({ target: "24.99", currency: "USD", pledge: "" });
    // A shared item carries the price text only.
    expect(startDefaults({ price: "£30" })).toEqual({ target: "30", currency: "GBP", pledge: "" });
    expect(startDefaults({ price: "120 CHF", priceValue: 120 })).toEqual({ target: "120", currency: "", pledge: "" });
    expect(startDefaults({ price: null, priceValue: null })).toEqual({ target: "", currency: "", pledge: "" });
  });

  it("toStartBody sends only what was typed, the pledge as `pledge`", () => {
    expect(toStartBody({ target: "120", currency: "EUR", pledge: "20" })).toEqual({ target: "120", currency: "EUR", pledge: "20" });
    expect(toStartBody({ target: "", currency: "", pledge: "" })).toEqual({});
  });
});

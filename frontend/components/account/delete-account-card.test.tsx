import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DeleteAccountCard } from "@/components/account/delete-account-card";
import { CONFIRM_MISMATCH } from "@/lib/account";
import { json, mockApi } from "@/test/api-mock";
import { dependant } from "@/test/dependants";
import { user } from "@/test/fixtures";
import { restoreLocation, stubLocation } from "@/test/location";
import { renderWithToaster } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
  restoreLocation();
});

async function openDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
  return screen.findByRole("dialog", { name: "Delete your account?" });
}

describe("DeleteAccountCard", () => {
  it("says what goes", async () => {
    mockApi({ "GET /api/auth/user": user() });
    renderWithToaster(<DeleteAccountCard leave={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Delete account" })).toBeInTheDocument();
    expect(
      screen.getByText(/removes your dates, contacts, wishlist, notifications, friends and shares/),
    ).toHaveTextContent(/pass to their longest-standing member.*stay, shown as ‘Someone’/);
  });

  it("enables the button once the email is typed, then deletes with {confirm} and leaves for /", async () => {
    const api = mockApi({ "GET /api/auth/user": user(), "DELETE /api/account": new Response(null, { status: 204 }) });
    const leave = vi.fn();
    renderWithToaster(<DeleteAccountCard leave={leave} />);
    const dialog = await openDialog();

    expect(within(dialog).getByText("ada@example.com")).toBeInTheDocument();
    const confirm = within(dialog).getByRole("button", { name: "Delete my account" });
    const input = within(dialog).getByLabelText("Your email address");
    expect(confirm).toBeDisabled();

    await userEvent.type(input, "ada@example");
    expect(confirm).toBeDisabled();
    await userEvent.type(input, ".co");
    expect(confirm).toBeDisabled();
    // Trimmed, any case.
    await userEvent.type(input, "M ");
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("/"));
    expect(api.calls("DELETE", "/api/account")).toEqual([{ confirm: "ada@example.coM" }]);
  });

  it("navigates the browser to / by default", async () => {
    const location = Object.assign(stubLocation("/settings"), { assign: vi.fn() });
    mockApi({ "GET /api/auth/user": user(), "DELETE /api/account": new Response(null, { status: 204 }) });
    renderWithToaster(<DeleteAccountCard />);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText("Your email address"), "ada@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith("/"));
  });

  it("without an email, asks for 'delete my account'", async () => {
    const api = mockApi({
      "GET /api/auth/user": user({ email: null }),
      "DELETE /api/account": new Response(null, { status: 204 }),
    });
    const leave = vi.fn();
    renderWithToaster(<DeleteAccountCard leave={leave} />);
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole("button", { name: "Delete my account" });
    expect(within(dialog).getByText("delete my account")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Type “delete my account”"), "Delete My Account");
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("/"));
    expect(api.calls("DELETE", "/api/account")).toEqual([{ confirm: "Delete My Account" }]);
  });

  it("shows the server's message and stays", async () => {
    mockApi({
      "GET /api/auth/user": user(),
      "DELETE /api/account": json(400, { message: CONFIRM_MISMATCH, fields: { confirm: CONFIRM_MISMATCH } }),
    });
    const leave = vi.fn();
    renderWithToaster(<DeleteAccountCard leave={leave} />);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText("Your email address"), "ada@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(CONFIRM_MISMATCH);
    expect(within(dialog).getByRole("button", { name: "Delete my account" })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it("cancel sends nothing", async () => {
    const api = mockApi({ "GET /api/auth/user": user() });
    renderWithToaster(<DeleteAccountCard leave={vi.fn()} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls("DELETE", "/api/account")).toHaveLength(0);
  });

  it("names those I look after alone: they go with my account; those looked after with others need no word", async () => {
    const api = mockApi({
      "GET /api/auth/user": user(),
      "GET /api/dependants": [
        dependant(),
        dependant({ id: 6, name: "Rex", kind: "pet" }),
        dependant({
          id: 7,
          name: "Grandpa Joe",
          guardians: [
            { userId: 1, name: "Ada Lovelace" },
            { userId: 2, name: "Ben Cole" },
          ],
        }),
      ],
    });
    renderWithToaster(<DeleteAccountCard leave={vi.fn()} />);
    // Asked only once the dialog opens.
    await screen.findByRole("button", { name: "Delete account" });
    expect(api.calls("GET", "/api/dependants")).toHaveLength(0);
    const dialog = await openDialog();
    expect(await within(dialog).findByTestId("sole-dependants")).toHaveTextContent(
      "Deleting your account also deletes Mia and Rex: you are their only guardian.",
    );
    expect(within(dialog).getByTestId("sole-dependants")).not.toHaveTextContent("Grandpa Joe");
  });

  it("no warning when everyone I look after has another guardian", async () => {
    const api = mockApi({
      "GET /api/auth/user": user(),
      "GET /api/dependants": [
        dependant({
          guardians: [
            { userId: 1, name: "Ada Lovelace" },
            { userId: 2, name: "Ben Cole" },
          ],
        }),
      ],
    });
    renderWithToaster(<DeleteAccountCard leave={vi.fn()} />);
    const dialog = await openDialog();
    await vi.waitFor(() => expect(api.calls("GET", "/api/dependants")).toHaveLength(1));
    expect(within(dialog).queryByTestId("sole-dependants")).not.toBeInTheDocument();
  });
});

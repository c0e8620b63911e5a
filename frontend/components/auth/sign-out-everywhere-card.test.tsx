import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SIGN_OUT_EVERYWHERE_FAILED, SignOutEverywhereCard } from "@/components/auth/sign-out-everywhere-card";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SignOutEverywhereCard", () => {
  it("asks first, then ends every session and leaves", async () => {
    const api = mockApi({ "POST /api/auth/sign-out-everywhere": { sessionsEnded: 3 } });
    const leave = vi.fn();
    const user = userEvent.setup();
    renderWithToaster(<SignOutEverywhereCard leave={leave} />);

    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Sign out everywhere?")).toBeInTheDocument();
    expect(api.calls("POST", "/api/auth/sign-out-everywhere")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    expect(api.calls("POST", "/api/auth/sign-out-everywhere")).toHaveLength(1);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
  });

  it("cancel sends nothing", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithToaster(<SignOutEverywhereCard leave={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(api.calls("POST", "/api/auth/sign-out-everywhere")).toHaveLength(0);
  });

  it("says so when it fails and stays", async () => {
    mockApi({ "POST /api/auth/sign-out-everywhere": json(500, { message: "boom" }) });
    const leave = vi.fn();
    const user = userEvent.setup();
    renderWithToaster(<SignOutEverywhereCard leave={leave} />);
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByText(SIGN_OUT_EVERYWHERE_FAILED)).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });
});

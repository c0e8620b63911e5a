import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import { AcceptInvitePage } from "@/components/family/accept-invite-page";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const SEEN = { name: "Mia", kind: "child", guardians: ["Ada Lovelace", "Ben Cole"], listCount: 2 };
const INVALID = "This invite is no longer valid. Ask for a new one.";
const GUARDIAN = "You look after them: the invite is for them to accept, signed in with their own account.";

function at(search: string) {
  window.history.pushState({}, "", `/dependants/accept${search}`);
}

beforeEach(() => {
  routerMock.push.mockClear();
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("AcceptInvitePage", () => {
  it("says whose lists wait, then 'Make them mine' accepts, toasts and goes to /wishlist", async () => {
    at("?token=tok123");
    const api = mockApi({
      "GET /api/dependant-invites/tok123": SEEN,
      "POST /api/dependant-invites/tok123/accept": [],
    });
    renderWithToaster(<AcceptInvitePage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Mia's lists are ready for you" })).toBeInTheDocument();
    expect(screen.getByTestId("invite-text")).toHaveTextContent(
      "Kept by Ada Lovelace and Ben Cole. 2 lists move to your account, and nobody tells you who is getting what.",
    );

    await userEvent.click(screen.getByRole("button", { name: "Make them mine" }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/wishlist"));
    expect(api.calls("POST", "/api/dependant-invites/tok123/accept")).toHaveLength(1);
    expect(await screen.findByText("Your lists are here.")).toBeInTheDocument();
  });

  it("an invite no longer valid (410) says the server's message, without the button", async () => {
    at("?token=old");
    mockApi({ "GET /api/dependant-invites/old": json(410, { message: INVALID }) });
    renderWithToaster(<AcceptInvitePage />);
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Make them mine" })).not.toBeInTheDocument();
  });

  it("a guardian's own accept (409) puts the server's message in place of the button", async () => {
    at("?token=tok123");
    mockApi({
      "GET /api/dependant-invites/tok123": SEEN,
      "POST /api/dependant-invites/tok123/accept": json(409, { message: GUARDIAN }),
    });
    renderWithToaster(<AcceptInvitePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Make them mine" }));
    expect(await screen.findByTestId("invite-refused")).toHaveTextContent(GUARDIAN);
    expect(screen.queryByRole("button", { name: "Make them mine" })).not.toBeInTheDocument();
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it("without a token: not valid, and nothing asked", async () => {
    at("");
    const api = mockApi({});
    renderWithToaster(<AcceptInvitePage />);
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import { JoinExchangePage } from "@/components/exchanges/join-exchange-page";
import { EXCHANGE_ALREADY_JOINED, EXCHANGE_INVITE_INVALID } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { asBen } from "@/test/exchanges";
import { renderWithToaster } from "@/test/render";

const SEEN = {
  name: "Family Christmas",
  date: "2026-12-24",
  organiserName: "Ada Lovelace",
  message: "Gifts under the tree at Grandma's.",
};

function at(search: string) {
  window.history.pushState({}, "", `/exchanges/join${search}`);
}

beforeEach(() => {
  routerMock.push.mockReset();
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("JoinExchangePage", () => {
  it("says what the invite is to; Join puts me in and opens the exchange", async () => {
    at("?token=tok123");
    const api = mockApi({
      "GET /api/exchange-invites/tok123": SEEN,
      "POST /api/exchange-invites/tok123/join": asBen(),
      "GET /api/exchanges": [],
    });
    renderWithToaster(<JoinExchangePage />);
    expect(await screen.findByRole("heading", { level: 1, name: "You're invited to Family Christmas" })).toBeInTheDocument();
    expect(screen.getByTestId("invite-date")).toHaveTextContent("December 24, 2026");
    expect(screen.getByTestId("invite-organiser")).toHaveTextContent("Organised by Ada Lovelace");
    expect(screen.getByTestId("invite-message")).toHaveTextContent("Gifts under the tree at Grandma's.");

    await userEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/exchanges/9"));
    expect(api.calls("POST", "/api/exchange-invites/tok123/join")).toHaveLength(1);
    expect(await screen.findByText("You joined Family Christmas")).toBeInTheDocument();
  });

  it("an invite no longer valid (410) says the server's message, without Join", async () => {
    at("?token=old");
    mockApi({ "GET /api/exchange-invites/old": json(410, { message: EXCHANGE_INVITE_INVALID }) });
    renderWithToaster(<JoinExchangePage />);
    expect(await screen.findByTestId("invite-refused")).toHaveTextContent(EXCHANGE_INVITE_INVALID);
    expect(screen.queryByRole("button", { name: "Join" })).not.toBeInTheDocument();
  });

  it("a link that stops working before Join (410), or one I am in already (409), says why", async () => {
    at("?token=tok123");
    mockApi({
      "GET /api/exchange-invites/tok123": SEEN,
      "POST /api/exchange-invites/tok123/join": json(409, { message: EXCHANGE_ALREADY_JOINED }),
    });
    renderWithToaster(<JoinExchangePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Join" }));
    expect(await screen.findByTestId("invite-refused")).toHaveTextContent(EXCHANGE_ALREADY_JOINED);
    expect(screen.getByRole("link", { name: "Your gift exchanges" })).toHaveAttribute("href", "/exchanges");
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it("a 410 on Join says the server's message", async () => {
    at("?token=tok123");
    mockApi({
      "GET /api/exchange-invites/tok123": SEEN,
      "POST /api/exchange-invites/tok123/join": json(410, { message: EXCHANGE_INVITE_INVALID }),
    });
    renderWithToaster(<JoinExchangePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Join" }));
    expect(await screen.findByTestId("invite-refused")).toHaveTextContent(EXCHANGE_INVITE_INVALID);
  });

  it("without a token: not valid, and nothing asked", async () => {
    at("");
    const api = mockApi({});
    renderWithToaster(<JoinExchangePage />);
    expect(await screen.findByText(EXCHANGE_INVITE_INVALID)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { UnsubscribePage } from "@/components/account/unsubscribe-page";
import { UNSUBSCRIBE_FAILED, UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBE_TEXT, UNSUBSCRIBE_TITLE } from "@/lib/email";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const DONE = "Done: you will not get the weekly email any more. You can turn it back on in Settings.";

function at(search: string) {
  window.history.pushState({}, "", `/unsubscribe${search}`);
}

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("UnsubscribePage", () => {
  it("says what stops, and sends nothing until Unsubscribe is pressed", async () => {
    at("?token=tok-123");
    const api = mockApi({});
    renderWithToaster(<UnsubscribePage />);
    expect(await screen.findByRole("heading", { level: 1, name: UNSUBSCRIBE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(UNSUBSCRIBE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
    expect(api).not.toHaveBeenCalled();
  });

  it("Unsubscribe POSTs the token, with no body, then says it is done with a way back in Settings", async () => {
    at("?token=tok%2F123");
    const api = mockApi({ "POST /api/email/unsubscribe": { unsubscribed: true } });
    renderWithToaster(<UnsubscribePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));

    expect(await screen.findByTestId("unsubscribed")).toHaveTextContent(DONE);
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
    expect(screen.queryByText(UNSUBSCRIBE_TEXT)).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);
    const [url, init] = api.mock.calls[0];
    expect(url).toBe("/api/email/unsubscribe?token=tok%2F123");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBeUndefined();
  });

  it("a link the server does not know (400): says the server's message, no button", async () => {
    at("?token=stale");
    mockApi({ "POST /api/email/unsubscribe": json(400, { message: "This unsubscribe link is not valid." }) });
    renderWithToaster(<UnsubscribePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This unsubscribe link is not valid.");
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("unsubscribed")).not.toBeInTheDocument();
  });

  it("without a token: not valid, no button, nothing sent", async () => {
    at("");
    const api = mockApi({});
    renderWithToaster(<UnsubscribePage />);
    expect(await screen.findByRole("heading", { level: 1, name: UNSUBSCRIBE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("any other failure: toasts, and the button can be pressed again", async () => {
    at("?token=tok-123");
    mockApi({ "POST /api/email/unsubscribe": json(500, {}) });
    renderWithToaster(<UnsubscribePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));

    expect(await screen.findByText(UNSUBSCRIBE_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeEnabled());
    expect(screen.queryByTestId("unsubscribed")).not.toBeInTheDocument();
  });
});

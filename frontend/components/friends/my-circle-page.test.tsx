import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { FindFriendsTab } from "@/components/friends/find-friends-tab";
import { MyCirclePage, tabFromSearch } from "@/components/friends/my-circle-page";
import { FRIEND_EMAIL_REQUIRED, FRIEND_SELF } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const ada = { id: 2, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", profileImageUrl: null };
const bob = { id: 3, firstName: null, lastName: null, email: "bob@example.com", profileImageUrl: null };
const me = { id: 1, firstName: "Me", lastName: "Myself", email: "me@example.com", profileImageUrl: null };

const INCOMING = [{ id: 10, sender: ada, receiver: me, status: "pending", createdAt: "2026-01-01T00:00:00Z" }];
const SENT = [{ id: 11, sender: me, receiver: bob, status: "pending", createdAt: "2026-01-01T00:00:00Z" }];

function renderPage(ui = <MyCirclePage />) {
  renderWithToaster(ui);
}

beforeEach(() => {
  window.history.replaceState(null, "", "/friends");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("tabFromSearch", () => {
  it.each([
    ["", "contacts"],
    ["?tab=requests", "requests"],
    ["?tab=find", "find"],
    ["?tab=friends", "friends"],
    ["?tab=nope", "contacts"],
  ])("%s -> %s", (search, tab) => {
    expect(tabFromSearch(search)).toBe(tab);
  });
});

describe("MyCirclePage", () => {
  it("has four tabs, the pending-request badge and opens the tab from the URL", async () => {
    window.history.replaceState(null, "", "/friends?tab=requests");
    mockApi({
      "GET /api/contacts": [],
      "GET /api/friends": [],
      "GET /api/friends/requests": INCOMING,
      "GET /api/friends/requests/sent": SENT,
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "My Circle" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "People you look after" })).toHaveAttribute("href", "/family");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Contacts",
      "Friends",
      expect.stringMatching(/^Requests/),
      "Find Friends",
    ]);
    expect(await screen.findByTestId("requests-count")).toHaveTextContent("1");
    expect(screen.getByRole("tab", { name: /^Requests/ })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("listitem", { name: "Ada Lovelace" })).toHaveTextContent("ada@example.com");

    await userEvent.click(screen.getByRole("tab", { name: "Find Friends" }));
    expect(window.location.search).toBe("?tab=find");
    expect(screen.getByLabelText("Friend's email")).toBeInTheDocument();
  });

  it("Requests: accept, decline and cancel call the API, toast and revalidate", async () => {
    window.history.replaceState(null, "", "/friends?tab=requests");
    let incoming = INCOMING;
    const api = mockApi({
      "GET /api/contacts": [],
      "GET /api/friends": [],
      "GET /api/friends/requests": () => json(200, incoming),
      "GET /api/friends/requests/sent": SENT,
      "POST /api/friends/accept": () => {
        incoming = [];
        return json(200, { requestId: 10, friendshipId: 5 });
      },
      "POST /api/friends/decline": { requestId: 10, status: "declined" },
      "DELETE /api/friends/request/11": { requestId: 11, status: "cancelled" },
    });
    renderPage();
    const row = await screen.findByRole("listitem", { name: "Ada Lovelace" });
    await userEvent.click(within(row).getByRole("button", { name: "Decline request from Ada Lovelace" }));
    expect(await screen.findByText("Request declined")).toBeInTheDocument();
    expect(api.calls("POST", "/api/friends/decline")).toEqual([{ requestId: 10 }]);

    const sentRow = screen.getByRole("listitem", { name: "bob" });
    expect(within(sentRow).getByText("Pending")).toBeInTheDocument();
    await userEvent.click(within(sentRow).getByRole("button", { name: "Cancel request to bob" }));
    expect(await screen.findByText("Request cancelled")).toBeInTheDocument();
    expect(api.calls("DELETE", "/api/friends/request/11")).toHaveLength(1);

    const friendsCalls = api.calls("GET", "/api/friends").length;
    await userEvent.click(screen.getByRole("button", { name: "Accept request from Ada Lovelace" }));
    expect(await screen.findByText("Friend request accepted!")).toBeInTheDocument();
    expect(api.calls("POST", "/api/friends/accept")).toEqual([{ requestId: 10 }]);
    await waitFor(() => expect(screen.getByText("No pending requests")).toBeInTheDocument());
    expect(screen.queryByTestId("requests-count")).not.toBeInTheDocument();
    expect(api.calls("GET", "/api/friends").length).toBeGreaterThan(friendsCalls);
  });

  it("Requests: empty states", async () => {
    window.history.replaceState(null, "", "/friends?tab=requests");
    mockApi({ "GET /api/contacts": [], "GET /api/friends/requests": [], "GET /api/friends/requests/sent": [] });
    renderPage();
    expect(await screen.findByText("No pending requests")).toBeInTheDocument();
    expect(screen.getByText("No sent requests")).toBeInTheDocument();
  });

  it("Friends: lists friends with initials and removes one after confirming", async () => {
    window.history.replaceState(null, "", "/friends?tab=friends");
    let friends = [{ ...ada, friendshipId: 44 }];
    const api = mockApi({
      "GET /api/contacts": [],
      "GET /api/friends": () => json(200, friends),
      "GET /api/friends/requests": [],
      "GET /api/friends/requests/sent": [],
      "DELETE /api/friends/44": () => {
        friends = [];
        return json(200, { id: 44, deleted: true });
      },
    });
    renderPage();
    const row = await screen.findByRole("listitem", { name: "Ada Lovelace" });
    expect(within(row).getByRole("img", { name: "Ada Lovelace" })).toHaveTextContent("A");
    expect(within(row).getByRole("link", { name: "Gifts for Ada Lovelace" })).toHaveAttribute("href", "/person?friend=2");
    await userEvent.click(within(row).getByRole("button", { name: "Remove Ada Lovelace" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove friend?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Friend removed")).toBeInTheDocument();
    expect(api.calls("DELETE", "/api/friends/44")).toHaveLength(1);
    expect(await screen.findByText("No friends yet")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Find friends" }));
    expect(screen.getByRole("tab", { name: "Find Friends" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("FindFriendsTab", () => {
  it("requires an email and sends nothing", async () => {
    const api = mockApi({});
    renderPage(<FindFriendsTab />);
    await userEvent.type(screen.getByLabelText("Friend's email"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(screen.getByText(FRIEND_EMAIL_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText("Friend's email")).toHaveAccessibleDescription(FRIEND_EMAIL_REQUIRED);
    expect(api.calls("POST", "/api/friends/request")).toHaveLength(0);
  });

  it("sends the trimmed email, toasts and resets", async () => {
    const api = mockApi({ "POST /api/friends/request": json(201, { id: 3, status: "pending" }) });
    renderPage(<FindFriendsTab />);
    await userEvent.type(screen.getByLabelText("Friend's email"), "  bob@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Friend request sent successfully!")).toBeInTheDocument();
    expect(api.calls("POST", "/api/friends/request")).toEqual([{ receiverEmail: "bob@example.com" }]);
    expect(screen.getByLabelText("Friend's email")).toHaveValue("");
  });

  it("says 'Friend request accepted!' when they had already asked", async () => {
    mockApi({ "POST /api/friends/request": json(200, { id: 3, status: "accepted" }) });
    renderPage(<FindFriendsTab />);
    await userEvent.type(screen.getByLabelText("Friend's email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Friend request accepted!")).toBeInTheDocument();
  });

  it("says the server's field message once, in the toast, and keeps the email", async () => {
    mockApi({
      "POST /api/friends/request": json(400, { message: FRIEND_SELF, fields: { receiverEmail: FRIEND_SELF } }),
    });
    renderPage(<FindFriendsTab />);
    await userEvent.type(screen.getByLabelText("Friend's email"), "who@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(FRIEND_SELF)).toBeInTheDocument();
    expect(screen.getAllByText(FRIEND_SELF)).toHaveLength(1);
    expect(screen.getByLabelText("Friend's email")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Friend's email")).toHaveValue("who@example.com");
  });

  it("clears the required message once an email is typed", async () => {
    mockApi({});
    renderPage(<FindFriendsTab />);
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(screen.getByText(FRIEND_EMAIL_REQUIRED)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Friend's email"), "bob@example.com");
    expect(screen.queryByText(FRIEND_EMAIL_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Friend's email")).not.toHaveAttribute("aria-invalid");
  });

  it.each([
    [json(400, { message: FRIEND_SELF }), FRIEND_SELF],
    [new Response("", { status: 500 }), "Failed to send friend request"],
  ])("shows the server message, else the fallback", async (response, text) => {
    mockApi({ "POST /api/friends/request": response });
    renderPage(<FindFriendsTab />);
    await userEvent.type(screen.getByLabelText("Friend's email"), "who@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText("Friend's email")).toHaveValue("who@example.com");
  });
});

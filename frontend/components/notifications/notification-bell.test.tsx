import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ useRouter: () => routerMock }));

import { NotificationBell, popsUp, unreadBadgeText } from "@/components/notifications/notification-bell";
import type { AppNotification } from "@/hooks/use-notifications";
import { SHOWN_NOTIFICATIONS_KEY } from "@/lib/browser-notifications";
import { mockApi } from "@/test/api-mock";
import { renderWithSwr } from "@/test/render";

function notification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 5,
    kind: "reminder",
    link: null,
    specialDateId: 1,
    title: "Mum's Birthday is in 7 days",
    body: "March 4, 2027 · Birthday",
    occurrence: "2027-03-04",
    channel: "dashboard",
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  routerMock.push.mockReset();
});

function listItem(overrides: Partial<AppNotification> = {}): AppNotification {
  return notification({
    id: 20,
    kind: "list_item",
    title: "Ann added an item to Grandma's 80th",
    body: "Silk scarf",
    link: "/collaborative/7",
    specialDateId: null,
    occurrence: null,
    channel: "dashboard",
    ...overrides,
  });
}

describe("unreadBadgeText", () => {
  it("caps at 9+", () => {
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(9)).toBe("9");
    expect(unreadBadgeText(10)).toBe("9+");
  });
});

describe("popsUp", () => {
  it("is true only for unread browser reminders", () => {
    expect(popsUp(notification({ channel: "browser" }))).toBe(true);
    expect(popsUp(notification({ channel: "browser", read: true }))).toBe(false);
    expect(popsUp(notification({ channel: "dashboard" }))).toBe(false);
    expect(popsUp(listItem({ channel: "browser" }))).toBe(false);
    expect(popsUp(listItem({ kind: "list_invite", channel: "browser" }))).toBe(false);
  });
});

describe("NotificationBell", () => {
  it("selecting a notification with a link marks it read and opens the link", async () => {
    const api = mockApi({
      "GET /api/notifications": { notifications: [listItem()], unreadCount: 1 },
      "POST /api/notifications/20/read": listItem({ read: true }),
    });
    renderWithSwr(<NotificationBell />);
    await screen.findByTestId("notification-count");
    await userEvent.click(screen.getByRole("button", { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Ann added an item/ }));
    await waitFor(() => expect(api.calls("POST", "/api/notifications/20/read")).toHaveLength(1));
    expect(routerMock.push).toHaveBeenCalledWith("/collaborative/7");
    // The menu closes on the way.
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });

  it("a read notification with a link only navigates", async () => {
    const api = mockApi({
      "GET /api/notifications": {
        notifications: [listItem({ kind: "list_invite", title: "Ann invited you", read: true })],
        unreadCount: 0,
      },
    });
    renderWithSwr(<NotificationBell />);
    await waitFor(() => expect(api.calls("GET", "/api/notifications")).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Ann invited you/ }));
    expect(routerMock.push).toHaveBeenCalledWith("/collaborative/7");
    expect(api.calls("POST", "/api/notifications/20/read")).toHaveLength(0);
  });

  it("a reminder without a link keeps the menu open and goes nowhere", async () => {
    mockApi({
      "GET /api/notifications": { notifications: [notification()], unreadCount: 1 },
      "POST /api/notifications/5/read": notification({ read: true }),
    });
    renderWithSwr(<NotificationBell />);
    await screen.findByTestId("notification-count");
    await userEvent.click(screen.getByRole("button", { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Mum's Birthday/ }));
    expect(screen.getByRole("menu")).toBeInTheDocument();
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it("shows the unread count on the bell", async () => {
    mockApi({ "GET /api/notifications": { notifications: [notification()], unreadCount: 3 } });
    renderWithSwr(<NotificationBell />);
    expect(screen.getByRole("button", { name: /^Notifications/ })).toBeInTheDocument();
    expect(await screen.findByTestId("notification-count")).toHaveTextContent(/^3$/);
    // What is seen on the button is part of its name (label in name).
    expect(screen.getByRole("button", { name: "Notifications, 3 unread" })).toBeInTheDocument();
  });

  it("shows 9+ above nine and no badge at zero", async () => {
    mockApi({ "GET /api/notifications": { notifications: [], unreadCount: 12 } });
    const { unmount } = renderWithSwr(<NotificationBell />);
    expect(await screen.findByTestId("notification-count")).toHaveTextContent(/^9\+$/);
    expect(screen.getByRole("button", { name: "Notifications, 9+ unread" })).toBeInTheDocument();
    unmount();

    const api = mockApi({ "GET /api/notifications": { notifications: [], unreadCount: 0 } });
    renderWithSwr(<NotificationBell />);
    await waitFor(() => expect(api.calls("GET", "/api/notifications")).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByTestId("notification-count")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });

  it("says 'No notifications yet' when there are none", async () => {
    mockApi({ "GET /api/notifications": { notifications: [], unreadCount: 0 } });
    renderWithSwr(<NotificationBell />);
    await userEvent.click(screen.getByRole("button", { name: /^Notifications/ }));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });

  it("lists notifications; clicking an unread one marks it read", async () => {
    const api = mockApi({
      "GET /api/notifications": {
        notifications: [notification(), notification({ id: 6, title: "Anniversary tomorrow", read: true })],
        unreadCount: 1,
      },
      "POST /api/notifications/5/read": notification({ read: true }),
    });
    renderWithSwr(<NotificationBell />);
    expect(await screen.findByTestId("notification-count")).toHaveTextContent("1");

    await userEvent.click(screen.getByRole("button", { name: /^Notifications/ }));
    const menu = await screen.findByRole("menu");
    const unread = within(menu).getByRole("menuitem", { name: /Mum's Birthday is in 7 days/ });
    expect(unread).toHaveAttribute("data-unread", "true");
    expect(unread).toHaveTextContent("March 4, 2027 · Birthday");
    expect(unread).toHaveTextContent("5 minutes ago");
    expect(within(menu).getByRole("menuitem", { name: /Anniversary tomorrow/ })).not.toHaveAttribute("data-unread");

    await userEvent.click(unread);
    await waitFor(() => expect(api.calls("POST", "/api/notifications/5/read")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId("notification-count")).not.toBeInTheDocument());
  });

  it("'Mark all as read' posts read-all and refreshes", async () => {
    let read = false;
    const api = mockApi({
      "GET /api/notifications": () =>
        new Response(
          JSON.stringify({
            notifications: [notification({ read }), notification({ id: 6, read })],
            unreadCount: read ? 0 : 2,
          }),
        ),
      "POST /api/notifications/read-all": () => {
        read = true;
        return new Response(JSON.stringify({ updated: 2 }));
      },
    });
    renderWithSwr(<NotificationBell />);
    expect(await screen.findByTestId("notification-count")).toHaveTextContent("2");
    await userEvent.click(screen.getByRole("button", { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.queryByTestId("notification-count")).not.toBeInTheDocument());
    expect(api.calls("POST", "/api/notifications/read-all")).toHaveLength(1);
  });

  it("shows unread browser reminders as system notifications once", async () => {
    const shown = vi.fn();
    vi.stubGlobal(
      "Notification",
      Object.assign(
        function (this: unknown, title: string, options: NotificationOptions) {
          shown(title, options.body);
        },
        { permission: "granted", requestPermission: vi.fn() },
      ),
    );
    mockApi({
      "GET /api/notifications": {
        notifications: [
          notification({ id: 7, channel: "browser" }),
          notification({ id: 8, channel: "browser", read: true }),
          notification({ id: 9, channel: "dashboard" }),
          listItem({ id: 10, channel: "browser" }),
        ],
        unreadCount: 3,
      },
    });
    const { unmount } = renderWithSwr(<NotificationBell />);
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(shown).toHaveBeenCalledWith("Mum's Birthday is in 7 days", "March 4, 2027 · Birthday");
    expect(JSON.parse(window.localStorage.getItem(SHOWN_NOTIFICATIONS_KEY) ?? "[]")).toEqual([7]);
    unmount();

    // A later page load does not show it again.
    renderWithSwr(<NotificationBell />);
    await screen.findByTestId("notification-count");
    await act(async () => {});
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("shows nothing without permission", async () => {
    const ctor = vi.fn();
    vi.stubGlobal("Notification", Object.assign(ctor, { permission: "default", requestPermission: vi.fn() }));
    mockApi({
      "GET /api/notifications": { notifications: [notification({ channel: "browser" })], unreadCount: 1 },
    });
    renderWithSwr(<NotificationBell />);
    await screen.findByTestId("notification-count");
    expect(ctor).not.toHaveBeenCalled();
  });

  it("refreshes every 60 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ "GET /api/notifications": { notifications: [], unreadCount: 0 } });
    renderWithSwr(<NotificationBell />);
    await waitFor(() => expect(api.calls("GET", "/api/notifications")).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(api.calls("GET", "/api/notifications")).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await waitFor(() => expect(api.calls("GET", "/api/notifications")).toHaveLength(2));
  });
});

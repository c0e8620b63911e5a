import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { json } from "@/test/api-mock";
import { user } from "@/test/fixtures";
import { restoreLocation, stubLocation } from "@/test/location";
import { pathnameMock, routerMock } from "@/test/next-mocks";
import { renderWithSwr, renderWithToaster } from "@/test/render";
import { Toaster } from "@/components/ui/toaster";
import { swrConfig } from "@/lib/swr-config";

vi.mock("next/navigation", () => ({ usePathname: () => pathnameMock(), useRouter: () => routerMock }));

import { RequireAuth } from "@/components/auth/require-auth";
import { resetTimeZoneSyncForTests } from "@/hooks/use-time-zone-sync";
import { resetRedirectForTests } from "@/lib/auth-redirect";

const ada = user({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

const fetchMock = vi.fn<typeof fetch>();

/** Calls to the user endpoint (the header's notification bell makes its own). */
function userCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url) === "/api/auth/user");
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  resetRedirectForTests();
  resetTimeZoneSyncForTests();
  pathnameMock.mockReturnValue("/wishlist");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  restoreLocation();
  delete document.documentElement.dataset.session;
});

/** The page as the export holds it and a browser receives it, marked by the server, then taken over by React. */
async function hydrateMarked(mark: "signed-in" | "signed-out", page: React.ReactElement) {
  const ui = (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      {page}
      <Toaster />
    </SWRConfig>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  document.documentElement.dataset.session = mark;
  const exported = container.cloneNode(true) as HTMLElement;
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: recoverable }));
  return { container, exported, recoverable, unmount: () => act(() => root.unmount()) };
}

describe("RequireAuth", () => {
  it("signed in: shows the page in the signed-in chrome", async () => {
    fetchMock.mockResolvedValue(json(200, ada));
    renderWithSwr(
      <RequireAuth>
        <p>Secret wishlist</p>
      </RequireAuth>,
    );
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(await screen.findByText("Secret wishlist")).toBeInTheDocument();

    const main = screen.getByRole("navigation", { name: "Main" });
    const current = within(main).getByRole("link", { name: "Wishlist" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(within(main).getByRole("link", { name: "Contacts" })).not.toHaveAttribute("aria-current");
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(mobile).getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Home",
      "Circle",
      "Shop",
      "Wishlist",
      "Groups",
    ]);
    // The bell and the account menu load after the chrome.
    expect(await screen.findByTestId("account-menu")).toHaveTextContent("Ada Lovelace");
    expect(screen.getByRole("button", { name: /^Notifications/ })).toBeInTheDocument();
    // Same zone as the browser: no PATCH.
    expect(userCalls()).toHaveLength(1);
  });

  it("mounts the chrome once: its links stay the same elements when the user becomes known", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url) =>
      String(url) === "/api/auth/user"
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(json(200, [])),
    );
    renderWithSwr(
      <RequireAuth>
        <p>Secret wishlist</p>
      </RequireAuth>,
    );
    expect(screen.getByTestId("page-spinner")).toBeInTheDocument();
    const before = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Contacts" });
    const logo = within(screen.getByRole("banner")).getByRole("link", { name: "Presently" });

    await act(async () => answer(json(200, ada)));
    expect(await screen.findByText("Secret wishlist")).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Contacts" })).toBe(before);
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Presently" })).toBe(logo);
    expect(before).toBeInTheDocument();
  });

  it("account menu lists the name, email, Profile, Settings and Log out", async () => {
    fetchMock.mockResolvedValue(json(200, { ...ada, firstName: null, lastName: null }));
    renderWithSwr(
      <RequireAuth>
        <p>Page</p>
      </RequireAuth>,
    );
    const trigger = await screen.findByTestId("account-menu");
    expect(trigger).toHaveTextContent("ada");
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(within(menu).getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(within(menu).getByRole("menuitem", { name: "Log out" })).toBeInTheDocument();
  });

  it("signed out: spinner, 'Unauthorized' toast, then login with returnTo after 500 ms", async () => {
    const location = stubLocation("/wishlist?tab=2");
    fetchMock.mockResolvedValue(json(401, { message: "Not signed in" }));

    renderWithToaster(
      <RequireAuth>
        <p>Secret wishlist</p>
      </RequireAuth>,
    );

    expect(await screen.findByText("Unauthorized")).toBeInTheDocument();
    expect(screen.getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    expect(screen.getByTestId("page-spinner")).toBeInTheDocument();
    expect(screen.queryByText("Secret wishlist")).not.toBeInTheDocument();
    expect(location.href).toBe("http://localhost/wishlist?tab=2");
    await waitFor(() => expect(location.href).toBe("/api/login?returnTo=%2Fwishlist%3Ftab%3D2"), {
      timeout: 2000,
    });
  });

  it("marked signed out by the server: never asks who, no signed-in navigation, login after exactly 500 ms", async () => {
    vi.useFakeTimers();
    const location = stubLocation("/wishlist?tab=2");
    const { container, exported, recoverable, unmount } = await hydrateMarked(
      "signed-out",
      <RequireAuth>
        <p>Secret wishlist</p>
      </RequireAuth>,
    );
    // The export is the signed-in chrome with a spinner, pending: the CSS
    // hides its navigation on a page marked signed out (globals.css).
    expect(exported.querySelector('[data-chrome="signed-in"][data-pending]')).not.toBeNull();
    expect(recoverable).not.toHaveBeenCalled();

    expect(within(container).queryByRole("navigation")).toBeNull();
    expect(within(container).queryByRole("banner")).toBeNull();
    expect(within(container).getByTestId("page-spinner")).toBeInTheDocument();
    expect(within(container).getByText("Unauthorized")).toBeInTheDocument();
    expect(within(container).queryByText("Secret wishlist")).toBeNull();
    await act(async () => vi.advanceTimersByTime(499));
    expect(location.href).toBe("http://localhost/wishlist?tab=2");
    await act(async () => vi.advanceTimersByTime(1));
    expect(location.href).toBe("/api/login?returnTo=%2Fwishlist%3Ftab%3D2");
    expect(userCalls()).toHaveLength(0);
    await unmount();
  });

  it("marked signed in: the chrome stays, and the page shows once the user is known", async () => {
    fetchMock.mockImplementation(async (url) => (String(url) === "/api/auth/user" ? json(200, ada) : json(200, [])));
    const { container, recoverable, unmount } = await hydrateMarked(
      "signed-in",
      <RequireAuth>
        <p>Secret wishlist</p>
      </RequireAuth>,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(await within(container).findByText("Secret wishlist")).toBeInTheDocument();
    expect(container.querySelector("[data-pending]")).toBeNull();
    expect(within(container).getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(userCalls()).toHaveLength(1);
    await unmount();
  });

  it("sends the browser's time zone once when it differs, then revalidates", async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    let stored = "Pacific/Chatham" === zone ? "UTC" : "Pacific/Chatham";
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === "PATCH") {
        stored = JSON.parse(String(init.body)).timeZone;
        return json(200, { ...ada, timeZone: stored });
      }
      return json(200, { ...ada, timeZone: stored });
    });
    renderWithSwr(
      <RequireAuth>
        <p>Page</p>
      </RequireAuth>,
    );
    await screen.findByText("Page");
    await waitFor(() => expect(userCalls()).toHaveLength(3));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(patch?.[0]).toBe("/api/auth/user");
    expect(patch?.[1]).toMatchObject({
      body: JSON.stringify({ timeZone: zone }),
      headers: { "Content-Type": "application/json" },
      credentials: "include",
    });
    await act(async () => {});
    expect(userCalls()).toHaveLength(3);
  });

  it("sends no time zone while the user has chosen one on the profile page", async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const chosen = "Pacific/Chatham" === zone ? "UTC" : "Pacific/Chatham";
    fetchMock.mockResolvedValue(json(200, { ...ada, timeZone: chosen, timeZoneFollowsBrowser: false }));
    renderWithSwr(
      <RequireAuth>
        <p>Page</p>
      </RequireAuth>,
    );
    await screen.findByText("Page");
    await act(async () => {});
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH")).toHaveLength(0);
  });
});

import { act, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { json } from "@/test/api-mock";
import { user } from "@/test/fixtures";
import { pathnameMock, routerMock } from "@/test/next-mocks";
import { renderWithSwr } from "@/test/render";

vi.mock("next/navigation", () => ({ usePathname: () => pathnameMock(), useRouter: () => routerMock }));

import { SiteChrome } from "@/components/auth/site-chrome";
import { resetTimeZoneSyncForTests } from "@/hooks/use-time-zone-sync";
import { swrConfig } from "@/lib/swr-config";

const ada = user({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
const fetchMock = vi.fn<typeof fetch>();
const userCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === "/api/auth/user");

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => (String(url) === "/api/auth/user" ? json(200, ada) : json(200, [])));
  vi.stubGlobal("fetch", fetchMock);
  resetTimeZoneSyncForTests();
  pathnameMock.mockReturnValue("/gift-guides");
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.session;
  document.body.innerHTML = "";
});

const page = (
  <SiteChrome>
    <h1>Gift Guides</h1>
  </SiteChrome>
);

/** The exported page, marked by the server, taken over by React; the export's HTML and the hydration's recoverable errors. */
async function hydrateMarked(mark: "signed-in" | "signed-out") {
  const ui = <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{page}</SWRConfig>;
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  const exported = container.innerHTML;
  document.body.appendChild(container);
  document.documentElement.dataset.session = mark;
  const recoverable = vi.fn();
  const heading = container.querySelector("h1");
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  return { container, exported, recoverable, heading };
}

describe("SiteChrome", () => {
  it("the export holds the page itself, not a spinner", () => {
    const html = renderToString(<SWRConfig value={{ provider: () => new Map() }}>{page}</SWRConfig>);
    expect(html).toContain("<h1>Gift Guides</h1>");
    expect(html).not.toContain('data-slot="spinner"');
  });

  it("marked signed out: the public chrome and the page at once, and no call asking who", async () => {
    const { container, recoverable, heading } = await hydrateMarked("signed-out");
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector("h1")).toBe(heading);
    expect(within(container).getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="spinner"]')).toBeNull();
    await act(async () => {});
    expect(userCalls()).toHaveLength(0);
  });

  it("marked signed in: the page at once, in the signed-in chrome, the page kept as the user loads", async () => {
    const { container, recoverable, heading, exported } = await hydrateMarked("signed-in");
    // Until React runs, the public header's place is kept but empty (globals.css, data-pending).
    expect(exported).toContain('data-chrome="public"');
    expect(exported).toContain("data-pending");
    expect(recoverable).not.toHaveBeenCalled();
    expect(await within(container).findByTestId("account-menu")).toHaveTextContent("Ada Lovelace");
    expect(container.querySelector("h1")).toBe(heading);
    expect(within(container).queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(container.querySelector("[data-pending]")).toBeNull();
    expect(userCalls()).toHaveLength(1);
  });

  it("unmarked: the page at once in the public chrome, then the signed-in chrome with the same page when the server says who", async () => {
    renderWithSwr(page);
    const heading = screen.getByRole("heading", { name: "Gift Guides" });
    expect(screen.queryByTestId("page-spinner")).toBeNull();
    expect(await screen.findByTestId("account-menu")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Gift Guides" })).toBe(heading);
  });
});

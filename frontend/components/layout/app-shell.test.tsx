import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { mockApi } from "@/test/api-mock";
import { user } from "@/test/fixtures";
import { pathnameMock, routerMock } from "@/test/next-mocks";
import { renderWithSwr } from "@/test/render";

vi.mock("next/navigation", () => ({ usePathname: () => pathnameMock(), useRouter: () => routerMock }));

import { AppShell } from "@/components/layout/app-shell";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The number of a spacing class (`bottom-20`, `md:pb-24`: 4 px each), or undefined. */
function spacing(element: HTMLElement, utility: string, variant = ""): number | undefined {
  const name = `${variant ? `${variant}:` : ""}${utility}-`;
  const found = Array.from(element.classList).find((c) => c.startsWith(name) && /^\d+$/.test(c.slice(name.length)));
  return found === undefined ? undefined : Number(found.slice(name.length));
}

/** The round button's height (size-14), in spacing units. */
const LAUNCHER_HEIGHT = 14;

describe("AppShell", () => {
  it("shows the Ask Presently button once, above the mobile tab bar", async () => {
    mockApi({});
    pathnameMock.mockReturnValue("/wishlist");
    renderWithSwr(
      <AppShell user={user()}>
        <p>Page</p>
      </AppShell>,
    );
    // The button's code loads after the chrome's.
    const launcher = await screen.findByRole("button", { name: "Ask Presently" });
    expect(launcher).toHaveClass("fixed", "bottom-20", "md:bottom-8");
    expect(screen.getAllByRole("button", { name: "Ask Presently" })).toHaveLength(1);
  });

  it("on home, sits above the floating add-date button", async () => {
    mockApi({});
    pathnameMock.mockReturnValue("/");
    renderWithSwr(
      <AppShell user={user()}>
        <p>Home</p>
      </AppShell>,
    );
    expect(await screen.findByRole("button", { name: "Ask Presently" })).toHaveClass("bottom-38", "md:bottom-28");
  });

  it.each([
    ["/wishlist", "pb-36", "md:pb-24"],
    ["/", "pb-54", "md:pb-44"],
  ])("on %s, leaves room below the footer's links for the round buttons and the tab bar (%s %s)", async (path, phone, wide) => {
    mockApi({});
    pathnameMock.mockReturnValue(path);
    renderWithSwr(
      <AppShell user={user()}>
        <p>Page</p>
      </AppShell>,
    );
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveClass(phone, wide);
    // Scrolled to the end, the footer's links sit above the highest round
    // button (Ask Presently: on home it is the one above the add-date button)
    // with 8 px to spare, on phones and from md.
    const launcher = await screen.findByRole("button", { name: "Ask Presently" });
    for (const variant of ["", "md"]) {
      const bottom = spacing(launcher, "bottom", variant);
      expect(bottom, `${variant}:bottom`).toBeDefined();
      expect(spacing(footer, "pb", variant)).toBe(bottom! + LAUNCHER_HEIGHT + 2);
    }
  });

  it("on /friends, marks Circle in the tab bar as the current section; on /contacts as the current page", () => {
    mockApi({});
    for (const [path, value] of [
      ["/friends", "true"],
      ["/contacts", "page"],
    ]) {
      pathnameMock.mockReturnValue(path);
      const { unmount } = renderWithSwr(
        <AppShell user={user()}>
          <p>My Circle</p>
        </AppShell>,
      );
      const tabs = screen.getByRole("navigation", { name: "Mobile" });
      expect(within(tabs).getByRole("link", { name: "Circle" })).toHaveAttribute("aria-current", value);
      expect(within(tabs).getAllByRole("link").filter((a) => a.hasAttribute("aria-current"))).toHaveLength(1);
      unmount();
    }
  });

  it("has Dates in the header beside the spec's links, marked current on /dates", () => {
    mockApi({});
    pathnameMock.mockReturnValue("/dates");
    renderWithSwr(
      <AppShell user={user()}>
        <p>Dates</p>
      </AppShell>,
    );
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Dates", "/dates"],
      ["Contacts", "/contacts"],
      ["Friends", "/friends"],
      ["Wishlist", "/wishlist"],
      ["Recommendations", "/recommendations"],
    ]);
    expect(within(main).getByRole("link", { name: "Dates" })).toHaveAttribute("aria-current", "page");
    expect(within(main).getByRole("link", { name: "Contacts" })).not.toHaveAttribute("aria-current");
  });

  it("prefetches no page on load from the links on every page: header, logo, tab bar and footer", () => {
    mockApi({});
    pathnameMock.mockReturnValue("/wishlist");
    renderWithSwr(
      <AppShell user={user()}>
        <p>Page</p>
      </AppShell>,
    );
    const chrome = [
      ...within(screen.getByRole("banner")).getAllByRole("link"),
      ...within(screen.getByRole("navigation", { name: "Mobile" })).getAllByRole("link"),
      ...within(screen.getByRole("contentinfo")).getAllByRole("link"),
    ];
    // Logo, 5 header links, 5 tabs, 3 footer links.
    expect(chrome).toHaveLength(14);
    for (const link of chrome) {
      expect(link, link.getAttribute("href") ?? "").toHaveAttribute("data-prefetch", "false");
    }
  });

  it("not until the user is known", () => {
    mockApi({});
    pathnameMock.mockReturnValue("/wishlist");
    renderWithSwr(
      <AppShell>
        <p>Loading</p>
      </AppShell>,
    );
    expect(screen.queryByRole("button", { name: "Ask Presently" })).not.toBeInTheDocument();
  });
});

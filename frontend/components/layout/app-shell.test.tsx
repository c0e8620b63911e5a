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

describe("AppShell", () => {
  it("shows the Ask Presently button once, above the mobile tab bar", () => {
    mockApi({});
    pathnameMock.mockReturnValue("/wishlist");
    renderWithSwr(
      <AppShell user={user()}>
        <p>Page</p>
      </AppShell>,
    );
    const launcher = screen.getByRole("button", { name: "Ask Presently" });
    expect(launcher).toHaveClass("fixed", "bottom-20", "md:bottom-8");
    expect(screen.getAllByRole("button", { name: "Ask Presently" })).toHaveLength(1);
  });

  it("on home, sits above the floating add-date button", () => {
    mockApi({});
    pathnameMock.mockReturnValue("/");
    renderWithSwr(
      <AppShell user={user()}>
        <p>Home</p>
      </AppShell>,
    );
    expect(screen.getByRole("button", { name: "Ask Presently" })).toHaveClass("bottom-38", "md:bottom-28");
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

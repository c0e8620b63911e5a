import { screen } from "@testing-library/react";
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

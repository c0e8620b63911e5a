import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname }));

import { PublicListPage } from "@/components/wishlist/public-list-page";
import { json, mockApi } from "@/test/api-mock";
import { wishlistItem } from "@/test/fixtures";
import { renderWithSwr } from "@/test/render";

beforeEach(() => {
  window.history.pushState({}, "", "/lists/tok123");
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("PublicListPage", () => {
  it("shows the owner's wishlist, read-only", async () => {
    const { createdAt: _c, updatedAt: _u, ...item } = wishlistItem({ id: 5, name: "Kettle", priority: "high" });
    const api = mockApi({ "GET /api/public/lists/tok123": { ownerFirstName: "Ada", items: [item] } });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Ada's wishlist" })).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Kettle" });
    expect(card).toHaveTextContent("$24.99");
    expect(card).toHaveAttribute("data-priority-colour", "red");
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    expect(within(card).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(api.calls("GET", "/api/public/lists/tok123")).toHaveLength(1);
  });

  it("says 'This list is private or no longer exists.' on 404", async () => {
    mockApi({ "GET /api/public/lists/tok123": json(404, { message: "Not found" }) });
    renderWithSwr(<PublicListPage />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This list is private or no longer exists." }),
    ).toBeInTheDocument();
  });
});

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

  it("a personal list with a title shows it as the heading", async () => {
    mockApi({
      "GET /api/public/lists/tok123": { kind: "personal", title: "Ada's wishlist", description: null, occasion: null, eventDate: null, ownerFirstName: "Ada", items: [] },
    });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Ada's wishlist" })).toBeInTheDocument();
    expect(screen.queryByTestId("event-date")).not.toBeInTheDocument();
  });

  it("a group list shows its title, description, occasion, event date and creator", async () => {
    const { createdAt: _c, updatedAt: _u, ...item } = wishlistItem({ id: 6, name: "Photo album" });
    mockApi({
      "GET /api/public/lists/tok123": {
        kind: "group",
        title: "Grandma's 80th",
        description: "Ideas for the big party",
        occasion: "baby-shower",
        eventDate: "2027-03-04",
        ownerFirstName: "Ann",
        items: [item],
      },
    });
    renderWithSwr(<PublicListPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Grandma's 80th" })).toBeInTheDocument();
    expect(screen.getByTestId("list-description")).toHaveTextContent("Ideas for the big party");
    expect(screen.getByText("Baby Shower")).toBeInTheDocument();
    expect(screen.getByTestId("event-date")).toHaveTextContent("March 4, 2027");
    expect(screen.getByText("A group list by Ann")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Photo album" })).toBeInTheDocument();
    expect(screen.getByText("1 item on this wishlist.")).toBeInTheDocument();
  });

  it("says 'This list is private or no longer exists.' on 404", async () => {
    mockApi({ "GET /api/public/lists/tok123": json(404, { message: "Not found" }) });
    renderWithSwr(<PublicListPage />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This list is private or no longer exists." }),
    ).toBeInTheDocument();
  });
});

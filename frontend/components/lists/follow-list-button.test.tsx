import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { FOLLOW, FOLLOW_HINT, FOLLOWING, FollowListButton } from "@/components/lists/follow-list-button";
import { json, mockApi } from "@/test/api-mock";
import { renderWithSwr, renderWithToaster } from "@/test/render";

const FOLLOW_PATH = "/api/lists/12/follow";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FollowListButton", () => {
  it("follows with PUT, then stops with DELETE, pressed while following", async () => {
    const api = mockApi({
      [`GET ${FOLLOW_PATH}`]: { following: false },
      [`PUT ${FOLLOW_PATH}`]: { following: true },
      [`DELETE ${FOLLOW_PATH}`]: { following: false },
    });
    renderWithToaster(<FollowListButton listId={12} />);

    const follow = await screen.findByRole("button", { name: FOLLOW });
    expect(follow).toHaveAttribute("aria-pressed", "false");
    expect(follow).toHaveAccessibleDescription(FOLLOW_HINT);

    await userEvent.click(follow);
    const following = await screen.findByRole("button", { name: FOLLOWING });
    expect(following).toHaveAttribute("aria-pressed", "true");
    expect(api.calls("PUT", FOLLOW_PATH)).toHaveLength(1);

    await userEvent.click(following);
    expect(await screen.findByRole("button", { name: FOLLOW })).toHaveAttribute("aria-pressed", "false");
    expect(api.calls("DELETE", FOLLOW_PATH)).toHaveLength(1);
    // The answers went into the cache: no reload of the state.
    expect(api.calls("GET", FOLLOW_PATH)).toHaveLength(1);
  });

  it("shows nothing when the list can't be followed (404)", async () => {
    const api = mockApi({ [`GET ${FOLLOW_PATH}`]: json(404, { message: "Not found" }) });
    const { container } = renderWithSwr(<FollowListButton listId={12} />);
    await waitFor(() => expect(api.calls("GET", FOLLOW_PATH)).toHaveLength(1));
    // Answered, and that answer read: still nothing.
    await api.mock.results[0].value;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it("a refusal toasts the server's message and stays as it was", async () => {
    mockApi({
      [`GET ${FOLLOW_PATH}`]: { following: false },
      [`PUT ${FOLLOW_PATH}`]: json(404, { message: "List not found" }),
    });
    renderWithToaster(<FollowListButton listId={12} />);
    await userEvent.click(await screen.findByRole("button", { name: FOLLOW }));
    expect(await screen.findByText("List not found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: FOLLOW })).toHaveAttribute("aria-pressed", "false");
  });
});

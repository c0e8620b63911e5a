import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ShareButton } from "@/components/sharing/share-button";
import { mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ShareButton", () => {
  it("says Share, is named after the item, and loads no friends until clicked", () => {
    const api = mockApi({ "GET /api/friends": [] });
    renderWithToaster(<ShareButton kind="wishlist-item" itemId={7} itemName="Mug" />);
    expect(screen.getByRole("button", { name: "Share Mug" })).toHaveTextContent("Share");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("opens the Share dialog for that item, and Cancel closes it", async () => {
    mockApi({ "GET /api/friends": [] });
    renderWithToaster(<ShareButton kind="special-date" itemId={5} itemName="Mum's Birthday" />);
    await userEvent.click(screen.getByRole("button", { name: "Share Mum's Birthday" }));
    const dialog = await screen.findByRole("dialog", { name: `Share "Mum's Birthday"` });
    expect(dialog).toHaveAccessibleDescription("Let a friend see this date, or help plan it.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

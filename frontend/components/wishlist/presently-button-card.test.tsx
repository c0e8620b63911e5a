import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  PRESENTLY_BUTTON_HINT,
  PRESENTLY_BUTTON_TEXT,
  PresentlyButtonCard,
  SHARE_FROM_PHONE_TEXT,
} from "@/components/wishlist/presently-button-card";
import { bookmarkletCode } from "@/lib/capture";
import { renderWithToaster } from "@/test/render";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PresentlyButtonCard", () => {
  it("explains the button and the phone share under its heading", () => {
    renderWithToaster(<PresentlyButtonCard />);
    const card = screen.getByRole("region", { name: "The Presently button" });
    expect(within(card).getByRole("heading", { level: 2, name: "The Presently button" })).toBeInTheDocument();
    expect(card).toHaveTextContent(PRESENTLY_BUTTON_TEXT);
    expect(card).toHaveTextContent(SHARE_FROM_PHONE_TEXT);
  });

  it("links to the bookmarklet for this Presently's origin", () => {
    renderWithToaster(<PresentlyButtonCard />);
    const link = screen.getByRole("link", { name: "Add to Presently" });
    expect(link).toHaveAttribute("href", bookmarkletCode(window.location.origin));
    expect(link.getAttribute("href")).toMatch(/^javascript:/);
  });

  it("clicked on Presently it runs nothing and says to drag it instead", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const before = window.location.href;
    renderWithToaster(<PresentlyButtonCard />);
    const link = screen.getByRole("link", { name: "Add to Presently" });

    // fireEvent answers false when the click's default action was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByText(PRESENTLY_BUTTON_HINT)).toBeInTheDocument();

    await userEvent.click(link);
    expect(open).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
  });
});

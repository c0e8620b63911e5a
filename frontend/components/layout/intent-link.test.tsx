import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { IntentLink } from "@/components/layout/intent-link";

describe("IntentLink", () => {
  it("prefetches nothing until the pointer is over it, then Next's own prefetch, once", async () => {
    const onMouseEnter = vi.fn();
    render(
      <IntentLink href="/wishlist" className="nav" onMouseEnter={onMouseEnter}>
        Wishlist
      </IntentLink>,
    );
    const link = screen.getByRole("link", { name: "Wishlist" });
    expect(link).toHaveAttribute("href", "/wishlist");
    expect(link).toHaveClass("nav");
    expect(link).toHaveAttribute("data-prefetch", "false");

    await userEvent.hover(link);
    expect(screen.getByRole("link", { name: "Wishlist" })).not.toHaveAttribute("data-prefetch");
    expect(onMouseEnter).toHaveBeenCalledTimes(1);

    // It stays on: the router keeps what it fetched.
    await userEvent.unhover(link);
    expect(screen.getByRole("link", { name: "Wishlist" })).not.toHaveAttribute("data-prefetch");
  });

  it("a touch shows the same intent", () => {
    const onTouchStart = vi.fn();
    render(
      <IntentLink href="/contacts" onTouchStart={onTouchStart}>
        Circle
      </IntentLink>,
    );
    const link = screen.getByRole("link", { name: "Circle" });
    expect(link).toHaveAttribute("data-prefetch", "false");
    fireEvent.touchStart(link);
    expect(link).not.toHaveAttribute("data-prefetch");
    expect(onTouchStart).toHaveBeenCalledTimes(1);
  });
});

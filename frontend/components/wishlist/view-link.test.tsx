import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ViewLink } from "@/components/wishlist/view-link";

describe("ViewLink", () => {
  it("is a View link to the shop that opens a new tab without the opener", () => {
    render(<ViewLink url="https://shop.example.com/mug" />);
    const link = screen.getByRole("link", { name: "View" });
    expect(link).toHaveAttribute("href", "https://shop.example.com/mug");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

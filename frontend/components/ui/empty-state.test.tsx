import { render, screen } from "@testing-library/react";
import { Gift, Users } from "lucide-react";
import { describe, expect, it } from "vitest";

import { EmptyState } from "@/components/ui/empty-state";

describe("EmptyState", () => {
  it("shows the title as text, the description and the actions", () => {
    render(
      <EmptyState icon={Users} title="No friends yet" description="Friends are other Presently users.">
        <a href="/friends?tab=find">Find friends</a>
      </EmptyState>,
    );
    expect(screen.getByText("No friends yet").tagName).toBe("P");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByText("Friends are other Presently users.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find friends" })).toBeInTheDocument();
  });

  it("makes the title a heading of the given level", () => {
    render(<EmptyState icon={Gift} size="page" titleAs="h2" title="Your wishlist is empty" />);
    expect(screen.getByRole("heading", { level: 2, name: "Your wishlist is empty" })).toBeInTheDocument();
  });

  it("has no description paragraph without one", () => {
    const { container } = render(<EmptyState icon={Gift} title="No items yet" />);
    expect(container.querySelectorAll("p")).toHaveLength(1);
  });

  it("is larger for a page's list than for a section's", () => {
    const { container, rerender } = render(<EmptyState icon={Gift} size="page" title="No shared items" />);
    const box = () => container.querySelector('[data-slot="empty-state"]');
    expect(box()).toHaveClass("py-14", "border-dashed");
    expect(screen.getByText("No shared items")).toHaveClass("text-lg");
    rerender(<EmptyState icon={Gift} title="No shared items" />);
    expect(box()).toHaveClass("py-10", "border-dashed");
    expect(screen.getByText("No shared items")).not.toHaveClass("text-lg");
  });

  it("hides its icon from screen readers", () => {
    const { container } = render(<EmptyState icon={Gift} title="No items yet" />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});

import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PriceChangeBadge } from "@/components/prices/price-change-badge";

// Dates are shown in the browser's zone: read them in UTC.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "UTC";
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const SEEN = "2026-11-24T12:00:00Z";

describe("PriceChangeBadge", () => {
  it("a drop says so, with a down arrow and when it was seen", () => {
    render(<PriceChangeBadge change={{ from: "$95.00", to: "$85.00", changedAt: SEEN, direction: "drop" }} />);
    const badge = screen.getByTestId("price-change");
    expect(badge).toHaveTextContent("Price dropped to $85.00 (was $95.00)");
    expect(badge).toHaveAttribute("data-direction", "drop");
    expect(badge).toHaveAttribute("title", "Seen on Nov 24, 2026");
    expect(badge.querySelector("svg.lucide-trending-down")).toHaveAttribute("aria-hidden", "true");
  });

  it("a rise says so, with an up arrow", () => {
    render(<PriceChangeBadge change={{ from: "$95.00", to: "$105.00", changedAt: SEEN, direction: "rise" }} />);
    const badge = screen.getByTestId("price-change");
    expect(badge).toHaveTextContent("Price rose to $105.00 (was $95.00)");
    expect(badge).toHaveAttribute("data-direction", "rise");
    expect(badge.querySelector("svg.lucide-trending-up")).toBeInTheDocument();
  });

  it("a change the server could not compare is just a change, with a tag", () => {
    render(<PriceChangeBadge change={{ from: "$95.00", to: "sold out", changedAt: SEEN, direction: "change" }} />);
    const badge = screen.getByTestId("price-change");
    expect(badge).toHaveTextContent("Price changed to sold out (was $95.00)");
    expect(badge).toHaveAttribute("data-direction", "change");
  });

  it.each([[null], [undefined]])("shows nothing without a change (%s)", (change) => {
    const { container } = render(<PriceChangeBadge change={change} />);
    expect(container).toBeEmptyDOMElement();
  });
});

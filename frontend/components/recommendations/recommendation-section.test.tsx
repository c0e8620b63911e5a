import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { RecommendationSection } from "@/components/recommendations/recommendation-section";
import type { RecommendationItem } from "@/lib/recommendations";

const ITEMS: RecommendationItem[] = ["Roses", "Tulips", "Lilies"].map((name, i) => ({
  id: `flw-00${i}`,
  name,
  description: `A bunch of ${name.toLowerCase()}`,
  image: null,
  price: "$49.99",
  type: "flowers",
  partner: "flowers",
  partnerName: "1-800-Flowers",
  cta: "Send Flowers",
  affiliateUrl: `https://www.1800flowers.com/${name.toLowerCase()}`,
}));

describe("RecommendationSection", () => {
  it("is headed by the section's name (h2)", () => {
    render(<RecommendationSection name="Beautiful Flowers" items={ITEMS} isLoading={false} />);
    expect(screen.getByRole("region", { name: "Beautiful Flowers" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Beautiful Flowers" })).toBeInTheDocument();
  });

  it("shows exactly 6 skeleton cards while loading", () => {
    render(<RecommendationSection name="Beautiful Flowers" items={[]} isLoading />);
    expect(screen.getAllByTestId("recommendation-skeleton")).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent("Loading Beautiful Flowers...");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows the red alert with the section's name on an error", () => {
    render(<RecommendationSection name="Tech & Electronics" items={[]} isLoading={false} error={new Error("500")} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Unable to load Tech & Electronics. Please try again or check your connection.");
    expect(alert).toHaveClass("text-destructive");
    expect(screen.queryAllByTestId("recommendation-skeleton")).toHaveLength(0);
  });

  it("says so when there is nothing", () => {
    render(<RecommendationSection name="Home & Lifestyle" items={[]} isLoading={false} />);
    expect(screen.getByText("No recommendations available at the moment")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("lists the cards in a horizontally scrolling row", () => {
    render(<RecommendationSection name="Beautiful Flowers" items={ITEMS} isLoading={false} />);
    const list = screen.getByRole("list", { name: "Beautiful Flowers" });
    expect(list).toHaveClass("overflow-x-auto", "snap-x");
    expect(within(list).getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual([
      "Roses",
      "Tulips",
      "Lilies",
    ]);
  });

  it("shows its badge, actions and notice beside the heading", () => {
    render(
      <RecommendationSection
        name="Restaurants Near You"
        items={ITEMS}
        isLoading={false}
        badge={<span>Orlando, Florida</span>}
        actions={<button type="button">Use my location</button>}
        notice={<p>Notice</p>}
      />,
    );
    const region = screen.getByRole("region", { name: "Restaurants Near You" });
    expect(within(region).getByText("Orlando, Florida")).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Use my location" })).toBeInTheDocument();
    expect(within(region).getByText("Notice")).toBeInTheDocument();
  });
});

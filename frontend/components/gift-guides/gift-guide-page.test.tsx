import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";


vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname }));

import { GiftGuidePage, GUIDE_NOT_FOUND_TITLE } from "@/components/gift-guides/gift-guide-page";
import { json, mockApi } from "@/test/api-mock";
import { renderWithSwr } from "@/test/render";
import type { GiftGuideDetail } from "@/lib/gift-guides";

const GUIDE: GiftGuideDetail = {
  id: "christmas-for-coffee-lovers",
  title: "Christmas for Coffee Lovers",
  description: "For the friend who lives on espresso.",
  category: "seasonal",
  tags: ["coffee", "christmas", "cozy"],
  isFeatured: true,
  itemCount: 2,
  items: [
    {
      id: "gift-1",
      name: "Pour-over Kettle",
      description: "Gooseneck kettle for a steady pour.",
      price: "$49.99",
      image: "https://example.test/kettle.jpg",
      url: "https://www.amazon.com/s?k=pour+over+kettle",
      affiliateUrl: "https://www.amazon.com/s?k=pour+over+kettle&tag=presently-20",
      partner: "amazon",
      source: "Amazon",
      rating: 4.6,
      reviewCount: 2100,
    },
    {
      id: "gift-2",
      name: "Coffee Tasting Flight",
      description: "",
      price: null,
      image: null,
      url: "https://www.target.com/s?searchTerm=coffee",
      affiliateUrl: "https://www.target.com/s?searchTerm=coffee&afid=presently",
      partner: "target",
      source: "Target",
      rating: null,
      reviewCount: null,
    },
  ],
};

beforeEach(() => {
  window.history.pushState({}, "", "/gift-guides/christmas-for-coffee-lovers");
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("GiftGuidePage", () => {
  it("reads the id from the URL and shows the guide and its items", async () => {
    const api = mockApi({ "GET /api/gift-guides/christmas-for-coffee-lovers": GUIDE });
    renderWithSwr(<GiftGuidePage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Christmas for Coffee Lovers" })).toBeInTheDocument();
    expect(api.calls("GET", "/api/gift-guides/christmas-for-coffee-lovers")).toHaveLength(1);
    expect(screen.getByText("For the friend who lives on espresso.")).toBeInTheDocument();
    expect(screen.getByTestId("guide-category")).toHaveTextContent("Seasonal");
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "All gift guides" })).toHaveAttribute("href", "/gift-guides");

    const kettle = screen.getByRole("article", { name: "Pour-over Kettle" });
    expect(kettle).toHaveTextContent("$49.99");
    expect(kettle).toHaveTextContent("Gooseneck kettle");
    expect(within(kettle).getByTestId("partner-badge")).toHaveTextContent("Amazon");
    expect(within(kettle).getByRole("img", { name: "Rated 4.6 out of 5" })).toBeInTheDocument();
    expect(kettle).toHaveTextContent("(2,100 reviews)");
    expect(kettle.querySelector("img")).toHaveAttribute("src", "https://example.test/kettle.jpg");
    const view = within(kettle).getByRole("link", { name: /View at Amazon/ });
    expect(view).toHaveAttribute("href", GUIDE.items[0].affiliateUrl);
    expect(view).toHaveAttribute("target", "_blank");
    expect(view).toHaveAttribute("rel", "noopener sponsored");

    const flight = screen.getByRole("article", { name: "Coffee Tasting Flight" });
    expect(flight.querySelector("[data-slot=image-placeholder]")).not.toBeNull();
    expect(within(flight).queryByRole("img", { name: /Rated/ })).not.toBeInTheDocument();
    expect(within(flight).getByRole("link", { name: /View at Target/ })).toHaveAttribute("href", GUIDE.items[1].affiliateUrl);
  });

  it("an unknown guide (404) shows a not-found state with a link back to the guides", async () => {
    mockApi({ "GET /api/gift-guides/christmas-for-coffee-lovers": json(404, { message: "Not found" }) });
    renderWithSwr(<GiftGuidePage />);
    expect(await screen.findByRole("heading", { level: 1, name: GUIDE_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Gift Guides" })).toHaveAttribute("href", "/gift-guides");
  });

  it("another failure shows an error alert", async () => {
    mockApi({ "GET /api/gift-guides/christmas-for-coffee-lovers": json(500, { message: "boom" }) });
    renderWithSwr(<GiftGuidePage />);
    expect(await screen.findByText("Unable to load this gift guide")).toBeInTheDocument();
  });
});

import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RecommendationCard } from "@/components/recommendations/recommendation-card";
import type { RecommendationItem } from "@/lib/recommendations";
import { json, mockApi } from "@/test/api-mock";

function gift(overrides: Partial<RecommendationItem> = {}): RecommendationItem {
  return {
    id: "cof-001",
    name: "Pour-over coffee set",
    description: "Glass dripper and kettle",
    image: "https://img.example.com/coffee.jpg",
    price: "$24.99",
    type: "gift",
    partner: "amazon",
    partnerName: "Amazon",
    cta: "Buy with Prime",
    affiliateUrl: "https://www.amazon.com/s?k=coffee&tag=x-20",
    isPrime: true,
    rating: 4.4,
    reviewCount: 120,
    ...overrides,
  };
}

const RESTAURANT: RecommendationItem = {
  id: "res-001",
  name: "Luma on Park",
  description: "Seasonal American",
  image: null,
  price: "$45",
  type: "restaurant",
  partner: "opentable",
  partnerName: "OpenTable",
  cta: "Find & Reserve",
  openTableUrl: "https://www.opentable.com/r/luma?ref=1",
  rating: 4.6,
  reviewCount: 1234,
  availability: "Reserve on OpenTable",
  distance: "2.4 mi",
  address: "290 S Park Ave, Winter Park, FL",
};

const HOTEL: RecommendationItem = {
  id: "trv-001",
  name: "Grand Floridian",
  description: "Victorian-style resort",
  image: null,
  price: "$189",
  type: "hotel",
  partner: "expedia",
  partnerName: "Expedia",
  cta: "Book Now",
  expediaUrl: "https://www.expedia.com/h?affcid=1",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RecommendationCard", () => {
  it("shows the image, name, description, partner badge, price and Prime", () => {
    render(<RecommendationCard item={gift()} />);
    const card = screen.getByRole("article", { name: "Pour-over coffee set" });
    expect(within(card).getByRole("img", { name: "Pour-over coffee set" })).toHaveAttribute(
      "src",
      "https://img.example.com/coffee.jpg",
    );
    expect(within(card).getByText("Glass dripper and kettle")).toHaveClass("line-clamp-3");
    expect(within(card).getByTestId("partner-badge")).toHaveTextContent("Amazon");
    expect(within(card).getByText("Prime")).toBeInTheDocument();
    expect(within(card).getByTestId("recommendation-price")).toHaveTextContent("$24.99");
  });

  it("shows no Prime badge when the gift is not Prime", () => {
    render(<RecommendationCard item={gift({ isPrime: false, cta: "Buy Now" })} />);
    expect(screen.queryByText("Prime")).not.toBeInTheDocument();
  });

  it("links the call to action to the partner in a new tab, named after the item", () => {
    render(<RecommendationCard item={gift({ cta: "Buy Now" })} />);
    const link = screen.getByRole("link", { name: "Buy Now: Pour-over coffee set (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://www.amazon.com/s?k=coffee&tag=x-20");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener sponsored");
    expect(link).toHaveTextContent("Buy Now");
  });

  it("records affiliate_click through the API client when the link is clicked", async () => {
    const api = mockApi({ "POST /api/analytics/events": new Response(null, { status: 204 }) });
    render(<RecommendationCard item={RESTAURANT} />);
    const link = screen.getByRole("link", { name: /Find & Reserve: Luma on Park/ });
    // jsdom does not navigate; the click still runs the handler.
    fireEvent.click(link);
    await waitFor(() => expect(api.calls("POST", "/api/analytics/events")).toHaveLength(1));
    expect(api.calls("POST", "/api/analytics/events")[0]).toEqual({
      event: "affiliate_click",
      partner: "opentable",
      label: "Luma on Park",
      value: "https://www.opentable.com/r/luma?ref=1",
    });
    const [, init] = api.mock.calls[0];
    expect(init?.credentials).toBe("include");
  });

  it("records a middle click too", async () => {
    const api = mockApi({ "POST /api/analytics/events": new Response(null, { status: 204 }) });
    render(<RecommendationCard item={HOTEL} />);
    fireEvent(
      screen.getByRole("link", { name: /Book Now: Grand Floridian/ }),
      new MouseEvent("auxclick", { bubbles: true, button: 1 }),
    );
    await waitFor(() => expect(api.calls("POST", "/api/analytics/events")).toHaveLength(1));
  });

  it("never lets a failing analytics call break the link", async () => {
    const api = mockApi({ "POST /api/analytics/events": json(500, { message: "boom" }) });
    const onError = vi.fn();
    window.addEventListener("error", onError);
    render(<RecommendationCard item={gift()} />);
    const link = screen.getByRole("link", { name: /Buy with Prime/ });
    expect(fireEvent.click(link)).toBe(true); // not prevented
    await waitFor(() => expect(api.calls("POST", "/api/analytics/events")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).not.toHaveBeenCalled();
    window.removeEventListener("error", onError);
  });

  it("shows a hotel's type and its price per night", () => {
    render(<RecommendationCard item={HOTEL} />);
    expect(screen.getByTestId("travel-type")).toHaveTextContent("Hotel");
    expect(screen.getByTestId("recommendation-price")).toHaveTextContent("$189/night");
    expect(screen.getByRole("link", { name: /Book Now/ })).toHaveAttribute("href", "https://www.expedia.com/h?affcid=1");
  });

  it("shows another trip's price as it is", () => {
    render(<RecommendationCard item={{ ...HOTEL, type: "travel", price: "$1,299" }} />);
    expect(screen.getByTestId("travel-type")).toHaveTextContent("Travel");
    expect(screen.getByTestId("recommendation-price")).toHaveTextContent(/^\$1,299$/);
  });

  it("shows a restaurant's rating, review count, availability, distance and address", () => {
    render(<RecommendationCard item={RESTAURANT} />);
    const card = screen.getByRole("article", { name: "Luma on Park" });
    expect(within(card).getByRole("img", { name: "Rated 4.6 out of 5" })).toBeInTheDocument();
    expect(card).toHaveTextContent("4.6");
    expect(card).toHaveTextContent("(1,234 reviews)");
    const details = within(card).getByRole("list", { name: "About Luma on Park" });
    expect(details).toHaveTextContent("Availability: Reserve on OpenTable");
    expect(details).toHaveTextContent("Distance: 2.4 mi");
    expect(details).toHaveTextContent("Address: 290 S Park Ave, Winter Park, FL");
    expect(within(card).queryByTestId("recommendation-price")).not.toBeInTheDocument();
  });

  it("leaves out a restaurant's unknown distance", () => {
    render(<RecommendationCard item={{ ...RESTAURANT, distance: undefined }} />);
    expect(screen.getByRole("list", { name: "About Luma on Park" })).not.toHaveTextContent("Distance");
  });

  it("shows the type's placeholder when there is no image", () => {
    render(<RecommendationCard item={RESTAURANT} />);
    const placeholder = screen.getByTestId("recommendation-placeholder");
    expect(placeholder).toHaveAccessibleName("Luma on Park");
    expect(placeholder).toHaveClass("bg-emerald-100", "dark:bg-emerald-950");
    expect(placeholder.querySelector("svg")).not.toBeNull();
  });

  it("shows the placeholder when the image fails to load", () => {
    render(<RecommendationCard item={gift()} />);
    const image = screen.getByRole("img", { name: "Pour-over coffee set" });
    expect(image.tagName).toBe("IMG");
    fireEvent.error(image);
    const placeholder = screen.getByTestId("recommendation-placeholder");
    expect(placeholder).toHaveAccessibleName("Pour-over coffee set");
    expect(placeholder).toHaveClass("bg-amber-100", "text-amber-800", "dark:bg-amber-950", "dark:text-amber-200");
    expect(screen.queryByRole("img", { name: "Pour-over coffee set" })?.tagName).toBe("DIV");
  });

  it("shows why it was picked on one line", () => {
    render(<RecommendationCard item={gift({ reason: "For Mum's birthday in 2 days: loves gardening" })} />);
    const reason = screen.getByText("For Mum's birthday in 2 days: loves gardening");
    expect(reason).toHaveClass("truncate");
  });

  it("Add to Wishlist hands the item over", async () => {
    const onAdd = vi.fn();
    render(<RecommendationCard item={gift()} onAddToWishlist={onAdd} />);
    await userEvent.click(screen.getByRole("button", { name: "Add to Wishlist: Pour-over coffee set" }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: "cof-001" }));
  });

  it("a pick for Mum offers a group list for her and Copy link, never my wishlist", async () => {
    const onAdd = vi.fn();
    render(
      <RecommendationCard
        item={gift({ reason: "For Mum's birthday in 2 days", recipient: { kind: "someone", name: "Mum" } })}
        onAddToWishlist={onAdd}
      />,
    );
    // The menu's code loads after the card's.
    expect(
      await screen.findByRole("button", { name: "Add to a group list for Mum: Pour-over coffee set" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save as an idea: Pour-over coffee set" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy link: Pour-over coffee set" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add to Wishlist/ })).not.toBeInTheDocument();
  });

  it("a restaurant or a hotel has no save button, even for me", () => {
    const onAdd = vi.fn();
    render(
      <>
        <RecommendationCard item={{ ...RESTAURANT, recipient: { kind: "self" } }} onAddToWishlist={onAdd} />
        <RecommendationCard item={HOTEL} onAddToWishlist={onAdd} />
      </>,
    );
    expect(screen.queryByRole("button", { name: /Add to|Save as an idea|Copy link/ })).not.toBeInTheDocument();
  });

  it("disables the call to action when there is no link", () => {
    render(<RecommendationCard item={gift({ affiliateUrl: undefined })} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Buy with Prime" })).toBeDisabled();
  });
});

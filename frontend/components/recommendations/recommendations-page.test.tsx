import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RecommendationsPage } from "@/components/recommendations/recommendations-page";
import type { CardType, RecommendationItem } from "@/lib/recommendations";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

function rec(type: CardType, name: string, overrides: Partial<RecommendationItem> = {}): RecommendationItem {
  return {
    id: `${type}-${name}`,
    name,
    description: `About ${name}`,
    image: null,
    price: "$20",
    type,
    partner: "amazon",
    partnerName: "Amazon",
    cta: "Buy Now",
    affiliateUrl: `https://www.amazon.com/s?k=${encodeURIComponent(name)}`,
    ...overrides,
  };
}

const ROUTES = {
  "GET /api/recommendations/gifts": [
    rec("gift", "Picked Mug", {
      reason: "For Mum's birthday in 2 days",
      recipient: { kind: "someone", name: "Mum" },
    }),
  ],
  "GET /api/recommendations/gifts?query=kettle": [rec("gift", "Gooseneck Kettle")],
  "GET /api/recommendations/flowers": [rec("flowers", "Roses", { partner: "flowers", partnerName: "1-800-Flowers" })],
  "GET /api/recommendations/bestbuy": [rec("bestbuy", "Headphones")],
  "GET /api/recommendations/target": [],
  "GET /api/recommendations/restaurants": [
    rec("restaurant", "Default Diner", {
      affiliateUrl: undefined,
      openTableUrl: "https://www.opentable.com/r/default",
      partner: "opentable",
      partnerName: "OpenTable",
      cta: "Find & Reserve",
    }),
  ],
  "GET /api/recommendations/restaurants?location=Orlando%2C+Florida&coordinates=28.5383%2C-81.3792": [
    rec("restaurant", "Nearby Bistro", { openTableUrl: "https://www.opentable.com/r/near", affiliateUrl: undefined }),
  ],
  "GET /api/recommendations/travel": [
    rec("hotel", "Grand Hotel", { expediaUrl: "https://www.expedia.com/h", affiliateUrl: undefined, price: "$189" }),
  ],
};

function cards(section: string) {
  const region = screen.getByRole("region", { name: section });
  return within(region)
    .queryAllByRole("article")
    .map((a) => a.querySelector("h3")?.textContent);
}

function fakeGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  return {
    getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) =>
      answer(success, failure ?? (() => undefined)),
    ),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
}

const ORLANDO = fakeGeolocation((success) =>
  success({ coords: { latitude: 28.538336, longitude: -81.379234 } } as GeolocationPosition),
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RecommendationsPage", () => {
  it("shows the title and the six sections in order, each with its cards", async () => {
    mockApi(ROUTES);
    renderWithToaster(<RecommendationsPage geolocation={ORLANDO} />);
    expect(screen.getByRole("heading", { level: 1, name: "Smart Recommendations" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Amazon Gifts",
      "Beautiful Flowers",
      "Tech & Electronics",
      "Home & Lifestyle",
      "Restaurants Near You",
      "Travel & Hotels",
    ]);
    expect(await screen.findByRole("article", { name: "Grand Hotel" })).toBeInTheDocument();
    await screen.findByRole("article", { name: "Picked Mug" });
    expect(cards("Beautiful Flowers")).toEqual(["Roses"]);
    expect(cards("Restaurants Near You")).toEqual(["Default Diner"]);
    expect(screen.getByText("For Mum's birthday in 2 days")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Home & Lifestyle" })).getByText(
      "No recommendations available at the moment",
    )).toBeInTheDocument();
    // Not located: no badge, and the restaurants asked with no location (the server's defaults).
    expect(screen.queryByTestId("location-badge")).not.toBeInTheDocument();
    expect(ORLANDO.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("one failing section does not hide the others", async () => {
    mockApi({ ...ROUTES, "GET /api/recommendations/bestbuy": json(500, { message: "down" }) });
    renderWithToaster(<RecommendationsPage geolocation={ORLANDO} />);
    const region = screen.getByRole("region", { name: "Tech & Electronics" });
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "Unable to load Tech & Electronics. Please try again or check your connection.",
    );
    await screen.findByRole("article", { name: "Roses" });
    expect(cards("Travel & Hotels")).toEqual(["Grand Hotel"]);
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });

  it("searches gifts only, and clearing goes back to picked-for-you", async () => {
    const api = mockApi(ROUTES);
    renderWithToaster(<RecommendationsPage geolocation={ORLANDO} />);
    await screen.findByRole("article", { name: "Picked Mug" });
    await userEvent.type(screen.getByLabelText("Search gifts"), "kettle");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("article", { name: "Gooseneck Kettle" })).toBeInTheDocument();
    expect(cards("Amazon Gifts")).toEqual(["Gooseneck Kettle"]);
    expect(screen.getByText('Results for "kettle"')).toBeInTheDocument();
    // The other sections were asked once.
    expect(api.calls("GET", "/api/recommendations/flowers")).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Clear gift search" }));
    expect(await screen.findByRole("article", { name: "Picked Mug" })).toBeInTheDocument();
    expect(screen.getByLabelText("Search gifts")).toHaveValue("");

    await userEvent.type(screen.getByLabelText("Search gifts"), "kettle{Enter}");
    await screen.findByRole("article", { name: "Gooseneck Kettle" });
    await userEvent.clear(screen.getByLabelText("Search gifts"));
    expect(await screen.findByRole("article", { name: "Picked Mug" })).toBeInTheDocument();
  });

  it("Use my location: asks restaurants near me and shows the place as a badge", async () => {
    const api = mockApi({ ...ROUTES, "GET /api/geocode/reverse": { city: "Orlando", state: "Florida", country: "US" } });
    renderWithToaster(<RecommendationsPage geolocation={ORLANDO} />);
    await screen.findByRole("article", { name: "Default Diner" });
    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByRole("article", { name: "Nearby Bistro" })).toBeInTheDocument();
    expect(screen.getByTestId("location-badge")).toHaveTextContent("Orlando, Florida");
    const urls = api.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith("/api/recommendations/restaurants"));
    expect(urls).toEqual([
      "/api/recommendations/restaurants",
      "/api/recommendations/restaurants?location=Orlando%2C+Florida&coordinates=28.5383%2C-81.3792",
    ]);
  });

  it("shows the coordinates when the place is unknown", async () => {
    const api = mockApi({ ...ROUTES, "GET /api/geocode/reverse": json(404, { message: "Nowhere" }) });
    renderWithToaster(<RecommendationsPage geolocation={ORLANDO} />);
    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    await waitFor(() => expect(screen.getByTestId("location-badge")).toHaveTextContent("28.54, -81.38"));
    await waitFor(() =>
      expect(api.mock.calls.map(([url]) => String(url))).toContain(
        "/api/recommendations/restaurants?coordinates=28.5383%2C-81.3792",
      ),
    );
  });

  it("a location error shows under the header while the default restaurants stay", async () => {
    const denied = fakeGeolocation((_, failure) => failure({ code: 1, message: "" } as GeolocationPositionError));
    mockApi(ROUTES);
    renderWithToaster(<RecommendationsPage geolocation={denied} />);
    await screen.findByRole("article", { name: "Default Diner" });
    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    const notice = await screen.findByTestId("location-error");
    expect(notice).toHaveTextContent("Unable to get your location");
    expect(notice).toHaveTextContent("Location access denied. Please enable location permissions in your browser.");
    expect(cards("Restaurants Near You")).toEqual(["Default Diner"]);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("Add to Wishlist opens the wishlist's Add dialog filled from the card", async () => {
    mockApi(ROUTES);
    renderWithToaster(<RecommendationsPage geolocation={ORLANDO} />);
    await screen.findByRole("article", { name: "Headphones" });
    await userEvent.click(screen.getByRole("button", { name: "Add to Wishlist: Headphones" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Headphones");
    expect(within(dialog).getByLabelText("Description")).toHaveValue("About Headphones");
    expect(within(dialog).getByLabelText("Price")).toHaveValue("$20");
    expect(within(dialog).getByLabelText("Link")).toHaveValue("https://www.amazon.com/s?k=Headphones");
    expect(within(dialog).getByLabelText("Where to buy")).toHaveValue("Amazon");
    expect(within(dialog).getByLabelText("Category")).toHaveValue("Electronics");
  });

  it("a pick for Mum offers a group list for her, never my wishlist; restaurants and trips save nowhere", async () => {
    mockApi(ROUTES);
    renderWithToaster(<RecommendationsPage geolocation={ORLANDO} />);
    const picked = await screen.findByRole("article", { name: "Picked Mug" });
    expect(within(picked).getByRole("button", { name: "Add to a group list for Mum: Picked Mug" })).toBeInTheDocument();
    expect(within(picked).getByRole("button", { name: "Save as an idea: Picked Mug" })).toBeInTheDocument();
    expect(within(picked).getByRole("button", { name: "Copy link: Picked Mug" })).toBeInTheDocument();
    expect(within(picked).queryByRole("button", { name: /Add to Wishlist/ })).not.toBeInTheDocument();
    // Plain browsing is for me.
    const roses = screen.getByRole("article", { name: "Roses" });
    expect(within(roses).getByRole("button", { name: "Add to Wishlist: Roses" })).toBeInTheDocument();
    for (const name of ["Default Diner", "Grand Hotel"]) {
      const card = await screen.findByRole("article", { name });
      expect(within(card).queryByRole("button", { name: /Add to|Save as an idea|Copy link/ })).not.toBeInTheDocument();
    }
  });
});

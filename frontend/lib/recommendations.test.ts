import { describe, expect, it } from "vitest";

import {
  affiliateClickEvent,
  coordinatesParam,
  DEFAULT_COORDINATES,
  DEFAULT_LOCATION,
  GEOLOCATION_MESSAGES,
  GEOLOCATION_OPTIONS,
  geolocationErrorMessage,
  linkOf,
  locationBadgeText,
  locationText,
  NO_RECOMMENDATIONS,
  PLACEHOLDER_COLOURS,
  placeholderColour,
  placeholderKind,
  priceText,
  RECOMMENDATION_SECTIONS,
  restaurantParams,
  reviewCountOf,
  reviewsText,
  sectionErrorText,
  SKELETON_CARDS,
  typeLabel,
  wishlistPrefillOf,
  type RecommendationItem,
} from "@/lib/recommendations";

function item(overrides: Partial<RecommendationItem> = {}): RecommendationItem {
  return {
    id: "cof-001",
    name: "Pour-over coffee set",
    description: "Glass dripper and kettle",
    image: "https://img.example.com/coffee.jpg",
    price: "$24.99",
    type: "gift",
    partner: "amazon",
    partnerName: "Amazon",
    cta: "Buy Now",
    affiliateUrl: "https://www.amazon.com/s?k=coffee&tag=x-20",
    ...overrides,
  };
}

describe("sections", () => {
  it("are the spec's six, in its order, with their calls", () => {
    expect(RECOMMENDATION_SECTIONS.map((s) => [s.name, s.path])).toEqual([
      ["Amazon Gifts", "/api/recommendations/gifts"],
      ["Beautiful Flowers", "/api/recommendations/flowers"],
      ["Tech & Electronics", "/api/recommendations/bestbuy"],
      ["Home & Lifestyle", "/api/recommendations/target"],
      ["Restaurants Near You", "/api/recommendations/restaurants"],
      ["Travel & Hotels", "/api/recommendations/travel"],
    ]);
  });

  it("words the states as the spec does", () => {
    expect(SKELETON_CARDS).toBe(6);
    expect(sectionErrorText("Beautiful Flowers")).toBe(
      "Unable to load Beautiful Flowers. Please try again or check your connection.",
    );
    expect(NO_RECOMMENDATIONS).toBe("No recommendations available at the moment");
  });
});

describe("linkOf", () => {
  it("is affiliateUrl, else openTableUrl, else expediaUrl", () => {
    expect(linkOf({ affiliateUrl: "https://a", openTableUrl: "https://o", expediaUrl: "https://e" })).toBe("https://a");
    expect(linkOf({ openTableUrl: "https://o", expediaUrl: "https://e" })).toBe("https://o");
    expect(linkOf({ expediaUrl: "https://e" })).toBe("https://e");
    expect(linkOf({})).toBeUndefined();
  });

  it("skips empty links", () => {
    expect(linkOf({ affiliateUrl: "", openTableUrl: " ", expediaUrl: "https://e" })).toBe("https://e");
  });
});

describe("priceText", () => {
  it("adds '/night' for a hotel only", () => {
    expect(priceText({ price: "$189", type: "hotel" })).toBe("$189/night");
    expect(priceText({ price: "$189/night", type: "hotel" })).toBe("$189/night");
    expect(priceText({ price: "$1,299", type: "travel" })).toBe("$1,299");
    expect(priceText({ price: "$24.99", type: "gift" })).toBe("$24.99");
  });

  it("is null without a price", () => {
    expect(priceText({ price: "", type: "hotel" })).toBeNull();
    expect(priceText({ price: "  ", type: "gift" })).toBeNull();
  });
});

describe("reviews and types", () => {
  it("reads the review count, when there is one", () => {
    expect(reviewCountOf({ reviewCount: 12 })).toBe(12);
    expect(reviewCountOf({ reviewCount: null })).toBeUndefined();
    expect(reviewCountOf({})).toBeUndefined();
    expect(reviewsText(1)).toBe("1 review");
    expect(reviewsText(1234)).toBe("1,234 reviews");
  });

  it("labels a travel type", () => {
    expect(typeLabel("hotel")).toBe("Hotel");
    expect(typeLabel("vacation")).toBe("Vacation");
  });
});

describe("placeholder colours", () => {
  it("has one per type, travel types sharing one", () => {
    expect(placeholderKind("gift")).toBe("gift");
    expect(placeholderKind("flowers")).toBe("flowers");
    expect(placeholderKind("bestbuy")).toBe("bestbuy");
    expect(placeholderKind("target")).toBe("target");
    expect(placeholderKind("restaurant")).toBe("restaurant");
    expect(placeholderKind("hotel")).toBe("travel");
    expect(placeholderKind("travel")).toBe("travel");
    expect(placeholderColour("hotel")).toBe(PLACEHOLDER_COLOURS.travel);
    expect(new Set(Object.values(PLACEHOLDER_COLOURS)).size).toBe(Object.keys(PLACEHOLDER_COLOURS).length);
  });

  it("gives every colour a light and a dark background and foreground", () => {
    for (const classes of Object.values(PLACEHOLDER_COLOURS)) {
      expect(classes).toMatch(/(^| )bg-\w+-100( |$)/);
      expect(classes).toMatch(/(^| )text-\w+-800( |$)/);
      expect(classes).toMatch(/dark:bg-\w+-(800|950)/);
      expect(classes).toMatch(/dark:text-\w+-200/);
    }
  });
});

describe("analytics", () => {
  it("makes the affiliate_click body from the item and the link", () => {
    expect(affiliateClickEvent(item(), "https://www.amazon.com/x")).toEqual({
      event: "affiliate_click",
      partner: "amazon",
      label: "Pour-over coffee set",
      value: "https://www.amazon.com/x",
    });
  });
});

describe("wishlistPrefillOf", () => {
  it("fills name, description, price, link, image, where to buy", () => {
    expect(wishlistPrefillOf(item())).toEqual({
      name: "Pour-over coffee set",
      description: "Glass dripper and kettle",
      price: "$24.99",
      url: "https://www.amazon.com/s?k=coffee&tag=x-20",
      imageUrl: "https://img.example.com/coffee.jpg",
      whereToBuy: "Amazon",
      category: undefined,
    });
  });

  it("picks a category by type and drops links the form would reject", () => {
    const hotel = wishlistPrefillOf(
      item({ type: "hotel", price: "$189", image: "/images/hotel.png", affiliateUrl: undefined, expediaUrl: "https://www.expedia.com/h" }),
    );
    expect(hotel).toMatchObject({ category: "Travel", price: "$189/night", url: "https://www.expedia.com/h", imageUrl: undefined });
    expect(wishlistPrefillOf(item({ type: "bestbuy", image: null })).category).toBe("Electronics");
  });
});

describe("location", () => {
  it("words the geolocation messages as spec section 8 does", () => {
    expect(GEOLOCATION_MESSAGES).toEqual({
      unsupported: "Geolocation is not supported by this browser",
      denied: "Location access denied. Please enable location permissions in your browser.",
      unavailable: "Location information is unavailable.",
      timeout: "Location request timed out.",
      unknown: "An unknown error occurred while getting location.",
      title: "Unable to get your location",
    });
  });

  it("maps GeolocationPositionError codes to messages", () => {
    expect(geolocationErrorMessage(1)).toBe(GEOLOCATION_MESSAGES.denied);
    expect(geolocationErrorMessage(2)).toBe(GEOLOCATION_MESSAGES.unavailable);
    expect(geolocationErrorMessage(3)).toBe(GEOLOCATION_MESSAGES.timeout);
    expect(geolocationErrorMessage(0)).toBe(GEOLOCATION_MESSAGES.unknown);
    expect(geolocationErrorMessage(undefined)).toBe(GEOLOCATION_MESSAGES.unknown);
  });

  it("asks for a high-accuracy position within 10 s, cached up to 5 minutes", () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
  });

  it("defaults to Florida at Orlando's coordinates", () => {
    expect(DEFAULT_LOCATION).toBe("Florida");
    expect(DEFAULT_COORDINATES).toBe("28.5383,-81.3792");
  });

  it("writes the location text, the coordinates and the badge", () => {
    const orlando = { latitude: 28.538336, longitude: -81.379234, city: "Orlando", state: "Florida" };
    expect(locationText(orlando)).toBe("Orlando, Florida");
    expect(locationText({ latitude: 1, longitude: 2, state: "Florida" })).toBe("Florida");
    expect(locationText({ latitude: 1, longitude: 2 })).toBeUndefined();
    expect(coordinatesParam(orlando)).toBe("28.5383,-81.3792");
    expect(locationBadgeText(orlando)).toBe("Orlando, Florida");
    expect(locationBadgeText({ latitude: 28.538336, longitude: -81.379234 })).toBe("28.54, -81.38");
    expect(locationBadgeText({ latitude: -0.001, longitude: 0 })).toBe("0, 0");
  });

  it("sends location and coordinates only when located", () => {
    expect(restaurantParams(null)).toBeUndefined();
    expect(restaurantParams({ latitude: 28.5383, longitude: -81.3792, city: "Orlando", state: "Florida" })).toEqual({
      location: "Orlando, Florida",
      coordinates: "28.5383,-81.3792",
    });
    expect(restaurantParams({ latitude: 28.5383, longitude: -81.3792 })).toEqual({
      location: undefined,
      coordinates: "28.5383,-81.3792",
    });
  });
});

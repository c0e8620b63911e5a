import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";



import { PopularGiftsPage } from "@/components/popular-gifts/popular-gifts-page";
import { POPULAR_GIFTS, type PopularGift } from "@/lib/popular-gifts";

const GIFT: PopularGift = {
  title: "Test Lamp",
  description: "A lamp.",
  price: "$40.00",
  originalPrice: "$55.50",
  imageUrl: null,
  category: "Home & Living",
  rating: 4.5,
  reviewCount: 1234,
  isHot: true,
  isBestseller: true,
  affiliateUrl: "https://www.amazon.com/s?k=lamp",
  tags: ["one", "two", "three", "four"],
};

function cardTitles() {
  return screen.getAllByTestId("popular-gift").map((a) => a.querySelector("h3")?.textContent);
}

describe("PopularGiftsPage", () => {
  it("shows all 8 sample gifts and links to AI gift ideas", () => {
    render(<PopularGiftsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Popular Gifts" })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(8);
    expect(screen.getByRole("link", { name: "Get AI Gift Ideas" })).toHaveAttribute("href", "/ai-gift-ideas");
  });

  it("a card: Hot and #1 Bestseller badges, price, Save amount, stars, review count, 3 tags, View Product", () => {
    render(<PopularGiftsPage gifts={[GIFT]} />);
    const card = screen.getByRole("article", { name: "Test Lamp" });
    expect(within(card).getByText("Hot")).toBeInTheDocument();
    expect(within(card).getByText("#1 Bestseller")).toBeInTheDocument();
    expect(card).toHaveTextContent("$40.00");
    expect(card).toHaveTextContent("$55.50");
    expect(within(card).getByText("Save $15.50")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(card).toHaveTextContent("(1,234 reviews)");
    const tags = within(card).getByRole("list", { name: "Tags of Test Lamp" });
    expect(within(tags).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["one", "two", "three"]);
    const view = within(card).getByRole("link", { name: /View Product/ });
    expect(view).toHaveAttribute("href", "https://www.amazon.com/s?k=lamp");
    expect(view).toHaveAttribute("target", "_blank");
    expect(view).toHaveAttribute("rel", "noopener sponsored");
    // The image is the placeholder (no external image).
    expect(card.querySelector("[data-slot=image-placeholder]")).not.toBeNull();
  });

  it("no badges and no Save amount when they do not apply", () => {
    render(
      <PopularGiftsPage gifts={[{ ...GIFT, isHot: false, isBestseller: false, originalPrice: "$40.00" }]} />,
    );
    const card = screen.getByRole("article", { name: "Test Lamp" });
    expect(within(card).queryByText("Hot")).not.toBeInTheDocument();
    expect(within(card).queryByText("#1 Bestseller")).not.toBeInTheDocument();
    expect(within(card).queryByText(/^Save/)).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent("was");
  });

  it("the sample badges: Hot and #1 Bestseller as the data says", () => {
    render(<PopularGiftsPage />);
    expect(screen.getAllByText("Hot")).toHaveLength(POPULAR_GIFTS.filter((g) => g.isHot).length);
    expect(screen.getAllByText("#1 Bestseller")).toHaveLength(POPULAR_GIFTS.filter((g) => g.isBestseller).length);
  });

  it("filters by category", async () => {
    const user = userEvent.setup();
    render(<PopularGiftsPage />);
    const select = await screen.findByRole("combobox", { name: "Category" });
    expect(select).toHaveTextContent("All Categories");
    await user.click(select);
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "All Categories",
      "Electronics",
      "Kitchen",
      "Home & Living",
      "Fashion",
      "Books & Reading",
      "Outdoor",
    ]);
    await user.click(screen.getByRole("option", { name: "Kitchen" }));
    expect(cardTitles()).toEqual(
      POPULAR_GIFTS.filter((g) => g.category === "Kitchen").map((g) => g.title),
    );
    expect(screen.getByTestId("gifts-shown")).toHaveTextContent("2 gifts");

    await user.click(await screen.findByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "All Categories" }));
    expect(cardTitles()).toHaveLength(8);
  });
});

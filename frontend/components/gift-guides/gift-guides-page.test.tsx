import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { GiftGuidesPage, GUIDES_LOADING, NO_GUIDES_TEXT, NO_GUIDES_TITLE } from "@/components/gift-guides/gift-guides-page";
import { json, mockApi } from "@/test/api-mock";
import { renderWithSwr } from "@/test/render";
import type { GiftGuide } from "@/lib/gift-guides";

function guide(overrides: Partial<GiftGuide> & Pick<GiftGuide, "id" | "title">): GiftGuide {
  return {
    description: `About ${overrides.title}`,
    category: "seasonal",
    tags: [],
    isFeatured: false,
    itemCount: 6,
    ...overrides,
  };
}

const COFFEE = guide({
  id: "christmas-for-coffee-lovers",
  title: "Christmas for Coffee Lovers",
  category: "seasonal",
  isFeatured: true,
  tags: ["coffee", "christmas", "cozy", "kitchen"],
  itemCount: 8,
});
const UNDER_25 = guide({ id: "under-25", title: "Gifts Under $25", category: "budget", tags: ["cheap", "small"], itemCount: 1 });
const DAD = guide({ id: "for-dad", title: "For Dad", category: "recipient", tags: ["dad"] });

function guideUrls(api: ReturnType<typeof mockApi>) {
  return api.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith("/api/gift-guides"));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("GiftGuidesPage", () => {
  it("shows 'Loading gift guides...', then Featured Guides and All Gift Guides", async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({ "GET /api/gift-guides": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithSwr(<GiftGuidesPage />);
    expect(await screen.findByText(GUIDES_LOADING)).toBeInTheDocument();
    answer(json(200, [COFFEE, UNDER_25, DAD]));

    const featured = await screen.findByRole("list", { name: "Featured Guides" });
    expect(screen.getByRole("heading", { level: 2, name: "Featured Guides" })).toBeInTheDocument();
    expect(within(featured).getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toHaveLength(1);
    expect(within(featured).getByRole("link", { name: "Christmas for Coffee Lovers" })).toHaveAttribute(
      "href",
      "/gift-guides/christmas-for-coffee-lovers",
    );

    const all = screen.getByRole("list", { name: "All Gift Guides" });
    expect(within(all).getAllByRole("article")).toHaveLength(3);
    const coffee = within(all).getByRole("article", { name: "Christmas for Coffee Lovers" });
    expect(within(coffee).getByTestId("guide-category")).toHaveTextContent("Seasonal");
    expect(within(coffee).getByTestId("guide-item-count")).toHaveTextContent("8 items");
    const tags = within(coffee).getByRole("list", { name: "Tags of Christmas for Coffee Lovers" });
    expect(within(tags).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["coffee", "christmas", "+2"]);

    const cheap = within(all).getByRole("article", { name: "Gifts Under $25" });
    expect(within(cheap).getByTestId("guide-item-count")).toHaveTextContent("1 item");
    expect(cheap).not.toHaveTextContent("+");
    // Category badges differ in colour.
    expect(within(cheap).getByTestId("guide-category").className).not.toBe(
      within(coffee).getByTestId("guide-category").className,
    );
    expect(screen.queryByText(GUIDES_LOADING)).not.toBeInTheDocument();
    // A grid of guides prefetches none of them on load, only the one the pointer is over.
    for (const link of within(all).getAllByRole("link")) expect(link).toHaveAttribute("data-prefetch", "false");
  });

  it("asks the API with the debounced search and the category ('all' sends none)", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      "GET /api/gift-guides": [COFFEE, UNDER_25, DAD],
      "GET /api/gift-guides?search=coffee": [COFFEE],
      "GET /api/gift-guides?search=coffee&category=budget": [],
    });
    renderWithSwr(<GiftGuidesPage />);
    await screen.findByRole("list", { name: "All Gift Guides" });
    expect(guideUrls(api)).toEqual(["/api/gift-guides"]);

    await user.type(screen.getByRole("searchbox", { name: "Search guides" }), "coffee");
    await waitFor(() => expect(guideUrls(api)).toContain("/api/gift-guides?search=coffee"));
    expect(guideUrls(api)).not.toContain("/api/gift-guides?search=c");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "All Gift Guides" })).getAllByRole("article")).toHaveLength(1));

    await user.click(screen.getByRole("combobox", { name: "Category" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "All Categories",
      "Seasonal",
      "Occasion",
      "Recipient",
      "Budget",
    ]);
    await user.click(screen.getByRole("option", { name: "Budget" }));
    await waitFor(() => expect(guideUrls(api)).toContain("/api/gift-guides?search=coffee&category=budget"));
    expect(await screen.findByText(NO_GUIDES_TITLE)).toBeInTheDocument();
    expect(screen.getByText(NO_GUIDES_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Featured Guides" })).not.toBeInTheDocument();
  });

  it("no featured guide: no Featured Guides section", async () => {
    mockApi({ "GET /api/gift-guides": [DAD] });
    renderWithSwr(<GiftGuidesPage />);
    await screen.findByRole("list", { name: "All Gift Guides" });
    expect(screen.queryByRole("heading", { name: "Featured Guides" })).not.toBeInTheDocument();
  });

  it("a failed request shows an error alert", async () => {
    mockApi({ "GET /api/gift-guides": json(500, { message: "boom" }) });
    renderWithSwr(<GiftGuidesPage />);
    expect(await screen.findByText("Unable to load gift guides")).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { WishlistPage } from "@/components/wishlist/wishlist-page";
import { json, mockApi } from "@/test/api-mock";
import { PAGE_TOO_COMPLEX } from "@/lib/messages";
import { wishlistItem } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

const PRIVATE = { isPublic: false, url: null };
const LINK = "https://www.amazon.com/dp/B0TEST1234";
const ROBOT_CHECK =
  "Amazon showed a robot check or a sign-in page instead of the product. Fill in the item by hand, or open the product in your browser and click the Presently button.";
const ITEMS = [
  wishlistItem({ id: 1, name: "Kettle", description: "Gooseneck", category: "Kitchen", priority: "high" }),
  wishlistItem({ id: 2, name: "Scarf", description: "Wool", category: "Fashion", priority: "low" }),
  wishlistItem({ id: 3, name: "Mug", description: "Big one", category: "Kitchen", priority: "medium" }),
];

function renderPage(routes: Record<string, unknown> = {}) {
  const api = mockApi({ "GET /api/wishlist": ITEMS, "GET /api/wishlist/public": PRIVATE, ...routes } as never);
  renderWithToaster(<WishlistPage />);
  return api;
}

function cardNames() {
  return screen.queryAllByTestId("wishlist-item-card").map((card) => card.querySelector("h3")?.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WishlistPage", () => {
  it("lists the items as cards", async () => {
    renderPage();
    expect(await screen.findByRole("article", { name: "Kettle" })).toBeInTheDocument();
    expect(cardNames()).toEqual(["Kettle", "Scarf", "Mug"]);
    expect(screen.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeInTheDocument();
  });

  it("searches by name or description and filters by category and priority", async () => {
    renderPage();
    await screen.findByRole("article", { name: "Kettle" });
    await userEvent.type(screen.getByLabelText("Search wishlist"), "wool");
    expect(cardNames()).toEqual(["Scarf"]);
    await userEvent.clear(screen.getByLabelText("Search wishlist"));

    // The select's code loads after the page's: find waits for it.
    await userEvent.click(await screen.findByRole("combobox", { name: "Category" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["All categories", "Fashion", "Kitchen"]);
    await userEvent.click(screen.getByRole("option", { name: "Kitchen" }));
    expect(cardNames()).toEqual(["Kettle", "Mug"]);

    await userEvent.click(screen.getByRole("combobox", { name: "Priority" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "All priorities",
      "High",
      "Medium",
      "Low",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Medium" }));
    expect(cardNames()).toEqual(["Mug"]);

    await userEvent.click(screen.getByRole("combobox", { name: "Priority" }));
    await userEvent.click(await screen.findByRole("option", { name: "Low" }));
    expect(cardNames()).toEqual([]);
    expect(screen.getByText("No items match your filters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(cardNames()).toHaveLength(3);
  });

  it("shows and filters categories whatever their case, in one spelling", async () => {
    renderPage({
      "GET /api/wishlist": [
        wishlistItem({ id: 1, name: "Novel", category: "books" }),
        wishlistItem({ id: 2, name: "Atlas", category: "Books" }),
        wishlistItem({ id: 3, name: "Pan", category: "Kitchen" }),
      ],
    });
    const novel = await screen.findByRole("article", { name: "Novel" });
    expect(novel).toHaveTextContent("Category: Books");
    expect(screen.getByRole("article", { name: "Atlas" })).toHaveTextContent("Category: Books");
    await userEvent.click(await screen.findByRole("combobox", { name: "Category" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["All categories", "Books", "Kitchen"]);
    await userEvent.click(screen.getByRole("option", { name: "Books" }));
    expect(cardNames()).toEqual(["Novel", "Atlas"]);
  });

  it("puts each card in a grid cell it fills, so the cards of a row are one height", async () => {
    renderPage();
    const list = await screen.findByRole("list", { name: "Wishlist items" });
    expect(list).toHaveClass("grid");
    for (const cell of within(list).getAllByRole("listitem")) {
      expect(cell).toHaveClass("grid");
      expect(cell.firstElementChild).toHaveClass("h-full", "w-full");
    }
  });

  it("has the Presently button card after Find a gift", async () => {
    renderPage();
    const card = await screen.findByRole("region", { name: "The Presently button" });
    expect(within(card).getByRole("link", { name: "Add to Presently" }).getAttribute("href")).toMatch(/^javascript:/);
    const findAGift = screen.getByRole("region", { name: "Find a gift" });
    expect(findAGift.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows an empty state whose button opens the Add to Wishlist dialog", async () => {
    renderPage({ "GET /api/wishlist": [] });
    expect(await screen.findByText("Your wishlist is empty")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Your First Item" }));
    expect(await screen.findByRole("dialog", { name: "Add to Wishlist" })).toBeInTheDocument();
  });

  it("Delete asks first, then removes the item and toasts", async () => {
    const api = renderPage({ "DELETE /api/wishlist/2": { id: 2, deleted: true } });
    const card = await screen.findByRole("article", { name: "Scarf" });
    await userEvent.click(within(card).getByRole("button", { name: "Delete Scarf" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(api.calls("DELETE", "/api/wishlist/2")).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/wishlist/2")).toHaveLength(1));
    expect(await screen.findByText("Item removed from wishlist.")).toBeInTheDocument();
  });

  describe("paste a link", () => {
    it("names the supported sites", async () => {
      renderPage();
      expect(screen.getByText("Works with Amazon, Target, Walmart, Best Buy, Etsy and eBay.")).toBeInTheDocument();
      expect(screen.getByLabelText("Product link")).toHaveAccessibleDescription(
        "Works with Amazon, Target, Walmart, Best Buy, Etsy and eBay.",
      );
    });

    it("prefills the Add to Wishlist dialog from the parsed product", async () => {
      const api = renderPage({
        "POST /api/parse-url": {
          title: "Brass Lamp",
          description: "A warm lamp",
          price: "$20.00",
          url: "https://www.target.com/p/lamp",
          source: "Target",
          image: "https://img.example/lamp.jpg",
        },
      });
      await userEvent.type(screen.getByLabelText("Product link"), "https://www.target.com/p/lamp");
      await userEvent.click(screen.getByRole("button", { name: "Look up" }));
      const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(api.calls("POST", "/api/parse-url")).toEqual([{ url: "https://www.target.com/p/lamp" }]);
      expect(within(dialog).getByLabelText("Name")).toHaveValue("Brass Lamp");
      expect(within(dialog).getByLabelText("Description")).toHaveValue("A warm lamp");
      expect(within(dialog).getByLabelText("Price")).toHaveValue("$20.00");
      expect(within(dialog).getByLabelText("Link")).toHaveValue("https://www.target.com/p/lamp");
      expect(within(dialog).getByLabelText("Where to buy")).toHaveValue("Target");
      expect(within(dialog).getByLabelText("Image URL")).toHaveValue("https://img.example/lamp.jpg");
    });

    it.each([
      [400, "That site is not supported yet."],
      [422, ROBOT_CHECK],
      [422, PAGE_TOO_COMPLEX],
      [429, "You have looked up 30 pages in the last minute. Please try again in a moment."],
      [502, "The shop's page could not be read."],
    ])(
      "a %i opens Add to Wishlist with the link, the server's message above the form, and no toast",
      async (status, message) => {
        const api = renderPage({
          "POST /api/parse-url": json(status, { message }),
          "POST /api/wishlist": wishlistItem({ id: 9, name: "Robot vacuum" }),
        });
        await userEvent.type(screen.getByLabelText("Product link"), LINK);
        await userEvent.click(screen.getByRole("button", { name: "Look up" }));
        const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
        expect(within(dialog).getByLabelText("Link")).toHaveValue(LINK);
        expect(within(dialog).getByLabelText("Name")).toHaveValue("");
        const reason = within(dialog).getByTestId("lookup-error");
        expect(reason).toHaveAttribute("role", "alert");
        expect(reason).toHaveTextContent(message);
        // Above the form: the line comes before the first field.
        expect(reason.compareDocumentPosition(within(dialog).getByLabelText("Name"))).toBe(
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
        // Said once, in the dialog: no toast repeating it.
        expect(screen.getAllByText(message)).toHaveLength(1);

        await userEvent.type(within(dialog).getByLabelText("Name"), "Robot vacuum");
        await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
        await waitFor(() =>
          expect(api.calls("POST", "/api/wishlist")).toEqual([expect.objectContaining({ name: "Robot vacuum", url: LINK })]),
        );
      },
    );

    it("says the server's field message once, above the form, not under the link box", async () => {
      renderPage({
        "POST /api/parse-url": json(400, { message: "Paste a product link.", fields: { url: "Paste a product link." } }),
      });
      await userEvent.type(screen.getByLabelText("Product link"), "https://example.com/x");
      await userEvent.click(screen.getByRole("button", { name: "Look up" }));
      const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByTestId("lookup-error")).toHaveTextContent("Paste a product link.");
      expect(screen.getAllByText("Paste a product link.")).toHaveLength(1);
      expect(screen.getByLabelText("Product link")).not.toHaveAttribute("aria-invalid");
      expect(within(dialog).getByLabelText("Link")).toHaveValue("https://example.com/x");
    });

    it("a lookup that works, or Add Item, opens the form without the last failure's reason", async () => {
      let fail = true;
      renderPage({
        "POST /api/parse-url": () =>
          fail ? json(422, { message: ROBOT_CHECK }) : json(200, { title: "Brass Lamp", url: LINK, source: "Target" }),
      });
      await userEvent.type(screen.getByLabelText("Product link"), LINK);
      await userEvent.click(screen.getByRole("button", { name: "Look up" }));
      let dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByTestId("lookup-error")).toHaveTextContent(ROBOT_CHECK);
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

      fail = false;
      await userEvent.type(screen.getByLabelText("Product link"), LINK);
      await userEvent.click(screen.getByRole("button", { name: "Look up" }));
      dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByLabelText("Name")).toHaveValue("Brass Lamp");
      expect(within(dialog).queryByTestId("lookup-error")).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

      fail = true;
      await userEvent.type(screen.getByLabelText("Product link"), LINK);
      await userEvent.click(screen.getByRole("button", { name: "Look up" }));
      dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      await userEvent.click(screen.getByRole("button", { name: "Add Item" }));
      dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).queryByTestId("lookup-error")).not.toBeInTheDocument();
      expect(within(dialog).getByLabelText("Link")).toHaveValue("");
    });

    it("keeps Look up and Search disabled while their boxes are empty or blank", async () => {
      const api = renderPage({});
      expect(screen.getByRole("button", { name: "Look up" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Search" })).toBeDisabled();
      await userEvent.type(screen.getByLabelText("Product link"), "   ");
      await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "   ");
      expect(screen.getByRole("button", { name: "Look up" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Search" })).toBeDisabled();
      expect(api.calls("POST", "/api/parse-url")).toHaveLength(0);
    });

    it("falls back to 'Failed to parse product from URL...' without one, above the form", async () => {
      renderPage({ "POST /api/parse-url": new Response("", { status: 502 }) });
      await userEvent.type(screen.getByLabelText("Product link"), "https://example.com/x");
      await userEvent.click(screen.getByRole("button", { name: "Look up" }));
      const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByTestId("lookup-error")).toHaveTextContent(
        "Failed to parse product from URL. Try pasting the link manually.",
      );
      expect(within(dialog).getByLabelText("Link")).toHaveValue("https://example.com/x");
    });
  });

  describe("search", () => {
    const results = Array.from({ length: 8 }, (_, i) => ({
      title: `Coffee thing ${i + 1}`,
      description: `Thing ${i + 1}`,
      price: "$19.99",
      url: `https://shop.example/${i + 1}`,
      affiliateUrl: i === 0 ? "https://aff.example/1" : null,
      image: null,
      category: "Kitchen",
      source: i === 0 ? null : "Etsy",
      rating: 4.5,
      reviewCount: 1234,
    }));

    it("shows at most 6 results, source Amazon by default; Add to Wishlist prefills the dialog", async () => {
      const api = renderPage({
        "GET /api/products/search": results,
        "POST /api/recommendations/ai-suggestions": [],
      });
      await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "coffee");
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      const list = await screen.findByRole("list", { name: "Search results" });
      expect(within(list).getAllByRole("group")).toHaveLength(6);
      expect(screen.queryByRole("article", { name: "Coffee thing 1" })).not.toBeInTheDocument();
      expect(api.calls("GET", "/api/products/search?q=coffee")).toHaveLength(1);
      const first = within(list).getByRole("group", { name: "Coffee thing 1" });
      expect(first).toHaveTextContent("Amazon");
      expect(first).toHaveTextContent("$19.99");
      expect(first).toHaveTextContent("(1,234 reviews)");
      expect(within(first).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
      expect(within(list).getByRole("group", { name: "Coffee thing 2" })).toHaveTextContent("Etsy");
      await userEvent.click(within(first).getByRole("button", { name: "Add to Wishlist" }));
      const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByLabelText("Name")).toHaveValue("Coffee thing 1");
      expect(within(dialog).getByLabelText("Link")).toHaveValue("https://aff.example/1");
      expect(within(dialog).getByLabelText("Where to buy")).toHaveValue("Amazon");
      expect(within(dialog).getByLabelText("Category")).toHaveValue("Kitchen");
    });

    it("opens the dialog afresh each time: a new prefill shows, a cancelled edit is gone", async () => {
      renderPage({ "GET /api/products/search": results, "POST /api/recommendations/ai-suggestions": [] });
      await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "coffee");
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      const list = await screen.findByRole("list", { name: "Search results" });

      await userEvent.click(
        within(within(list).getByRole("group", { name: "Coffee thing 1" })).getByRole("button", { name: "Add to Wishlist" }),
      );
      let dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByLabelText("Name")).toHaveValue("Coffee thing 1");
      await userEvent.type(within(dialog).getByLabelText("Price"), " each");
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add to Wishlist" })).not.toBeInTheDocument());

      await userEvent.click(
        within(within(list).getByRole("group", { name: "Coffee thing 2" })).getByRole("button", { name: "Add to Wishlist" }),
      );
      dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByLabelText("Name")).toHaveValue("Coffee thing 2");
      expect(within(dialog).getByLabelText("Link")).toHaveValue("https://shop.example/2");
      expect(within(dialog).getByLabelText("Where to buy")).toHaveValue("Etsy");
      expect(within(dialog).getByLabelText("Price")).toHaveValue("$19.99");
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add to Wishlist" })).not.toBeInTheDocument());

      // Without a prefill the form is empty again.
      await userEvent.click(screen.getByRole("button", { name: "Add Item" }));
      dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByLabelText("Name")).toHaveValue("");
      expect(within(dialog).getByLabelText("Link")).toHaveValue("");
    });

    it("says 'No products found' when nothing matches; a canned suggestion runs a search", async () => {
      const api = renderPage({
        "GET /api/products/search": [],
        "POST /api/recommendations/ai-suggestions": [],
      });
      const chips = screen.getByRole("group", { name: "Search suggestions" });
      expect(within(chips).getAllByRole("button")).toHaveLength(4);
      await userEvent.click(within(chips).getByRole("button", { name: "Tech gadgets" }));
      expect(await screen.findByText("No products found")).toBeInTheDocument();
      expect(api.calls("GET", "/api/products/search?q=tech+gadgets")).toHaveLength(1);
      expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveValue("tech gadgets");
    });

    it("toasts 'Search Error' when the search fails", async () => {
      renderPage({
        "GET /api/products/search": json(500, { message: "boom" }),
        "POST /api/recommendations/ai-suggestions": [],
      });
      await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "coffee");
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      expect(await screen.findByText("Search Error")).toBeInTheDocument();
      expect(screen.getByText("Failed to search for products. Please try again.")).toBeInTheDocument();
      expect(screen.queryByText("No products found")).not.toBeInTheDocument();
    });

    it("shows AI ideas with their reasoning; clicking one searches for it", async () => {
      const api = renderPage({
        "GET /api/products/search": results.slice(0, 2),
        "POST /api/recommendations/ai-suggestions": [
          { productType: "Burr grinder", reasoning: "Fresh grounds make better coffee" },
        ],
      });
      await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "coffee");
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      const ideas = await screen.findByRole("group", { name: "Ideas" });
      expect(api.calls("POST", "/api/recommendations/ai-suggestions")).toEqual([{ query: "coffee" }]);
      expect(ideas).toHaveTextContent("Fresh grounds make better coffee");
      await userEvent.click(within(ideas).getByRole("button", { name: /Burr grinder/ }));
      await waitFor(() => expect(api.calls("GET", "/api/products/search?q=Burr+grinder")).toHaveLength(1));
    });

    it("shows no ideas, silently, when the AI call fails", async () => {
      renderPage({
        "GET /api/products/search": results.slice(0, 2),
        "POST /api/recommendations/ai-suggestions": json(503, { message: "AI is down" }),
      });
      await userEvent.type(screen.getByRole("searchbox", { name: "Search products" }), "coffee");
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      expect(await screen.findByRole("list", { name: "Search results" })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(screen.queryByRole("group", { name: "Ideas" })).not.toBeInTheDocument();
      expect(screen.queryByText("AI is down")).not.toBeInTheDocument();
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    });
  });

  describe("public link", () => {
    it("is private by default; switching on shows the link, Copy and Get a new link", async () => {
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
      const api = renderPage({
        "PUT /api/wishlist/public": { isPublic: true, url: "http://host/lists/tok1" },
        "POST /api/wishlist/public/rotate": { isPublic: true, url: "http://host/lists/tok2" },
      });
      expect(
        screen.getByText("Anyone with the link can see your wishlist (your first name and items, never your email)."),
      ).toBeInTheDocument();
      const toggle = await screen.findByRole("switch", { name: "Public link" });
      await waitFor(() => expect(toggle).toBeEnabled());
      expect(toggle).not.toBeChecked();
      expect(screen.queryByRole("button", { name: "Copy" })).not.toBeInTheDocument();

      await userEvent.click(toggle);
      await waitFor(() => expect(api.calls("PUT", "/api/wishlist/public")).toEqual([{ isPublic: true }]));
      expect(await screen.findByDisplayValue("http://host/lists/tok1")).toBeInTheDocument();
      expect(screen.getByRole("switch", { name: "Public link" })).toBeChecked();

      await userEvent.click(screen.getByRole("button", { name: "Copy" }));
      expect(writeText).toHaveBeenCalledWith("http://host/lists/tok1");
      expect(await screen.findByText("Link copied")).toBeInTheDocument();

      await userEvent.click(screen.getByRole("button", { name: "Get a new link" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Get a new link?" });
      expect(confirm).toHaveTextContent("The old link will stop working");
      await userEvent.click(within(confirm).getByRole("button", { name: "Get a new link" }));
      expect(await screen.findByDisplayValue("http://host/lists/tok2")).toBeInTheDocument();
      expect(api.calls("POST", "/api/wishlist/public/rotate")).toHaveLength(1);
    });

    it("switching off makes it private again, once confirmed", async () => {
      const api = renderPage({
        "GET /api/wishlist/public": { isPublic: true, url: "http://host/lists/tok1" },
        "PUT /api/wishlist/public": { isPublic: false, url: null },
      });
      expect(await screen.findByDisplayValue("http://host/lists/tok1")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("switch", { name: "Public link" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Make your wishlist private?" });
      await userEvent.click(within(confirm).getByRole("button", { name: "Make Private" }));
      await waitFor(() => expect(api.calls("PUT", "/api/wishlist/public")).toEqual([{ isPublic: false }]));
      await waitFor(() => expect(screen.queryByDisplayValue("http://host/lists/tok1")).not.toBeInTheDocument());
      expect(screen.getByRole("switch", { name: "Public link" })).not.toBeChecked();
    });
  });
});

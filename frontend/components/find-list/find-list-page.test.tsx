import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { FindListPage } from "@/components/find-list/find-list-page";
import { json, mockApi } from "@/test/api-mock";
import { renderWithSwr } from "@/test/render";
import { SAMPLE_PUBLIC_WISHLISTS } from "@/lib/find-list";
import type { ListedList } from "@/lib/group-wishlists";

const REUNION: ListedList = {
  kind: "group",
  title: "Lee Family Reunion",
  description: "Gifts for the cousins",
  occasion: "holiday",
  eventDate: null,
  ownerName: "Ann",
  itemCount: 1,
  createdAt: "2026-11-22T10:00:00Z",
  url: "/lists/tok1",
  featuredItems: [{ title: "Board game", price: "30", imageUrl: null }],
};

function requestedUrls(api: ReturnType<typeof mockApi>) {
  return api.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith("/api/public/lists"));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FindListPage", () => {
  it("shows the samples with the count, occasion, items, owner, date, description and featured items", async () => {
    mockApi({ "GET /api/public/lists": [] });
    renderWithSwr(<FindListPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Find a List" })).toBeInTheDocument();
    expect(screen.getByTestId("wishlists-found")).toHaveTextContent(`${SAMPLE_PUBLIC_WISHLISTS.length} Wishlists Found`);
    const emma = screen.getByRole("article", { name: "Emma's 30th Birthday" });
    expect(emma).toHaveTextContent("Birthday");
    expect(within(emma).getByTestId("item-count")).toHaveTextContent("12 items");
    expect(emma).toHaveTextContent("by Emma");
    expect(emma).toHaveTextContent("Created January 15, 2025");
    expect(emma).toHaveTextContent("Turning 30 in style!");
    const featured = within(emma).getByRole("list", { name: "Featured items of Emma's 30th Birthday" });
    expect(within(featured).getAllByRole("listitem")).toHaveLength(2);
    // The claimed tick shows on the claimed sample item only.
    expect(within(featured).getAllByTestId("claimed")).toHaveLength(1);
    expect(within(featured).getAllByRole("listitem")[0]).toHaveTextContent("Claimed");
    // A sample has no page: its button is disabled.
    expect(within(emma).getByRole("button", { name: "View Full Wishlist" })).toBeDisabled();
  });

  it("puts real listed lists first, linked to their page, without claim ticks", async () => {
    mockApi({ "GET /api/public/lists": [REUNION] });
    renderWithSwr(<FindListPage />);
    const reunion = await screen.findByRole("article", { name: "Lee Family Reunion" });
    expect(screen.getAllByRole("article")[0]).toBe(reunion);
    expect(screen.getByTestId("wishlists-found")).toHaveTextContent(`${SAMPLE_PUBLIC_WISHLISTS.length + 1} Wishlists Found`);
    expect(within(reunion).getByRole("link", { name: "View Full Wishlist" })).toHaveAttribute("href", "/lists/tok1");
    expect(reunion).toHaveTextContent("1 item");
    expect(reunion).toHaveTextContent("by Ann");
    expect(reunion).toHaveTextContent("Board game");
    expect(reunion).toHaveTextContent("$30");
    expect(within(reunion).queryByTestId("claimed")).not.toBeInTheDocument();
    expect(reunion).not.toHaveTextContent("Sample");
    // A group list, as a personal one, has no kind label.
    expect(within(reunion).queryByTestId("registry-badge")).not.toBeInTheDocument();
  });

  it("labels a registry 'Registry'", async () => {
    const home: ListedList = { ...REUNION, kind: "registry", title: "Our New Home", occasion: "housewarming", url: "/lists/tok2" };
    mockApi({ "GET /api/public/lists": [home, REUNION] });
    renderWithSwr(<FindListPage />);
    const card = await screen.findByRole("article", { name: "Our New Home" });
    expect(within(card).getByTestId("registry-badge")).toHaveTextContent("Registry");
    expect(card).toHaveTextContent("Housewarming");
    // The only registry on the page (the samples are personal lists).
    expect(screen.getAllByTestId("registry-badge")).toHaveLength(1);
  });

  it("search matches title, owner name or description, case-insensitively: '1 Wishlist Found'", async () => {
    mockApi({ "GET /api/public/lists": [] });
    renderWithSwr(<FindListPage />);
    const search = screen.getByRole("searchbox", { name: "Search wishlists" });
    await userEvent.type(search, "MICHELLE");
    expect(screen.getByTestId("wishlists-found")).toHaveTextContent("1 Wishlist Found");
    expect(screen.getByRole("article", { name: "Baby Chen Is on the Way" })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, "dinosaurs");
    expect(screen.getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual(["Noah's 8th Birthday"]);
  });

  it("filters by occasion", async () => {
    mockApi({ "GET /api/public/lists": [] });
    renderWithSwr(<FindListPage />);
    const occasion = screen.getByRole("combobox", { name: "Occasion" });
    expect(occasion).toHaveTextContent("All Occasions");
    await userEvent.click(occasion);
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "All Occasions",
      "Birthday",
      "Wedding",
      "Baby Shower",
      "Anniversary",
      "Holiday",
      "Housewarming",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Birthday" }));
    expect(screen.getByTestId("wishlists-found")).toHaveTextContent("2 Wishlists Found");
  });

  it("no match: the empty state's Clear Filters brings everything back", async () => {
    mockApi({ "GET /api/public/lists": [] });
    renderWithSwr(<FindListPage />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search wishlists" }), "zebra");
    expect(screen.getByTestId("wishlists-found")).toHaveTextContent("0 Wishlists Found");
    expect(screen.getByText("No wishlists found")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(screen.getByRole("searchbox", { name: "Search wishlists" })).toHaveValue("");
    expect(screen.getAllByRole("article")).toHaveLength(SAMPLE_PUBLIC_WISHLISTS.length);
  });

  it("asks the API once typing pauses, with the occasion's API value ('all' left out)", async () => {
    const api = mockApi({ "GET /api/public/lists": [] });
    renderWithSwr(<FindListPage />);
    await waitFor(() => expect(requestedUrls(api)).toEqual(["/api/public/lists"]));

    await userEvent.type(screen.getByRole("searchbox", { name: "Search wishlists" }), "lee");
    await waitFor(() => expect(requestedUrls(api)).toContain("/api/public/lists?search=lee"));
    // Not once per keystroke.
    expect(requestedUrls(api)).not.toContain("/api/public/lists?search=l");

    await userEvent.click(screen.getByRole("combobox", { name: "Occasion" }));
    await userEvent.click(await screen.findByRole("option", { name: "Baby Shower" }));
    await waitFor(() => expect(requestedUrls(api)).toContain("/api/public/lists?search=lee&occasion=baby-shower"));
  });

  it("a failed request still shows the samples", async () => {
    mockApi({ "GET /api/public/lists": json(500, { message: "boom" }) });
    renderWithSwr(<FindListPage />);
    expect(screen.getByTestId("wishlists-found")).toHaveTextContent(`${SAMPLE_PUBLIC_WISHLISTS.length} Wishlists Found`);
  });
});

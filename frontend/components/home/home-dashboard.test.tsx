import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { HomeDashboard } from "@/components/home/home-dashboard";
import { json, mockApi } from "@/test/api-mock";
import { OVER_BUDGET, budget } from "@/test/budgets";
import { specialDate, user, wishlistItem } from "@/test/fixtures";
import { renderWithSwr } from "@/test/render";

const ada = user();

const THREE = [
  specialDate({ id: 1, title: "Mum's Birthday", countdown: "Tomorrow", daysUntil: 1 }),
  specialDate({ id: 2, title: "Wedding Anniversary", type: "anniversary", countdown: "12 days", daysUntil: 12 }),
  specialDate({ id: 3, title: "Christmas", type: "holiday", countdown: "33 days", daysUntil: 33 }),
];

function mockDates({ within30 = [] as unknown[], upcoming = [] as unknown[] } = {}) {
  return mockApi({
    "GET /api/dates/upcoming?days=30": within30,
    "GET /api/dates/upcoming?limit=3": upcoming,
    "GET /api/meta": { features: {} },
    "GET /api/contacts": [],
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HomeDashboard", () => {
  it.each([
    [9, "Good morning, Ada"],
    [13, "Good afternoon, Ada"],
    [20, "Good evening, Ada"],
  ])("at %i:00 local time greets '%s'", async (hour, heading) => {
    mockDates();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2030, 5, 15, hour, 30));
    renderWithSwr(<HomeDashboard user={ada} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    await screen.findByTestId("coming-up");
  });

  it("falls back to the display name without a first name", async () => {
    mockDates();
    renderWithSwr(<HomeDashboard user={{ ...ada, firstName: null }} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/, ada$/);
    await screen.findByTestId("coming-up");
  });

  it.each([
    [0, "All caught up for today"],
    [1, "1 special moment coming up"],
    [2, "2 special moments coming up"],
  ])("with %i dates in the next 30 days says '%s'", async (count, text) => {
    const api = mockDates({ within30: THREE.slice(0, count) });
    renderWithSwr(<HomeDashboard user={ada} />);
    expect(await screen.findByTestId("coming-up")).toHaveTextContent(text);
    expect(api.calls("GET", "/api/dates/upcoming?days=30")).toHaveLength(1);
  });

  it("shows up to 3 upcoming dates and links to all dates", async () => {
    const api = mockDates({ upcoming: THREE, within30: THREE.slice(0, 2) });
    renderWithSwr(<HomeDashboard user={ada} />);
    const section = screen.getByRole("region", { name: "Upcoming Special Dates" });
    await waitFor(() => expect(within(section).getAllByTestId("date-card")).toHaveLength(3));
    expect(within(section).getByRole("article", { name: "Wedding Anniversary" })).toHaveTextContent("12 days");
    expect(within(section).getByRole("link", { name: "View all dates" })).toHaveAttribute("href", "/dates");
    expect(api.calls("GET", "/api/dates/upcoming?limit=3")).toHaveLength(1);
  });

  it("says 'No upcoming dates' when there are none", async () => {
    mockDates();
    renderWithSwr(<HomeDashboard user={ada} />);
    expect(await screen.findByText("No upcoming dates")).toBeInTheDocument();
  });

  it("My Wishlist shows the first 3 items and 'View Full Wishlist (N items)'", async () => {
    const items = ["Kettle", "Scarf", "Novel", "Lamp", "Mug"].map((name, i) =>
      wishlistItem({ id: i + 1, name, price: "$10", priceValue: 10 + i }),
    );
    mockApi({
      "GET /api/dates/upcoming?days=30": [],
      "GET /api/dates/upcoming?limit=3": [],
      "GET /api/contacts": [],
      "GET /api/wishlist": items,
      "GET /api/sharing/special-dates": [],
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    const section = screen.getByRole("region", { name: "My Wishlist" });
    const list = await within(section).findByRole("list", { name: "Wishlist items" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      expect.stringContaining("Kettle"),
      expect.stringContaining("Scarf"),
      expect.stringContaining("Novel"),
    ]);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("$10.00");
    expect(within(section).getByRole("link", { name: "View Full Wishlist (5 items)" })).toHaveAttribute(
      "href",
      "/wishlist",
    );
  });

  it("My Wishlist shows a money amount in the price style and other price text plainly", async () => {
    mockApi({
      "GET /api/dates/upcoming?days=30": [],
      "GET /api/dates/upcoming?limit=3": [],
      "GET /api/contacts": [],
      "GET /api/wishlist": [
        wishlistItem({ id: 1, name: "Kettle", price: "$24.99", priceValue: 24.99 }),
        wishlistItem({ id: 2, name: "Sofa", price: "about 400 dollars", priceValue: null }),
      ],
      "GET /api/sharing/special-dates": [],
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    const section = screen.getByRole("region", { name: "My Wishlist" });
    const amount = await within(section).findByText("$24.99");
    expect(amount).toHaveAttribute("data-price-kind", "amount");
    expect(amount).toHaveClass("text-primary");
    const text = within(section).getByText("about 400 dollars");
    expect(text).toHaveAttribute("data-price-kind", "text");
    expect(text).not.toHaveClass("text-primary");
  });

  it("My Wishlist has no 'View Full Wishlist' link with 3 items or fewer, and an empty state", async () => {
    mockApi({
      "GET /api/dates/upcoming?days=30": [],
      "GET /api/dates/upcoming?limit=3": [],
      "GET /api/contacts": [],
      "GET /api/wishlist": [wishlistItem({ id: 1, name: "Kettle" })],
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    const section = screen.getByRole("region", { name: "My Wishlist" });
    await within(section).findByText("Kettle");
    expect(within(section).queryByRole("link", { name: /View Full Wishlist/ })).not.toBeInTheDocument();
  });

  it("merges dates shared with me by daysUntil, read-only and marked 'Shared by', at most 3", async () => {
    mockApi({
      "GET /api/dates/upcoming?days=30": THREE.slice(0, 2),
      "GET /api/dates/upcoming?limit=3": THREE,
      "GET /api/contacts": [],
      "GET /api/wishlist": [],
      "GET /api/sharing/special-dates": [
        {
          id: 70,
          specialDate: specialDate({ id: 99, title: "Grace's Birthday", countdown: "5 days", daysUntil: 5 }),
          owner: { id: 4, firstName: "Grace", lastName: "Hopper" },
          canEdit: false,
        },
        {
          id: 71,
          specialDate: specialDate({ id: 98, title: "Grace's Party", countdown: "3 days ago", daysUntil: -3 }),
          owner: { id: 4, firstName: "Grace", lastName: "Hopper" },
          canEdit: false,
        },
      ],
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    const section = screen.getByRole("region", { name: "Upcoming Special Dates" });
    const shared = await within(section).findByRole("article", { name: "Grace's Birthday" });
    expect(within(section).getAllByTestId("date-card").map((card) => card.getAttribute("aria-labelledby"))).toHaveLength(3);
    expect(within(section).getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual([
      "Mum's Birthday",
      "Grace's Birthday",
      "Wedding Anniversary",
    ]);
    expect(shared).toHaveTextContent("Shared by Grace");
    expect(within(shared).queryByRole("checkbox", { name: "Already shopped" })).not.toBeInTheDocument();
    expect(within(shared).queryByRole("button", { name: /Reminder settings/ })).not.toBeInTheDocument();
    expect(within(shared).queryByRole("button", { name: /Share/ })).not.toBeInTheDocument();
    const own = within(section).getByRole("article", { name: "Mum's Birthday" });
    expect(within(own).getByRole("checkbox", { name: "Already shopped" })).toBeInTheDocument();
    expect(own).not.toHaveTextContent("Shared by");
    // The count line counts the shared date to come as well (not the past one).
    expect(await screen.findByTestId("coming-up")).toHaveTextContent("3 special moments coming up");
  });

  it("is not 'All caught up' with a date a friend shared 6 days away: the greeting counts it and the grid shows it", async () => {
    const grace = { id: 4, firstName: "Grace", lastName: "Hopper" };
    const api = mockApi({
      "GET /api/dates/upcoming?days=30": [],
      "GET /api/dates/upcoming?limit=3": [],
      "GET /api/contacts": [],
      "GET /api/wishlist": [],
      "GET /api/sharing/special-dates": [
        {
          id: 72,
          specialDate: specialDate({ id: 97, title: "Grace's Recital", type: "other", countdown: "45 days", daysUntil: 45 }),
          owner: grace,
          canEdit: false,
        },
        {
          id: 70,
          specialDate: specialDate({ id: 99, title: "Grace's Birthday", countdown: "6 days", daysUntil: 6 }),
          owner: grace,
          canEdit: false,
        },
        {
          id: 71,
          specialDate: specialDate({ id: 98, title: "Grace's Party", recurring: false, countdown: "3 days ago", daysUntil: -3 }),
          owner: grace,
          canEdit: false,
        },
      ],
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    // Only the one in the next 30 days counts; the one 45 days away does not, nor the past one.
    expect(await screen.findByTestId("coming-up")).toHaveTextContent("1 special moment coming up");
    expect(screen.queryByText("All caught up for today")).not.toBeInTheDocument();
    const section = screen.getByRole("region", { name: "Upcoming Special Dates" });
    await within(section).findByRole("article", { name: "Grace's Birthday" });
    // Soonest first, as on /dates; the past one is left out.
    expect(within(section).getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual([
      "Grace's Birthday",
      "Grace's Recital",
    ]);
    expect(within(section).getByRole("article", { name: "Grace's Birthday" })).toHaveTextContent("6 days");
    expect(within(section).queryByText("No upcoming dates")).not.toBeInTheDocument();
    expect(api.calls("GET", "/api/sharing/special-dates").length).toBeGreaterThanOrEqual(1);
  });

  it("counts my own dates when the shared dates cannot be loaded", async () => {
    mockApi({
      "GET /api/dates/upcoming?days=30": THREE.slice(0, 1),
      "GET /api/dates/upcoming?limit=3": THREE.slice(0, 1),
      "GET /api/contacts": [],
      "GET /api/sharing/special-dates": json(500, { message: "down" }),
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    expect(await screen.findByTestId("coming-up")).toHaveTextContent("1 special moment coming up");
    expect(await screen.findByRole("article", { name: "Mum's Birthday" })).toBeInTheDocument();
  });

  it("has the circle and wishlist sections, three quick actions and the mobile teaser", async () => {
    mockDates();
    renderWithSwr(<HomeDashboard user={ada} />);
    expect(
      within(screen.getByRole("region", { name: "Your Circle" })).getByRole("link", { name: /My Circle/ }),
    ).toHaveAttribute("href", "/friends");
    expect(
      within(screen.getByRole("region", { name: "My Wishlist" })).getByRole("link", { name: /Wishlist/ }),
    ).toHaveAttribute("href", "/wishlist");
    const quick = screen.getByRole("region", { name: "Quick actions" });
    expect(within(quick).getAllByRole("link")).toHaveLength(3);
    expect(within(quick).getByRole("link", { name: /Get AI Suggestions/ })).toHaveAttribute("href", "/recommendations");
    expect(within(quick).getByRole("link", { name: /Invite Friends/ })).toHaveAttribute("href", "/friends");
    expect(screen.getByText("Coming soon to mobile devices")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add Contact" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Import" })).not.toBeInTheDocument();
    await screen.findByTestId("coming-up");
  });

  it("Your Circle shows the first 4 contacts and 'View All Contacts (N total)'", async () => {
    const people = ["Ada", "Ben", "Cleo", "Dan", "Eve", "Fay"].map((name, i) => ({
      id: i + 1,
      name,
      email: null,
      phone: null,
      relationship: i === 0 ? "sibling" : null,
      preferences: null,
      interests: [],
      photoUrl: null,
    }));
    mockApi({
      "GET /api/dates/upcoming?days=30": [],
      "GET /api/dates/upcoming?limit=3": [],
      "GET /api/contacts": people,
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    const circle = screen.getByRole("region", { name: "Your Circle" });
    const list = await within(circle).findByRole("list", { name: "Contacts" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      expect.stringContaining("Ada"),
      expect.stringContaining("Ben"),
      expect.stringContaining("Cleo"),
      expect.stringContaining("Dan"),
    ]);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Sibling");
    expect(within(circle).getByRole("link", { name: "View All Contacts (6 total)" })).toHaveAttribute(
      "href",
      "/contacts",
    );
  });

  it("Your Circle has no 'View All' link for 4 contacts, and an Add Contact action when empty", async () => {
    const four = [1, 2, 3, 4].map((id) => ({ id, name: `P${id}`, email: null, phone: null, relationship: null, preferences: null, interests: [], photoUrl: null }));
    mockApi({ "GET /api/dates/upcoming?days=30": [], "GET /api/dates/upcoming?limit=3": [], "GET /api/contacts": four });
    const { unmount } = renderWithSwr(<HomeDashboard user={ada} />);
    const circle = screen.getByRole("region", { name: "Your Circle" });
    expect(await within(circle).findAllByRole("listitem")).toHaveLength(4);
    expect(within(circle).queryByRole("link", { name: /View All Contacts/ })).not.toBeInTheDocument();
    unmount();

    mockDates();
    renderWithSwr(<HomeDashboard user={ada} />);
    const empty = screen.getByRole("region", { name: "Your Circle" });
    expect(await within(empty).findByText("No contacts yet")).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole("button", { name: "Add Contact" }));
    expect(await screen.findByRole("dialog", { name: "Add Contact" })).toBeInTheDocument();
  });

  it.each([
    ["Add Contact", "Add Contact"],
    ["Import", "Import Contacts"],
  ])("the '%s' button opens the %s dialog", async (button, dialog) => {
    mockDates();
    renderWithSwr(<HomeDashboard user={ada} />);
    await screen.findByText("No contacts yet");
    const greeting = screen.getByRole("region", { name: /Good/ });
    await userEvent.click(within(greeting).getByRole("button", { name: button }));
    expect(await screen.findByRole("dialog", { name: dialog })).toBeInTheDocument();
  });

  it.each(["Add Date", "Add special date"])("'%s' opens the Add Special Date dialog", async (name) => {
    mockDates({ upcoming: THREE.slice(0, 1), within30: [] });
    renderWithSwr(<HomeDashboard user={ada} />);
    await screen.findAllByTestId("date-card");
    await userEvent.click(screen.getByRole("button", { name }));
    expect(await screen.findByRole("dialog", { name: "Add Special Date" })).toBeInTheDocument();
  });

  it("hides the count line when the upcoming call fails", async () => {
    mockApi({
      "GET /api/dates/upcoming?days=30": json(500, { message: "down" }),
      "GET /api/dates/upcoming?limit=3": json(500, { message: "down" }),
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    expect(await screen.findByText(/Unable to load your upcoming dates/)).toBeInTheDocument();
    expect(screen.queryByTestId("coming-up")).not.toBeInTheDocument();
  });

  it("shows the budget for the nearest occasion from today on, with what is left, and links to it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 11, 1, 9, 0));
    mockApi({
      "GET /api/dates/upcoming?days=30": [],
      "GET /api/dates/upcoming?limit=3": [],
      "GET /api/budgets": [
        budget({ id: 1, name: "Christmas 2025", date: "2025-12-25" }),
        budget({ id: 7 }),
        budget({ id: 9, name: "Mum's birthday", date: "2027-03-14" }),
      ],
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    const card = await screen.findByRole("region", { name: "Your next budget" });
    expect(within(card).getByTestId("home-budget-text")).toHaveTextContent("Christmas 2026: $320.00 left of $600.00");
    expect(within(card).getByRole("link", { name: "See budget" })).toHaveAttribute("href", "/budget?id=7");
  });

  it("says how far over the next budget is", async () => {
    mockApi({
      "GET /api/dates/upcoming?days=30": [],
      "GET /api/dates/upcoming?limit=3": [],
      "GET /api/budgets": [{ ...OVER_BUDGET, date: "2999-12-25" }],
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    const text = await screen.findByTestId("home-budget-text");
    expect(text).toHaveTextContent("Christmas 2026: over budget by $20.00");
    expect(text).toHaveClass("text-destructive");
  });

  it("has no budget card without a budget to come", async () => {
    const api = mockApi({
      "GET /api/dates/upcoming?days=30": [],
      "GET /api/dates/upcoming?limit=3": [],
      "GET /api/budgets": [budget({ date: "2000-12-25" })],
    });
    renderWithSwr(<HomeDashboard user={ada} />);
    await screen.findByTestId("coming-up");
    await waitFor(() => expect(api.calls("GET", "/api/budgets")).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Your next budget" })).not.toBeInTheDocument();
  });
});

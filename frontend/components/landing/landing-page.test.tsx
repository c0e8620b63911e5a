import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";



import { DEMO_DIALOG_ID, DEMO_TITLE } from "@/components/landing/demo-dialog";
import { LandingPage } from "@/components/landing/landing-page";

describe("LandingPage", () => {
  it("has the public header links, an FAQ label that is not a link, and the footer links", () => {
    render(<LandingPage />);
    const site = screen.getByRole("navigation", { name: "Site" });
    expect(within(site).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["AI Gift Ideas", "/ai-gift-ideas"],
      ["Find a List", "/find-list"],
      ["Popular Gifts", "/popular-gifts"],
      ["Gift Guides", "/gift-guides"],
    ]);
    expect(within(site).getByText("FAQ").closest("a")).toBeNull();
    const footer = screen.getByRole("navigation", { name: "Footer" });
    expect(within(footer).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/privacy-policy",
      "/terms-of-service",
      "/contact",
    ]);
    // The public header and footer are on every public page: they prefetch nothing on load.
    for (const link of [...within(site).getAllByRole("link"), ...within(footer).getAllByRole("link")]) {
      expect(link).toHaveAttribute("data-prefetch", "false");
    }
  });

  it("sends every sign-in style button to /api/login, and keeps the hero's promises", () => {
    render(<LandingPage />);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/api/login");
    expect(screen.getByRole("link", { name: "Start for Free" })).toHaveAttribute("href", "/api/login");
    expect(screen.getByRole("link", { name: "Sign up free" })).toHaveAttribute("href", "/api/login");
    expect(screen.getByText(/basic profile information, approved once/)).toBeInTheDocument();
    expect(screen.getByText("Free to use, no credit card required.")).toBeInTheDocument();
    expect(screen.getByText(/2-minute setup/)).toBeInTheDocument();
  });

  it("has the six feature cards, three testimonials, a call to action and the partner strip", () => {
    render(<LandingPage />);
    expect(screen.getAllByTestId("feature-card").map((c) => c.querySelector("h3")?.textContent)).toEqual([
      "Special Dates & Reminders",
      "Your Circle",
      "Wishlists",
      "Group Wishlists",
      "AI Gift Ideas",
      "Partner Recommendations",
    ]);
    expect(screen.getAllByTestId("testimonial")).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 2, name: "Make every moment count" })).toBeInTheDocument();
    const partners = screen.getByRole("list", { name: "Partners" });
    expect(partners).toHaveTextContent("Retail");
    expect(partners).toHaveTextContent("Dining");
    expect(partners).toHaveTextContent("Flowers");
    expect(within(partners).getAllByTestId("partner").map((p) => p.textContent)).toEqual([
      "Amazon",
      "Target",
      "Best Buy",
      "OpenTable",
      "1-800-Flowers",
    ]);
    // Wordmarks only: no external images.
    expect(document.querySelectorAll("img")).toHaveLength(0);
  });

  it("Try Demo is the browser's own dialog: opened by invoker command, closed by a dialog form", () => {
    render(<LandingPage />);
    const trigger = screen.getByRole("button", { name: "Try Demo" });
    expect(trigger).toHaveAttribute("commandfor", DEMO_DIALOG_ID);
    expect(trigger).toHaveAttribute("command", "show-modal");
    // Closed until opened: not in the accessibility tree.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const dialog = document.getElementById(DEMO_DIALOG_ID)!;
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("closedby", "any");
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)).toHaveTextContent(DEMO_TITLE);
    const content = within(dialog);
    expect(content.getByRole("heading", { name: "Upcoming Events", hidden: true })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Mum's Birthday");
    expect(content.getByRole("heading", { name: "Gift Ideas", hidden: true })).toBeInTheDocument();
    expect(
      within(content.getByRole("list", { name: "Features", hidden: true })).getAllByRole("listitem", { hidden: true }),
    ).toHaveLength(3);
    expect(content.getByRole("link", { name: "Start for Free", hidden: true })).toHaveAttribute("href", "/api/login");
    const close = content.getByRole("button", { name: "Close Demo", hidden: true });
    expect(close).toHaveAttribute("type", "submit");
    expect(close.closest("form")).toHaveAttribute("method", "dialog");
  });

  it("shows no calendar day in the hero or the demo (the page is built once), and their countdowns agree", () => {
    render(<LandingPage />);
    const dialog = document.getElementById(DEMO_DIALOG_ID)!;
    const hero = screen.getAllByTestId("hero-event");
    const demo = within(dialog).getAllByTestId("demo-event");
    const month = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d/;
    for (const event of [...hero, ...demo]) {
      expect(event.textContent).not.toMatch(month);
      expect(event.textContent).not.toMatch(/\d{1,4}[/-]\d{1,2}[/-]\d{1,4}/);
    }
    expect(dialog.textContent).not.toMatch(month);
    const countdowns = (events: HTMLElement[]) =>
      events.map((event) => [within(event).getByTestId("event-title").textContent, within(event).getByTestId("countdown").textContent]);
    expect(countdowns(hero)).toEqual([
      ["Mum's Birthday", "Tomorrow"],
      ["Anniversary with Alex", "12 days"],
      ["Sam's Graduation", "24 days"],
    ]);
    expect(countdowns(demo)).toEqual(countdowns(hero));
  });
});

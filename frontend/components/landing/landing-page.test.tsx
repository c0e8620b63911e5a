import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { MockLink } from "@/test/next-mocks";

vi.mock("next/link", () => ({ default: MockLink }));

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
  });

  it("sends Sign in and Start for Free to /api/login", () => {
    render(<LandingPage />);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/api/login");
    expect(screen.getByRole("link", { name: "Start for Free" })).toHaveAttribute("href", "/api/login");
    expect(screen.getByText(/basic profile information, approved once/)).toBeInTheDocument();
    expect(screen.getByText(/no credit card/)).toBeInTheDocument();
    expect(screen.getByText(/2-minute setup/)).toBeInTheDocument();
  });
});

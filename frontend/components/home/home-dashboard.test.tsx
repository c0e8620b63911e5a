import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { MockLink } from "@/test/next-mocks";

vi.mock("next/link", () => ({ default: MockLink }));

import { HomeDashboard } from "@/components/home/home-dashboard";

const ada = {
  id: 1,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
  timeZone: "UTC",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("HomeDashboard", () => {
  it.each([
    [9, "Good morning, Ada"],
    [13, "Good afternoon, Ada"],
    [20, "Good evening, Ada"],
  ])("at %i:00 local time greets '%s'", (hour, heading) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2030, 5, 15, hour, 30));
    render(<HomeDashboard user={ada} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByText("All caught up for today")).toBeInTheDocument();
  });

  it("falls back to the display name without a first name", () => {
    render(<HomeDashboard user={{ ...ada, firstName: null }} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/, ada$/);
  });
});

import { render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { chartPath, PriceChart } from "@/components/prices/price-chart";

// Dates are shown in the browser's zone: read them in UTC.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "UTC";
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Newest first, as the API sends them. */
const READINGS = [
  { price: "$85.00", cents: 8500, readAt: "2026-11-24T12:00:00Z" },
  { price: "$85.00", cents: 8500, readAt: "2026-11-22T12:00:00Z" },
  { price: "$95.00", cents: 9500, readAt: "2026-11-20T12:00:00Z" },
  { price: "$100.00", cents: 10000, readAt: "2026-11-18T12:00:00Z" },
];

describe("PriceChart", () => {
  it("is one image named by what it shows, with a line through the readings", () => {
    render(<PriceChart readings={READINGS} />);
    const chart = screen.getByRole("img", { name: "Price history: $100.00 to $85.00 over 4 readings" });
    expect(chart.tagName.toLowerCase()).toBe("svg");
    const line = within(screen.getByTestId("price-chart")).getByTestId("price-chart-line");
    expect(line.getAttribute("d")).toBe(chartPath([10000, 9500, 8500, 8500]));
    expect(line.getAttribute("d")).toMatch(/^M0 [\d.]+( L[\d.]+ [\d.]+){3}$/);
  });

  it("draws the oldest on the left: the line starts high and ends low after a drop", () => {
    const d = chartPath([10000, 9500, 8500, 8500]);
    const points = d.split(/ ?[ML]/).filter(Boolean).map((p) => p.split(" ").map(Number));
    expect(points[0]).toEqual([0, 4]);
    expect(points[points.length - 1]).toEqual([300, 76]);
  });

  it("labels the highest and the lowest price and the first and last day", () => {
    render(<PriceChart readings={READINGS} />);
    const chart = screen.getByTestId("price-chart");
    expect(within(chart).getByText("Highest", { exact: false }).parentElement).toHaveTextContent("Highest $100.00");
    expect(within(chart).getByText("Lowest", { exact: false }).parentElement).toHaveTextContent("Lowest $85.00");
    expect(chart).toHaveTextContent("Nov 18, 2026");
    expect(chart).toHaveTextContent("Nov 24, 2026");
  });

  it("one reading is a flat line", () => {
    render(<PriceChart readings={[READINGS[0]]} />);
    expect(screen.getByRole("img", { name: "Price history: $85.00 over 1 reading" })).toBeInTheDocument();
    expect(screen.getByTestId("price-chart-line")).toHaveAttribute("d", "M0 40 L300 40");
  });

  it("leaves out readings without an amount, and draws nothing with none", () => {
    const { rerender } = render(<PriceChart readings={[{ price: "n/a", cents: null, readAt: READINGS[0].readAt }, ...READINGS.slice(2)]} />);
    expect(screen.getByRole("img", { name: "Price history: $100.00 to $95.00 over 2 readings" })).toBeInTheDocument();
    rerender(<PriceChart readings={[{ price: "n/a", cents: null, readAt: READINGS[0].readAt }]} />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});

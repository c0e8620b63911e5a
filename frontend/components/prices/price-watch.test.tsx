import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { PriceWatch, toPriceWatchInput } from "@/components/prices/price-watch";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

// Dates are shown in the browser's zone: read them in UTC.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "UTC";
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const ITEM = { itemId: 7 };
const PATH = "/api/wishlist/7/price";
const WATCH = "/api/wishlist/7/price/watch";

const READINGS = [
  { price: "$85.00", cents: 8500, readAt: "2026-11-24T12:00:00Z" },
  { price: "$95.00", cents: 9500, readAt: "2026-11-20T12:00:00Z" },
  { price: "$100.00", cents: 10000, readAt: "2026-11-18T12:00:00Z" },
];

const VIEW = { readings: READINGS, watching: true, dropPercent: 10, targetPrice: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderWatch() {
  renderWithToaster(<PriceWatch item={ITEM} />);
  const section = screen.getByRole("region", { name: "Price history" });
  await within(section).findByRole("switch", { name: "Tell me when the price drops" });
  return section;
}

describe("PriceWatch", () => {
  it("shows the heading, the chart, every reading and my watch", async () => {
    mockApi({ [`GET ${PATH}`]: { ...VIEW, targetPrice: "$80.00" } });
    const section = await renderWatch();
    expect(within(section).getByRole("heading", { level: 3, name: "Price history" })).toBeInTheDocument();
    expect(
      within(section).getByRole("img", { name: "Price history: $100.00 to $85.00 over 3 readings" }),
    ).toBeInTheDocument();
    const table = within(section).getByRole("table", { name: "Price readings, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Nov 24, 2026$85.00",
      "Nov 20, 2026$95.00",
      "Nov 18, 2026$100.00",
    ]);
    expect(within(section).getByText("All readings").tagName.toLowerCase()).toBe("summary");
    expect(within(section).getByRole("switch", { name: "Tell me when the price drops" })).toBeChecked();
    expect(within(section).getByLabelText("By at least")).toHaveValue(10);
    expect(within(section).getByLabelText("Or when it is at or below")).toHaveValue("$80.00");
  });

  it("without readings says so, and still offers the watch", async () => {
    mockApi({ [`GET ${PATH}`]: { ...VIEW, readings: [] } });
    const section = await renderWatch();
    expect(section).toHaveTextContent("No readings yet. Presently checks items with a link once a day.");
    expect(within(section).queryByRole("img")).not.toBeInTheDocument();
    expect(within(section).queryByRole("table")).not.toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("sends every setting with PUT .../watch, toasts 'Price watch saved' and shows what the server kept", async () => {
    const api = mockApi({
      [`GET ${PATH}`]: VIEW,
      [`PUT ${WATCH}`]: { ...VIEW, watching: false, dropPercent: 15, targetPrice: "$80.00" },
    });
    const section = await renderWatch();
    await userEvent.click(within(section).getByRole("switch", { name: "Tell me when the price drops" }));
    const percent = within(section).getByLabelText("By at least");
    await userEvent.clear(percent);
    await userEvent.type(percent, "15");
    await userEvent.type(within(section).getByLabelText("Or when it is at or below"), " $80 ");
    await userEvent.click(within(section).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Price watch saved")).toBeInTheDocument();
    expect(api.calls("PUT", WATCH)).toEqual([{ watching: false, dropPercent: 15, targetPrice: "$80" }]);
    expect(within(section).getByLabelText("Or when it is at or below")).toHaveValue("$80.00");
    expect(within(section).getByRole("switch", { name: "Tell me when the price drops" })).not.toBeChecked();
  });

  it("an emptied target is sent as null, clearing it", async () => {
    const api = mockApi({ [`GET ${PATH}`]: { ...VIEW, targetPrice: "$80.00" }, [`PUT ${WATCH}`]: VIEW });
    const section = await renderWatch();
    await userEvent.clear(within(section).getByLabelText("Or when it is at or below"));
    await userEvent.click(within(section).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Price watch saved")).toBeInTheDocument();
    expect(api.calls("PUT", WATCH)).toEqual([{ watching: true, dropPercent: 10, targetPrice: null }]);
  });

  it("shows the server's field messages under the fields", async () => {
    mockApi({
      [`GET ${PATH}`]: VIEW,
      [`PUT ${WATCH}`]: json(400, {
        message: "Invalid",
        fields: {
          dropPercent: "Drop must be a whole percentage from 1 to 90",
          targetPrice: "Target price must be an amount, such as $80",
        },
      }),
    });
    const section = await renderWatch();
    await userEvent.type(within(section).getByLabelText("Or when it is at or below"), "cheap");
    await userEvent.click(within(section).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Could not save the price watch. Please try again.")).toBeInTheDocument();
    expect(within(section).getByLabelText("By at least")).toHaveAccessibleDescription(
      "Drop must be a whole percentage from 1 to 90",
    );
    expect(within(section).getByLabelText("Or when it is at or below")).toHaveAccessibleDescription(
      "Target price must be an amount, such as $80",
    );
    expect(within(section).getByLabelText("Or when it is at or below")).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the percentage before sending", async () => {
    const api = mockApi({ [`GET ${PATH}`]: VIEW, [`PUT ${WATCH}`]: VIEW });
    const section = await renderWatch();
    const percent = within(section).getByLabelText("By at least");
    await userEvent.clear(percent);
    await userEvent.type(percent, "95");
    await userEvent.click(within(section).getByRole("button", { name: "Save" }));
    expect(await within(section).findByText("Drop must be a whole percentage from 1 to 90")).toBeInTheDocument();
    expect(api.calls("PUT", WATCH)).toEqual([]);
  });

  it("says when the item's prices are not mine to see (404)", async () => {
    mockApi({});
    renderWithToaster(<PriceWatch item={ITEM} />);
    expect(await screen.findByText("The price history of this item is not available to you.")).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("says when the prices could not load", async () => {
    mockApi({ [`GET ${PATH}`]: json(500, { message: "Boom" }) });
    renderWithToaster(<PriceWatch item={ITEM} />);
    expect(await screen.findByText("Unable to load price history")).toBeInTheDocument();
  });
});

describe("toPriceWatchInput", () => {
  it("sends the percentage as a number and no target as null", () => {
    expect(toPriceWatchInput({ watching: true, dropPercent: "12", targetPrice: "" })).toEqual({
      watching: true,
      dropPercent: 12,
      targetPrice: null,
    });
  });
});

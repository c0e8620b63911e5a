import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";



import { DateCard } from "@/components/dates/date-card";
import { json, mockApi } from "@/test/api-mock";
import { specialDate } from "@/test/fixtures";
import { renderWithSwr, renderWithToaster } from "@/test/render";

function renderCard(date = specialDate()) {
  return renderWithToaster(<DateCard date={date} />);
}

beforeEach(() => {
  mockApi({ "GET /api/meta": { features: { emailReminders: false } } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("DateCard", () => {
  it("shows the title, the long next date, the server's countdown and the contact", () => {
    renderCard(specialDate({ contactId: 3, contact: { id: 3, name: "Mum" }, countdown: "Tomorrow", daysUntil: 1 }));
    const card = screen.getByRole("article", { name: "Mum's Birthday" });
    expect(card).toHaveTextContent("March 4, 2027");
    expect(within(card).getByTestId("countdown")).toHaveTextContent("Tomorrow");
    expect(card).toHaveTextContent("Mum");
    expect(card).toHaveAttribute("data-accent", "birthday");
  });

  it.each([
    ["anniversary", "Book Dinner", "anniversary"],
    ["holiday", "Plan Visit", "holiday"],
    ["birthday", "Gift Ideas", "birthday"],
    ["graduation", "Gift Ideas", "neutral"],
    ["other", "Gift Ideas", "neutral"],
  ] as const)("a %s card offers '%s' and Buy Another Gift, both to /recommendations", (type, label, accent) => {
    renderCard(specialDate({ type }));
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", "/recommendations");
    expect(screen.getByRole("link", { name: "Buy Another Gift" })).toHaveAttribute("href", "/recommendations");
    expect(screen.getByTestId("date-card")).toHaveAttribute("data-accent", accent);
  });

  it("puts its two buttons side by side while both labels fit, else one above the other (no fixed two columns)", () => {
    renderCard(specialDate({ type: "anniversary" }));
    const footer = screen.getByRole("link", { name: "Book Dinner" }).parentElement!;
    expect(footer).toHaveClass("flex", "flex-wrap");
    expect(footer).not.toHaveClass("grid-cols-2");
    for (const name of ["Buy Another Gift", "Book Dinner"]) expect(screen.getByRole("link", { name })).toHaveClass("flex-1");
  });

  it("checking Already shopped PATCHes the flag, toasts and shows Done", async () => {
    const api = mockApi({
      "PATCH /api/dates/1/shopped": ({ body }) =>
        json(200, specialDate({ shopped: (body as { shopped: boolean }).shopped })),
    });
    renderCard();
    expect(screen.queryByText("Done")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("checkbox", { name: "Already shopped" }));

    expect(await screen.findByText("Marked as shopped for this date!")).toBeInTheDocument();
    expect(screen.getByText("Updated")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/dates/1/shopped")).toEqual([{ shopped: true }]);
  });

  it("unchecking sends shopped false and says 'Marked as not shopped'", async () => {
    const api = mockApi({ "PATCH /api/dates/1/shopped": specialDate({ shopped: false }) });
    renderCard(specialDate({ shopped: true }));
    expect(screen.getByText("Done")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Already shopped" }));
    expect(await screen.findByText("Marked as not shopped")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/dates/1/shopped")).toEqual([{ shopped: false }]);
  });

  it("a failed toggle says so and leaves the box as it was", async () => {
    mockApi({ "PATCH /api/dates/1/shopped": json(500, { message: "boom" }) });
    renderCard();
    const box = screen.getByRole("checkbox", { name: "Already shopped" });
    await userEvent.click(box);
    expect(await screen.findByText("Failed to update shopping status.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("revalidates every /api/dates key after a toggle", async () => {
    const api = mockApi({
      "PATCH /api/dates/1/shopped": specialDate({ shopped: true }),
      "GET /api/dates/upcoming": [specialDate({ shopped: true })],
    });
    const { DatesProbe } = await import("@/test/dates-probe");
    renderWithSwr(
      <>
        <DatesProbe />
        <DateCard date={specialDate()} />
      </>,
    );
    await waitFor(() => expect(api.calls("GET", "/api/dates/upcoming")).toHaveLength(1));
    await userEvent.click(screen.getByRole("checkbox", { name: "Already shopped" }));
    await waitFor(() => expect(api.calls("GET", "/api/dates/upcoming")).toHaveLength(2));
  });

  it("the reminder and share buttons open their dialogs", async () => {
    mockApi({ "GET /api/meta": { features: {} }, "GET /api/friends": [] });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: /reminder settings/i }));
    expect(await screen.findByRole("dialog", { name: "Reminder settings" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Share Mum's Birthday" }));
    expect(await screen.findByRole("dialog", { name: `Share "Mum's Birthday"` })).toBeInTheDocument();
  });
});

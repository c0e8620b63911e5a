import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ItemQuestions } from "@/components/chip-in/item-questions";
import type { ItemQuestion } from "@/lib/chip-in";
import { QUESTION_ON_SURPRISE, QUESTION_REQUIRED } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const QUESTIONS: ItemQuestion[] = [
  {
    id: 1,
    itemId: 3,
    question: "Which size?",
    answer: "Medium, please.",
    mine: true,
    askedAt: "2026-01-02T10:00:00Z",
    answeredAt: "2026-01-02T12:00:00Z",
  },
  { id: 2, itemId: 3, question: "Which colour?", answer: null, mine: false, askedAt: "2026-01-02T11:00:00Z", answeredAt: null },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

async function open() {
  await userEvent.click(screen.getByRole("button", { name: "Ask a question" }));
}

describe("ItemQuestions", () => {
  it("loads when opened: each question, its answer, 'You asked' on mine and nobody else named", async () => {
    const api = mockApi({ "GET /api/items/3/questions": QUESTIONS });
    renderWithToaster(<ItemQuestions itemId={3} itemName="Bike" whom="Mum" closed={false} />);
    expect(api).not.toHaveBeenCalled();
    await open();
    const rows = await screen.findAllByTestId("item-question");
    expect(rows[0]).toHaveTextContent("You asked");
    expect(rows[0]).toHaveTextContent("Which size?");
    expect(rows[0]).toHaveTextContent("Mum answered: Medium, please.");
    expect(rows[1]).toHaveTextContent("A giver asked");
    expect(rows[1]).toHaveTextContent("Not answered yet");
    expect(screen.getByLabelText("Ask Mum without your name")).toBeInTheDocument();
  });

  it("asks 'them' without a name; sends the question and shows it", async () => {
    let questions: ItemQuestion[] = [];
    const api = mockApi({
      "GET /api/items/3/questions": () => json(200, questions),
      "POST /api/items/3/questions": ({ body }) => {
        questions = [{ ...QUESTIONS[0], answer: null, answeredAt: null, question: (body as { body: string }).body }];
        return json(201, questions[0]);
      },
    });
    renderWithToaster(<ItemQuestions itemId={3} itemName="Bike" whom={null} closed={false} />);
    await open();
    const field = await screen.findByLabelText("Ask them without your name");
    await userEvent.click(screen.getByRole("button", { name: "Ask about Bike" }));
    expect(await screen.findByText(QUESTION_REQUIRED)).toBeInTheDocument();
    await userEvent.type(field, "Which size?");
    await userEvent.click(screen.getByRole("button", { name: "Ask about Bike" }));
    await waitFor(() => expect(api.calls("POST", "/api/items/3/questions")).toEqual([{ body: "Which size?" }]));
    const row = await screen.findByTestId("item-question");
    expect(row).toHaveTextContent("You asked");
    expect(row).toHaveTextContent("Which size?");
    expect(field).toHaveValue("");
  });

  it("a 409 (a surprise, nobody to ask) says why", async () => {
    mockApi({
      "GET /api/items/3/questions": [],
      "POST /api/items/3/questions": json(409, { message: QUESTION_ON_SURPRISE }),
    });
    renderWithToaster(<ItemQuestions itemId={3} itemName="Bike" whom="Mum" closed={false} />);
    await open();
    await userEvent.type(await screen.findByLabelText("Ask Mum without your name"), "Which size?");
    await userEvent.click(screen.getByRole("button", { name: "Ask about Bike" }));
    // Under the field and in the toast.
    await waitFor(() => expect(screen.getAllByText(QUESTION_ON_SURPRISE)).toHaveLength(2));
    expect(screen.getByLabelText("Ask Mum without your name")).toHaveAttribute("aria-invalid", "true");
  });
});

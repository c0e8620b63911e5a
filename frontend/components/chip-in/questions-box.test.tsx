import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { QuestionsBox } from "@/components/chip-in/questions-box";
import type { QuestionToMe } from "@/lib/chip-in";
import { ANSWER_REQUIRED } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderWithSwr, renderWithToaster } from "@/test/render";

function question(overrides: Partial<QuestionToMe> = {}): QuestionToMe {
  return {
    id: 1,
    itemId: 3,
    itemName: "Bike",
    listId: 5,
    dependantName: null,
    question: "Which size?",
    answer: null,
    askedAt: "2026-01-02T10:00:00Z",
    answeredAt: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("QuestionsBox", () => {
  it("renders nothing without questions about the lists shown", async () => {
    const api = mockApi({ "GET /api/questions": [question({ listId: 9 })] });
    const { container } = renderWithSwr(<QuestionsBox listIds={[5]} />);
    await waitFor(() => expect(api.calls("GET", "/api/questions")).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it("asks nothing without a list", () => {
    const api = mockApi({});
    const { container } = render(<QuestionsBox listIds={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the questions about the list, never who asked; the answered ones with Edit answer", async () => {
    mockApi({
      "GET /api/questions": [
        question(),
        question({ id: 2, itemName: "Kite", question: "Which colour?", answer: "Red", answeredAt: "2026-01-03T10:00:00Z" }),
        question({ id: 3, listId: 9, itemName: "Elsewhere" }),
        question({ id: 4, listId: 6, itemName: "Teddy", dependantName: "Mia" }),
      ],
    });
    renderWithToaster(<QuestionsBox listIds={[5, 6]} />);
    const box = await screen.findByRole("region", { name: "Questions from givers" });
    const rows = within(box).getAllByTestId("question-to-me");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("About Bike");
    expect(rows[0]).toHaveTextContent("Which size?");
    expect(within(rows[0]).getByLabelText("Your answer")).toHaveValue("");
    expect(within(rows[1]).getByTestId("my-answer")).toHaveTextContent("Your answer: Red");
    expect(within(rows[1]).getByRole("button", { name: "Edit answer (Kite)" })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent("About Teddy (for Mia)");
    expect(box).not.toHaveTextContent("Elsewhere");
    expect(box).not.toHaveTextContent(/asked by/i);
  });

  it("Answer sends it (not empty), then shows it; Edit answer changes it", async () => {
    let answer: string | null = null;
    const api = mockApi({
      "GET /api/questions": () => json(200, [question({ answer })]),
      "PUT /api/questions/1/answer": ({ body }) => {
        answer = (body as { body: string }).body;
        return json(200, question({ answer }));
      },
    });
    renderWithToaster(<QuestionsBox listIds={[5]} />);
    const row = await screen.findByTestId("question-to-me");
    await userEvent.click(within(row).getByRole("button", { name: "Answer (Bike)" }));
    expect(await within(row).findByText(ANSWER_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(row).getByLabelText("Your answer"), "Medium");
    await userEvent.click(within(row).getByRole("button", { name: "Answer (Bike)" }));
    await waitFor(() => expect(api.calls("PUT", "/api/questions/1/answer")).toEqual([{ body: "Medium" }]));
    expect(await within(row).findByTestId("my-answer")).toHaveTextContent("Your answer: Medium");

    await userEvent.click(within(row).getByRole("button", { name: "Edit answer (Bike)" }));
    const field = within(row).getByLabelText("Your answer");
    expect(field).toHaveValue("Medium");
    await userEvent.clear(field);
    await userEvent.type(field, "Large");
    await userEvent.click(within(row).getByRole("button", { name: "Answer (Bike)" }));
    expect(await within(row).findByTestId("my-answer")).toHaveTextContent("Your answer: Large");
    expect(api.calls("PUT", "/api/questions/1/answer")).toEqual([{ body: "Medium" }, { body: "Large" }]);
  });
});

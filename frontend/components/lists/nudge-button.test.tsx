import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ASKED, NudgeButton, askedText, nudgeLabel } from "@/components/lists/nudge-button";
import { json, mockApi } from "@/test/api-mock";
import { renderWithSwr, renderWithToaster } from "@/test/render";

const NUDGE_PATH = "/api/lists/12/nudge";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Waits until the nudge state was asked for and its answer read. */
async function answered(api: ReturnType<typeof mockApi>) {
  await waitFor(() => expect(api.calls("GET", NUDGE_PATH)).toHaveLength(1));
  await api.mock.results[0].value;
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("NudgeButton", () => {
  it("asks with POST, then shows a spent 'Asked' and what Ada will hear", async () => {
    const api = mockApi({
      [`GET ${NUDGE_PATH}`]: { occasion: "person", asked: false },
      [`POST ${NUDGE_PATH}`]: { occasion: "person", asked: true },
    });
    renderWithToaster(<NudgeButton listId={12} name="Ada" />);

    const ask = await screen.findByRole("button", { name: nudgeLabel("Ada") });
    expect(ask).toBeEnabled();
    expect(screen.queryByText(askedText("Ada"))).not.toBeInTheDocument();
    await userEvent.click(ask);

    const asked = await screen.findByRole("button", { name: ASKED });
    expect(asked).toBeDisabled();
    expect(asked).toHaveAccessibleDescription("Ada will hear that someone is shopping for them, not who.");
    expect(screen.queryByRole("button", { name: nudgeLabel("Ada") })).not.toBeInTheDocument();
    expect(api.calls("POST", NUDGE_PATH)).toHaveLength(1);
    // The answer went into the cache: no reload of the state.
    expect(api.calls("GET", NUDGE_PATH)).toHaveLength(1);
  });

  it("asked already: 'Asked' at once, nothing to press", async () => {
    const api = mockApi({ [`GET ${NUDGE_PATH}`]: { occasion: "event", asked: true } });
    renderWithSwr(<NudgeButton listId={12} name="Ada" />);
    expect(await screen.findByRole("button", { name: ASKED })).toBeDisabled();
    expect(screen.getByTestId("nudge-asked")).toHaveTextContent(askedText("Ada"));
    expect(api.calls("POST", NUDGE_PATH)).toHaveLength(0);
  });

  it("nothing coming up: shows nothing", async () => {
    const api = mockApi({ [`GET ${NUDGE_PATH}`]: { occasion: null, asked: false } });
    const { container } = renderWithSwr(<NudgeButton listId={12} name="Ada" />);
    await answered(api);
    expect(container).toBeEmptyDOMElement();
  });

  it("a list it cannot be asked about (404): shows nothing", async () => {
    const api = mockApi({ [`GET ${NUDGE_PATH}`]: json(404, { message: "Not found" }) });
    const { container } = renderWithSwr(<NudgeButton listId={12} name="Ada" />);
    await answered(api);
    expect(container).toBeEmptyDOMElement();
  });

  it("asked meanwhile (409): toasts the server's message and shows 'Asked'", async () => {
    let asked = false;
    mockApi({
      [`GET ${NUDGE_PATH}`]: () => json(200, { occasion: "person", asked }),
      [`POST ${NUDGE_PATH}`]: () => {
        asked = true;
        return json(409, { message: "Ada has been asked already." });
      },
    });
    renderWithToaster(<NudgeButton listId={12} name="Ada" />);
    await userEvent.click(await screen.findByRole("button", { name: nudgeLabel("Ada") }));

    expect(await screen.findByText("Ada has been asked already.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: ASKED })).toBeDisabled();
  });

  it("nothing coming up any more (422): toasts the server's message and offers nothing", async () => {
    let occasion: string | null = "person";
    const api = mockApi({
      [`GET ${NUDGE_PATH}`]: () => json(200, { occasion, asked: false }),
      [`POST ${NUDGE_PATH}`]: () => {
        occasion = null;
        return json(422, { message: "Nothing is coming up for Ada." });
      },
    });
    renderWithToaster(<NudgeButton listId={12} name="Ada" />);
    await userEvent.click(await screen.findByRole("button", { name: nudgeLabel("Ada") }));

    expect(await screen.findByText("Nothing is coming up for Ada.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: nudgeLabel("Ada") })).not.toBeInTheDocument());
    expect(api.calls("GET", NUDGE_PATH)).toHaveLength(2);
  });

  it("any other failure: toasts it and can be tried again", async () => {
    mockApi({
      [`GET ${NUDGE_PATH}`]: { occasion: "person", asked: false },
      [`POST ${NUDGE_PATH}`]: json(500, {}),
    });
    renderWithToaster(<NudgeButton listId={12} name="Ada" />);
    await userEvent.click(await screen.findByRole("button", { name: nudgeLabel("Ada") }));

    expect(await screen.findByText("Failed to ask. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: nudgeLabel("Ada") })).toBeEnabled());
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AiGiftIdeasPage, EXPLAINERS, STEPS } from "@/components/ai-gift-ideas/ai-gift-ideas-page";
import { ASSISTANT_GREETING, resetChatStoreForTests } from "@/lib/assistant";
import { json, mockApi } from "@/test/api-mock";
import { assistantInfo } from "@/test/assistant-fixtures";
import { user } from "@/test/fixtures";
import { renderWithSwr } from "@/test/render";

beforeEach(() => {
  window.sessionStorage.clear();
  resetChatStoreForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AiGiftIdeasPage", () => {
  it("shows the hero, explainer cards and how it works; Start Chatting opens the panel with the greeting", async () => {
    mockApi({ "GET /api/auth/user": json(401, { message: "Not signed in" }), "GET /api/ai/assistant": assistantInfo() });
    renderWithSwr(<AiGiftIdeasPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("AI Gift Ideas");
    expect(screen.getAllByTestId("explainer-card").map((c) => c.querySelector("h3")?.textContent)).toEqual(
      EXPLAINERS.map((e) => e.title),
    );
    const how = screen.getByRole("region", { name: "How it works" });
    expect(within(how).getAllByTestId("how-step")).toHaveLength(STEPS.length);
    expect(STEPS).toHaveLength(3);

    // Signed out, the page brings its own launcher, marked for the shell to keep the footer clear of it.
    expect(await screen.findByRole("button", { name: "Ask Presently" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ask Presently" }).closest("[data-floating]")).toHaveAttribute("data-floating", "page");
    await userEvent.click(screen.getByRole("button", { name: "Start Chatting" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask Presently" });
    expect(within(dialog).getByText(ASSISTANT_GREETING)).toBeInTheDocument();
    expect(screen.getByText("Free to use, no account needed to ask. Sign in to save the ideas you like.")).toBeInTheDocument();
  });

  it("signed in, leaves the launcher to the app's chrome", async () => {
    mockApi({ "GET /api/auth/user": user(), "GET /api/ai/assistant": assistantInfo({ signedIn: true }) });
    renderWithSwr(<AiGiftIdeasPage />);
    await screen.findByRole("button", { name: "Start Chatting" });
    // Let the auth answer arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Ask Presently" })).not.toBeInTheDocument();
    // No invitation to sign in for someone who is.
    expect(screen.queryByText(/Sign in to save/)).not.toBeInTheDocument();
  });
});

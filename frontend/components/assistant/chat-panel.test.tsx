import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ChatLauncher, openChat } from "@/components/assistant/chat-launcher";
import {
  ASSISTANT_GREETING,
  CHAT_ERROR,
  CHAT_STORAGE_KEY,
  LOCAL_PRIVACY_LINE,
  resetChatStoreForTests,
  type AssistantInfo,
  type ChatAnswer,
} from "@/lib/assistant";
import { json, mockApi } from "@/test/api-mock";
import { assistantInfo, chatIdea, REMOTE_MODEL } from "@/test/assistant-fixtures";
import { groupItem, groupSummary, user } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

const CHAT = "POST /api/ai/chat-recommendations";

const ANSWER: ChatAnswer = {
  message: "Here are a few ideas:\n- a coffee set\n- a candle",
  ideas: [
    chatIdea(),
    chatIdea({
      id: "can-002",
      name: "Soy candle",
      price: "$18.00",
      partnerName: "Target",
      partner: "target",
      link: "https://www.target.com/p/candle",
    }),
  ],
  source: "catalog",
  recipient: null,
};

function routes(overrides: Record<string, unknown> = {}, signedIn = true, info?: AssistantInfo) {
  return mockApi({
    "GET /api/auth/user": signedIn ? user() : json(401, { message: "Not signed in" }),
    "GET /api/ai/assistant": info ?? assistantInfo({ signedIn }),
    [CHAT]: ANSWER,
    ...(overrides as Record<string, never>),
  });
}

async function openPanel() {
  await userEvent.click(screen.getByRole("button", { name: "Ask Presently" }));
  return screen.findByRole("dialog", { name: "Ask Presently" });
}

function messageBox() {
  return screen.getByRole("textbox", { name: "Message" });
}

function sendButton() {
  return screen.getByRole("button", { name: "Send" });
}

beforeEach(() => {
  window.sessionStorage.clear();
  resetChatStoreForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ChatLauncher", () => {
  it("opens a panel with the greeting, closes with Close and with Escape", async () => {
    routes();
    renderWithToaster(<ChatLauncher />);
    const dialog = await openPanel();
    expect(within(dialog).getByText(ASSISTANT_GREETING)).toBeInTheDocument();
    expect(messageBox()).toHaveFocus();
    expect(messageBox()).toHaveAttribute("maxLength", "2000");

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await openPanel();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("is the panel's trigger: says it opens a dialog, whether it is open and which, and gets the focus back", async () => {
    routes();
    renderWithToaster(<ChatLauncher />);
    const launcher = screen.getByRole("button", { name: "Ask Presently" });
    expect(launcher).toHaveAttribute("aria-haspopup", "dialog");
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(launcher).not.toHaveAttribute("aria-controls");

    const dialog = await openPanel();
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    expect(launcher).toHaveAttribute("aria-controls", dialog.id);

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(launcher).toHaveFocus());
    expect(launcher).toHaveAttribute("aria-expanded", "false");
  });

  it("openChat() opens it from elsewhere on the page", async () => {
    routes();
    renderWithToaster(
      <>
        <button onClick={openChat}>Start Chatting</button>
        <ChatLauncher />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Start Chatting" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask Presently" });
    expect(within(dialog).getByText(ASSISTANT_GREETING)).toBeInTheDocument();
  });

  it("Enter sends; Shift+Enter inserts a newline and sends nothing", async () => {
    const api = routes();
    renderWithToaster(<ChatLauncher />);
    await openPanel();

    await userEvent.type(messageBox(), "for Mum{Shift>}{Enter}{/Shift}she likes coffee");
    expect(messageBox()).toHaveValue("for Mum\nshe likes coffee");
    expect(api.calls("POST", "/api/ai/chat-recommendations")).toHaveLength(0);

    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText(/Here are a few ideas/)).toBeInTheDocument();
    expect(api.calls("POST", "/api/ai/chat-recommendations")).toEqual([
      { message: "for Mum\nshe likes coffee", conversationHistory: [] },
    ]);
    expect(messageBox()).toHaveValue("");
    // Bubbles keep line breaks: user's on the right, the assistant's on the left.
    const mine = screen.getByTestId("user-message");
    expect(mine.textContent).toBe("You: for Mum\nshe likes coffee");
    expect(mine).toHaveClass("self-end", "whitespace-pre-wrap");
    const reply = screen.getAllByTestId("assistant-message")[1];
    expect(reply.textContent).toBe(`Ask Presently: ${ANSWER.message}`);
    expect(reply).toHaveClass("self-start", "whitespace-pre-wrap");

    // The next message carries the conversation so far.
    await userEvent.type(messageBox(), "cheaper{Enter}");
    await waitFor(() => expect(api.calls("POST", "/api/ai/chat-recommendations")).toHaveLength(2));
    expect(api.calls("POST", "/api/ai/chat-recommendations")[1]).toEqual({
      message: "cheaper",
      conversationHistory: [
        { role: "user", content: "for Mum\nshe likes coffee" },
        { role: "assistant", content: ANSWER.message },
      ],
    });
  });

  it("Send is disabled when empty or whitespace-only; whitespace is never sent", async () => {
    const api = routes();
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(messageBox(), "   ");
    expect(sendButton()).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await userEvent.type(messageBox(), "{Shift>}{Enter}{/Shift}");
    await userEvent.keyboard("{Enter}");
    expect(api.calls("POST", "/api/ai/chat-recommendations")).toHaveLength(0);
    expect(screen.queryByTestId("user-message")).not.toBeInTheDocument();

    await userEvent.type(messageBox(), "mug");
    expect(sendButton()).toBeEnabled();
  });

  it("while waiting: the input and Send are disabled and a typing indicator shows", async () => {
    let answer: (r: Response) => void = () => {};
    routes({ [CHAT]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithToaster(<ChatLauncher />);
    const dialog = await openPanel();
    await userEvent.type(messageBox(), "a gift for Sam");
    await userEvent.click(sendButton());

    expect(await within(dialog).findByRole("status")).toHaveTextContent("Ask Presently is typing...");
    expect(messageBox()).toBeDisabled();
    expect(sendButton()).toBeDisabled();

    answer(json(200, ANSWER));
    await waitFor(() => expect(messageBox()).toBeEnabled());
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
    expect(messageBox()).toHaveFocus();
  });

  it("a 500 gives the error bubble", async () => {
    routes({ [CHAT]: json(500, { message: "Internal error" }) });
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "mug{Enter}");
    const bubbles = await screen.findAllByTestId("assistant-message");
    await waitFor(() => expect(screen.getAllByTestId("assistant-message")).toHaveLength(2));
    expect(bubbles[0]).toHaveTextContent(ASSISTANT_GREETING);
    expect(screen.getAllByTestId("assistant-message")[1]).toHaveTextContent(CHAT_ERROR);
    expect(screen.getAllByTestId("assistant-message")[1].textContent).toBe(`Ask Presently: ${CHAT_ERROR}`);
  });

  it("a network error gives the error bubble", async () => {
    routes({
      [CHAT]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "mug{Enter}");
    // apiRequest retries a POST whose answer never arrived (after 0.5 s and 1.5 s) first.
    expect(await screen.findByText(CHAT_ERROR, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
  }, 10000);

  it("shows the ideas under the answer, with partner links, and the notice", async () => {
    routes({ [CHAT]: { ...ANSWER, notice: "The model is unavailable; these come from our catalog." } });
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "coffee{Enter}");

    const card = await screen.findByRole("article", { name: "Pour-over coffee set" });
    expect(within(card).getByText("$24.99")).toBeInTheDocument();
    expect(within(card).getByTestId("partner-badge")).toHaveTextContent("Amazon");
    expect(within(card).getByText("She loves slow mornings")).toBeInTheDocument();
    const link = within(card).getByRole("link", { name: /View at Amazon: Pour-over coffee set/ });
    expect(link).toHaveAttribute("href", "https://www.amazon.com/s?k=coffee&tag=x-20");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener sponsored");
    expect(screen.getAllByTestId("idea-card")).toHaveLength(2);
    expect(screen.getByTestId("chat-notice")).toHaveTextContent("The model is unavailable; these come from our catalog.");
  });

  it("signed in, for myself: Add to Wishlist opens the Add dialog filled from the idea", async () => {
    routes({ [CHAT]: { ...ANSWER, recipient: { kind: "self" } } });
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "I want a coffee set{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "Add to Wishlist: Pour-over coffee set" }));

    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Pour-over coffee set");
    expect(within(dialog).getByLabelText("Description")).toHaveValue("Glass dripper and kettle");
    expect(within(dialog).getByLabelText("Price")).toHaveValue("$24.99");
    expect(within(dialog).getByLabelText("Link")).toHaveValue("https://www.amazon.com/s?k=coffee&tag=x-20");
    expect(within(dialog).getByLabelText("Where to buy")).toHaveValue("Amazon");
    expect(within(dialog).getByLabelText("Image URL")).toHaveValue("https://img.example.com/coffee.jpg");
  });

  it("about Mom: the idea goes to a group list for Mom, never to my wishlist", async () => {
    const api = routes({
      [CHAT]: { ...ANSWER, recipient: { kind: "someone", name: "Mom" } },
      "GET /api/collaborative-wishlists": [
        groupSummary({ id: 1, name: "Office party", itemCount: 0 }),
        groupSummary({ id: 3, name: "Mom's 60th", itemCount: 1 }),
      ],
      "GET /api/collaborative-wishlists/holding": [3],
      "POST /api/collaborative-wishlists/3/items": json(201, groupItem({ id: 99, listId: 3, forName: "Mom" })),
    });
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "Mother's Day ideas for my mom{Enter}");
    const card = await screen.findByRole("article", { name: "Pour-over coffee set" });
    expect(within(card).queryByRole("button", { name: /Add to Wishlist/ })).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Save as an idea: Pour-over coffee set" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Copy link: Pour-over coffee set" })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Add to a group list for Mom: Pour-over coffee set" }));
    const menu = await screen.findByRole("menu");
    await within(menu).findByText("Has ideas for Mom");
    expect(within(menu).getAllByRole("menuitem")[0]).toHaveTextContent("Mom's 60th");
    await userEvent.click(within(menu).getByRole("menuitem", { name: /Mom's 60th/ }));
    expect(await screen.findByText("Added to Mom's 60th")).toBeInTheDocument();
    expect(api.calls("POST", "/api/collaborative-wishlists/3/items")).toEqual([
      expect.objectContaining({ name: "Pour-over coffee set", forName: "Mom" }),
    ]);
    expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
    // The panel stays open.
    expect(screen.getByRole("dialog", { name: "Ask Presently" })).toBeInTheDocument();
  });

  it("nobody known yet: a group list and the link, not my wishlist", async () => {
    routes({ [CHAT]: { ...ANSWER, recipient: null } });
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "coffee{Enter}");
    const card = await screen.findByRole("article", { name: "Pour-over coffee set" });
    expect(within(card).getByRole("button", { name: "Add to a group list: Pour-over coffee set" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Copy link: Pour-over coffee set" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add to Wishlist/ })).not.toBeInTheDocument();
  });

  it("each answer keeps whom its ideas were for, across a remount", async () => {
    const answers = [
      { ...ANSWER, recipient: { kind: "someone", name: "Mom" } },
      { ...ANSWER, ideas: [chatIdea({ id: "hp-1", name: "Headphones" })], recipient: { kind: "self" } },
    ];
    routes({ [CHAT]: () => json(200, answers.shift()) });
    const first = renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "for my mom{Enter}");
    await screen.findByRole("article", { name: "Pour-over coffee set" });
    await userEvent.type(messageBox(), "now something for me{Enter}");
    await screen.findByRole("article", { name: "Headphones" });
    first.unmount();
    resetChatStoreForTests();
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    const mom = await screen.findByRole("article", { name: "Pour-over coffee set" });
    expect(within(mom).getByRole("button", { name: /^Add to a group list for Mom/ })).toBeInTheDocument();
    const mine = screen.getByRole("article", { name: "Headphones" });
    expect(within(mine).getByRole("button", { name: "Add to Wishlist: Headphones" })).toBeInTheDocument();
  });

  it("signed out: Sign in to save instead of Add to Wishlist", async () => {
    routes({}, false);
    renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "coffee{Enter}");
    const card = await screen.findByRole("article", { name: "Pour-over coffee set" });
    expect(within(card).getByRole("link", { name: "Sign in to save" }).getAttribute("href")).toMatch(/^\/api\/login/);
    expect(screen.queryByRole("button", { name: /Add to Wishlist/ })).not.toBeInTheDocument();
  });

  it("the conversation survives a remount (sessionStorage), and New chat clears it", async () => {
    routes();
    const first = renderWithToaster(<ChatLauncher />);
    await openPanel();
    await userEvent.type(messageBox(), "coffee{Enter}");
    await screen.findByRole("article", { name: "Pour-over coffee set" });
    first.unmount();

    // Forget the in-memory copy: what comes back is read from sessionStorage.
    resetChatStoreForTests();
    expect(window.sessionStorage.getItem(CHAT_STORAGE_KEY)).toContain("coffee");
    renderWithToaster(<ChatLauncher />);
    const dialog = await openPanel();
    expect(within(dialog).getByTestId("user-message")).toHaveTextContent("coffee");
    expect(within(dialog).getByRole("article", { name: "Pour-over coffee set" })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "New chat" }));
    expect(within(dialog).queryByTestId("user-message")).not.toBeInTheDocument();
    expect(within(dialog).getByText(ASSISTANT_GREETING)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  describe("the privacy line", () => {
    it("remote, signed in with the circle: names the provider and what it is sent", async () => {
      routes({}, true, assistantInfo({ model: REMOTE_MODEL, signedIn: true, useCircle: true }));
      renderWithToaster(<ChatLauncher />);
      await openPanel();
      expect(await screen.findByTestId("privacy-line")).toHaveTextContent(
        "Answers come from OpenAI. It is sent your messages and, to tailor ideas, the first names, relationships and interests of your circle and your coming dates. You can turn that off in Settings.",
      );
      expect(screen.getByRole("dialog", { name: "Ask Presently" })).toHaveAccessibleDescription(/Answers come from OpenAI/);
    });

    it("remote, signed out: messages only", async () => {
      routes({}, false, assistantInfo({ model: REMOTE_MODEL }));
      renderWithToaster(<ChatLauncher />);
      await openPanel();
      expect(await screen.findByTestId("privacy-line")).toHaveTextContent(
        "Answers come from OpenAI. It is sent your messages only.",
      );
    });

    it("local: the catalog line", async () => {
      routes({}, true, assistantInfo({ signedIn: true, useCircle: true }));
      renderWithToaster(<ChatLauncher />);
      await openPanel();
      expect(await screen.findByTestId("privacy-line")).toHaveTextContent(LOCAL_PRIVACY_LINE);
    });
  });
});

import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  CHAT_ERROR,
  CHAT_STORAGE_KEY,
  clearChat,
  getChatState,
  historyOf,
  HISTORY_MAX,
  ideaAsRecommendation,
  isSendable,
  LOCAL_PRIVACY_LINE,
  MESSAGE_MAX,
  postMessage,
  privacyLine,
  resetChatStoreForTests,
  sendChat,
  type ChatAnswer,
  type ChatMessage,
} from "@/lib/assistant";
import { wishlistPrefillOf } from "@/lib/recommendations";
import { json, mockApi } from "@/test/api-mock";
import { assistantInfo, chatAnswer, chatIdea, REMOTE_MODEL } from "@/test/assistant-fixtures";

const REMOTE = REMOTE_MODEL;
const info = assistantInfo;
const idea = chatIdea;

beforeEach(() => {
  window.sessionStorage.clear();
  resetChatStoreForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("privacyLine", () => {
  it("is nothing until the answer is known", () => {
    expect(privacyLine(undefined)).toBeNull();
  });

  it("names a remote provider and the circle when signed in with useCircle", () => {
    expect(privacyLine(info({ model: REMOTE, signedIn: true, useCircle: true }))).toBe(
      "Answers come from OpenAI. It is sent your messages and, to tailor ideas, the first names, relationships and interests of your circle and your coming dates. You can turn that off in Settings.",
    );
  });

  it("says messages only otherwise (signed out, or the circle turned off)", () => {
    const only = "Answers come from OpenAI. It is sent your messages only.";
    expect(privacyLine(info({ model: REMOTE }))).toBe(only);
    expect(privacyLine(info({ model: REMOTE, signedIn: true, useCircle: false }))).toBe(only);
  });

  it("is the quiet catalog line for the built-in engine", () => {
    expect(privacyLine(info({ signedIn: true, useCircle: true }))).toBe(LOCAL_PRIVACY_LINE);
    expect(LOCAL_PRIVACY_LINE).toBe("Answers come from Presently's own catalog; nothing leaves this server.");
  });
});

describe("messages", () => {
  it("isSendable refuses empty, whitespace-only and over-long text", () => {
    expect(isSendable("")).toBe(false);
    expect(isSendable("  \n\t ")).toBe(false);
    expect(isSendable("mug")).toBe(true);
    expect(isSendable("a".repeat(MESSAGE_MAX))).toBe(true);
    expect(isSendable("a".repeat(MESSAGE_MAX + 1))).toBe(false);
  });

  it("historyOf leaves out failure bubbles and keeps the last 20 turns", () => {
    const messages: ChatMessage[] = Array.from({ length: 25 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `m${i}`,
      timestamp: i,
    }));
    messages.push({ role: "assistant", content: CHAT_ERROR, timestamp: 99, error: true });
    const history = historyOf(messages);
    expect(history).toHaveLength(HISTORY_MAX);
    expect(history[0]).toEqual({ role: "assistant", content: "m5" });
    expect(history.at(-1)).toEqual({ role: "user", content: "m24" });
  });

  it("an idea fills the wishlist form like a recommendation card does", () => {
    expect(wishlistPrefillOf(ideaAsRecommendation(idea()))).toEqual({
      name: "Pour-over coffee set",
      description: "Glass dripper and kettle",
      price: "$24.99",
      url: "https://www.amazon.com/s?k=coffee&tag=x-20",
      imageUrl: "https://img.example.com/coffee.jpg",
      whereToBuy: "Amazon",
      category: undefined,
    });
  });
});

describe("sendChat", () => {
  it("posts the message and the history", async () => {
    const answer = chatAnswer({ message: "Try these" });
    const api = mockApi({ "POST /api/ai/chat-recommendations": answer });
    await expect(sendChat("mug", [{ role: "user", content: "hi" }])).resolves.toEqual(answer);
    expect(api.calls("POST", "/api/ai/chat-recommendations")).toEqual([
      { message: "mug", conversationHistory: [{ role: "user", content: "hi" }] },
    ]);
  });

  it("rejects on a non-OK answer", async () => {
    mockApi({ "POST /api/ai/chat-recommendations": json(500, { message: "boom" }) });
    await expect(sendChat("mug", [])).rejects.toThrow("500");
  });
});

describe("the conversation store", () => {
  it("adds the user's message, then the answer with its ideas and notice, and keeps them in sessionStorage", async () => {
    const send = vi.fn(async () =>
      chatAnswer({ message: "Here you go", ideas: [idea()], notice: "The model failed; the catalog answered." }),
    );
    const sent = postMessage("  a gift for Mum  ", send);
    expect(getChatState().pending).toBe(true);
    expect(getChatState().messages.map((m) => m.content)).toEqual(["a gift for Mum"]);
    await act(() => sent);
    expect(send).toHaveBeenCalledWith("a gift for Mum", []);
    const state = getChatState();
    expect(state.pending).toBe(false);
    expect(state.messages[1]).toMatchObject({
      role: "assistant",
      content: "Here you go",
      ideas: [idea()],
      notice: "The model failed; the catalog answered.",
    });

    resetChatStoreForTests();
    expect(JSON.parse(window.sessionStorage.getItem(CHAT_STORAGE_KEY) ?? "[]")).toHaveLength(2);
    expect(getChatState().messages.map((m) => m.content)).toEqual(["a gift for Mum", "Here you go"]);
  });

  it("sends earlier turns as history, without failure bubbles", async () => {
    await postMessage("first", async () => {
      throw new Error("offline");
    });
    expect(getChatState().messages.at(-1)).toMatchObject({ role: "assistant", content: CHAT_ERROR, error: true });
    const send = vi.fn(async () => chatAnswer({ message: "ok" }));
    await postMessage("second", send);
    expect(send).toHaveBeenCalledWith("second", [{ role: "user", content: "first" }]);
  });

  it("never sends whitespace, nor a second message while one is awaited", async () => {
    const send = vi.fn(() => new Promise<ChatAnswer>(() => {}));
    await postMessage("   \n ", send);
    expect(send).not.toHaveBeenCalled();
    void postMessage("one", send);
    await postMessage("two", send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("New chat clears it, storage too, and drops an answer still on its way", async () => {
    let answer: (a: ChatAnswer) => void = () => {};
    const sent = postMessage("one", () => new Promise<ChatAnswer>((resolve) => (answer = resolve)));
    clearChat();
    expect(getChatState()).toEqual({ messages: [], pending: false });
    expect(window.sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
    answer(chatAnswer({ message: "late" }));
    await sent;
    expect(getChatState().messages).toEqual([]);
  });

  it("ignores a corrupt stored conversation", () => {
    window.sessionStorage.setItem(CHAT_STORAGE_KEY, "{not json");
    resetChatStoreForTests();
    expect(getChatState().messages).toEqual([]);
  });
});

// Ask Presently, the gift-idea chat (spec sections 1-3, 8 and 9; the API
// contract in notes/assistant-api.md): the answer's shape, the calls, the
// privacy line, and the conversation kept in this tab's sessionStorage.

import { useSyncExternalStore } from "react";

import { api, type Given, type Schemas } from "@/lib/api";
import type { RecommendationItem } from "@/lib/recommendations";

/** The panel's title and the launcher's name ('Ask {product}'). */
export const ASSISTANT_NAME = "Ask Presently";

/** The assistant's first bubble. */
export const ASSISTANT_GREETING =
  "Hi! I'm here to help you find the perfect gift. Tell me who it's for, the occasion, your budget and what they love.";

/** Spec section 8: the bubble when a chat call fails (any error, a non-OK answer included). */
export const CHAT_ERROR = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

/** The longest message the server takes. */
export const MESSAGE_MAX = 2000;

/** The server reads at most this many earlier turns. */
export const HISTORY_MAX = 20;

/** The messages kept in the tab (older ones drop off). */
export const STORED_MESSAGES_MAX = 60;

export const CHAT_STORAGE_KEY = "presently-chat";

/** Who said a turn: the document's names ("user", "assistant"). */
export type ChatRole = NonNullable<Schemas["ChatTurnBody"]["role"]>;

/** One idea of an answer: `price` as shown ("$24.99"), `link` the partner's page (affiliate tag added), `reason` why it fits. */
export type ChatIdea = Schemas["ChatIdea"];

/**
 * `POST /api/ai/chat-recommendations`: `notice`, one short line when the
 * configured model failed and the catalog answered; `recipient`, who the
 * conversation is about (null while nobody is known).
 */
export type ChatAnswer = Schemas["ChatAnswer"];

/** Who an answer's ideas are for, as the chat names them. */
export type ChatRecipient = Schemas["IdeaRecipient"];

/** One earlier turn of the conversation, as the panel sends it (every field given). */
export type ChatTurn = Given<Schemas["ChatTurnBody"]>;

/** The body of `POST /api/ai/chat-recommendations`. */
export type ChatRequest = Schemas["ChatBody"];

export type AssistantModel = Schemas["ModelInfo"];

/** `GET /api/ai/assistant`: `model` null is the built-in engine (nothing leaves the server). */
export type AssistantInfo = Schemas["AssistantInfo"];

/**
 * Spec section 3: role, content, timestamp; an answer's ideas, notice and
 * recipient (whom its ideas are for; null: nobody known yet) with it;
 * `error`: the failure bubble, shown, never sent back as history.
 */
export type ChatMessage = ChatTurn &
  Partial<Pick<ChatAnswer, "ideas" | "notice" | "recipient">> & {
    timestamp: number;
    error?: boolean;
  };

/** `POST /api/ai/chat-recommendations`. */
export function sendChat(message: string, history: readonly ChatTurn[]): Promise<ChatAnswer> {
  const body: ChatRequest = { message, conversationHistory: history.map(({ role, content }) => ({ role, content })) };
  return api("POST", "/api/ai/chat-recommendations", { body });
}

/** `PUT /api/ai/assistant/settings`. */
export function updateAssistantSettings(useCircle: boolean): Promise<AssistantInfo> {
  const body: Schemas["AssistantSettingsBody"] = { useCircle };
  return api("PUT", "/api/ai/assistant/settings", { body });
}

export const LOCAL_PRIVACY_LINE = "Answers come from Presently's own catalog; nothing leaves this server.";

/** The panel's privacy line, worded as the contract words it (null while unknown). */
export function privacyLine(info: AssistantInfo | null | undefined): string | null {
  if (!info) return null;
  const model = info.model;
  if (!model) return LOCAL_PRIVACY_LINE;
  if (!model.remote) return `Answers come from ${model.provider} on this server; nothing leaves it.`;
  if (info.signedIn && info.useCircle) {
    return `Answers come from ${model.provider}. It is sent your messages and, to tailor ideas, the first names, relationships and interests of your circle and your coming dates. You can turn that off in Settings.`;
  }
  return `Answers come from ${model.provider}. It is sent your messages only.`;
}

/** A message worth sending: not empty, not whitespace-only. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0 && text.length <= MESSAGE_MAX;
}

/** The earlier turns sent with a message: failure bubbles left out, the last HISTORY_MAX. */
export function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((m) => !m.error)
    .slice(-HISTORY_MAX)
    .map(({ role, content }) => ({ role, content }));
}

/**
 * An idea as a recommendation card's item, so its helpers (prefill, click
 * event, where it may be saved) apply; `recipient`: whom its answer was for.
 */
export function ideaAsRecommendation(idea: ChatIdea, recipient?: ChatRecipient | null): RecommendationItem {
  return {
    id: idea.id,
    name: idea.name,
    description: idea.description,
    image: idea.image,
    price: idea.price,
    type: "gift",
    partner: idea.partner,
    partnerName: idea.partnerName,
    cta: "View",
    affiliateUrl: idea.link,
    reason: idea.reason,
    recipient: recipient ?? undefined,
  };
}

// The conversation: one store per tab, read with useSyncExternalStore so the
// panel on any page shows the same one.

export interface ChatState {
  messages: readonly ChatMessage[];
  /** A message is on its way (not kept across reloads). */
  pending: boolean;
}

const EMPTY: ChatState = { messages: [], pending: false };

let state: ChatState | null = null;
/** Bumped by New chat: an answer to a message sent before it is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function isMessage(value: unknown): value is ChatMessage {
  if (value === null || typeof value !== "object") return false;
  const m = value as Record<string, unknown>;
  return (m.role === "user" || m.role === "assistant") && typeof m.content === "string";
}

function load(): ChatState {
  try {
    const raw = window.sessionStorage.getItem(CHAT_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [];
    return { messages: list.filter(isMessage), pending: false };
  } catch {
    return EMPTY;
  }
}

function current(): ChatState {
  if (state === null) state = typeof window === "undefined" ? EMPTY : load();
  return state;
}

function setState(next: ChatState): void {
  const changedMessages = next.messages !== current().messages;
  state = next;
  if (changedMessages) {
    try {
      if (next.messages.length === 0) window.sessionStorage.removeItem(CHAT_STORAGE_KEY);
      else window.sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(next.messages));
    } catch {
      // Storage refused: the conversation lives in memory for this page load.
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

export function getChatState(): ChatState {
  return current();
}

/** The conversation and whether an answer is awaited. */
export function useChatState(): ChatState {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

function append(message: ChatMessage, pending: boolean): void {
  const messages = [...current().messages, message].slice(-STORED_MESSAGES_MAX);
  setState({ messages, pending });
}

/**
 * Sends `text` (trimmed; nothing when whitespace-only or while an answer is
 * awaited): the user's bubble at once, then the answer, or the CHAT_ERROR
 * bubble on any failure. Resolves once the answer (or failure) is in.
 */
export async function postMessage(text: string, send: typeof sendChat = sendChat): Promise<void> {
  const message = text.trim();
  if (!message || message.length > MESSAGE_MAX || current().pending) return;
  const history = historyOf(current().messages);
  const started = generation;
  append({ role: "user", content: message, timestamp: Date.now() }, true);
  try {
    const answer = await send(message, history);
    if (started !== generation) return;
    append(
      {
        role: "assistant",
        content: answer.message,
        timestamp: Date.now(),
        ideas: Array.isArray(answer.ideas) ? answer.ideas : [],
        notice: answer.notice || undefined,
        recipient: isRecipient(answer.recipient) ? answer.recipient : null,
      },
      false,
    );
  } catch {
    if (started !== generation) return;
    append({ role: "assistant", content: CHAT_ERROR, timestamp: Date.now(), error: true }, false);
  }
}

/** A recipient as the API sends it (anything else: nobody known). */
function isRecipient(value: unknown): value is ChatRecipient {
  if (value === null || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return r.kind === "self" || (r.kind === "someone" && (r.name === null || typeof r.name === "string"));
}

/** New chat: the conversation is cleared, and an answer still on its way is dropped. */
export function clearChat(): void {
  generation += 1;
  setState({ messages: [], pending: false });
}

/** Tests: forget the in-memory copy, so the next read comes from sessionStorage. */
export function resetChatStoreForTests(): void {
  state = null;
  generation += 1;
  panelOpen = false;
  for (const listener of listeners) listener();
  for (const listener of openListeners) listener();
}

// Whether the panel is open: one flag per tab, so a page's button can open
// the launcher's panel.

let panelOpen = false;
const openListeners = new Set<() => void>();

function subscribeOpen(onChange: () => void) {
  openListeners.add(onChange);
  return () => {
    openListeners.delete(onChange);
  };
}

export function setChatOpen(open: boolean): void {
  if (panelOpen === open) return;
  panelOpen = open;
  for (const listener of openListeners) listener();
}

/** Opens the Ask Presently panel (the AI gift ideas page's Start Chatting). */
export function openChat(): void {
  setChatOpen(true);
}

export function useChatOpen(): boolean {
  return useSyncExternalStore(
    subscribeOpen,
    () => panelOpen,
    () => false,
  );
}

import type { AssistantInfo, ChatAnswer, ChatIdea } from "@/lib/assistant";

/** A remote model, as `GET /api/ai/assistant` names it. */
export const REMOTE_MODEL = { provider: "OpenAI", remote: true, model: "gpt-4o-mini" };

export function assistantInfo(overrides: Partial<AssistantInfo> = {}): AssistantInfo {
  return { model: null, signedIn: false, useCircle: false, ...overrides };
}

/** One idea of a chat answer. */
export function chatIdea(overrides: Partial<ChatIdea> = {}): ChatIdea {
  return {
    id: "cof-001",
    name: "Pour-over coffee set",
    description: "Glass dripper and kettle",
    price: "$24.99",
    image: "https://img.example.com/coffee.jpg",
    link: "https://www.amazon.com/s?k=coffee&tag=x-20",
    partner: "amazon",
    partnerName: "Amazon",
    productType: "coffee set",
    reason: "She loves slow mornings",
    ...overrides,
  };
}

/** A chat answer from the catalog, about nobody known yet, with no ideas unless overridden. */
export function chatAnswer(overrides: Partial<ChatAnswer> = {}): ChatAnswer {
  return { message: "Here are some ideas.", ideas: [], source: "catalog", recipient: null, ...overrides };
}

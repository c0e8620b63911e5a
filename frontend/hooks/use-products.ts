"use client";

import useSWR from "swr";

import { apiRequest, type ApiKey, type Schemas } from "@/lib/api";
import type { AiSuggestion, ParsedProduct, ProductResult } from "@/lib/wishlist";

export const PRODUCT_SEARCH_PATH = "/api/products/search";
export const AI_SUGGESTIONS_PATH = "/api/recommendations/ai-suggestions";
export const PARSE_URL_PATH = "/api/parse-url";
export const PARSE_HTML_PATH = "/api/parse-html";

/** `GET /api/products/search?q=...`; no call while the query is empty. */
export function useProductSearch(query: string, { onError }: { onError?: (error: unknown) => void } = {}) {
  const q = query.trim();
  const key: ApiKey | null = q ? [PRODUCT_SEARCH_PATH, { q }] : null;
  const { data, error, isLoading } = useSWR<ProductResult[]>(key, onError ? { onError } : undefined);
  return { results: Array.isArray(data) ? data : [], error: error as unknown, isLoading, searched: !!q && !!data };
}

/**
 * `POST /api/recommendations/ai-suggestions {"query"}` alongside a search.
 * A failure is silent: no suggestions (spec: plain results show silently).
 */
export function useAiSuggestions(query: string) {
  const q = query.trim();
  const { data, error } = useSWR<AiSuggestion[]>(
    q ? [AI_SUGGESTIONS_PATH, q] : null,
    ([path, query]: [string, string]) => {
      const body: Schemas["GiftRequestBody"] = { query };
      return apiRequest<AiSuggestion[]>("POST", path, body);
    },
    { onError: () => undefined },
  );
  const suggestions = !error && Array.isArray(data) ? data.filter((s) => s && s.productType) : [];
  return { suggestions };
}

/** `POST /api/parse-url {"url"}`: a product page's title, price, image... */
export function parseProductUrl(url: string) {
  const body: Schemas["NewParseUrlBody"] = { url };
  return apiRequest<ParsedProduct>("POST", PARSE_URL_PATH, body);
}

/**
 * `POST /api/parse-html {"url", "html"}`: the same as `parseProductUrl`, read
 * from a page the Presently button captured in the person's own browser.
 */
export function parseProductPage(url: string, html: string) {
  const body: Schemas["ParseHtmlBody"] = { url, html };
  return apiRequest<ParsedProduct>("POST", PARSE_HTML_PATH, body);
}

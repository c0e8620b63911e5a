"use client";

import useSWR from "swr";

import { useApi } from "@/hooks/use-api";
import { api, type ApiAnswer, type Schemas } from "@/lib/api";
import type { ParsedProduct } from "@/lib/wishlist";

/** `GET /api/products/search?q=...`; no call while the query is empty. */
export function useProductSearch(query: string, { onError }: { onError?: (error: unknown) => void } = {}) {
  const q = query.trim();
  const { data, error, isLoading } = useApi(
    q ? "/api/products/search" : null,
    { query: { q } },
    onError ? { onError } : undefined,
  );
  return { results: Array.isArray(data) ? data : [], error: error as unknown, isLoading, searched: !!q && !!data };
}

/**
 * `POST /api/recommendations/ai-suggestions {"query"}` alongside a search.
 * A failure is silent: no suggestions (spec: plain results show silently).
 */
export function useAiSuggestions(query: string) {
  const q = query.trim();
  const { data, error } = useSWR<ApiAnswer<"/api/recommendations/ai-suggestions", "POST">>(
    q ? ["/api/recommendations/ai-suggestions", q] : null,
    ([, query]: [string, string]) => {
      const body: Schemas["GiftRequestBody"] = { query };
      return api("POST", "/api/recommendations/ai-suggestions", { body });
    },
    { onError: () => undefined },
  );
  const suggestions = !error && Array.isArray(data) ? data.filter((s) => s && s.productType) : [];
  return { suggestions };
}

/** `POST /api/parse-url {"url"}`: a product page's title, price, image... */
export function parseProductUrl(url: string): Promise<ParsedProduct> {
  const body: Schemas["NewParseUrlBody"] = { url };
  return api("POST", "/api/parse-url", { body });
}

/**
 * `POST /api/parse-html {"url", "html"}`: the same as `parseProductUrl`, read
 * from a page the Presently button captured in the person's own browser.
 */
export function parseProductPage(url: string, html: string): Promise<ParsedProduct> {
  const body: Schemas["ParseHtmlBody"] = { url, html };
  return api("POST", "/api/parse-html", { body });
}

// Personal access tokens (issue 48): what lets an AI assistant (through the
// MCP server) or a script use Presently as me, within the token's scope and
// never for my export, import, account deletion or tokens.

import { api, everyValue, type Schemas } from "@/lib/api";

/**
 * `GET /api/account/tokens` (newest first): a token's name, `scope`, when it
 * was made, when it expires (null: never) and was last used (null: never),
 * and whether it has `expired`. Its secret is never listed.
 */
export type AccessToken = Schemas["AccessToken"];

/** The body of `POST /api/account/tokens`: a name, the days it lasts (null: no expiry) and its scope. */
export type AccessTokenBody = Schemas["AccessTokenBody"];

/** `POST /api/account/tokens`' answer: the token, and its `secret`, answered this once only. */
export type NewAccessToken = Schemas["NewAccessToken"];

/** What a token may do: read, or read and write. */
export type AccessTokenScope = AccessToken["scope"];

/** How many days a new token lasts; null for no expiry. */
export type TokenExpiry = AccessTokenBody["expiresInDays"];

/** The longest name a token may have (the server's limit). */
export const TOKEN_NAME_MAX = 100;

// The server's messages for these fields (it sends them in 400 bodies too),
// from the one generated list.
export { TOKEN_NAME_REQUIRED, TOKEN_NAME_TOO_LONG, TOKEN_EXPIRY_INVALID, TOKEN_SCOPE_INVALID } from "@/lib/messages";

/** The scopes, in the order offered: every value the API has, checked by `tsc`. */
export const TOKEN_SCOPES = everyValue<AccessTokenScope>()(["read", "read_write"]);

/** A new token's scope unless another is chosen: the narrower one. */
export const DEFAULT_TOKEN_SCOPE: AccessTokenScope = "read";

const SCOPE_LABELS: Record<AccessTokenScope, string> = {
  read: "Read only",
  read_write: "Read and write",
};

/** 'Read only' or 'Read and write'. */
export function scopeLabel(scope: AccessTokenScope): string {
  return SCOPE_LABELS[scope] ?? scope;
}

/** The Scope select's options. */
export const TOKEN_SCOPE_OPTIONS: readonly { value: AccessTokenScope; label: string }[] = TOKEN_SCOPES.map(
  (value) => ({ value, label: SCOPE_LABELS[value] }),
);

/** How long a new token may last, in the order offered: 30, 90 or 365 days, or no expiry (null). */
export const TOKEN_EXPIRIES: readonly TokenExpiry[] = [30, 90, 365, null];

/** A new token's expiry unless another is chosen. */
export const DEFAULT_TOKEN_EXPIRY: TokenExpiry = 90;

const EXPIRY_LABELS = new Map<TokenExpiry, string>([
  [30, "30 days"],
  [90, "90 days"],
  [365, "1 year"],
  [null, "No expiry"],
]);

/** '30 days', '90 days', '1 year' or 'No expiry'. */
export function expiryLabel(days: TokenExpiry): string {
  return EXPIRY_LABELS.get(days) ?? `${days} days`;
}

/** An expiry as a select holds it: '30', '90', '365', or 'never' for no expiry. */
export function expiryValue(days: TokenExpiry): string {
  return days === null ? "never" : String(days);
}

/** A select's value back as the API's `expiresInDays` ('never' -> null). */
export function expiryDays(value: string): TokenExpiry {
  // An index, not `find`: no expiry is null, which `find`'s "not found" cannot tell apart.
  const index = TOKEN_EXPIRIES.findIndex((days) => expiryValue(days) === value);
  return index === -1 ? DEFAULT_TOKEN_EXPIRY : TOKEN_EXPIRIES[index];
}

/** The Expiry select's options. */
export const TOKEN_EXPIRY_OPTIONS: readonly { value: string; label: string }[] = TOKEN_EXPIRIES.map((days) => ({
  value: expiryValue(days),
  label: expiryLabel(days),
}));

/** Where AI assistants reach Presently's MCP server (JSON-RPC over POST, `Authorization: Bearer <secret>`). */
export function mcpUrl(origin: string): string {
  return `${origin}/api/mcp`;
}

/** `POST /api/account/tokens`: the new token and its secret (shown once). */
export function createAccessToken(body: AccessTokenBody): Promise<NewAccessToken> {
  return api("POST", "/api/account/tokens", { body });
}

/** `DELETE /api/account/tokens/{id}`: whatever used the token is refused from then on. */
export async function revokeAccessToken(id: number): Promise<void> {
  await api("DELETE", "/api/account/tokens/{id}", { path: { id } });
}

// The texts of Settings' "Access tokens" card and its New token dialog
// (issue 48).

import type { CopyToasts } from "@/components/sharing/shareable-link";

export const ACCESS_TOKENS_TITLE = "Access tokens";
export const ACCESS_TOKENS_TEXT =
  "Let an AI assistant or a script use Presently as you. A token reaches what its scope allows, and never your export, import, account deletion or tokens.";

/** What stands before the MCP server's address (the read-only field with Copy). */
export const MCP_ADDRESS_INTRO = "AI assistants connect to";
/** The address field's accessible name. */
export const MCP_ADDRESS_LABEL = "MCP server address";
export const MCP_README_TEXT = "How to connect an assistant is in the README's “Connect an AI assistant”.";

export const TOKENS_LIST_LABEL = "Your access tokens";
/** What the load error names: 'Unable to load your access tokens'. */
export const TOKENS_LOAD_WHAT = "your access tokens";
export const NO_TOKENS_TEXT = "No access tokens yet.";

export const NEVER_EXPIRES = "Never expires";
export const EXPIRED = "Expired";
export const NEVER_USED = "Never used";

/** 'Created March 4, 2027'. */
export function createdText(date: string): string {
  return `Created ${date}`;
}

/** 'Expires March 4, 2027'. */
export function expiresText(date: string): string {
  return `Expires ${date}`;
}

/** 'Last used March 4, 2027 at 2:05 PM'. */
export function lastUsedText(dateTime: string): string {
  return `Last used ${dateTime}`;
}

export const REVOKE = "Revoke";

/** The Revoke button's accessible name: 'Revoke “Script”'. */
export function revokeLabel(name: string): string {
  return `Revoke “${name}”`;
}

/** The question before revoking: 'Revoke “Script”?'. */
export function revokeQuestion(name: string): string {
  return `Revoke “${name}”?`;
}

export const REVOKE_TEXT = "Anything using it stops working at once.";
export const TOKEN_REVOKED = "Token revoked.";
export const REVOKE_FAILED = "Could not revoke the token. Please try again.";

export const NEW_TOKEN = "New token";
export const NEW_TOKEN_TITLE = "New access token";
export const NEW_TOKEN_TEXT = "Name it after what will use it, so you know which one to revoke.";
export const TOKEN_NAME_LABEL = "Name";
export const TOKEN_NAME_PLACEHOLDER = "Claude on my laptop";
export const TOKEN_EXPIRY_LABEL = "Expiry";
export const TOKEN_SCOPE_LABEL = "Scope";
export const TOKEN_SCOPE_DESCRIPTION = "A read-only token can look but not change anything.";
export const CREATE_TOKEN = "Create token";
export const CREATING_TOKEN = "Creating...";
export const CREATE_TOKEN_FAILED = "Could not create the token. Please try again.";

/** The secret's read-only field (its accessible name). */
export const TOKEN_SECRET_LABEL = "Access token";
export const COPY_TOKEN_NOW = "Copy this token now: Presently will not show it again.";
export const DONE = "Done";

/** Copy's toasts for the secret. */
export const COPY_TOKEN_TOASTS: CopyToasts = {
  copied: { title: "Token copied" },
  failed: { title: "Couldn't copy the token", description: "The token is selected: copy it with your keyboard." },
};

// The weekly email's unsubscribe link (issue 47): `/unsubscribe?token=...`,
// which works signed out, as a link in an email must.

import { api, type Schemas } from "@/lib/api";

export const UNSUBSCRIBE_TITLE = "Unsubscribe from Presently emails";
export const UNSUBSCRIBE_TEXT = "You will stop getting the weekly email. Reminders you asked for still come.";
export const UNSUBSCRIBE = "Unsubscribe";
/** The server's message for a link it does not know (a 400), said too for a link with no token. */
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid.";
export const UNSUBSCRIBE_FAILED = "Could not unsubscribe. Please try again.";

/** `POST /api/email/unsubscribe?token=...` (no body): the weekly email is off for the link's owner. */
export function unsubscribeByLink(token: string): Promise<Schemas["UnsubscribeResponse"]> {
  return api("POST", "/api/email/unsubscribe", { query: { token } });
}

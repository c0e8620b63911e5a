// Chipping in, givers' notes and questions to the person (issue 45): the
// API's shapes, its calls, the texts people read and the pure helpers the
// panels share. Like claims, none of it ever reaches the item's recipient:
// a shared purchase rides on a claim (`ClaimEntry.chipIn`), so an item
// without `claims` shows nothing of it; a question never names its asker.

import { api, type Schemas } from "@/lib/api";
import type { ClaimEntry } from "@/lib/claims";
import { formatMoney, isAmount } from "@/lib/money";

/** What the chip-in routes answer: the item's shared purchase as I see it (`chipIn` null: nobody chips in). */
export type ChipInAnswer = Schemas["ChipInAnswer"];
/** A shared purchase, as one of the item's givers sees it. */
export type ChipIn = Schemas["ChipInView"];
/** One giver's part of it (`amountCents`: its amount, or its equal share now). */
export type Pledge = Schemas["PledgeView"];
/** The body of `POST .../chip-in`: target and currency default to the item's price; no pledge is an equal share. */
export type StartChipInInput = Schemas["StartChipInBody"];
/** The body of `PATCH .../chip-in` (the organiser's new target). */
export type ChipInTargetInput = Schemas["ChipInTargetBody"];
/** What a guest on a public link sees of a shared purchase: how far it is, never who pledged. */
export type PublicChipIn = Schemas["PublicChipIn"];
/** The body of a guest's pledge: name, email (optional), amount (none: an equal share). */
export type GuestPledgeInput = Schemas["GuestPledgeBody"];
/** The answer to a guest's pledge: the undo link (the absolute `/pledges?token=...`) is shown once. */
export type GuestPledgeResult = Schemas["GuestPledgeResponse"];
/** `GET /api/public/pledges/{token}`: a guest's pledge, for the undo page. */
export type GuestPledgeView = Schemas["GuestPledgeView"];
/** A note the item's givers leave each other (`mine`: I may delete it). */
export type GiverNote = Schemas["GiverNoteView"];
/** A question about an item, as its givers see it (`mine`: I asked it; nobody else is told who). */
export type ItemQuestion = Schemas["ItemQuestionView"];
/** A question asked of me (or of someone I look after), never saying by whom. */
export type QuestionToMe = Schemas["QuestionToMeView"];

/**
 * An item as its givers' panels need it besides its claims: its id (the
 * chip-in, notes and questions routes take it), its price (a shared
 * purchase's first target) and, with `ask`, whom a question goes to (their
 * first name, null when unknown). Without `ask` the card offers no
 * question: there is nobody to ask, asking would spoil a surprise, or I am
 * the one who answers.
 */
export interface GivingItem {
  id: number;
  price: string | null;
  priceValue?: number | null;
  ask?: { whom: string | null };
}

// ---------------------------------------------------------------------------
// The words people read.

export const CHIP_IN_TITLE = "Chip in";
export const START_CHIP_IN = "Chip in with others";
export const START_CHIP_IN_HINT = "Share the cost with the other givers: one of you buys it once the pledges reach the target.";
export const START_CHIP_IN_DESCRIPTION =
  "You organise it: one unit is kept for the group, you buy it once the pledges reach the target.";
export const MY_PLEDGE = "My pledge";
export const EQUAL_SHARE = "equal share";
export const EQUAL_SHARE_HINT = "Leave it empty for an equal share.";
export const PLEDGE = "Pledge";
export const CHANGE_PLEDGE = "Change my pledge";
export const WITHDRAW_PLEDGE = "Withdraw my pledge";
export const NOTHING_LEFT_TO_PLEDGE = "The pledges cover the target: nothing is left to pledge.";
export const PAID = "Paid";
export const TARGET_REACHED = "The pledges reached the target.";
export const CHANGE_TARGET = "Change target";
export const MARK_BOUGHT = "Mark bought";
export const CANCEL_CHIP_IN = "Cancel chipping in";
export const CANCEL_CHIP_IN_TITLE = "Cancel chipping in?";
export const CANCEL_CHIP_IN_TEXT = "Every pledge is returned and the others are told.";
export const KEEP_CHIPPING_IN = "Keep it";
export const CHIP_IN_FAILED = "Failed to update the shared purchase. Please try again.";

export const NOTES_TITLE = "Notes from givers";
export const NOTES_PRIVACY = "Only the givers see these notes.";
export const NO_NOTES = "No notes yet.";
export const NOTE_LABEL = "Your note";
export const POST_NOTE = "Post note";

export const ASK_TITLE = "Ask a question";
export const YOU_ASKED = "You asked";
export const ASK_HINT = "The answer is shown to every giver.";

export const QUESTIONS_BOX_TITLE = "Questions from givers";
export const QUESTIONS_BOX_HINT =
  "Givers asked about these wishes without their names. Every giver of the item sees your answer.";
export const ANSWER = "Answer";
export const EDIT_ANSWER = "Edit answer";

export const GUEST_CHIP_IN = "Chip in";
export const PLEDGE_UNDO_NOTE = "Keep this link to take back your pledge";
export const PLEDGE_PAGE_TITLE = "Your pledge";
export const TAKE_BACK_PLEDGE = "Take back my pledge";
export const PLEDGE_GONE_TEXT = "This pledge was already taken back or the link is wrong.";

/** The most a note, a question or an answer may hold, as the server allows. */
export const MESSAGE_MAX = 1000;

// ---------------------------------------------------------------------------
// The requests (each answers as the document says).

/** `POST .../chip-in`: I start a shared purchase (one unit kept for "A group of givers"), organise it and pledge. */
export function startChipIn(itemId: number, body: StartChipInInput): Promise<ChipInAnswer> {
  return api("POST", "/api/items/{itemId}/chip-in", { path: { itemId }, body });
}

/** `PATCH .../chip-in`: the organiser changes the target (never below what is pledged). */
export function changeChipInTarget(itemId: number, body: ChipInTargetInput): Promise<ChipInAnswer> {
  return api("PATCH", "/api/items/{itemId}/chip-in", { path: { itemId }, body });
}

/** `DELETE .../chip-in`: the organiser cancels; every pledge is returned. */
export function cancelChipIn(itemId: number): Promise<ChipInAnswer> {
  return api("DELETE", "/api/items/{itemId}/chip-in", { path: { itemId } });
}

/** `PUT .../chip-in/pledge`: sets or changes my pledge; no amount is an equal share. */
export function pledgeTo(itemId: number, amount: string): Promise<ChipInAnswer> {
  return api("PUT", "/api/items/{itemId}/chip-in/pledge", {
    path: { itemId },
    body: amount.trim() ? { amount: amount.trim() } : {},
  });
}

/** `DELETE .../chip-in/pledge`: I take my pledge back (not once it is ticked paid). */
export function withdrawPledge(itemId: number): Promise<ChipInAnswer> {
  return api("DELETE", "/api/items/{itemId}/chip-in/pledge", { path: { itemId } });
}

/** `PUT .../chip-in/pledges/{pledgeId}/paid`: the organiser ticks (or unticks) who paid. */
export function setPledgePaid(itemId: number, pledgeId: number, paid: boolean): Promise<ChipInAnswer> {
  return api("PUT", "/api/items/{itemId}/chip-in/pledges/{pledgeId}/paid", {
    path: { itemId, pledgeId },
    body: { paid },
  });
}

/** `POST .../chip-in/bought`: the organiser bought it (once the pledges reach the target). */
export function markChipInBought(itemId: number): Promise<ChipInAnswer> {
  return api("POST", "/api/items/{itemId}/chip-in/bought", { path: { itemId } });
}

/** `POST .../notes`: a note for the item's other givers. */
export function addGiverNote(itemId: number, body: string): Promise<GiverNote> {
  return api("POST", "/api/items/{itemId}/notes", { path: { itemId }, body: { body } });
}

/** `DELETE .../notes/{noteId}`: one of my notes. */
export function deleteGiverNote(itemId: number, noteId: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/items/{itemId}/notes/{noteId}", { path: { itemId, noteId } });
}

/** `POST .../questions`: asks whom the item is for, without my name. */
export function askItemQuestion(itemId: number, body: string): Promise<ItemQuestion> {
  return api("POST", "/api/items/{itemId}/questions", { path: { itemId }, body: { body } });
}

/** `PUT /api/questions/{id}/answer`: answers (or changes my answer to) a question asked of me. */
export function answerItemQuestion(id: number, body: string): Promise<QuestionToMe> {
  return api("PUT", "/api/questions/{id}/answer", { path: { id }, body: { body } });
}

/** `POST /api/public/lists/{token}/items/{itemId}/pledges`: a guest's pledge, by name (201). */
export function pledgeAsGuest(token: string, itemId: number, body: GuestPledgeInput): Promise<GuestPledgeResult> {
  return api("POST", "/api/public/lists/{token}/items/{itemId}/pledges", { path: { token, itemId }, body });
}

/** `DELETE /api/public/pledges/{token}`: a guest takes back their pledge (409 once it is ticked paid). */
export function undoGuestPledge(undoToken: string): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/public/pledges/{token}", { path: { token: undoToken } });
}

// ---------------------------------------------------------------------------
// Pure helpers.

/** A pledge as typed: empty (an equal share) or an amount above 0 ('20', '19.50'). */
export function isPledgeAmount(text: string): boolean {
  const amount = text.trim();
  return amount === "" || (isAmount(amount) && Number(amount) > 0);
}

/** A currency as typed: empty (the price's, or the one kept) or three letters. */
export function isCurrencyCode(text: string): boolean {
  const code = text.trim();
  return code === "" || /^[A-Za-z]{3}$/.test(code);
}

/** The item's shared purchase, from its claims (it rides on the group's claim); null when nobody chips in. */
export function chipInOf(claims: readonly ClaimEntry[]): ChipIn | null {
  return claims.find((claim) => claim.chipIn)?.chipIn ?? null;
}

/** My own pledge, if I made one. */
export function myPledge(chipIn: Pick<ChipIn, "pledges">): Pledge | undefined {
  return chipIn.pledges.find((pledge) => pledge.mine);
}

/** How far the pledges are, 0 to 100 (whole percent; 100 once the target is reached). */
export function progressPercent(pledgedCents: number, targetCents: number): number {
  if (targetCents <= 0) return pledgedCents > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.floor((pledgedCents / targetCents) * 100)));
}

type Progress = Pick<ChipIn, "pledgedCents" | "targetCents" | "currency">;

/** '€80.00 of €120.00 pledged'. */
export function pledgedText({ pledgedCents, targetCents, currency }: Progress): string {
  return `${formatMoney(pledgedCents, currency)} of ${formatMoney(targetCents, currency)} pledged`;
}

/** '1 person', '3 people'. */
export function peopleText(count: number): string {
  return count === 1 ? "1 person" : `${count} people`;
}

/** A guest's view: '€80.00 of €120.00 pledged by 3 people'. */
export function publicPledgedText(chipIn: Progress & Pick<PublicChipIn, "pledgeCount">): string {
  return `${pledgedText(chipIn)} by ${peopleText(chipIn.pledgeCount)}`;
}

/** 'Bought by Ada Lovelace'. */
export function boughtByText(organiserName: string): string {
  return `Bought by ${organiserName}`;
}

/** 'Up to €40.00.': the most a pledge of mine may be now. */
export function mostText(cents: number, currency: string): string {
  return `Up to ${formatMoney(cents, currency)}.`;
}

/** The question form's label: 'Ask Mum without your name', or 'Ask them without your name' without a name. */
export function askWithoutNameText(firstName: string | null | undefined): string {
  return `Ask ${firstName?.trim() || "them"} without your name`;
}

/** An item as a giver sees it, to decide whether a shared purchase can start. */
export interface ChipInStartable {
  claims?: readonly ClaimEntry[] | null;
  available?: number | null;
}

/**
 * Whether I may start chipping in: I am a giver (the item has claims),
 * claims are open, nobody chips in for it yet and a unit is left.
 */
export function mayStartChipIn(item: ChipInStartable, closed: boolean): boolean {
  if (!Array.isArray(item.claims) || closed) return false;
  if (chipInOf(item.claims)) return false;
  return (item.available ?? 0) > 0;
}

/** The questions about a list's items (those of several lists with several ids). */
export function questionsOn<T extends Pick<QuestionToMe, "listId">>(questions: readonly T[], listIds: readonly number[]): T[] {
  return questions.filter((question) => listIds.includes(question.listId));
}

/** The sessionStorage key of the pledge undo links a guest got on a public list in this tab. */
export function pledgeUndoLinksKey(token: string): string {
  return `presently:pledge-undo-links:${token}`;
}

/** The stored pledge undo links (a JSON array of pledge answers); anything else reads as none. */
export function parsePledgeUndoLinks(raw: string | null): GuestPledgeResult[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is GuestPledgeResult =>
        v !== null &&
        typeof v === "object" &&
        typeof (v as GuestPledgeResult).undoUrl === "string" &&
        typeof (v as GuestPledgeResult).itemName === "string" &&
        typeof (v as GuestPledgeResult).amountCents === "number" &&
        typeof (v as GuestPledgeResult).currency === "string",
    );
  } catch {
    return [];
  }
}

// The words of the gift exchange pages, shared by the pages and their tests.

export const EXCHANGES_TITLE = "Gift exchanges";
export const EXCHANGES_DESCRIPTION =
  "Secret Santa with friends and family: everyone draws someone to give to, and nobody knows who has them.";
export const EXCHANGES_EMPTY_TITLE = "No gift exchanges yet";
export const EXCHANGES_EMPTY_TEXT =
  "Start one, add your friends and the people you look after, then draw the names.";
export const NEW_EXCHANGE = "New exchange";

export const NAMES_DRAWN = "Names drawn";
export const NOT_DRAWN_YET = "Not drawn yet";

export const NOT_DRAWN_TEXT = "Names are not drawn yet";
export const SHOW_RECIPIENT = "Show whom I give to";
export const GIFT_BOUGHT = "Gift bought";
export const ANONYMOUS_HINT = "They won't see who asked.";
export const YOUR_SECRET_SANTA = "Your Secret Santa";
export const SECRET_SANTA_ASKS = "Your Secret Santa asks:";
export const NOT_ANSWERED = "Not answered yet";
export const YOUR_ANSWER = "Your answer";
export const INVITED_NOT_JOINED = "Invited, not joined yet";

export const DRAW_NAMES = "Draw names";
export const DRAW_AGAIN = "Draw again";
export const CANCEL_DRAW = "Cancel the draw";
export const SEE_ALL_PAIRS = "See all pairs";
export const REVEAL_PAIRS = "Reveal who gave to whom";
export const WHY_NO_DRAW = "Why no draw";
export const EVERYONE_TOLD_TITLE = "Everyone will be told";
export const REDRAW_TOLD_TEXT =
  "Someone has already seen whom they give to. Everyone in the exchange will be told that the names were drawn again.";
export const CANCEL_TOLD_TEXT =
  "Someone has already seen whom they give to. Everyone in the exchange will be told that the draw was cancelled.";
export const SEE_PAIRS_TITLE = "See who gives to whom?";
export const SEE_PAIRS_TEXT = "Everyone will be told that you can see who gives to whom.";
export const REVEAL_TITLE = "Reveal who gave to whom?";
export const REVEAL_TEXT = "Everyone in the exchange will see every pair, and the draw can't change after that.";

export const ADD_PEOPLE = "Add people";
export const NEXT_YEAR = "Plan next year";
export const NEXT_YEAR_TEXT =
  "The same people are not added for you: add them once it is made. Earlier years' pairs are avoided as you choose below.";
export const HINTS_SAVED = "Hints saved";
export const HINTS_TEXT = "Interests, sizes, what to avoid: only whoever draws them sees this, with no name on it.";
export const EXCLUSIONS_TITLE = "Who never draws whom";
export const EXCLUSIONS_TEXT =
  "Tick a box when the person on the row should never give to the person in the column (partners, say).";
export const BOTH_WAYS = "Both ways";
export const SAVE_EXCLUSIONS = "Save exclusions";
export const ALL_PAIRS_TITLE = "Who gives to whom";

export const INVITE_LINK_TEXT =
  "Send them this link: it is shown only now. They join the exchange when they open it signed in.";

export const JOIN_BUTTON = "Join";
export const JOIN_FAILED = "Failed to join the exchange. Please try again.";

/** 'Ada Lovelace never draws Ben Cole': a grid cell's name. */
export function neverDrawsLabel(giver: string, receiver: string): string {
  return `${giver} never draws ${receiver}`;
}

/** 'Hints for your Secret Santa', or for someone I look after 'Hints for Mia's Secret Santa'. */
export function hintsLabel(name: string | null): string {
  return name === null ? "Hints for your Secret Santa" : `Hints for ${name}'s Secret Santa`;
}

/** 'Ben Cole's hints' */
export function recipientHintsLabel(name: string): string {
  return `${name}'s hints`;
}

/** 'Ask Ben Cole a question' */
export function askLabel(name: string): string {
  return `Ask ${name} a question`;
}

/** 'Show whom I give to', or for someone I look after 'Show whom Mia gives to'. */
export function showRecipientLabel(giverName: string | null): string {
  return giverName === null ? SHOW_RECIPIENT : `Show whom ${giverName} gives to`;
}

/** 'Organised by Ada Lovelace', or 'You organise this' */
export function organiserText(organiserName: string, iOrganise: boolean): string {
  return iOrganise ? "You organise this" : `Organised by ${organiserName}`;
}

/** "Why no draw: Ann cannot give to anyone" */
export function whyNoDrawText(reason: string): string {
  return `${WHY_NO_DRAW}: ${reason}`;
}

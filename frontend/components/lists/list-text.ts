// Small things of lists that pages show without loading a list's dialog or
// page (each of those is a chunk of its own).

/** The line under a list shown to all my friends. */
export const SHOWN_TO_ALL_FRIENDS = "Shown to all your friends";

/** The wishlist page's action that imports items into the list shown (the Import items dialog). */
export const IMPORT_ITEMS = "Import items";

/** Where my own list is managed. */
export function myListPath(listId: number): string {
  return `/wishlist?list=${listId}`;
}

/** A friend's list page: the list, its items and "I'll get this". */
export function friendListPath(listId: number): string {
  return `/wishlist/${listId}`;
}
